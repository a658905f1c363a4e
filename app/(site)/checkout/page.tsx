import { connection } from "next/server";
import { CartButton } from "@/components/cart/cart-button";
import { Checkout } from "@/components/checkout/checkout";
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

export default async function CheckoutPage() {
  // The payment settings come from the environment the server runs with, not the one it was built with.
  await connection();
  return (
    <>
      <CartButton />
      <Checkout payments={paymentsClientConfig()} />
    </>
  );
}
