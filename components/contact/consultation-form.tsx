"use client";

import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { MessageField } from "@/components/leads/message-field";
import { LeadPageForm } from "@/components/leads/lead-page-form";
import { PersonFields } from "@/components/leads/person-fields";
import { useLeadForm } from "@/components/leads/use-lead-form";
import { CONTACT_INDUSTRIES, INQUIRY_TYPES, LIMITS, normalizeIndustry } from "@/lib/leads/schemas";
import { siteConfig } from "@/lib/site-config";

/** The consultation request of the home page and the pages with a contact section (seed 000 §3–§8). */
export function ConsultationForm({ source, defaultIndustry }: { source: string; defaultIndustry?: string }) {
  const lead = useLeadForm("consultation", {
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      company: "",
      industry: normalizeIndustry(defaultIndustry) ?? "",
      inquiryType: "",
      message: "",
    },
    toPayload: (values) => ({ ...values, source }),
    saved: {
      title: "Request Submitted Successfully",
      description: `Thank you! Our technical team will contact you ${siteConfig.responsePromise}.`,
    },
    failed: { title: "Submission Failed", description: `Please try again or contact us directly at ${siteConfig.email}.` },
  });

  return (
    <LeadPageForm
      lead={lead}
      note={`Required fields. We reply ${siteConfig.responsePromise}.`}
      submitLabel="Request Consultation"
      pendingLabel="Submitting..."
    >
      <PersonFields emailLabel="Business Email" phone={false} />
      <TextField name="company" label="Company Name" required autoComplete="organization" maxLength={LIMITS.company} />
      <SelectField name="industry" label="Industry" placeholder="Select your industry" options={CONTACT_INDUSTRIES} />
      <SelectField name="inquiryType" label="Inquiry Type" placeholder="Select inquiry type" options={INQUIRY_TYPES} />
      <MessageField
        label="Specific Requirements"
        size="medium"
        placeholder="Surfaces, soils, volumes, current products: anything that helps us recommend the right solution"
      />
    </LeadPageForm>
  );
}
