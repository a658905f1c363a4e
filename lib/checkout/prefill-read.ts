// Reads what a checkout starts with (lib/checkout/prefill.ts).
import "server-only";
import { db } from "@/lib/db/client";
import { checkoutPrefill, withQuoteContact } from "@/lib/checkout/prefill";
import { EMPTY_CHECKOUT_FORM, type CheckoutFormValues } from "@/lib/checkout/form";
import { placedOrdersOf } from "@/lib/portal/orders";

/**
 * The form's first values for the signed-in `userId` (or none), with the contact of the accepted quote the
 * cart holds (its `token`); null when there is nothing to start with.
 */
export async function checkoutStart(userId: string | null, quoteToken: string | null): Promise<CheckoutFormValues | null> {
  const values = userId ? await checkoutPrefillFor(userId) : null;
  if (!quoteToken) return values;
  const quote = await db().quote.findUnique({
    where: { token: quoteToken },
    select: { customerName: true, customerEmail: true, customerCompany: true, customerState: true },
  });
  return quote ? withQuoteContact(values ?? EMPTY_CHECKOUT_FORM, quote) : values;
}

export async function checkoutPrefillFor(userId: string): Promise<CheckoutFormValues | null> {
  const account = await db().user.findUnique({
    where: { id: userId },
    select: { firstName: true, lastName: true, email: true, phone: true, company: true },
  });
  if (!account) return null;
  const lastOrder = await db().order.findFirst({
    where: placedOrdersOf(userId),
    orderBy: { createdAt: "desc" },
    select: {
      customerPhone: true,
      shippingCompany: true,
      shippingAddress: true,
      shippingCity: true,
      shippingState: true,
      shippingZipCode: true,
      billingCompany: true,
      billingAddress: true,
      billingCity: true,
      billingState: true,
      billingZipCode: true,
    },
  });
  return checkoutPrefill(account, lastOrder);
}
