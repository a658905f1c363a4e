"use client";

import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { useZodForm } from "@/components/forms";
import {
  cardOf,
  checkoutFieldErrors,
  checkoutFormSchema,
  checkoutProblem,
  customerOf,
  EMPTY_CARD_FIELDS,
  EMPTY_CHECKOUT_STATE,
  firstErrorField,
  type CheckoutFormState,
  type CheckoutFormValues,
  type FormFieldErrors,
  type PaymentMethodChoice,
} from "@/lib/checkout/form";
import type { SavedCheckoutState } from "@/lib/checkout/saved-state";

const BILLING_FIELDS = ["billingCompany", "billingAddress", "billingCity", "billingState", "billingZipCode"] as const;
const CARD_FIELDS = ["cardNumber", "expirationDate", "cardCode"] as const;

/**
 * The checkout's form on the form kit: one state for the customer, the card and the method, checked by
 * checkoutFormSchema. The fields' ids are fixed ("checkout-email"): there is one checkout per page. The
 * focus and the toasts are the page's own (seed 001 §5), so the kit's focus on error is off.
 */
export function useCheckoutForm(initialValues?: CheckoutFormValues | null) {
  const form = useZodForm<typeof checkoutFormSchema, CheckoutFormState>(checkoutFormSchema, {
    // A signed-in customer's details and last addresses (lib/checkout/prefill.ts).
    defaultValues: initialValues ? { ...EMPTY_CHECKOUT_STATE, ...initialValues } : EMPTY_CHECKOUT_STATE,
    idPrefix: "checkout",
    shouldFocusError: false,
  });
  const { getValues, setValue, setFocus, clearErrors, trigger, reset, applyServerAnswer } = form;

  /** A refused form: the 'Missing Required Information' or 'Please check your details' toast, and the first field in error focused. */
  const showProblems = useCallback(() => {
    const state = getValues();
    const { title, description } = checkoutProblem(state);
    toast.error(title, { description });
    const first = firstErrorField(checkoutFieldErrors(customerOf(state), state.method, cardOf(state)));
    if (first) setFocus(first);
  }, [getValues, setFocus]);

  /** The form's check outside a submit (PayPal's own button): true when it may pay. */
  const check = useCallback(async () => {
    if (await trigger()) return true;
    showProblems();
    return false;
  }, [trigger, showProblems]);

  /** The server's or the card processor's messages beside their fields, the first focused. */
  const showFieldErrors = useCallback(
    (found: FormFieldErrors) => {
      const fields = Object.fromEntries(Object.entries(found).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
      applyServerAnswer({ fields });
    },
    [applyServerAnswer],
  );

  const chooseMethod = useCallback(
    (method: PaymentMethodChoice) => {
      setValue("method", method);
      // A field required on one tab only (the phone) should not stay marked on the other.
      clearErrors();
    },
    [setValue, clearErrors],
  );

  const setSameAsShipping = useCallback(
    (same: boolean) => {
      setValue("sameAsShipping", same);
      if (same) clearErrors([...BILLING_FIELDS]);
    },
    [setValue, clearErrors],
  );

  /** The form as it was before leaving for PayPal (its tab chosen again); nothing without a saved state. */
  const restore = useCallback(
    (saved: SavedCheckoutState | null) => {
      if (saved) reset({ ...EMPTY_CHECKOUT_STATE, ...saved.customerInfo, method: "paypal" });
    },
    [reset],
  );

  /** After a payment: the card is not kept in the page. */
  const clearCard = useCallback(() => {
    for (const name of CARD_FIELDS) setValue(name, EMPTY_CARD_FIELDS[name]);
  }, [setValue]);

  return { form, showProblems, check, showFieldErrors, chooseMethod, setSameAsShipping, restore, clearCard };
}

export type CheckoutFormKit = ReturnType<typeof useCheckoutForm>;
