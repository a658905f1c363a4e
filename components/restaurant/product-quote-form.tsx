"use client";

import { TextField } from "@/components/forms/text-field";
import { MessageField } from "@/components/leads/message-field";
import { LeadDialog } from "@/components/leads/lead-dialog";
import { PersonFields } from "@/components/leads/person-fields";
import { toastDialogLeadFailure } from "@/components/leads/lead-toasts";
import { useLeadForm } from "@/components/leads/use-lead-form";
import { LIMITS } from "@/lib/leads/schemas";
import { siteConfig } from "@/lib/site-config";
import type { ProductQuote } from "./product-quote-dialog";

const INITIAL = { firstName: "", lastName: "", email: "", company: "", phone: "", quantity: "1", message: "" };

/**
 * The quote request's dialog and form (lead form "product-quote"), loaded when the visitor first presses
 * Request a Quote (product-quote-dialog.tsx). Once loaded it stays, closed, so that what was typed is
 * still there when it opens again after a failed send.
 */
export function ProductQuoteForm({
  productName,
  itemNumber,
  size,
  unit,
  priceLabel,
  quantity = 1,
  source,
  open,
  onOpenChange,
  returnFocusTo,
}: ProductQuote & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: it has the focus again when the dialog closes. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}) {
  const lead = useLeadForm("product-quote", {
    defaultValues: { ...INITIAL, quantity: String(quantity) },
    toPayload: (values) => ({ ...values, productName, itemNumber, size, source }),
    saved: {
      title: "Quote Request Received",
      description: `Thank you! We received your quote request for ${productName}. Our team will reply ${siteConfig.responsePromise}.`,
    },
    onSaved: () => onOpenChange(false),
    failed: (failure, message) => toastDialogLeadFailure(failure, "request", message),
  });

  return (
    <LeadDialog
      lead={lead}
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
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
