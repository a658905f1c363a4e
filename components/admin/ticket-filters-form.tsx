"use client";

import {
  MAX_TICKET_SEARCH,
  NO_OWNER,
  TICKET_FILTER_FIELDS,
  ticketFiltersSchema,
  ticketsHref,
  type TicketFilterField,
  type TicketFormValues,
} from "@/lib/tickets/list-filters";
import type { TicketOwnerChoice } from "@/lib/tickets/view-model";
import { TICKET_STATUSES, ticketStatusLabel } from "@/lib/tickets/status";
import type { FieldErrors } from "@/lib/forms/zod-issues";
import { filterChoices, type FilterSelect } from "./list/filters-frame";
import { ListFiltersForm } from "./list/list-filters-form";

type Props = {
  values: TicketFormValues;
  /** The address's own errors, when the page could not read it. */
  errors?: FieldErrors;
  /** Who answers tickets, and anyone else who still owns one. */
  owners: readonly TicketOwnerChoice[];
};

/**
 * The support tickets inbox's filters (components/admin/list/list-filters-form.tsx): a search for the customer or
 * the ticket, the status, the owner and the day it was opened. An owner in the address that the list does
 * not know stays chosen, so that the view reads as it was sent.
 */
export function TicketFiltersForm({ values, errors, owners }: Props) {
  const unknownOwner = values.owner !== "" && values.owner !== NO_OWNER && !owners.some((owner) => owner.id === values.owner);
  const selects: FilterSelect<TicketFilterField>[] = [
    { name: "status", label: "Status", all: "All statuses", choices: filterChoices(TICKET_STATUSES, ticketStatusLabel) },
    {
      name: "owner",
      label: "Owner",
      all: "Anyone",
      choices: [
        { value: NO_OWNER, label: "Nobody yet" },
        ...owners.map((owner) => ({ value: owner.id, label: owner.active ? owner.name : `${owner.name} (inactive)` })),
        ...(unknownOwner ? [{ value: values.owner, label: "Another staff member" }] : []),
      ],
    },
  ];
  return (
    <ListFiltersForm
      action="/admin/tickets"
      label="Filter the tickets"
      idPrefix="tickets"
      fields={TICKET_FILTER_FIELDS}
      values={values}
      errors={errors}
      schema={ticketFiltersSchema}
      href={ticketsHref}
      search={{ hint: "Customer's name, e-mail or company, or the ticket's number or subject", max: MAX_TICKET_SEARCH }}
      selects={selects}
      dateLegend="Opened (UTC)"
      errorTestId="ticket-filters-error"
      className="lg:grid-cols-4"
      actionsClassName="sm:col-span-2"
    />
  );
}
