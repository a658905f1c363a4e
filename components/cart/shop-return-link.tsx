"use client";

import Link from "@/components/ui/link";
import { useShopReturnPath } from "./use-shop-return";

/** A link to the shop page the shopper last visited (Back to Shopping, Continue Shopping); /pool-spa without one. */
export function ShopReturnLink(props: Omit<React.ComponentProps<typeof Link>, "href">) {
  const href = useShopReturnPath();
  return <Link href={href} {...props} />;
}
