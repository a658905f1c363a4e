import { BREWERY_DISCLAIMER } from "@/lib/content/brewery";

/** The legal note at the foot of the brewery pages: dilute as directed, read the SDS, test first. */
export function BreweryDisclaimer() {
  return (
    <aside aria-label="Legal disclaimer" className="mx-auto max-w-7xl px-4 pt-10">
      <p className="border-t pt-6 text-xs leading-relaxed text-muted-foreground">
        <strong className="font-semibold text-foreground">Disclaimer: </strong>
        {BREWERY_DISCLAIMER}
      </p>
    </aside>
  );
}
