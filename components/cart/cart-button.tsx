"use client";

import Link from "next/link";
import { ShoppingCartIcon } from "lucide-react";
import { totalQuantity } from "@/lib/cart/client";
import { useCart } from "./use-cart";

/** Fixed at the top right of the shop's pages: the number of items, and the way to checkout. */
export function CartButton() {
  const { items } = useCart();
  const count = items ? totalQuantity(items) : 0;
  return (
    <Link
      href="/checkout"
      className="fixed top-3 right-3 z-50 inline-flex items-center gap-2 rounded-full bg-primary px-4 py-2.5 text-sm font-semibold text-primary-foreground shadow-lg hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
      aria-label={`Cart: ${count} ${count === 1 ? "item" : "items"}. Go to checkout`}
      data-testid="cart-button"
    >
      <ShoppingCartIcon className="size-5" aria-hidden />
      <span className="hidden sm:inline">Cart</span>
      <span
        className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-amber px-1.5 text-xs font-bold text-brand-amber-foreground"
        data-testid="cart-count"
      >
        {count}
      </span>
    </Link>
  );
}
