"use client";

import { useWatch, type SubmitErrorHandler } from "react-hook-form";
import { ZodForm } from "@/components/forms";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { CheckoutFormState } from "@/lib/checkout/form";
import { CHECKOUT_TEXT } from "@/lib/checkout/messages";
import { AddressFields } from "./address-fields";
import { ContactFields } from "./contact-fields";
import { PaymentMethodTabs } from "./payment-method-tabs";
import type { CheckoutFormKit } from "./use-checkout-form";

/**
 * 'Payment & Shipping Information' (seed 001 §2): contact, shipping address, same-as-shipping (billing
 * fields when unticked) and the payment tabs. Submitting pays by card, or starts PayPal on its tab.
 */
export function CheckoutForm({
  checkout,
  onSubmit,
  onInvalid,
  busy,
  ...payment
}: {
  checkout: CheckoutFormKit;
  /** Called with the values once they passed the checks. */
  onSubmit: (state: CheckoutFormState) => void;
  onInvalid: SubmitErrorHandler<CheckoutFormState>;
} & Omit<React.ComponentProps<typeof PaymentMethodTabs>, "method" | "onMethod">) {
  const { form, chooseMethod, setSameAsShipping } = checkout;
  const [method, sameAsShipping] = useWatch({ control: form.control, name: ["method", "sameAsShipping"] });
  return (
    <section aria-labelledby="checkout-form-title" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="checkout-form-title" className="text-xl font-semibold">
        {CHECKOUT_TEXT.formTitle}
      </h2>
      <ZodForm form={form} onSubmit={onSubmit} onInvalid={onInvalid} className="mt-5 grid gap-8" aria-busy={busy !== null}>
        <ContactFields method={method} />
        <div className="grid gap-4">
          <AddressFields kind="shipping" legend={CHECKOUT_TEXT.shippingTitle} />
          <div className="flex items-center gap-3">
            <Checkbox
              id={form.fieldId("sameAsShipping")}
              checked={sameAsShipping}
              onCheckedChange={(checked) => setSameAsShipping(checked === true)}
            />
            <Label htmlFor={form.fieldId("sameAsShipping")} className="cursor-pointer">
              {CHECKOUT_TEXT.sameAsShipping}
            </Label>
          </div>
        </div>
        {!sameAsShipping && <AddressFields kind="billing" legend={CHECKOUT_TEXT.billingTitle} />}
        <PaymentMethodTabs method={method} onMethod={chooseMethod} busy={busy} {...payment} />
      </ZodForm>
    </section>
  );
}
