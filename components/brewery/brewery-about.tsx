import { Section } from "@/components/marketing/section";
import { BREWERY_ABOUT, BREWERY_BENEFITS } from "@/lib/content/brewery";
import { BreweryBenefitGrid } from "./brewery-benefit-grid";

/** Who we are for brewers, and the benefits every brewery product shares. */
export function BreweryAbout() {
  return (
    <Section id="about" headingId="about-heading" heading={BREWERY_ABOUT.heading} className="scroll-mt-20">
      <div className="mt-4 max-w-3xl space-y-3 text-lg text-muted-foreground">
        {BREWERY_ABOUT.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-10">
        <BreweryBenefitGrid items={BREWERY_BENEFITS} />
      </div>
    </Section>
  );
}
