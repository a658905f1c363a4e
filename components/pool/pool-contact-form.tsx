"use client";

import { SelectField } from "@/components/forms/select-field";
import { MessageField } from "@/components/leads/message-field";
import { LeadPageForm } from "@/components/leads/lead-page-form";
import { PersonFields } from "@/components/leads/person-fields";
import { useLeadForm } from "@/components/leads/use-lead-form";
import { POOL_CONTACT, POOL_CONTACT_TOASTS } from "@/lib/content/pool-spa";
import { FACILITY_TYPES, POOL_INDUSTRY } from "@/lib/leads/schemas";

const EMPTY = { firstName: "", lastName: "", email: "", phone: "", facilityType: "", message: "" };
/** Seed 001 §5: the fields marked *. */
const REQUIRED = ["firstName", "lastName", "email", "message"] as const;

/** The pool page's contact form (seed 001 §3, §5, §8): saved as a "pool-contact" lead, industry "Pool & Spa". */
export function PoolContactForm() {
  const lead = useLeadForm("pool-contact", {
    defaultValues: EMPTY,
    toPayload: (values) => ({ ...values, industry: POOL_INDUSTRY, source: POOL_CONTACT.source }),
    missing: { fields: REQUIRED, toast: POOL_CONTACT_TOASTS.missing },
    saved: POOL_CONTACT_TOASTS.success,
    failed: POOL_CONTACT_TOASTS.failure,
  });

  return (
    <LeadPageForm lead={lead} submitLabel={POOL_CONTACT.submitLabel}>
      <PersonFields />
      <SelectField
        name="facilityType"
        label="Facility Type"
        optional
        className="sm:col-span-2"
        placeholder="Select your facility type"
        options={FACILITY_TYPES}
      />
      <MessageField required size="tall" placeholder={POOL_CONTACT.messagePlaceholder} />
    </LeadPageForm>
  );
}
