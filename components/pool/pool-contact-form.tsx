"use client";

import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { FormField, fieldErrorProps } from "@/components/contact/form-field";
import { useHydrated } from "@/components/contact/use-hydrated";
import { useLeadSubmit } from "@/components/leads/use-lead-submit";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { POOL_CONTACT, POOL_CONTACT_TOASTS } from "@/lib/content/pool-spa";
import { FACILITY_TYPES, LIMITS, POOL_INDUSTRY, issuesByField, poolContactSchema } from "@/lib/leads/schemas";

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  facilityType: string;
  message: string;
};
type FieldName = keyof Values;
const FIELD_ORDER: FieldName[] = ["firstName", "lastName", "email", "phone", "facilityType", "message"];
/** Seed 001 §5: the fields marked *. */
const REQUIRED: FieldName[] = ["firstName", "lastName", "email", "message"];
const EMPTY: Values = { firstName: "", lastName: "", email: "", phone: "", facilityType: "", message: "" };

/** The pool page's contact form (seed 001 §3, §5, §8): saved as a "pool-contact" lead, industry "Pool & Spa". */
export function PoolContactForm() {
  const uid = useId();
  const id = (name: FieldName) => `${uid}-${name}`;
  const [values, setValues] = useState<Values>(EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const { submit, pending, fieldErrors, clearFieldError } = useLeadSubmit("pool-contact");

  function update(name: FieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    clearFieldError(name);
  }

  function focusFirst(fields: Record<string, string>) {
    const first = FIELD_ORDER.find((name) => fields[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const payload = { ...values, industry: POOL_INDUSTRY, source: POOL_CONTACT.source };
    // The hook runs the same check and shows the field errors; running it here too tells a missing
    // or mistyped field (the fields say what to fix) from a failed request (the error toast).
    const check = poolContactSchema.safeParse(payload);
    const missing = REQUIRED.some((name) => values[name].trim() === "");
    const saved = await submit(payload);
    if (saved) {
      toast.success(POOL_CONTACT_TOASTS.success.title, { description: POOL_CONTACT_TOASTS.success.description });
      setValues(EMPTY);
      return;
    }
    if (!check.success) {
      if (missing) toast.error(POOL_CONTACT_TOASTS.missing.title, { description: POOL_CONTACT_TOASTS.missing.description });
      focusFirst(issuesByField(check.error));
      return;
    }
    toast.error(POOL_CONTACT_TOASTS.failure.title, { description: POOL_CONTACT_TOASTS.failure.description });
  }

  const field = (name: FieldName) => ({
    id: id(name),
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      update(name, event.target.value),
    ...fieldErrorProps(id(name), fieldErrors[name]),
  });

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate aria-busy={pending} className="grid gap-5 sm:grid-cols-2">
      <FormField id={id("firstName")} label="First Name" required error={fieldErrors.firstName}>
        <Input {...field("firstName")} autoComplete="given-name" required maxLength={LIMITS.name} />
      </FormField>
      <FormField id={id("lastName")} label="Last Name" required error={fieldErrors.lastName}>
        <Input {...field("lastName")} autoComplete="family-name" required maxLength={LIMITS.name} />
      </FormField>
      <FormField id={id("email")} label="Email" required error={fieldErrors.email}>
        <Input {...field("email")} type="email" autoComplete="email" inputMode="email" required maxLength={LIMITS.email} />
      </FormField>
      <FormField id={id("phone")} label="Phone" optional error={fieldErrors.phone}>
        <Input {...field("phone")} type="tel" autoComplete="tel" inputMode="tel" maxLength={LIMITS.phone} />
      </FormField>
      <FormField id={id("facilityType")} label="Facility Type" optional error={fieldErrors.facilityType} className="sm:col-span-2">
        <NativeSelect {...field("facilityType")} wrapperClassName="w-full">
          <NativeSelectOption value="">Select your facility type</NativeSelectOption>
          {FACILITY_TYPES.map((option) => (
            <NativeSelectOption key={option.value} value={option.value}>
              {option.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={id("message")} label="Message" required error={fieldErrors.message} className="sm:col-span-2">
        <Textarea
          {...field("message")}
          required
          rows={5}
          maxLength={LIMITS.message}
          placeholder={POOL_CONTACT.messagePlaceholder}
          className="min-h-32"
        />
      </FormField>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          <span aria-hidden="true" className="text-destructive">
            *
          </span>{" "}
          Required fields
        </p>
        <Button type="submit" size="lg" disabled={pending || !hydrated} className="w-full sm:w-auto">
          {pending ? (
            <>
              <Spinner aria-hidden="true" role="presentation" aria-label={undefined} />
              Sending...
            </>
          ) : (
            POOL_CONTACT.submitLabel
          )}
        </Button>
      </div>
    </form>
  );
}
