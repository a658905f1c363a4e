"use client";

import { type ComponentType, useEffect, useRef, useState } from "react";
import { registerToasterHost } from "./toast";

/** How long the empty toaster is on the page before its first toast (see below). */
export const LIVE_REGION_SETTLE_MS = 150;

/**
 * Where the site's toaster goes (the root layout). It draws nothing until the first toast: then it loads
 * the toaster (components/ui/sonner.tsx, and sonner with it), draws it and hands sonner's `toast` to
 * components/ui/toast.ts, which shows the toasts waiting. The toaster stays from then on, across the pages
 * of the visit.
 */
export function ToasterHost() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const drawn = useRef<() => void>(undefined);

  useEffect(() => {
    registerToasterHost(
      () =>
        new Promise((resolve, reject) => {
          import("./sonner").then((module) => {
            drawn.current = () => resolve(module.toast);
            setToaster(() => module.Toaster);
          }, reject);
        }),
    );
  }, []);

  // The toaster's own effect, which subscribes it to sonner's toasts, has run before this one (a child's
  // effects run before its parent's): toasts published from here on are shown. They are published a moment
  // later all the same: the toaster is a live region, and screen readers announce what is added to a region
  // they already know, not the content of a region that appears with it.
  useEffect(() => {
    if (!Toaster) return;
    const timer = setTimeout(() => drawn.current?.(), LIVE_REGION_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [Toaster]);

  return Toaster ? <Toaster /> : null;
}
