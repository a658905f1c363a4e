// What a checkout starts with: a signed-in customer's name, e-mail and phone from their account and the
// addresses of their last order (the one they most likely ship to again); an accepted quote's contact
// where those leave a field empty. Anything typed replaces it; a return from PayPal restores what was
// typed instead. Pure.
import { EMPTY_CHECKOUT_FORM, type CheckoutFormValues } from "@/lib/checkout/form";
import type { StoredOrder } from "@/lib/orders/stored-order";

export type PrefillAccount = { firstName: string; lastName: string; email: string; phone: string | null; company: string | null };

/** The addresses an order was placed with, as stored (lib/orders/stored-order.ts), and its phone. */
export type PrefillOrder = Pick<
  StoredOrder,
  | "shippingCompany"
  | "shippingAddress"
  | "shippingCity"
  | "shippingState"
  | "shippingZipCode"
  | "billingCompany"
  | "billingAddress"
  | "billingCity"
  | "billingState"
  | "billingZipCode"
> & { customerPhone: string | null };

/** The form's first values for `account`, with the addresses of `lastOrder` when there is one. */
export function checkoutPrefill(account: PrefillAccount, lastOrder: PrefillOrder | null): CheckoutFormValues {
  const values: CheckoutFormValues = {
    ...EMPTY_CHECKOUT_FORM,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    phone: account.phone ?? lastOrder?.customerPhone ?? "",
    shippingCompany: account.company ?? "",
  };
  if (!lastOrder) return values;
  const shipping = {
    shippingCompany: lastOrder.shippingCompany ?? account.company ?? "",
    shippingAddress: lastOrder.shippingAddress,
    shippingCity: lastOrder.shippingCity,
    shippingState: lastOrder.shippingState,
    shippingZipCode: lastOrder.shippingZipCode,
  };
  const billing = {
    billingCompany: lastOrder.billingCompany ?? "",
    billingAddress: lastOrder.billingAddress,
    billingCity: lastOrder.billingCity,
    billingState: lastOrder.billingState,
    billingZipCode: lastOrder.billingZipCode,
  };
  const sameAsShipping =
    billing.billingAddress === shipping.shippingAddress &&
    billing.billingCity === shipping.shippingCity &&
    billing.billingState === shipping.shippingState &&
    billing.billingZipCode === shipping.shippingZipCode;
  return { ...values, ...shipping, sameAsShipping, ...(sameAsShipping ? {} : billing) };
}

export type PrefillQuote = { customerName: string; customerEmail: string; customerCompany: string | null; customerState: string };

/** `values` with the accepted quote's contact in the fields still empty: its name, e-mail, company and state. */
export function withQuoteContact(values: CheckoutFormValues, quote: PrefillQuote): CheckoutFormValues {
  const [first = "", ...rest] = quote.customerName.trim().split(/\s+/);
  const fromQuote: Pick<CheckoutFormValues, "firstName" | "lastName" | "email" | "shippingCompany" | "shippingState"> = {
    firstName: first,
    lastName: rest.join(" "),
    email: quote.customerEmail,
    shippingCompany: quote.customerCompany ?? "",
    shippingState: quote.customerState,
  };
  const filled = { ...values };
  for (const name of Object.keys(fromQuote) as (keyof typeof fromQuote)[]) {
    if (filled[name] === "") filled[name] = fromQuote[name];
  }
  return filled;
}
