"use client";

import { useWatch } from "react-hook-form";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { MessageField } from "@/components/leads/message-field";
import { LeadDialog } from "@/components/leads/lead-dialog";
import { PersonFields } from "@/components/leads/person-fields";
import { toastQuoteFailure } from "@/components/leads/lead-toasts";
import { useLeadDialog } from "@/components/leads/use-lead-dialog";
import { Button } from "@/components/ui/button";
import { siteConfig } from "@/lib/site-config";

const INITIAL = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  company: "",
  productName: "",
  size: "",
  quantity: "",
  message: "",
};

export type GrillQuoteProduct = { name: string; sizes: readonly { label: string }[] };

/** "Get Custom Quote" and its dialog (lead form "grill-quote"): pails, drums and mixed orders. */
export function GrillQuoteDialog({
  products,
  phone,
  triggerClassName,
}: {
  products: readonly GrillQuoteProduct[];
  /** The sales phone for the failure message, from the server's siteConfig. */
  phone: string;
  triggerClassName?: string;
}) {
  const dialog = useLeadDialog("grill-quote", {
    defaultValues: INITIAL,
    toPayload: (values) => ({
      ...values,
      // Blank stays blank (optional); anything else goes as typed so the schema can name the problem.
      quantity: values.quantity.trim() === "" ? undefined : Number(values.quantity),
      source: "grill-cleaning",
    }),
    saved: { title: "Quote Request Received", description: `Thank you! Our grill cleaning team will reply ${siteConfig.responsePromise}.` },
    failed: (failure, message) => toastQuoteFailure(failure, phone, message),
  });
  const { control, getValues, setValue } = dialog.lead.form;
  const productName = useWatch({ control, name: "productName" });
  const chosen = products.find((p) => p.name === productName);
  const sizes = [...new Set((chosen ? [chosen] : products).flatMap((p) => p.sizes.map((s) => s.label)))];

  // A size the newly chosen product does not come in is dropped.
  function onProductChange(event: React.ChangeEvent<HTMLSelectElement>) {
    const product = products.find((p) => p.name === event.target.value);
    if (product && !product.sizes.some((s) => s.label === getValues("size"))) setValue("size", "");
  }

  return (
    <LeadDialog
      {...dialog}
      trigger={
        <Button type="button" size="lg" className={triggerClassName}>
          Get Custom Quote
        </Button>
      }
      title="Get a Custom Quote"
      description={
        <>
          Pails, drums, mixed orders or a standing order for your grill cleaning business: tell us what you need and we reply{" "}
          {siteConfig.responsePromise}.
        </>
      }
      submitLabel="Request Quote"
      cancel
    >
      <PersonFields />
      <TextField name="company" label="Company" optional className="sm:col-span-2" autoComplete="organization" />
      <SelectField
        name="productName"
        label="Product"
        optional
        className="sm:col-span-2"
        placeholder="Not sure yet / several products"
        options={products.map((product) => ({ value: product.name, label: product.name }))}
        onChange={onProductChange}
      />
      <SelectField name="size" label="Size" optional placeholder="Any size" options={sizes} />
      <TextField name="quantity" label="Quantity" optional type="number" inputMode="numeric" min={1} step={1} />
      <MessageField placeholder="How many grills you clean a month, the soils, delivery schedule…" />
    </LeadDialog>
  );
}
