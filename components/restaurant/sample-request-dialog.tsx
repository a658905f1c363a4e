"use client";

import { PackageIcon } from "lucide-react";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { MessageField } from "@/components/leads/message-field";
import { LeadDialog } from "@/components/leads/lead-dialog";
import { PersonFields } from "@/components/leads/person-fields";
import { toastDialogLeadFailure } from "@/components/leads/lead-toasts";
import { useLeadDialog } from "@/components/leads/use-lead-dialog";
import { Button } from "@/components/ui/button";
import { US_STATES } from "@/lib/domain/tax";
import { LIMITS } from "@/lib/leads/schemas";
import { siteConfig } from "@/lib/site-config";

const STATES = US_STATES.map(([value, label]) => ({ value, label }));
const EMPTY = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  phone: "",
  address: "",
  city: "",
  state: "",
  zipCode: "",
  message: "",
};

/** The button of the degreaser feature and its sample request form (lead form "sample-request"). */
export function SampleRequestDialog({
  productName,
  itemNumber,
  triggerLabel,
  source,
}: {
  productName: string;
  itemNumber: string;
  triggerLabel: string;
  /** The page the form sits on, saved with the lead. */
  source: string;
}) {
  const dialog = useLeadDialog("sample-request", {
    defaultValues: EMPTY,
    toPayload: (values) => ({ ...values, productName, itemNumber, source }),
    saved: {
      title: "Sample Request Received",
      description: `Thank you! We received your request for a ${productName} sample. Our team will reply ${siteConfig.responsePromise}.`,
    },
    failed: (failure, message) => toastDialogLeadFailure(failure, "request", message),
  });

  return (
    <LeadDialog
      {...dialog}
      trigger={
        <Button
          size="lg"
          className="h-auto min-h-10 bg-brand-amber py-2 text-left whitespace-normal text-brand-amber-foreground hover:bg-brand-amber/90"
        >
          <PackageIcon aria-hidden />
          {triggerLabel}
        </Button>
      }
      title="Request a Free Sample"
      description={
        <>
          {productName} (item {itemNumber}), shipped to your business. Fields marked * are required.
        </>
      }
      formLabel="Sample request"
      contentClassName="sm:max-w-2xl"
      submitLabel="Request Sample"
    >
      <PersonFields />
      <TextField
        name="company"
        label="Business Name"
        required
        className="sm:col-span-2"
        autoComplete="organization"
        maxLength={LIMITS.company}
      />
      <TextField
        name="address"
        label="Shipping Address"
        required
        className="sm:col-span-2"
        autoComplete="shipping street-address"
        maxLength={LIMITS.address}
      />
      <TextField name="city" label="City" required autoComplete="shipping address-level2" maxLength={LIMITS.city} />
      <div className="grid grid-cols-2 gap-4">
        <SelectField name="state" label="State" required placeholder="Select" options={STATES} autoComplete="shipping address-level1" />
        <TextField name="zipCode" label="ZIP Code" required inputMode="numeric" autoComplete="shipping postal-code" maxLength={10} />
      </div>
      <MessageField label="Notes" placeholder="What would you like to try it on? Fryers, hoods, floors…" />
    </LeadDialog>
  );
}
