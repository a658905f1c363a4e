"use client";

import { useRef } from "react";
import { ChevronLeftIcon, ChevronRightIcon, QuoteIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { TESTIMONIAL_SCROLL_PX, TESTIMONIALS } from "@/lib/content/home";

/**
 * Three testimonials in a strip moved 320 px per press (seed 000 §2). From 1024 px the three stand side by
 * side in full, so there is nothing to move and the buttons are not shown.
 */
export function Testimonials() {
  const strip = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    strip.current?.scrollBy({ left: direction * TESTIMONIAL_SCROLL_PX, behavior: reduce ? "auto" : "smooth" });
  };

  return (
    <section aria-labelledby="testimonials-heading" className="py-16">
      <div className="mx-auto max-w-7xl px-4">
        <div className="flex items-end justify-between gap-4">
          <h2 id="testimonials-heading" className="text-3xl font-bold tracking-tight">
            What our customers say
          </h2>
          <div className="flex gap-2 lg:hidden">
            <Button variant="outline" size="icon" aria-label="Previous testimonials" onClick={() => scroll(-1)}>
              <ChevronLeftIcon aria-hidden />
            </Button>
            <Button variant="outline" size="icon" aria-label="Next testimonials" onClick={() => scroll(1)}>
              <ChevronRightIcon aria-hidden />
            </Button>
          </div>
        </div>
        <ul
          ref={strip}
          data-testid="testimonial-strip"
          className="mt-8 flex gap-6 overflow-x-auto pb-4 [scrollbar-width:thin]"
          tabIndex={0}
          aria-label="Testimonials"
        >
          {TESTIMONIALS.map((t) => (
            <li key={t.role} className="w-[18rem] shrink-0 rounded-xl border bg-card p-6 shadow-xs sm:w-[26rem] lg:w-[calc((100%-3rem)/3)]">
              <QuoteIcon className="size-6 text-brand-green" aria-hidden />
              <blockquote className="mt-3 text-sm leading-relaxed">{t.quote}</blockquote>
              <p className="mt-4 text-sm font-semibold">{t.name}</p>
              <p className="text-xs text-muted-foreground">{t.role}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
