"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { CART_BROADCAST_KEY, CART_CHANGED_EVENT, CART_FRESH_MS, fetchCart } from "@/lib/cart/client";
import type { CartItemView } from "@/lib/cart/schemas";
import type { ApiFailure } from "@/lib/client/api";

/**
 * The visitor's cart: fetched on mount, again on focus once 30 s old, and whenever it changes here or in
 * another tab. `initial`: the cart as the server read it for this page, shown until the fetch answers.
 */
export function useCart(initial: CartItemView[] | null = null) {
  const [items, setItems] = useState<CartItemView[] | null>(initial);
  const [error, setError] = useState<ApiFailure | null>(null);
  const fetchedAt = useRef(0);

  const refresh = useCallback(async () => {
    const result = await fetchCart();
    if (result.ok) {
      setItems(result.data);
      setError(null);
      fetchedAt.current = Date.now();
    } else setError(result);
  }, []);

  useEffect(() => {
    // refresh() sets state only after its fetch answers, never during the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh();
    const onChanged = (event: Event) => {
      const detail = (event as CustomEvent<CartItemView[]>).detail;
      if (Array.isArray(detail)) {
        setItems(detail);
        fetchedAt.current = Date.now();
      } else void refresh();
    };
    const onFocus = () => {
      if (Date.now() - fetchedAt.current > CART_FRESH_MS) void refresh();
    };
    const onOtherTab = (event: StorageEvent) => {
      if (event.key === CART_BROADCAST_KEY) void refresh();
    };
    window.addEventListener(CART_CHANGED_EVENT, onChanged);
    window.addEventListener("focus", onFocus);
    window.addEventListener("storage", onOtherTab);
    return () => {
      window.removeEventListener(CART_CHANGED_EVENT, onChanged);
      window.removeEventListener("focus", onFocus);
      window.removeEventListener("storage", onOtherTab);
    };
  }, [refresh]);

  return { items, error, loading: items === null && error === null, refresh, setItems };
}
