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
import { BREWERY_INTERESTS, LIMITS, breweryContactSchema, issuesByField } from "@/lib/leads/schemas";
import { siteConfig } from "@/lib/site-config";

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  breweryName: string;
  interest: string;
  message: string;
};
type FieldName = keyof Values;
const FIELD_ORDER: FieldName[] = ["firstName", "lastName", "email", "phone", "breweryName", "interest", "message"];
const EMPTY: Values = { firstName: "", lastName: "", email: "", phone: "", breweryName: "", interest: "", message: "" };

/** The brewery home's contact form (seed 001 §3): validated, saved as a "brewery-contact" lead. */
export function BreweryContactForm({ submitLabel, source }: { submitLabel: string; source: string }) {
  const uid = useId();
  const id = (name: FieldName) => `${uid}-${name}`;
  const [values, setValues] = useState<Values>(EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const { submit, pending, fieldErrors, clearFieldError } = useLeadSubmit("brewery-contact");

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
    const payload = { ...values, source };
    // The hook checks the same schema; checking here too tells a visitor's typo (the fields say
    // what to fix) from a failed request (a toast), without waiting for the hook's state to render.
    const check = breweryContactSchema.safeParse(payload);
    const saved = await submit(payload);
    if (saved) {
      toast.success("Message received", {
        description: `Thank you for contacting us. Our brewery team will reply ${siteConfig.responsePromise}.`,
      });
      setValues(EMPTY);
      return;
    }
    if (!check.success) {
      focusFirst(issuesByField(check.error));
      return;
    }
    toast.error("Message not sent", {
      description: `Please try again or call us at ${siteConfig.phone.display}.`,
    });
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
      <FormField id={id("breweryName")} label="Brewery Name" required error={fieldErrors.breweryName}>
        <Input {...field("breweryName")} autoComplete="organization" required maxLength={LIMITS.company} />
      </FormField>
      <FormField id={id("interest")} label="Interest" required error={fieldErrors.interest}>
        <NativeSelect {...field("interest")} required wrapperClassName="w-full">
          <NativeSelectOption value="">Select your interest</NativeSelectOption>
          {BREWERY_INTERESTS.map((option) => (
            <NativeSelectOption key={option.value} value={option.value}>
              {option.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={id("message")} label="Message" optional error={fieldErrors.message} className="sm:col-span-2">
        <Textarea
          {...field("message")}
          rows={4}
          maxLength={LIMITS.message}
          placeholder="Number of taps or tanks, batch size, what you clean today"
          className="min-h-28"
        />
      </FormField>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          <span aria-hidden="true" className="text-destructive">
            *
          </span>{" "}
          Required fields. We reply {siteConfig.responsePromise}.
        </p>
        <Button type="submit" size="lg" disabled={pending || !hydrated} className="w-full sm:w-auto">
          {pending ? (
            <>
              <Spinner aria-hidden="true" role="presentation" aria-label={undefined} />
              Sending...
            </>
          ) : (
            submitLabel
          )}
        </Button>
      </div>
    </form>
  );
}
