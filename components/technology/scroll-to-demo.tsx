"use client";

import { useEffect, useRef } from "react";
import { scrollToElement, takeSessionFlag } from "@/lib/client/session-flags";

/** Seed 000 §9: the scroll-to-demo flag scrolls to the demos 1000 ms after load, 80 px below the top. */
const DELAY_MS = 1000;
const OFFSET_PX = 80;

/** Scrolls to the demo section when the "See Live Demos" link asked for it. Renders nothing. */
export function ScrollToDemo({ targetId = "demos" }: { targetId?: string }) {
  // The flag is read once; the ref keeps the answer through Strict Mode's effect replay.
  const requested = useRef<boolean | null>(null);

  useEffect(() => {
    if (requested.current === null) requested.current = takeSessionFlag("scrollToDemo");
    if (!requested.current) return;
    const timer = window.setTimeout(() => {
      requested.current = false;
      scrollToElement(targetId, OFFSET_PX);
    }, DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [targetId]);

  return null;
}
