"use client";

import { useEffect, useState } from "react";
import { ArrowUpIcon } from "lucide-react";
import { afterNextPaint } from "@/lib/client/after-paint";
import { BACK_TO_TOP_THRESHOLD_PX } from "@/lib/content/site-chrome";
import { cn } from "@/lib/utils";

/** Appears once the page has scrolled past 300 px (seed 000 §4). */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    // A page opened further down (a link to an anchor, the back button) shows the button without a scroll.
    const cancel = afterNextPaint(update);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      cancel();
      window.removeEventListener("scroll", update);
    };
  }, []);

  return (
    <button
      type="button"
      aria-label="Back to top"
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
      className={cn(
        "fixed right-4 bottom-4 z-40 inline-flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-opacity focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none",
        visible ? "opacity-100" : "pointer-events-none opacity-0",
      )}
    >
      <ArrowUpIcon className="size-5" aria-hidden />
    </button>
  );
}
