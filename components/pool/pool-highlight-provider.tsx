"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { POOL_TIMINGS } from "@/lib/content/pool-spa";

type PoolHighlight = {
  /** The item number of the product card that wears the ring, if any. */
  highlighted: string | null;
  /** Rings the card after the scroll has had time to land, then removes the ring (seed 001 §9). */
  highlight: (itemNumber: string) => void;
};

const PoolHighlightContext = createContext<PoolHighlight | null>(null);

/** Lets the application cards ring a product card further down the page. */
export function PoolHighlightProvider({ children }: { children: React.ReactNode }) {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const timers = useRef<number[]>([]);

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  }, []);

  useEffect(() => clearTimers, [clearTimers]);

  const highlight = useCallback(
    (itemNumber: string) => {
      // A second click starts over rather than cutting the new ring short.
      clearTimers();
      setHighlighted(null);
      timers.current.push(
        window.setTimeout(() => {
          setHighlighted(itemNumber);
          timers.current.push(window.setTimeout(() => setHighlighted(null), POOL_TIMINGS.highlightDurationMs));
        }, POOL_TIMINGS.highlightDelayMs),
      );
    },
    [clearTimers],
  );

  const value = useMemo(() => ({ highlighted, highlight }), [highlighted, highlight]);
  return <PoolHighlightContext value={value}>{children}</PoolHighlightContext>;
}

export function usePoolHighlight(): PoolHighlight {
  const value = useContext(PoolHighlightContext);
  if (!value) throw new Error("usePoolHighlight needs a PoolHighlightProvider");
  return value;
}
