"use client";

import { useEffect } from "react";

/**
 * Sets `data-hydrated` on <html> once React has hydrated the page and run its effects, the point from
 * which keys and clicks reach the page's handlers (the menus' document listeners among them). Before
 * it, a key press is lost or handled as the plain HTML would: the browser tests wait for this mark.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
