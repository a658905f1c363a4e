"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { CheckoutFieldName, CheckoutFormValues, FormFieldErrors } from "@/lib/checkout/form";
import { CHECKOUT_TEXT } from "@/lib/checkout/messages";
import { AddressFields } from "./address-fields";
import { ContactFields } from "./contact-fields";
import { PaymentMethodTabs } from "./payment-method-tabs";

/**
 * 'Payment & Shipping Information' (seed 001 §2): contact, shipping address, same-as-shipping (billing
 * fields when unticked) and the payment tabs. Submitting pays by card, or starts PayPal on its tab.
 */
export function CheckoutForm({
  values,
  errors,
  onValue,
  onSameAsShipping,
  onSubmit,
  busy,
  ...payment
}: {
  values: CheckoutFormValues;
  errors: FormFieldErrors;
  onValue: (name: CheckoutFieldName, value: string) => void;
  onSameAsShipping: (same: boolean) => void;
  onSubmit: () => void;
} & Omit<React.ComponentProps<typeof PaymentMethodTabs>, "errors">) {
  return (
    <section aria-labelledby="checkout-form-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="checkout-form-title" className="text-xl font-semibold">
        {CHECKOUT_TEXT.formTitle}
      </h2>
      <form
        className="mt-5 grid gap-8"
        noValidate
        aria-busy={busy !== null}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <ContactFields values={values} errors={errors} method={payment.method} onValue={onValue} />
        <div className="grid gap-4">
          <AddressFields kind="shipping" legend={CHECKOUT_TEXT.shippingTitle} values={values} errors={errors} onValue={onValue} />
          <div className="flex items-center gap-3">
            <Checkbox
              id="checkout-sameAsShipping"
              checked={values.sameAsShipping}
              onCheckedChange={(checked) => onSameAsShipping(checked === true)}
            />
            <Label htmlFor="checkout-sameAsShipping" className="cursor-pointer">
              {CHECKOUT_TEXT.sameAsShipping}
            </Label>
          </div>
        </div>
        {!values.sameAsShipping && (
          <AddressFields kind="billing" legend={CHECKOUT_TEXT.billingTitle} values={values} errors={errors} onValue={onValue} />
        )}
        <PaymentMethodTabs errors={errors} busy={busy} {...payment} />
      </form>
    </section>
  );
}
