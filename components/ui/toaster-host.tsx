"use client";

import { type ComponentType, useEffect, useRef, useState } from "react";
import { registerToasterHost } from "./toast";

/**
 * Where the site's toaster goes (the root layout). It draws nothing until the first toast: then it loads
 * the toaster (components/ui/sonner.tsx, and sonner with it), draws it and tells components/ui/toast.ts,
 * which shows the toasts waiting. The toaster stays from then on, across the pages of the visit.
 */
export function ToasterHost() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const drawn = useRef<() => void>(undefined);

  useEffect(() => {
    registerToasterHost(
      () =>
        new Promise<void>((resolve, reject) => {
          drawn.current = resolve;
          import("./sonner").then((module) => setToaster(() => module.Toaster), reject);
        }),
    );
  }, []);

  // The toaster's own effect, which subscribes it to sonner's toasts, has run before this one (a child's
  // effects run before its parent's): toasts published from here on are shown.
  useEffect(() => {
    if (Toaster) drawn.current?.();
  }, [Toaster]);

  return Toaster ? <Toaster /> : null;
}
