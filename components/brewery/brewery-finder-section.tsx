import { Section } from "@/components/marketing/section";
import type { ProductView } from "@/lib/catalog/read";
import { BREWERY_APPLICATIONS, BREWERY_FINDER, breweryProducts, breweryRecommendation, dilutionLabel } from "@/lib/content/brewery";
import { BreweryFinder, type FinderRecommendation } from "./brewery-finder";

/** Works out every recommendation on the server, so the finder ships without the catalog. */
function finderRecommendations(products: ReadonlyMap<string, ProductView>): Record<string, FinderRecommendation> {
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
          products: breweryProducts(products, recommendation.itemNumbers).map((product) => ({
            itemNumber: product.itemNumber,
            name: product.name,
            price: `${product.price} ${product.priceUnit}`,
          })),
        },
      ];
    }),
  );
}

export function BreweryFinderSection({ quoteHref, products }: { quoteHref: string; products: ReadonlyMap<string, ProductView> }) {
  return (
    <Section id="finder" headingId="finder-heading" heading={BREWERY_FINDER.heading} tone="muted" narrow className="scroll-mt-20">
      <p className="mt-3 text-lg text-muted-foreground">{BREWERY_FINDER.intro}</p>
      <div className="mt-8">
        <BreweryFinder
          applications={BREWERY_APPLICATIONS}
          recommendations={finderRecommendations(products)}
          text={BREWERY_FINDER}
          quoteHref={quoteHref}
        />
      </div>
    </Section>
  );
}
