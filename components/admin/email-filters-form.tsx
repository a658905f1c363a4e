import Link from "@/components/ui/link";
import { FormField, hintId } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { hasEmailFilters, MAX_EMAIL_SEARCH, type EmailFilters } from "@/lib/email/list-filters";
import { EMAIL_STATUSES, emailStatusLabel } from "@/lib/email/staff-view-model";

const SEARCH_HINT = "Recipient's address or words of the subject";

/**
 * The e-mail list's filters: a plain GET form, so they work without JavaScript and live in the address
 * (a view such as "failed this week" can be bookmarked or sent). It carries no cursor: filtering starts
 * again at the newest message. The page reads the address leniently, so nothing here can be wrong.
 */
export function EmailFiltersForm({ filters }: { filters: EmailFilters }) {
  return (
    <form
      method="get"
      action="/admin/emails"
      role="search"
      aria-label="Filter the e-mails"
      className="grid gap-4 rounded-md border bg-muted/30 p-4 sm:grid-cols-[minmax(12rem,16rem)_minmax(0,1fr)_auto] sm:items-start"
    >
      <FormField id="email-status" label="Status">
        <NativeSelect id="email-status" name="status" defaultValue={filters.status ?? ""} wrapperClassName="w-full">
          <NativeSelectOption value="">All statuses</NativeSelectOption>
          {EMAIL_STATUSES.map((status) => (
            <NativeSelectOption key={status} value={status}>
              {emailStatusLabel(status)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="email-q" label="Search" hint={SEARCH_HINT}>
        <Input
          id="email-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={MAX_EMAIL_SEARCH}
          aria-describedby={hintId("email-q")}
          autoComplete="off"
          spellCheck={false}
        />
      </FormField>
      {/* Lined up with the fields, below their labels. */}
      <div className="flex flex-wrap gap-2 sm:pt-5">
        <Button type="submit">Filter</Button>
        {hasEmailFilters(filters) && (
          <Button asChild variant="outline">
            <Link href="/admin/emails">Clear filters</Link>
          </Button>
        )}
      </div>
    </form>
  );
}
