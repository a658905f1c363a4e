"use client";

import { useCallback, useRef, useState } from "react";

/**
 * One request at a time for an editor's buttons, and which step is on its way (its button shows it).
 * The pending state lands after the render: the ref stops a second click before that.
 */
export function useExclusive<Step extends string>() {
  const [pending, setPending] = useState<Step | null>(null);
  const busy = useRef(false);
  const exclusive = useCallback(async (step: Step, task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(step);
    try {
      await task();
    } finally {
      busy.current = false;
      setPending(null);
    }
  }, []);
  return { pending, exclusive };
}
