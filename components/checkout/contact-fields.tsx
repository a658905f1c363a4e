import { TextField } from "@/components/forms";
import type { CheckoutFieldName, PaymentMethodChoice } from "@/lib/checkout/form";
import { CHECKOUT_TEXT } from "@/lib/checkout/messages";

type ContactField = {
  name: Extract<CheckoutFieldName, "firstName" | "lastName" | "email" | "phone">;
  label: string;
  autoComplete: string;
  maxLength: number;
  type?: "email" | "tel";
  inputMode?: "email" | "tel";
};

const CONTACT_FIELDS: readonly ContactField[] = [
  { name: "firstName", label: "First Name", autoComplete: "given-name", maxLength: 80 },
  { name: "lastName", label: "Last Name", autoComplete: "family-name", maxLength: 80 },
  { name: "email", label: "Email", type: "email", inputMode: "email", autoComplete: "email", maxLength: 254 },
  { name: "phone", label: "Phone", type: "tel", inputMode: "tel", autoComplete: "tel", maxLength: 40 },
];

/** Contact Information: name, e-mail and phone (the phone is required for PayPal only, seed 001 §5). */
export function ContactFields({ method }: { method: PaymentMethodChoice }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold">{CHECKOUT_TEXT.contactTitle}</legend>
      {CONTACT_FIELDS.map(({ name, ...input }) => {
        const required = name !== "phone" || method === "paypal";
        return <TextField key={name} name={name} required={required} optional={!required} {...input} />;
      })}
    </fieldset>
  );
}
