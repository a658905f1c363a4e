"use client";

import { useState } from "react";
import { PackageIcon } from "lucide-react";
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
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { US_STATES } from "@/lib/domain/tax";
import { LIMITS } from "@/lib/leads/schemas";
import { siteConfig } from "@/lib/site-config";
import { useLeadDialogForm } from "./use-lead-dialog-form";

const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "company",
  "phone",
  "address",
  "city",
  "state",
  "zipCode",
  "message",
] as const;
type Field = (typeof FIELDS)[number];
const EMPTY = Object.fromEntries(FIELDS.map((name) => [name, ""])) as Record<Field, string>;

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
  const [open, setOpen] = useState(false);
  const { formRef, onSubmit, field, fieldId, errors, pending } = useLeadDialogForm<Field>({
    form: "sample-request",
    initial: EMPTY,
    fieldOrder: FIELDS,
    toPayload: (values) => ({ ...values, productName, itemNumber, source }),
    success: {
      title: "Sample Request Received",
      description: `Thank you! We received your request for a ${productName} sample. Our team will reply ${siteConfig.responsePromise}.`,
    },
    onSaved: () => setOpen(false),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button size="lg" className="bg-brand-amber text-brand-amber-foreground hover:bg-brand-amber/90">
          <PackageIcon aria-hidden />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Request a Free Sample</DialogTitle>
          <DialogDescription>
            {productName} (item {itemNumber}), shipped to your business. Fields marked * are required.
          </DialogDescription>
        </DialogHeader>
        <form
          ref={formRef}
          method="post"
          onSubmit={onSubmit}
          noValidate
          aria-busy={pending}
          aria-label="Sample request"
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
          <FormField id={fieldId("company")} label="Business Name" required error={errors.company} className="sm:col-span-2">
            <Input {...field("company")} autoComplete="organization" required maxLength={LIMITS.company} />
          </FormField>
          <FormField id={fieldId("address")} label="Shipping Address" required error={errors.address} className="sm:col-span-2">
            <Input {...field("address")} autoComplete="shipping street-address" required maxLength={LIMITS.address} />
          </FormField>
          <FormField id={fieldId("city")} label="City" required error={errors.city}>
            <Input {...field("city")} autoComplete="shipping address-level2" required maxLength={LIMITS.city} />
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField id={fieldId("state")} label="State" required error={errors.state}>
              <NativeSelect {...field("state")} autoComplete="shipping address-level1" required wrapperClassName="w-full">
                <NativeSelectOption value="">Select</NativeSelectOption>
                {US_STATES.map(([code, name]) => (
                  <NativeSelectOption key={code} value={code}>
                    {name}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id={fieldId("zipCode")} label="ZIP Code" required error={errors.zipCode}>
              <Input {...field("zipCode")} inputMode="numeric" autoComplete="shipping postal-code" required maxLength={10} />
            </FormField>
          </div>
          <FormField id={fieldId("message")} label="Notes" optional error={errors.message} className="sm:col-span-2">
            <Textarea
              {...field("message")}
              rows={3}
              maxLength={LIMITS.message}
              placeholder="What would you like to try it on? Fryers, hoods, floors…"
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
                "Request Sample"
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
