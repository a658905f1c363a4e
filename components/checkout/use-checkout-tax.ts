"use client";

import { useEffect, useRef, useState } from "react";
import { calculateTax, type TaxAddress } from "@/lib/checkout/client";
import { fallbackTax } from "@/lib/checkout/totals";

/** Quiet time after the last change before asking, so a quantity clicked three times costs one call. */
const DEBOUNCE_MS = 250;

type Known = { key: string; cents: number };
export type TaxStatus = "unknown" | "loading" | "ready";

/**
 * The tax the checkout shows: POST /api/calculate-tax for the subtotal and the shipping state, or the
 * seed's fallback when the call fails (5.5% in Wisconsin, otherwise nothing). The order's real tax is
 * computed again on the server.
 */
export function useCheckoutTax(subtotalCents: number, address: TaxAddress): { taxCents: number | null; status: TaxStatus } {
  const [known, setKnown] = useState<Known | null>(null);
  // The street, city and ZIP go along (the call takes them) but do not change the rate: not a reason to ask again.
  const addressRef = useRef(address);
  useEffect(() => {
    addressRef.current = address;
  });
  const state = address.state;
  const key = `${subtotalCents}|${state}`;
  const wanted = state !== "" && subtotalCents > 0;

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void calculateTax(subtotalCents, { ...addressRef.current, state }, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        setKnown({ key, cents: result.ok ? result.data : fallbackTax(subtotalCents, state) });
      });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, wanted, subtotalCents, state]);

  if (!wanted) return { taxCents: subtotalCents > 0 ? null : 0, status: "unknown" };
  if (known?.key === key) return { taxCents: known.cents, status: "ready" };
  return { taxCents: null, status: "loading" };
}
