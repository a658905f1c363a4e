"use client";

import { useEffect, useSyncExternalStore } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { DEFAULT_SHOP_PATH, SHOP_RETURN_KEY, shopPageToRemember, shopReturnPath } from "@/lib/checkout/shop-return";

// sessionStorage can be missing or throw (private modes, disabled storage): nothing is then remembered.
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Records the page as the last shop page of this tab, again whenever its path or query changes (the
 * catalog's category lives in the query). Call it only where useSearchParams may suspend: inside
 * <RememberShopPage />.
 */
export function useRememberShopPage(): void {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  useEffect(() => {
    const page = shopPageToRemember(pathname, query ? `?${query}` : "");
    if (!page) return;
    try {
      storage()?.setItem(SHOP_RETURN_KEY, page);
    } catch {
      // A full or refused storage: Continue Shopping falls back to /pool-spa.
    }
  }, [pathname, query]);
}

function readShopReturnPath(): string {
  try {
    return shopReturnPath(storage()?.getItem(SHOP_RETURN_KEY));
  } catch {
    return DEFAULT_SHOP_PATH;
  }
}

// Another tab's writes do not reach this tab's sessionStorage, and this tab's pages write before the
// checkout renders: there is nothing to listen to.
const subscribe = () => () => {};

/** Where Back to Shopping and Continue Shopping go: the last shop page of this tab, /pool-spa before the page hydrates or without one. */
export function useShopReturnPath(): string {
  return useSyncExternalStore(subscribe, readShopReturnPath, () => DEFAULT_SHOP_PATH);
}
