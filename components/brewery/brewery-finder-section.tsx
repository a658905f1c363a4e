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
    <section id="finder" aria-labelledby="finder-heading" className="scroll-mt-20 bg-muted/60">
      <div className="mx-auto max-w-4xl px-4 py-16">
        <h2 id="finder-heading" className="text-3xl font-bold tracking-tight">
          {BREWERY_FINDER.heading}
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">{BREWERY_FINDER.intro}</p>
        <div className="mt-8">
          <BreweryFinder
            applications={BREWERY_APPLICATIONS}
            recommendations={finderRecommendations()}
            text={BREWERY_FINDER}
            quoteHref={quoteHref}
          />
        </div>
      </div>
    </section>
  );
}
