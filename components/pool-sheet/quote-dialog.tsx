"use client";

import { FileTextIcon } from "lucide-react";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { MessageField } from "@/components/leads/message-field";
import { LeadDialog } from "@/components/leads/lead-dialog";
import { PersonFields } from "@/components/leads/person-fields";
import { toastDialogLeadFailure } from "@/components/leads/lead-toasts";
import { useLeadDialog } from "@/components/leads/use-lead-dialog";
import { Button } from "@/components/ui/button";
import { LIMITS } from "@/lib/leads/schemas";
import { siteConfig } from "@/lib/site-config";

/**
 * "Request Quote" on a pool product sheet: a dialog that saves a "product-quote" lead (larger sizes,
 * packs and bulk orders). The values stay when the dialog closes or sending fails; they clear once saved.
 */
export function QuoteDialog({
  productName,
  itemNumber,
  sizes,
  source,
}: {
  productName: string;
  itemNumber: string;
  /** The sizes the product comes in; the first is preselected. */
  sizes: readonly string[];
  /** The page the dialog sits on, saved with the lead. */
  source: string;
}) {
  const dialog = useLeadDialog("product-quote", {
    defaultValues: { firstName: "", lastName: "", email: "", company: "", phone: "", size: sizes[0] ?? "", quantity: "1", message: "" },
    toPayload: (values) => ({ ...values, productName, itemNumber, source }),
    saved: {
      title: "Quote Request Received",
      description: `Thank you! We received your quote request for ${productName}. Our team will reply ${siteConfig.responsePromise}.`,
    },
    failed: (failure, message) => toastDialogLeadFailure(failure, "quote request", message),
  });

  return (
    <LeadDialog
      {...dialog}
      trigger={
        <Button variant="outline" size="lg" className="w-full sm:w-auto">
          <FileTextIcon aria-hidden />
          Request Quote
        </Button>
      }
      title="Request a Quote"
      description={
        <>
          {productName} (item {itemNumber}). Tell us the size and quantity you need and we reply {siteConfig.responsePromise}.
        </>
      }
      formLabel="Quote request"
      contentClassName="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
      submitLabel="Send Quote Request"
    >
      <PersonFields />
      <TextField name="company" label="Company" optional className="sm:col-span-2" autoComplete="organization" maxLength={LIMITS.company} />
      <SelectField name="size" label="Size" options={sizes} />
      <TextField name="quantity" label="Quantity" required type="number" inputMode="numeric" min={1} step={1} />
      <MessageField placeholder="Number of pools or spas, delivery timing, other products you need…" />
    </LeadDialog>
  );
}
