"use client";

import { ShoppingBagIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { scrollToElement } from "@/lib/client/session-flags";
import { POOL_ANCHORS, POOL_HEADER_OFFSET_PX } from "@/lib/content/pool-spa";

/** Scrolls to the element with id "shopping", or to the top of the page when there is none (seed 001 §2). */
export function ShopProductsButton({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <Button
      type="button"
      size="lg"
      className={className}
      onClick={() => {
        if (scrollToElement(POOL_ANCHORS.shopping, POOL_HEADER_OFFSET_PX)) return;
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
      }}
    >
      <ShoppingBagIcon aria-hidden />
      {children}
    </Button>
  );
}
