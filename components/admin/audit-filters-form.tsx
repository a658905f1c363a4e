import { FormField, hintId } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOptGroup, NativeSelectOption } from "@/components/ui/native-select";
import { FilterButtons, FiltersFrame, SearchField } from "./list/filters-frame";
import { AUDIT_KIND_CHOICES, hasAuditFilters, type AuditFilters } from "@/lib/audit/list-filters";

const SEARCH_HINT = "E-mail, product or order, path, id or address";
const IP_HINT = "Whole, or its start: 203.0.113.";

/**
 * The audit log's filters: a plain GET form, so they work without JavaScript and live in the address
 * (a filtered view can be bookmarked or sent). Submitting starts again at the first page. Nothing here
 * can be wrong (the page reads the address leniently), so the fields have labels and hints, no errors.
 */
export function AuditFiltersForm({ filters }: { filters: AuditFilters }) {
  return (
    <FiltersFrame
      action="/admin/audit"
      label="Filter the audit log"
      className="sm:grid-cols-2 lg:grid-cols-[minmax(15rem,1fr)_minmax(0,1.3fr)_minmax(0,1fr)_auto]"
    >
      <FormField id="audit-kind" label="Events">
        <NativeSelect id="audit-kind" name="kind" defaultValue={filters.kind} wrapperClassName="w-full">
          {AUDIT_KIND_CHOICES.map((choice) =>
            choice.label === null ? (
              choice.options.map((option) => (
                <NativeSelectOption key={option.value} value={option.value}>
                  {option.label}
                </NativeSelectOption>
              ))
            ) : (
              <NativeSelectOptGroup key={choice.label} label={choice.label}>
                {choice.options.map((option) => (
                  <NativeSelectOption key={option.value} value={option.value}>
                    {option.label}
                  </NativeSelectOption>
                ))}
              </NativeSelectOptGroup>
            ),
          )}
        </NativeSelect>
      </FormField>
      <SearchField id="audit-q" hint={SEARCH_HINT} defaultValue={filters.q} maxLength={200} />
      <FormField id="audit-ip" label="Address (IP)" hint={IP_HINT}>
        <Input
          id="audit-ip"
          name="ip"
          defaultValue={filters.ip}
          maxLength={45}
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={hintId("audit-ip")}
          className="font-mono"
        />
      </FormField>
      <fieldset className="grid min-w-0 content-start gap-2">
        <legend className="mb-2 text-sm leading-none font-medium">Dates (UTC)</legend>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <div className="flex items-center gap-2">
            <Label htmlFor="audit-from" className="min-w-9 font-normal text-muted-foreground">
              From
            </Label>
            <Input id="audit-from" name="from" type="date" defaultValue={filters.from} className="w-[10.5rem]" />
          </div>
          <div className="flex items-center gap-2">
            <Label htmlFor="audit-to" className="min-w-9 font-normal text-muted-foreground">
              To
            </Label>
            <Input id="audit-to" name="to" type="date" defaultValue={filters.to} className="w-[10.5rem]" />
          </div>
        </div>
      </fieldset>
      <FilterButtons
        submit="Filter"
        clear="Clear filters"
        href="/admin/audit"
        narrowed={hasAuditFilters(filters)}
        className="items-start sm:col-span-2 lg:col-span-4"
      />
    </FiltersFrame>
  );
}
