import { SelectField, TextField } from "@/components/forms";
import type { CheckoutFieldName } from "@/lib/checkout/form";
import { US_STATES } from "@/lib/domain/tax";

type Kind = "shipping" | "billing";
type Part = "Company" | "Address" | "City" | "State" | "ZipCode";

type AddressField = {
  part: Part;
  label: string;
  /** The address token after the section ("shipping street-address"). */
  autoComplete: string;
  className: string;
  maxLength?: number;
  inputMode?: "numeric";
};

const ADDRESS_FIELDS: readonly AddressField[] = [
  { part: "Company", label: "Company", autoComplete: "organization", maxLength: 160, className: "sm:col-span-12" },
  { part: "Address", label: "Street Address", autoComplete: "street-address", maxLength: 200, className: "sm:col-span-12" },
  { part: "City", label: "City", autoComplete: "address-level2", maxLength: 100, className: "sm:col-span-5" },
  { part: "State", label: "State", autoComplete: "address-level1", className: "sm:col-span-4" },
  { part: "ZipCode", label: "Zip Code", autoComplete: "postal-code", inputMode: "numeric", maxLength: 10, className: "sm:col-span-3" },
];

/** The 50 states plus DC (seed 001 §2), by code, named in full; the platform's own picker on phones. */
const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: name }));

/** Company (never required), street, city, state and ZIP of one address. */
export function AddressFields({ kind, legend }: { kind: Kind; legend: string }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-12">
      <legend className="mb-3 text-lg font-semibold">{legend}</legend>
      {ADDRESS_FIELDS.map(({ part, autoComplete, maxLength, inputMode, ...layout }) => {
        const name: CheckoutFieldName = `${kind}${part}`;
        const required = part !== "Company";
        const shared = { name, required, optional: !required, autoComplete: `${kind} ${autoComplete}`, ...layout };
        return part === "State" ? (
          <SelectField key={name} {...shared} placeholder="Select a state" options={STATE_OPTIONS} />
        ) : (
          <TextField key={name} {...shared} maxLength={maxLength} inputMode={inputMode} />
        );
      })}
    </fieldset>
  );
}
