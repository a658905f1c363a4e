"use client";

import { useEffect, useRef } from "react";

/** The CSS variable the anchor targets' scroll margin reads (app/globals.css). */
export const HEADER_HEIGHT_VAR = "--site-header-height";

/**
 * The sticky main header. Its height is a CSS variable, so that every anchor the page scrolls to (a hash
 * link, the header's own scrolling) stops just below it. app/globals.css gives the height the header's
 * rows add up to; when the header is measured otherwise (a zoom, a text setting), the measured height is
 * set on <html>, whatever the width, the font or the zoom make it.
 */
export function StickyHeader({ className, children }: { className: string; children: React.ReactNode }) {
  const header = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    // A ResizeObserver reports the header's size once after the first layout and again on every change,
    // so the page is never laid out early to measure it (a read here, during hydration, would be).
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? element.getBoundingClientRect().height;
      // Setting the variable restyles the whole page, a long task on a phone: only when the height the page has (the stylesheet's, or one set before) is not the header's.
      // Style is up to date when a ResizeObserver reports, so this read lays nothing out.
      const current = Number.parseFloat(getComputedStyle(root).getPropertyValue(HEADER_HEIGHT_VAR));
      if (!(Math.abs(current - height) < 0.5)) root.style.setProperty(HEADER_HEIGHT_VAR, `${height}px`);
    });
    observer.observe(element, { box: "border-box" });
    return () => {
      observer.disconnect();
      // Pages with a header of their own keep their own margins.
      root.style.removeProperty(HEADER_HEIGHT_VAR);
    };
  }, []);

  return (
    <header ref={header} className={className}>
      {children}
    </header>
  );
}
