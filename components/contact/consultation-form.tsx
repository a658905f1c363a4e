"use client";

import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { newSubmissionId, postLead } from "@/lib/leads/client";
import {
  CONTACT_INDUSTRIES,
  INQUIRY_TYPES,
  LIMITS,
  consultationSchema,
  issuesByField,
  normalizeIndustry,
} from "@/lib/leads/schemas";
import { siteConfig } from "@/lib/site-config";
import { FormField, fieldErrorProps } from "./form-field";
import { useHydrated } from "./use-hydrated";

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  industry: string;
  inquiryType: string;
  message: string;
};
type FieldName = keyof Values;
const FIELD_ORDER: FieldName[] = ["firstName", "lastName", "email", "company", "industry", "inquiryType", "message"];

/** The consultation request of the home page and the pages with a contact section (seed 000 §3–§8). */
export function ConsultationForm({ source, defaultIndustry }: { source: string; defaultIndustry?: string }) {
  const uid = useId();
  const id = (name: FieldName) => `${uid}-${name}`;
  const initial: Values = {
    firstName: "",
    lastName: "",
    email: "",
    company: "",
    industry: normalizeIndustry(defaultIndustry) ?? "",
    inquiryType: "",
    message: "",
  };
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  // Kept across retries of the same values, so that a request the server saved but whose answer
  // was lost is not saved twice; a new one after success or after an edit.
  const submissionId = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  function update(name: FieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    submissionId.current = null;
  }

  function focusFirstError(fields: Partial<Record<string, string>>) {
    const first = FIELD_ORDER.find((name) => fields[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const check = consultationSchema.safeParse({ ...values, source });
    if (!check.success) {
      const fields = issuesByField(check.error);
      setErrors(fields);
      focusFirstError(fields);
      return;
    }
    submissionId.current ??= newSubmissionId();
    setPending(true);
    const result = await postLead("consultation", { ...values, source, submissionId: submissionId.current });
    setPending(false);
    if (result.ok) {
      toast.success("Request Submitted Successfully", {
        description: `Thank you! Our technical team will contact you ${siteConfig.responsePromise}.`,
      });
      setValues(initial);
      setErrors({});
      submissionId.current = null;
      return;
    }
    toast.error("Submission Failed", {
      description: `Please try again or contact us directly at ${siteConfig.email}.`,
    });
    if (Object.keys(result.fields).length) {
      setErrors(result.fields);
      focusFirstError(result.fields);
    }
  }

  const text = (name: FieldName) => ({
    id: id(name),
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      update(name, event.target.value),
    ...fieldErrorProps(id(name), errors[name]),
  });

  return (
    <form ref={formRef} method="post" onSubmit={onSubmit} noValidate aria-busy={pending} className="grid gap-5 sm:grid-cols-2">
      <FormField id={id("firstName")} label="First Name" required error={errors.firstName}>
        <Input {...text("firstName")} autoComplete="given-name" required maxLength={LIMITS.name} />
      </FormField>
      <FormField id={id("lastName")} label="Last Name" required error={errors.lastName}>
        <Input {...text("lastName")} autoComplete="family-name" required maxLength={LIMITS.name} />
      </FormField>
      <FormField id={id("email")} label="Business Email" required error={errors.email}>
        <Input {...text("email")} type="email" autoComplete="email" inputMode="email" required maxLength={LIMITS.email} />
      </FormField>
      <FormField id={id("company")} label="Company Name" required error={errors.company}>
        <Input {...text("company")} autoComplete="organization" required maxLength={LIMITS.company} />
      </FormField>
      <FormField id={id("industry")} label="Industry" error={errors.industry}>
        <NativeSelect {...text("industry")} wrapperClassName="w-full">
          <NativeSelectOption value="">Select your industry</NativeSelectOption>
          {CONTACT_INDUSTRIES.map((option) => (
            <NativeSelectOption key={option.value} value={option.value}>
              {option.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={id("inquiryType")} label="Inquiry Type" error={errors.inquiryType}>
        <NativeSelect {...text("inquiryType")} wrapperClassName="w-full">
          <NativeSelectOption value="">Select inquiry type</NativeSelectOption>
          {INQUIRY_TYPES.map((option) => (
            <NativeSelectOption key={option.value} value={option.value}>
              {option.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id={id("message")}
        label="Specific Requirements"
        optional
        error={errors.message}
        className="sm:col-span-2"
      >
        <Textarea
          {...text("message")}
          rows={4}
          maxLength={LIMITS.message}
          placeholder="Surfaces, soils, volumes, current products: anything that helps us recommend the right solution"
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
              Submitting...
            </>
          ) : (
            "Request Consultation"
          )}
        </Button>
      </div>
    </form>
  );
}
