import { CheckCircle2Icon } from "lucide-react";
import { POOL_ANCHORS, POOL_HERO } from "@/lib/content/pool-spa";
import { PoolSectionLink } from "./pool-section-link";
import { ShopProductsButton } from "./shop-products-button";

/** The pool page's opening: the promise, the three facts that matter, and the way to the shop. */
export function PoolHero() {
  return (
    <section aria-labelledby="pool-hero-heading" className="relative overflow-hidden bg-brand-navy text-brand-navy-foreground">
      {/* Sunlight on water: two soft blue glows and a band of ripples along the bottom. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_85%_120%,color-mix(in_oklch,oklch(0.72_0.13_220)_60%,transparent),transparent_60%),radial-gradient(circle_at_0%_0%,color-mix(in_oklch,var(--primary)_70%,transparent),transparent_55%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-[repeating-radial-gradient(ellipse_at_50%_160%,transparent_0,transparent_14px,rgb(255_255_255/0.06)_15px,transparent_17px)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-brand-amber uppercase">{POOL_HERO.eyebrow}</p>
        <h1 id="pool-hero-heading" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {POOL_HERO.heading}
        </h1>
        <p className="mt-4 max-w-2xl text-lg opacity-90">{POOL_HERO.intro}</p>
        <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
          {POOL_HERO.highlights.map((highlight) => (
            <li key={highlight} className="flex items-center gap-1.5">
              <CheckCircle2Icon className="size-4 text-brand-amber" aria-hidden />
              {highlight}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ShopProductsButton className="bg-brand-amber text-brand-amber-foreground hover:bg-brand-amber/90">
            {POOL_HERO.shopLabel}
          </ShopProductsButton>
          <PoolSectionLink
            target={POOL_ANCHORS.contact}
            className="inline-flex h-10 items-center justify-center rounded-md border border-white/40 px-6 text-sm font-medium hover:bg-white/10 focus-visible:ring-[3px] focus-visible:ring-white focus-visible:outline-none"
          >
            {POOL_HERO.contactLabel}
          </PoolSectionLink>
        </div>
      </div>
    </section>
  );
}
