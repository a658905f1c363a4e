"use client";

import { useState } from "react";
import { FileTextIcon } from "lucide-react";
import { TextField } from "@/components/forms/text-field";
import { MessageField } from "@/components/leads/message-field";
import { LeadDialog } from "@/components/leads/lead-dialog";
import { PersonFields } from "@/components/leads/person-fields";
import { toastDialogLeadFailure } from "@/components/leads/lead-toasts";
import { useLeadForm } from "@/components/leads/use-lead-form";
import { Button } from "@/components/ui/button";
import { LIMITS } from "@/lib/leads/schemas";
import { siteConfig } from "@/lib/site-config";

const INITIAL = { firstName: "", lastName: "", email: "", company: "", phone: "", quantity: "1", message: "" };

/** "Request a Quote" for a product that is not sold online in this size (lead form "product-quote"). */
export function ProductQuoteDialog({
  productName,
  itemNumber,
  size,
  unit,
  priceLabel,
  quantity = 1,
  source,
  triggerLabel = "Request a Quote",
  triggerVariant = "default",
  triggerSize = "default",
}: {
  productName: string;
  /** The catalogue formula the product is made from, when there is one. */
  itemNumber?: string;
  /** "1 quart", "1 gallon", "kit". */
  size: string;
  /** What one counts: "quart", "gallon", "kit". */
  unit: string;
  /** "$24.99 per quart", shown in the dialog. */
  priceLabel: string;
  /** The quantity the form starts with. */
  quantity?: number;
  /** The page the form sits on ("restaurant-cleaning"), saved with the lead. */
  source: string;
  /** The button's words; may carry a visually hidden part naming the product. */
  triggerLabel?: React.ReactNode;
  triggerVariant?: "default" | "outline" | "secondary";
  triggerSize?: "sm" | "default" | "lg";
}) {
  const [open, setOpen] = useState(false);
  const lead = useLeadForm("product-quote", {
    defaultValues: { ...INITIAL, quantity: String(quantity) },
    toPayload: (values) => ({ ...values, productName, itemNumber, size, source }),
    saved: {
      title: "Quote Request Received",
      description: `Thank you! We received your quote request for ${productName}. Our team will reply ${siteConfig.responsePromise}.`,
    },
    onSaved: () => setOpen(false),
    failed: (failure, message) => toastDialogLeadFailure(failure, "request", message),
  });

  return (
    <LeadDialog
      lead={lead}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant={triggerVariant} size={triggerSize} className="w-full sm:w-auto">
          <FileTextIcon aria-hidden />
          {triggerLabel}
        </Button>
      }
      title="Request a Quote"
      description={
        <>
          {productName}, {size} ({priceLabel}). Tell us how many you need and we reply {siteConfig.responsePromise}.
        </>
      }
      formLabel="Quote request"
      submitLabel="Send Quote Request"
    >
      <PersonFields />
      <TextField name="company" label="Business Name" optional autoComplete="organization" maxLength={LIMITS.company} />
      <TextField name="quantity" label={`Quantity (${unit}s)`} required type="number" inputMode="numeric" min={1} step={1} />
      <MessageField placeholder="Delivery timing, number of locations, other products you are interested in…" />
    </LeadDialog>
  );
}
