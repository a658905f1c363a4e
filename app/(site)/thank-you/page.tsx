import { CartButton } from "@/components/cart/cart-button";
import { ThankYou } from "@/components/thank-you/thank-you";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = {
  ...pageMetadata({ title: "Thank You", description: "Thank you for your order.", path: "/thank-you" }),
  robots: { index: false, follow: false },
};

export default function ThankYouPage() {
  return (
    <>
      <CartButton />
      <ThankYou />
    </>
  );
}
