"use client";

import { SelectField, TextareaField, TextField } from "@/components/forms";
import { US_STATES } from "@/lib/domain/tax";
import { addDays, MAX_VALID_DAYS } from "@/lib/quotes/rules";
import { MAX_QUOTE_NOTES } from "@/lib/quotes/schemas";

const STATE_OPTIONS = US_STATES.map(([value, label]) => ({ value, label }));

/** Who the quote is for; their state sets the sales tax. */
export function QuoteCustomerFields() {
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold">Customer</legend>
      <TextField name="customerName" label="Name" required autoComplete="off" maxLength={120} className="min-w-0" />
      <TextField name="customerEmail" label="E-mail" required type="email" autoComplete="off" maxLength={254} className="min-w-0" />
      <TextField name="customerCompany" label="Company" optional autoComplete="off" maxLength={120} className="min-w-0" />
      <SelectField
        name="customerState"
        label="State"
        required
        placeholder="Choose a state"
        options={STATE_OPTIONS}
        hint="Sets the sales tax"
        className="min-w-0"
      />
    </fieldset>
  );
}

/** What holds for the whole quote: how long it stands, its freight and the notes the customer reads. */
export function QuoteTermsFields({ today }: { today: string }) {
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold">Quote</legend>
      <TextField
        name="validUntil"
        label="Valid until"
        required
        type="date"
        min={today}
        max={addDays(today, MAX_VALID_DAYS)}
        hint="The customer can accept it through the end of this day"
        className="min-w-0"
      />
      <TextField
        name="shipping"
        label="Shipping ($)"
        required
        inputMode="decimal"
        autoComplete="off"
        hint="Freight as quoted; 0 for none. Not taxed."
        className="min-w-0"
      />
      <TextareaField
        name="notes"
        label="Notes for the customer"
        optional
        rows={4}
        maxLength={MAX_QUOTE_NOTES}
        hint="Shown on the quote and its PDF"
        className="min-w-0 sm:col-span-2"
      />
    </fieldset>
  );
}
