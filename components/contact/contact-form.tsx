"use client";

import { useId, useRef, useState } from "react";
import { SendIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { newSubmissionId, postLead } from "@/lib/leads/client";
import {
  CONTACT_INDUSTRIES,
  DEFAULT_INQUIRY_TYPE,
  FOOD_APPLICATIONS,
  INQUIRY_TYPES,
  LIMITS,
  contactSchema,
  issuesByField,
  type ContactIndustry,
} from "@/lib/leads/schemas";
import { FormField, fieldErrorProps } from "./form-field";
import { useHydrated } from "./use-hydrated";

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  industry: string;
  inquiryType: string;
  application: string;
  message: string;
};
type FieldName = keyof Values;
const FIELD_ORDER: FieldName[] = [
  "firstName",
  "lastName",
  "email",
  "company",
  "industry",
  "inquiryType",
  "application",
  "message",
];
const REQUIRED: FieldName[] = ["firstName", "lastName", "email", "company", "message"];

/** The general contact page's form (seed 001 §3–§5, §8). */
export function ContactForm({ defaultIndustry }: { defaultIndustry?: ContactIndustry }) {
  const uid = useId();
  const id = (name: FieldName) => `${uid}-${name}`;
  const [values, setValues] = useState<Values>({
    firstName: "",
    lastName: "",
    email: "",
    company: "",
    industry: defaultIndustry ?? "",
    inquiryType: DEFAULT_INQUIRY_TYPE,
    application: "",
    message: "",
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  // Same id for retries of unchanged values, so a request saved before its answer was lost is saved once.
  const submissionId = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  function update(name: FieldName, value: string) {
    setValues((current) => {
      const next = { ...current, [name]: value };
      // The application list belongs to the food industry only.
      if (name === "industry" && value !== "food") next.application = "";
      return next;
    });
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
    const payload = { ...values, application: values.industry === "food" ? values.application : "" };
    const check = contactSchema.safeParse(payload);
    if (!check.success) {
      const fields = issuesByField(check.error);
      setErrors(fields);
      focusFirstError(fields);
      if (REQUIRED.some((name) => !values[name].trim())) {
        toast.error("Required fields missing", { description: "Please fill in all required fields." });
      }
      return;
    }
    submissionId.current ??= newSubmissionId();
    setPending(true);
    const result = await postLead("contact", { ...payload, submissionId: submissionId.current });
    setPending(false);
    if (result.ok) {
      toast.success("Message sent successfully", { description: "We'll get back to you within 24 hours." });
      // Cleared for the next message; industry and inquiry type stay as chosen.
      setValues((current) => ({
        ...current,
        firstName: "",
        lastName: "",
        email: "",
        company: "",
        application: "",
        message: "",
      }));
      setErrors({});
      submissionId.current = null;
      return;
    }
    toast.error("Error sending message", { description: "Please try again or contact us directly." });
    if (Object.keys(result.fields).length) {
      setErrors(result.fields);
      focusFirstError(result.fields);
    }
  }

  const control = (name: FieldName) => ({
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
        <Input {...control("firstName")} autoComplete="given-name" required maxLength={LIMITS.name} />
      </FormField>
      <FormField id={id("lastName")} label="Last Name" required error={errors.lastName}>
        <Input {...control("lastName")} autoComplete="family-name" required maxLength={LIMITS.name} />
      </FormField>
      <FormField id={id("email")} label="Email" required error={errors.email}>
        <Input {...control("email")} type="email" autoComplete="email" inputMode="email" required maxLength={LIMITS.email} />
      </FormField>
      <FormField id={id("company")} label="Company" required error={errors.company}>
        <Input {...control("company")} autoComplete="organization" required maxLength={LIMITS.company} />
      </FormField>
      <FormField id={id("industry")} label="Industry" error={errors.industry}>
        <NativeSelect {...control("industry")} wrapperClassName="w-full">
          <NativeSelectOption value="">Select your industry</NativeSelectOption>
          {CONTACT_INDUSTRIES.map((option) => (
            <NativeSelectOption key={option.value} value={option.value}>
              {option.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={id("inquiryType")} label="Inquiry Type" error={errors.inquiryType}>
        <NativeSelect {...control("inquiryType")} wrapperClassName="w-full">
          {INQUIRY_TYPES.map((option) => (
            <NativeSelectOption key={option.value} value={option.value}>
              {option.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      {values.industry === "food" && (
        <FormField id={id("application")} label="Application" optional error={errors.application} className="sm:col-span-2">
          <NativeSelect {...control("application")} wrapperClassName="w-full">
            <NativeSelectOption value="">Select an application</NativeSelectOption>
            {FOOD_APPLICATIONS.map((option) => (
              <NativeSelectOption key={option.value} value={option.value}>
                {option.label}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <FormField id={id("message")} label="Message" required error={errors.message} className="sm:col-span-2">
        <Textarea
          {...control("message")}
          required
          rows={5}
          maxLength={LIMITS.message}
          placeholder="What do you clean today, with what, and how often?"
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
            <>
              <SendIcon aria-hidden="true" />
              Send Message
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
