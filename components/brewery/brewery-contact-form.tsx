"use client";

import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { MessageField } from "@/components/leads/message-field";
import { LeadPageForm } from "@/components/leads/lead-page-form";
import { PersonFields } from "@/components/leads/person-fields";
import { useLeadForm } from "@/components/leads/use-lead-form";
import { BREWERY_INTERESTS, LIMITS } from "@/lib/leads/schemas";
import { siteConfig } from "@/lib/site-config";

const EMPTY = { firstName: "", lastName: "", email: "", phone: "", breweryName: "", interest: "", message: "" };

/** The brewery home's contact form (seed 001 §3): validated, saved as a "brewery-contact" lead. */
export function BreweryContactForm({ submitLabel, source }: { submitLabel: string; source: string }) {
  const lead = useLeadForm("brewery-contact", {
    defaultValues: EMPTY,
    toPayload: (values) => ({ ...values, source }),
    saved: {
      title: "Message received",
      description: `Thank you for contacting us. Our brewery team will reply ${siteConfig.responsePromise}.`,
    },
    failed: { title: "Message not sent", description: `Please try again or call us at ${siteConfig.phone.display}.` },
  });

  return (
    <LeadPageForm lead={lead} note={`Required fields. We reply ${siteConfig.responsePromise}.`} submitLabel={submitLabel}>
      <PersonFields />
      <TextField name="breweryName" label="Brewery Name" required autoComplete="organization" maxLength={LIMITS.company} />
      <SelectField name="interest" label="Interest" required placeholder="Select your interest" options={BREWERY_INTERESTS} />
      <MessageField size="medium" placeholder="Number of taps or tanks, batch size, what you clean today" />
    </LeadPageForm>
  );
}
