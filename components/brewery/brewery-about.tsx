import { BREWERY_ABOUT, BREWERY_BENEFITS } from "@/lib/content/brewery";
import { BreweryBenefitGrid } from "./brewery-benefit-grid";

/** Who we are for brewers, and the benefits every brewery product shares. */
export function BreweryAbout() {
  return (
    <section id="about" aria-labelledby="about-heading" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16">
      <h2 id="about-heading" className="text-3xl font-bold tracking-tight">
        {BREWERY_ABOUT.heading}
      </h2>
      <div className="mt-4 max-w-3xl space-y-3 text-lg text-muted-foreground">
        {BREWERY_ABOUT.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-10">
        <BreweryBenefitGrid items={BREWERY_BENEFITS} />
      </div>
    </section>
  );
}
