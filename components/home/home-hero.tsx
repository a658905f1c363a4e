import { siteConfig } from "@/lib/site-config";
import { HeroActions } from "./hero-actions";
import { HeroCarousel } from "./hero-carousel";

export function HomeHero() {
  return (
    <section id="home" aria-labelledby="home-heading" className="bg-brand-navy bg-gradient-to-br from-brand-navy to-primary text-white">
      {/* The background staff chose on /background-selector, a stylesheet that changes without a rebuild;
          the page itself stays static. Imported from a <style> rather than linked: React announces every
          linked stylesheet to the pages that prefetch this one, whose browsers then preload it for nothing. */}
      <style>{'@import url("/hero-background.css");'}</style>
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-white/85 uppercase">{siteConfig.slogan}</p>
          <h1 id="home-heading" className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Industrial cleaning power. Zero hazmat.
          </h1>
          <p className="mt-4 max-w-xl text-lg text-white/90">
            {siteConfig.productLine} acid and caustic cleaners are rated {siteConfig.claims.hazmatRating} and ship without hazmat fees:{" "}
            {siteConfig.claims.shippingSavings}. {siteConfig.claims.americanMade}.
          </p>
          <div className="mt-8">
            <HeroActions />
          </div>
        </div>
        <HeroCarousel />
      </div>
    </section>
  );
}
