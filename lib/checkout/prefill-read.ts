// Reads what a signed-in customer's checkout starts with (lib/checkout/prefill.ts).
import "server-only";
import { db } from "@/lib/db/client";
import { checkoutPrefill } from "@/lib/checkout/prefill";
import type { CheckoutFormValues } from "@/lib/checkout/form";
import { placedOrdersOf } from "@/lib/portal/orders";

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
