"use client";

import { useEffect, useRef } from "react";

/** The CSS variable the anchor targets' scroll margin reads (app/globals.css). */
export const HEADER_HEIGHT_VAR = "--site-header-height";

/**
 * The sticky main header. It keeps its own height in a CSS variable on <html>, so that every anchor the
 * page scrolls to (a hash link, the header's own scrolling) stops just below it, whatever the width, the
 * font or the zoom make that height.
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
      const height = `${entry?.borderBoxSize[0]?.blockSize ?? element.getBoundingClientRect().height}px`;
      // Setting the variable restyles the whole page: only when the height changed.
      if (root.style.getPropertyValue(HEADER_HEIGHT_VAR) !== height) root.style.setProperty(HEADER_HEIGHT_VAR, height);
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
