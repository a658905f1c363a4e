"use client";

import { LockIcon } from "lucide-react";
import { useController, useFormContext } from "react-hook-form";
import { FormField, fieldAria } from "@/components/forms";
import { useZodFormContext } from "@/components/forms/form-context";
import { Input } from "@/components/ui/input";
import { formatCardCode, formatCardNumber, formatExpiry } from "@/lib/checkout/card-format";
import type { CheckoutFormState } from "@/lib/checkout/form";
import type { CardFieldName } from "@/lib/payments/test-tokenizer";

type CardField = {
  name: CardFieldName;
  label: string;
  autoComplete: string;
  placeholder: string;
  /** Shapes what is typed as the card shows it ("4111 1111 …", "12/28"). */
  format: (typed: string) => string;
  className: string;
};

const CARD_FIELDS: readonly CardField[] = [
  {
    name: "cardNumber",
    label: "Card Number",
    autoComplete: "cc-number",
    placeholder: "1234 5678 9012 3456",
    format: formatCardNumber,
    className: "sm:col-span-12",
  },
  {
    name: "expirationDate",
    label: "Expiration Date (MM/YY)",
    autoComplete: "cc-exp",
    placeholder: "MM/YY",
    format: formatExpiry,
    className: "sm:col-span-6",
  },
  {
    name: "cardCode",
    label: "Security Code",
    autoComplete: "cc-csc",
    placeholder: "CVV",
    format: formatCardCode,
    className: "sm:col-span-6",
  },
];

/**
 * One card field. It has no name attribute, so that no native submit could ever post it; the form kit's
 * fields find their value by that name, so this one is held by react-hook-form's controller instead.
 */
function CardInput({ name, label, format, className, disabled, ...input }: CardField & { disabled?: boolean }) {
  const { fieldId } = useZodFormContext();
  const { clearErrors } = useFormContext<CheckoutFormState>();
  const {
    field: { ref, value, onBlur, onChange },
    fieldState,
  } = useController<CheckoutFormState, CardFieldName>({ name });
  const id = fieldId(name);
  const error = fieldState.error?.message;
  return (
    <FormField id={id} label={label} required error={error} className={className}>
      <Input
        id={id}
        required
        inputMode="numeric"
        ref={ref}
        value={value}
        onBlur={onBlur}
        onChange={(event) => {
          onChange(format(event.target.value));
          if (error) clearErrors(name);
        }}
        disabled={disabled}
        {...fieldAria(id, { error })}
        {...input}
      />
    </FormField>
  );
}

/**
 * Card number, expiry (MM/YY) and security code (seed 001 §2). They are never sent to our server: the
 * browser turns them into a token first.
 */
export function CardFields({ disabled }: { disabled?: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-12">
      {CARD_FIELDS.map((field) => (
        <CardInput key={field.name} disabled={disabled} {...field} />
      ))}
      <p className="flex items-center gap-2 text-sm text-muted-foreground sm:col-span-12">
        <LockIcon className="size-4 shrink-0" aria-hidden="true" />
        Your card details go straight to our payment processor; they never reach our servers.
      </p>
    </div>
  );
}
