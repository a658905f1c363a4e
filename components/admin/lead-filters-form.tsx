"use client";

import {
  LEAD_FILTER_FIELDS,
  LEAD_INDUSTRIES,
  LEAD_KINDS,
  leadFiltersSchema,
  leadKindLabel,
  leadsHref,
  MAX_LEAD_SEARCH,
  UNASSIGNED,
  type LeadFilterField,
  type LeadFormValues,
} from "@/lib/leads/list-filters";
import type { StaffMember } from "@/lib/leads/staff-view-model";
import { LEAD_STATUSES, leadStatusLabel } from "@/lib/leads/status";
import type { FieldErrors } from "@/lib/forms/zod-issues";
import { leadFormTitle } from "@/lib/leads/forms";
import { filterChoices, type FilterSelect } from "./list/filters-frame";
import { ListFiltersForm } from "./list/list-filters-form";

type Props = {
  values: LeadFormValues;
  /** The address's own errors, when the page could not read it. */
  errors?: FieldErrors;
  /** The forms leads came from (Lead.form). */
  forms: readonly string[];
  /** The staff who may own a lead. */
  owners: readonly StaffMember[];
};

/**
 * The leads inbox's filters (components/admin/list/list-filters-form.tsx): the search, the kind, the form, the
 * status, the industry, the owner and the day the lead came in. A value in the address that the lists do
 * not offer (a form no lead has come from any more) stays chosen, so that the view reads as it was sent.
 */
export function LeadFiltersForm({ values, errors, forms, owners }: Props) {
  const formChoices = [...new Set([...forms, ...(values.form ? [values.form] : [])])];
  const selects: FilterSelect<LeadFilterField>[] = [
    { name: "status", label: "Status", all: "All statuses", choices: filterChoices(LEAD_STATUSES, leadStatusLabel) },
    { name: "kind", label: "Kind", all: "All kinds", choices: filterChoices(LEAD_KINDS, leadKindLabel) },
    { name: "form", label: "Form", all: "All forms", choices: filterChoices(formChoices, leadFormTitle) },
    { name: "industry", label: "Industry", all: "All industries", choices: LEAD_INDUSTRIES },
    {
      name: "owner",
      label: "Owner",
      all: "Anyone",
      choices: [
        { value: UNASSIGNED, label: "Nobody yet" },
        ...owners.map((owner) => ({ value: owner.id, label: owner.name })),
        ...(values.owner && values.owner !== UNASSIGNED && !owners.some((owner) => owner.id === values.owner)
          ? [{ value: values.owner, label: "A former sales member" }]
          : []),
      ],
    },
  ];
  return (
    <ListFiltersForm
      action="/admin/leads"
      label="Filter the leads"
      idPrefix="leads"
      fields={LEAD_FILTER_FIELDS}
      values={values}
      errors={errors}
      schema={leadFiltersSchema}
      href={leadsHref}
      search={{ hint: "Name, e-mail, company, phone, product, message, or #number", max: MAX_LEAD_SEARCH }}
      selects={selects}
      dateLegend="Received (UTC)"
      errorTestId="lead-filters-error"
      className="lg:grid-cols-5"
      actionsClassName="sm:col-span-2 lg:col-span-1"
    />
  );
}
