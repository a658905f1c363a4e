import { cookies } from "next/headers";
import { connection } from "next/server";
import { CartButton } from "@/components/cart/cart-button";
import { Checkout } from "@/components/checkout/checkout";
import { sessionUser } from "@/lib/auth/session";
import { cartIdFromCookies, cartItems } from "@/lib/cart";
import { checkoutStart } from "@/lib/checkout/prefill-read";
import { heldQuote } from "@/lib/checkout/totals";
import { readCheckoutReturn } from "@/lib/checkout/query";
import { paymentsClientConfig } from "@/lib/payments/config";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

export const metadata = {
  ...pageMetadata({
    title: "Checkout",
    description: `Pay for your ${siteConfig.productLine} order by credit card or PayPal.`,
    path: "/checkout",
  }),
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CheckoutPage({ searchParams }: Props) {
  // The payment settings come from the environment the server runs with, not the one it was built with.
  await connection();
  // An ordinary visit: the cart and the form are in the HTML, so the page does not wait for scripts to show
  // them. A return from PayPal or a confirmation lookup is handled in the browser (it reads saved state).
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) if (typeof value === "string") query.set(name, value);
  const initialCart = readCheckoutReturn(query).kind === "none" ? await cartItems(cartIdFromCookies(await cookies())) : null;
  // A signed-in customer starts with their details and last addresses filled in, an accepted quote with its contact.
  const user = await sessionUser();
  const initialValues = await checkoutStart(user?.id ?? null, heldQuote(initialCart ?? [])?.token ?? null);
  return (
    <>
      <CartButton />
      <Checkout payments={paymentsClientConfig()} initialCart={initialCart} initialValues={initialValues} />
    </>
  );
}
