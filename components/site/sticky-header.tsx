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
    const measure = () => root.style.setProperty(HEADER_HEIGHT_VAR, `${element.getBoundingClientRect().height}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
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
