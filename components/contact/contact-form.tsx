"use client";

import { SendIcon } from "lucide-react";
import { useWatch } from "react-hook-form";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { MessageField } from "@/components/leads/message-field";
import { LeadPageForm } from "@/components/leads/lead-page-form";
import { PersonFields } from "@/components/leads/person-fields";
import { useLeadForm } from "@/components/leads/use-lead-form";
import {
  CONTACT_INDUSTRIES,
  DEFAULT_INQUIRY_TYPE,
  FOOD_APPLICATIONS,
  INQUIRY_TYPES,
  LIMITS,
  type ContactIndustry,
} from "@/lib/leads/schemas";

const REQUIRED = ["firstName", "lastName", "email", "company", "message"] as const;

/** The general contact page's form (seed 001 §3–§5, §8); `defaultMessage` is a message another page wrote in. */
export function ContactForm({ defaultIndustry, defaultMessage }: { defaultIndustry?: ContactIndustry; defaultMessage?: string }) {
  const lead = useLeadForm("contact", {
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      company: "",
      industry: defaultIndustry ?? "",
      inquiryType: DEFAULT_INQUIRY_TYPE as string,
      application: "",
      message: defaultMessage ?? "",
    },
    // The application list belongs to the food industry only.
    toPayload: (values) => ({ ...values, application: values.industry === "food" ? values.application : "" }),
    missing: { fields: REQUIRED, toast: { title: "Required fields missing", description: "Please fill in all required fields." } },
    saved: { title: "Message sent successfully", description: "We'll get back to you within 24 hours." },
    // Cleared for the next message; industry and inquiry type stay as chosen.
    resetTo: (values) => ({ ...values, firstName: "", lastName: "", email: "", company: "", application: "", message: "" }),
    failed: { title: "Error sending message", description: "Please try again or contact us directly." },
  });
  const { control, setValue } = lead.form;
  const industry = useWatch({ control, name: "industry" });

  return (
    <LeadPageForm
      lead={lead}
      submitLabel={
        <>
          <SendIcon aria-hidden="true" />
          Send Message
        </>
      }
    >
      <PersonFields phone={false} />
      <TextField name="company" label="Company" required autoComplete="organization" maxLength={LIMITS.company} />
      <SelectField
        name="industry"
        label="Industry"
        placeholder="Select your industry"
        options={CONTACT_INDUSTRIES}
        onChange={(event) => {
          if (event.target.value !== "food") setValue("application", "");
        }}
      />
      <SelectField name="inquiryType" label="Inquiry Type" options={INQUIRY_TYPES} />
      {industry === "food" && (
        <SelectField
          name="application"
          label="Application"
          optional
          className="sm:col-span-2"
          placeholder="Select an application"
          options={FOOD_APPLICATIONS}
        />
      )}
      <MessageField required size="tall" placeholder="What do you clean today, with what, and how often?" />
    </LeadPageForm>
  );
}
