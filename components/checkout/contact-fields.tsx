import type { CheckoutFieldName, CheckoutFormValues, FormFieldErrors, PaymentMethodChoice } from "@/lib/checkout/form";
import { CHECKOUT_TEXT } from "@/lib/checkout/messages";
import { TextField } from "./text-field";

/** Contact Information: name, e-mail and phone (the phone is required for PayPal only, seed 001 §5). */
export function ContactFields({
  values,
  errors,
  method,
  onValue,
}: {
  values: CheckoutFormValues;
  errors: FormFieldErrors;
  method: PaymentMethodChoice;
  onValue: (name: CheckoutFieldName, value: string) => void;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold">{CHECKOUT_TEXT.contactTitle}</legend>
      <TextField
        name="firstName"
        label="First Name"
        value={values.firstName}
        error={errors.firstName}
        required
        autoComplete="given-name"
        maxLength={80}
        onValue={(v) => onValue("firstName", v)}
      />
      <TextField
        name="lastName"
        label="Last Name"
        value={values.lastName}
        error={errors.lastName}
        required
        autoComplete="family-name"
        maxLength={80}
        onValue={(v) => onValue("lastName", v)}
      />
      <TextField
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        value={values.email}
        error={errors.email}
        required
        autoComplete="email"
        maxLength={254}
        onValue={(v) => onValue("email", v)}
      />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        inputMode="tel"
        value={values.phone}
        error={errors.phone}
        required={method === "paypal"}
        optional={method !== "paypal"}
        autoComplete="tel"
        maxLength={40}
        onValue={(v) => onValue("phone", v)}
      />
    </fieldset>
  );
}
