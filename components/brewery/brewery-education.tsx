import { AlertTriangleIcon } from "lucide-react";
import { Section } from "@/components/marketing/section";
import { TileGrid } from "@/components/marketing/tile-grid";
import { BREWERY_EDUCATION } from "@/lib/content/brewery";

/** How line cleaning works: the two soils, the cycle, and the signs a line is overdue. */
export function BreweryEducation() {
  return (
    <Section id="education" headingId="education-heading" heading={BREWERY_EDUCATION.heading} tone="muted" className="scroll-mt-20">
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{BREWERY_EDUCATION.intro}</p>
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TileGrid look="numbered" ordered items={BREWERY_EDUCATION.steps} className="grid gap-4" />
        <div className="h-fit rounded-xl border border-brand-amber/60 bg-brand-amber-soft p-5 sm:p-6">
          <h3 className="flex items-center gap-2 font-semibold">
            <AlertTriangleIcon className="size-5 shrink-0" aria-hidden />
            {BREWERY_EDUCATION.signsHeading}
          </h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm">
            {BREWERY_EDUCATION.signs.map((sign) => (
              <li key={sign}>{sign}</li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
