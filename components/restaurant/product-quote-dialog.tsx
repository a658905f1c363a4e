"use client";

import { useState } from "react";
import { FileTextIcon } from "lucide-react";
import { FormField } from "@/components/contact/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { LIMITS } from "@/lib/leads/schemas";
import { siteConfig } from "@/lib/site-config";
import { useLeadDialogForm } from "./use-lead-dialog-form";

const FIELDS = ["firstName", "lastName", "email", "company", "phone", "quantity", "message"] as const;
type Field = (typeof FIELDS)[number];
const INITIAL: Record<Field, string> = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  phone: "",
  quantity: "1",
  message: "",
};

/** "Request a Quote" for a product that is not sold online in this size (lead form "product-quote"). */
export function ProductQuoteDialog({
  productName,
  itemNumber,
  size,
  unit,
  priceLabel,
  source,
  triggerLabel = "Request a Quote",
  triggerVariant = "default",
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
  /** The page the form sits on ("restaurant-cleaning"), saved with the lead. */
  source: string;
  triggerLabel?: string;
  triggerVariant?: "default" | "outline" | "secondary";
}) {
  const [open, setOpen] = useState(false);
  const { formRef, onSubmit, field, fieldId, errors, pending } = useLeadDialogForm<Field>({
    form: "product-quote",
    initial: INITIAL,
    fieldOrder: FIELDS,
    toPayload: (values) => ({ ...values, productName, itemNumber, size, source }),
    success: {
      title: "Quote Request Received",
      description: `Thank you! We received your quote request for ${productName}. Our team will reply ${siteConfig.responsePromise}.`,
    },
    onSaved: () => setOpen(false),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant} className="w-full sm:w-auto">
          <FileTextIcon aria-hidden />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Request a Quote</DialogTitle>
          <DialogDescription>
            {productName}, {size} ({priceLabel}). Tell us how many you need and we reply {siteConfig.responsePromise}.
          </DialogDescription>
        </DialogHeader>
        <form
          ref={formRef}
          method="post"
          onSubmit={onSubmit}
          noValidate
          aria-busy={pending}
          aria-label="Quote request"
          className="grid gap-4 sm:grid-cols-2"
        >
          <FormField id={fieldId("firstName")} label="First Name" required error={errors.firstName}>
            <Input {...field("firstName")} autoComplete="given-name" required maxLength={LIMITS.name} />
          </FormField>
          <FormField id={fieldId("lastName")} label="Last Name" required error={errors.lastName}>
            <Input {...field("lastName")} autoComplete="family-name" required maxLength={LIMITS.name} />
          </FormField>
          <FormField id={fieldId("email")} label="Email" required error={errors.email}>
            <Input {...field("email")} type="email" inputMode="email" autoComplete="email" required maxLength={LIMITS.email} />
          </FormField>
          <FormField id={fieldId("phone")} label="Phone" optional error={errors.phone}>
            <Input {...field("phone")} type="tel" autoComplete="tel" maxLength={LIMITS.phone} />
          </FormField>
          <FormField id={fieldId("company")} label="Business Name" optional error={errors.company}>
            <Input {...field("company")} autoComplete="organization" maxLength={LIMITS.company} />
          </FormField>
          <FormField id={fieldId("quantity")} label={`Quantity (${unit}s)`} required error={errors.quantity}>
            <Input {...field("quantity")} type="number" inputMode="numeric" min={1} step={1} required />
          </FormField>
          <FormField id={fieldId("message")} label="Message" optional error={errors.message} className="sm:col-span-2">
            <Textarea
              {...field("message")}
              rows={3}
              maxLength={LIMITS.message}
              placeholder="Delivery timing, number of locations, other products you are interested in…"
            />
          </FormField>
          <DialogFooter className="sm:col-span-2">
            <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
              {pending ? (
                <>
                  <Spinner aria-hidden="true" role="presentation" aria-label={undefined} />
                  Sending...
                </>
              ) : (
                "Send Quote Request"
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
