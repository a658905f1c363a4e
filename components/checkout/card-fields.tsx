import { LockIcon } from "lucide-react";
import { formatCardCode, formatCardNumber, formatExpiry } from "@/lib/checkout/card-format";
import type { FormFieldErrors } from "@/lib/checkout/form";
import type { CardFieldName, CardFields as CardValues } from "@/lib/payments/test-tokenizer";
import { TextField } from "./text-field";

/**
 * Card number, expiry (MM/YY) and security code (seed 001 §2). They are never sent to our server: the
 * browser turns them into a token first. No name attributes, so that no native submit could post them.
 */
export function CardFields({
  card,
  errors,
  disabled,
  onValue,
}: {
  card: CardValues;
  errors: FormFieldErrors;
  disabled?: boolean;
  onValue: (name: CardFieldName, value: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-12">
      <TextField
        name="cardNumber"
        label="Card Number"
        required
        unnamed
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        value={card.cardNumber}
        error={errors.cardNumber}
        disabled={disabled}
        className="sm:col-span-12"
        onValue={(v) => onValue("cardNumber", formatCardNumber(v))}
      />
      <TextField
        name="expirationDate"
        label="Expiration Date (MM/YY)"
        required
        unnamed
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        value={card.expirationDate}
        error={errors.expirationDate}
        disabled={disabled}
        className="sm:col-span-6"
        onValue={(v) => onValue("expirationDate", formatExpiry(v))}
      />
      <TextField
        name="cardCode"
        label="Security Code"
        required
        unnamed
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="CVV"
        value={card.cardCode}
        error={errors.cardCode}
        disabled={disabled}
        className="sm:col-span-6"
        onValue={(v) => onValue("cardCode", formatCardCode(v))}
      />
      <p className="flex items-center gap-2 text-sm text-muted-foreground sm:col-span-12">
        <LockIcon className="size-4 shrink-0" aria-hidden="true" />
        Your card details go straight to our payment processor; they never reach our servers.
      </p>
    </div>
  );
}
