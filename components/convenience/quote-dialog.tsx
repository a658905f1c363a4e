"use client";

import { useWatch } from "react-hook-form";
import { RadioGroupField } from "@/components/forms/radio-group-field";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { MessageField } from "@/components/leads/message-field";
import { LeadDialog } from "@/components/leads/lead-dialog";
import { toastQuoteFailure } from "@/components/leads/lead-toasts";
import { useLeadForm } from "@/components/leads/use-lead-form";
import { QUOTE_QUANTITIES, STORE_TYPES, type QuoteQuantity } from "@/lib/leads/schemas";
import { siteConfig } from "@/lib/site-config";
import type { QuoteProduct } from "./quote-provider";

/** The quantity the form starts on: the smallest listed one that meets the product's minimum order. */
function defaultQuoteQuantity(minimumOrder: number | undefined): QuoteQuantity {
  const fits = QUOTE_QUANTITIES.find((q) => q.value !== "custom" && Number(q.value) >= (minimumOrder ?? 0));
  return fits?.value ?? "custom";
}

/** The convenience store quote request (lead form "convenience-quote"), for a product or a custom quote. */
export function QuoteDialog({
  open,
  onOpenChange,
  product,
  phone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product?: QuoteProduct;
  /** The sales phone for the failure message, from the server's siteConfig. */
  phone: string;
}) {
  const lead = useLeadForm("convenience-quote", {
    defaultValues: {
      storeName: "",
      contactName: "",
      email: "",
      phone: "",
      storeType: "",
      company: "",
      quantity: defaultQuoteQuantity(product?.minimumOrder) as string,
      customQuantity: "",
      needs: "",
    },
    toPayload: ({ customQuantity, ...values }) => ({
      ...values,
      customQuantity: values.quantity === "custom" && customQuantity.trim() !== "" ? Number(customQuantity) : undefined,
      productName: product?.name,
      itemNumber: product?.itemNumber,
      source: "convenience-store",
    }),
    saved: {
      title: "Quote Request Received",
      description: `Thank you! Our team will reply ${siteConfig.responsePromise} with your quote.`,
    },
    onSaved: () => onOpenChange(false),
    failed: (failure, message) => toastQuoteFailure(failure, phone, message),
  });
  const { control, clearErrors } = lead.form;
  const quantity = useWatch({ control, name: "quantity" });

  return (
    <LeadDialog
      lead={lead}
      open={open}
      onOpenChange={onOpenChange}
      title="Request a Quote"
      description={
        <>
          {product ? (
            <>
              Quote for <span className="font-semibold text-foreground">{product.name}</span> (item {product.itemNumber}, minimum order{" "}
              {product.minimumOrder} gallons).
            </>
          ) : (
            "Tell us about your store and we will put together a custom cleaning program and quote."
          )}{" "}
          We reply {siteConfig.responsePromise}.
        </>
      }
      submitLabel="Request Quote"
      cancel
    >
      <TextField name="storeName" label="Store Name" required autoComplete="organization" />
      <TextField name="contactName" label="Contact Name" required autoComplete="name" />
      <TextField name="email" label="Email" required type="email" inputMode="email" autoComplete="email" />
      <SelectField name="storeType" label="Store Type" required placeholder="Select store type" options={STORE_TYPES} />
      <TextField name="phone" label="Phone" optional type="tel" inputMode="tel" autoComplete="tel" />
      <TextField name="company" label="Company" optional />
      <RadioGroupField
        name="quantity"
        label="Quantity"
        required
        className="sm:col-span-2"
        options={QUOTE_QUANTITIES}
        onChange={() => clearErrors("customQuantity")}
      />
      {quantity === "custom" && (
        <TextField
          name="customQuantity"
          label="Custom quantity (gallons)"
          required
          className="sm:col-span-2"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
        />
      )}
      <MessageField
        name="needs"
        label="Cleaning Needs"
        placeholder="Number of locations, areas to clean, products you use today, delivery schedule…"
      />
    </LeadDialog>
  );
}
