import { FormField, fieldAria } from "@/components/forms";
import type { CheckoutFieldName, CheckoutFormValues, FormFieldErrors } from "@/lib/checkout/form";
import { fieldId } from "./field-ids";
import { StateSelect } from "./state-select";
import { TextField } from "./text-field";

const NAMES = {
  shipping: {
    company: "shippingCompany",
    address: "shippingAddress",
    city: "shippingCity",
    state: "shippingState",
    zip: "shippingZipCode",
  },
  billing: { company: "billingCompany", address: "billingAddress", city: "billingCity", state: "billingState", zip: "billingZipCode" },
} as const satisfies Record<string, Record<string, CheckoutFieldName>>;

/** Company (never required), street, city, state (50 states plus DC) and ZIP of one address. */
export function AddressFields({
  kind,
  legend,
  values,
  errors,
  onValue,
}: {
  kind: "shipping" | "billing";
  legend: string;
  values: CheckoutFormValues;
  errors: FormFieldErrors;
  onValue: (name: CheckoutFieldName, value: string) => void;
}) {
  const n = NAMES[kind];
  const section = kind === "shipping" ? "shipping" : "billing";
  const stateId = fieldId(n.state);
  return (
    <fieldset className="grid gap-4 sm:grid-cols-12">
      <legend className="mb-3 text-lg font-semibold">{legend}</legend>
      <TextField
        name={n.company}
        label="Company"
        optional
        value={values[n.company]}
        error={errors[n.company]}
        autoComplete={`${section} organization`}
        maxLength={160}
        className="sm:col-span-12"
        onValue={(v) => onValue(n.company, v)}
      />
      <TextField
        name={n.address}
        label="Street Address"
        required
        value={values[n.address]}
        error={errors[n.address]}
        autoComplete={`${section} street-address`}
        maxLength={200}
        className="sm:col-span-12"
        onValue={(v) => onValue(n.address, v)}
      />
      <TextField
        name={n.city}
        label="City"
        required
        value={values[n.city]}
        error={errors[n.city]}
        autoComplete={`${section} address-level2`}
        maxLength={100}
        className="sm:col-span-5"
        onValue={(v) => onValue(n.city, v)}
      />
      <FormField id={stateId} label="State" required error={errors[n.state]} className="sm:col-span-4">
        <StateSelect
          id={stateId}
          name={n.state}
          value={values[n.state]}
          required
          autoComplete={`${section} address-level1`}
          onChange={(event) => onValue(n.state, event.target.value)}
          {...fieldAria(stateId, { error: errors[n.state] })}
        />
      </FormField>
      <TextField
        name={n.zip}
        label="Zip Code"
        required
        inputMode="numeric"
        value={values[n.zip]}
        error={errors[n.zip]}
        autoComplete={`${section} postal-code`}
        maxLength={10}
        className="sm:col-span-3"
        onValue={(v) => onValue(n.zip, v)}
      />
    </fieldset>
  );
}
