import { Section } from "@/components/marketing/section";
import { BREWERY_APPLICATIONS, BREWERY_FINDER, breweryProduct, breweryRecommendation, dilutionLabel } from "@/lib/content/brewery";
import { BreweryFinder, type FinderRecommendation } from "./brewery-finder";

/** Works out every recommendation on the server, so the finder ships without the catalog. */
function finderRecommendations(): Record<string, FinderRecommendation> {
  return Object.fromEntries(
    BREWERY_APPLICATIONS.map((application) => {
      const recommendation = breweryRecommendation(application.id);
      return [
        application.id,
        {
          title: recommendation.title,
          summary: recommendation.summary,
          dilution: dilutionLabel(recommendation.dilution),
          features: recommendation.features,
          products: recommendation.itemNumbers.map((itemNumber) => {
            const product = breweryProduct(itemNumber);
            return { itemNumber, name: product.name, price: `${product.price} ${product.priceUnit}` };
          }),
        },
      ];
    }),
  );
}

export function BreweryFinderSection({ quoteHref }: { quoteHref: string }) {
  return (
    <Section id="finder" headingId="finder-heading" heading={BREWERY_FINDER.heading} tone="muted" narrow className="scroll-mt-20">
      <p className="mt-3 text-lg text-muted-foreground">{BREWERY_FINDER.intro}</p>
      <div className="mt-8">
        <BreweryFinder
          applications={BREWERY_APPLICATIONS}
          recommendations={finderRecommendations()}
          text={BREWERY_FINDER}
          quoteHref={quoteHref}
        />
      </div>
    </Section>
  );
}
