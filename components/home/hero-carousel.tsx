"use client";

import { useCallback, useEffect, useState } from "react";
import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon, ExternalLinkIcon, PauseIcon, PlayIcon } from "lucide-react";
import { CAROUSEL_TIMING, HERO_SLIDES } from "@/lib/content/home";
import { cn } from "@/lib/utils";
import { IndustryIcon } from "./industry-icon";

/**
 * The eight industries of the hero (seed 000 §2, §4): advances every 2.5 s under 1024 px and every 4 s
 * otherwise with a 1 s fade; pauses while hovered or focused, when reduced motion is asked for, or when
 * the visitor presses pause.
 */
export function HeroCarousel() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const count = HERO_SLIDES.length;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  const paused = hovered || focused || stopped || reducedMotion;

  useEffect(() => {
    if (paused) return;
    const delay = window.innerWidth < CAROUSEL_TIMING.breakpointPx ? CAROUSEL_TIMING.narrowMs : CAROUSEL_TIMING.wideMs;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), delay);
    return () => clearTimeout(timer);
  }, [index, paused, count]);

  return (
    <div
      className="relative"
      role="region"
      aria-roledescription="carousel"
      aria-label="Industries we serve"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative h-64 overflow-hidden rounded-2xl shadow-xl sm:h-72" aria-live={paused ? "polite" : "off"}>
        {HERO_SLIDES.map((slide, i) => {
          const active = i === index;
          const cta = slide.external ? "Visit the shop" : "Explore solutions";
          return (
            <a
              key={slide.id}
              href={slide.href}
              {...(slide.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              // No role="group" here: a role on the link would hide from screen readers that the slide
              // is a link. Its name says which slide of how many it is, then everything the slide shows
              // (a link's name must contain its visible text) and, for a shop, the new-tab warning.
              aria-label={`${i + 1} of ${count}: ${slide.label}. ${slide.description} ${cta}${slide.external ? " (opens in a new tab)" : ""}`}
              aria-hidden={!active}
              tabIndex={active ? 0 : -1}
              data-testid="hero-slide"
              data-active={active}
              className={cn(
                "absolute inset-0 flex flex-col justify-end p-6 text-white transition-opacity ease-in-out focus-visible:ring-4 focus-visible:ring-white focus-visible:outline-none focus-visible:ring-inset sm:p-8",
                active ? "opacity-100" : "pointer-events-none opacity-0",
              )}
              style={{
                transitionDuration: `${CAROUSEL_TIMING.fadeMs}ms`,
                backgroundImage: `linear-gradient(135deg, ${slide.tone[0]}, ${slide.tone[1]})`,
              }}
            >
              <IndustryIcon name={slide.icon} className="absolute top-6 right-6 size-20 opacity-25 sm:size-28" />
              {/* The spaces keep the words apart where the link's text is read as one string. */}
              <span className="text-2xl font-bold sm:text-3xl">{slide.label}</span>{" "}
              <span className="mt-2 max-w-md text-sm text-white/90 sm:text-base">{slide.description}</span>{" "}
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold underline underline-offset-4">
                {cta}
                {slide.external ? (
                  <ExternalLinkIcon className="size-4" aria-label="(opens in a new tab)" />
                ) : (
                  <ArrowRightIcon className="size-4" aria-hidden />
                )}
              </span>
            </a>
          );
        })}
      </div>

      <div className="mt-4 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => go(index - 1)}
          aria-label="Previous industry"
          className="inline-flex size-9 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 focus-visible:ring-[3px] focus-visible:ring-white focus-visible:outline-none"
        >
          <ChevronLeftIcon className="size-5" aria-hidden />
        </button>
        <div className="flex flex-wrap items-center justify-center gap-1" role="group" aria-label="Choose an industry">
          {HERO_SLIDES.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => go(i)}
              aria-label={`Show ${slide.label}`}
              aria-current={i === index}
              className="flex size-6 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              <span className={cn("block size-2.5 rounded-full transition-colors", i === index ? "bg-white" : "bg-white/45")} />
            </button>
          ))}
          <button
            type="button"
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? "Play the slideshow" : "Pause the slideshow"}
            className="ml-1 inline-flex size-6 items-center justify-center rounded-full hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            {stopped ? <PlayIcon className="size-3.5" aria-hidden /> : <PauseIcon className="size-3.5" aria-hidden />}
          </button>
        </div>
        <button
          type="button"
          onClick={() => go(index + 1)}
          aria-label="Next industry"
          className="inline-flex size-9 items-center justify-center rounded-full bg-white/15 hover:bg-white/25 focus-visible:ring-[3px] focus-visible:ring-white focus-visible:outline-none"
        >
          <ChevronRightIcon className="size-5" aria-hidden />
        </button>
      </div>
    </div>
  );
}
