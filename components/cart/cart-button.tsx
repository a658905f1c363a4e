"use client";

import Link from "@/components/ui/link";
import { ShoppingCartIcon } from "lucide-react";
import { totalQuantity } from "@/lib/cart/client";
import { cn } from "@/lib/utils";
import { useCart } from "./use-cart";

/**
 * The cart at the top right of the shop's pages (seed 001 §2): the number of items, and the way to
 * checkout. By default it floats just below the site header so that it never covers the menu; a page
 * with another header passes its own position.
 */
export function CartButton({ className }: { className?: string }) {
  const { items } = useCart();
  const count = items ? totalQuantity(items) : 0;
  return (
    <Link
      href="/checkout"
      className={cn(
        "fixed top-[6.25rem] right-3 z-30 inline-flex items-center gap-2 rounded-full bg-primary px-4 py-2.5 text-sm font-semibold text-primary-foreground shadow-lg hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none",
        className,
      )}
      data-testid="cart-button"
    >
      <ShoppingCartIcon className="size-5" aria-hidden />
      {/* The accessible name starts with the visible text: "Cart 3 items, go to checkout". */}
      <span className="sr-only sm:not-sr-only">Cart</span>
      <span
        className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-amber px-1.5 text-xs font-bold text-brand-amber-foreground"
        data-testid="cart-count"
      >
        {count}
      </span>
      <span className="sr-only">{count === 1 ? "item" : "items"}, go to checkout</span>
    </Link>
  );
}
