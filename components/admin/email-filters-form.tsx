import { hasEmailFilters, MAX_EMAIL_SEARCH, type EmailFilters } from "@/lib/email/list-filters";
import { EMAIL_STATUSES, emailStatusLabel } from "@/lib/email/staff-view-model";
import { filterChoices, FilterButtons, FiltersFrame, FilterSelectField, SearchField } from "./list/filters-frame";

const STATUS_CHOICES = filterChoices(EMAIL_STATUSES, emailStatusLabel);

/**
 * The e-mail list's filters: a plain GET form, so they work without JavaScript and live in the address
 * (a view such as "failed this week" can be bookmarked or sent). It carries no cursor: filtering starts
 * again at the newest message. The page reads the address leniently, so nothing here can be wrong.
 */
export function EmailFiltersForm({ filters }: { filters: EmailFilters }) {
  return (
    <FiltersFrame
      action="/admin/emails"
      label="Filter the e-mails"
      className="sm:grid-cols-[minmax(12rem,16rem)_minmax(0,1fr)_auto] sm:items-start"
    >
      <FilterSelectField
        id="email-status"
        name="status"
        label="Status"
        all="All statuses"
        choices={STATUS_CHOICES}
        defaultValue={filters.status ?? ""}
      />
      <SearchField
        id="email-q"
        hint="Recipient's address or words of the subject"
        defaultValue={filters.q}
        maxLength={MAX_EMAIL_SEARCH}
        spellCheck={false}
      />
      {/* Lined up with the fields, below their labels. */}
      <FilterButtons submit="Filter" clear="Clear filters" href="/admin/emails" narrowed={hasEmailFilters(filters)} className="sm:pt-5" />
    </FiltersFrame>
  );
}
