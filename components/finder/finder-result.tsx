import { CheckCircle2Icon, DollarSignIcon, FlaskConicalIcon, ListOrderedIcon } from "lucide-react";
import { ProductNameLink } from "@/components/product/product-name-link";
import { RecommendedOfferActions } from "@/components/product/product-offer-actions";
import { offerIn, useCatalog } from "@/components/product/use-catalog";
import { Badge } from "@/components/ui/badge";
import type { FinderRecommendation } from "@/lib/domain/finder";
import { FinderTechnicalData } from "./finder-technical-data";

/** Saved with a quote request made from the finder's result. */
export const FINDER_LEAD_SOURCE = "application-finder";

/**
 * The Application Finder's answer: products (each a link to its page, with Add to Cart and Request Quote),
 * benefits, savings, how to start, and the technical data.
 */
export function FinderResult({
  recommendation,
  onProductLink,
  consultationHref,
}: {
  recommendation: FinderRecommendation;
  /** A product's link leaves the page under the dialog: close it. */
  onProductLink?: () => void;
  /** Where a need no product answers is taken: the contact page with the answers written in. */
  consultationHref?: string;
}) {
  const { byType, products, concentration, benefits, costSavings, implementation } = recommendation;
  const grouped = byType.length > 1;
  const catalog = useCatalog();
  // A product that answers several chosen types is shown in full under the first and named under the others.
  const shown = new Set<string>();
  return (
    <div className="flex flex-col gap-5" data-testid="finder-result">
      <section aria-labelledby="finder-products-heading" className="flex flex-col gap-3">
        <h3 id="finder-products-heading" className="flex items-center gap-2 text-sm font-semibold">
          <FlaskConicalIcon className="size-4 text-primary" aria-hidden="true" />
          {products.length === 0 ? "Your needs" : products.length === 1 ? "Recommended product" : "Recommended products"}
        </h3>
        {byType.map((answer) => {
          const fresh = answer.products.filter((p) => !shown.has(p.itemNumber));
          const repeated = answer.products.filter((p) => shown.has(p.itemNumber));
          for (const p of fresh) shown.add(p.itemNumber);
          return (
            <div key={answer.type} className="flex flex-col gap-2" data-testid="finder-result-type" data-type={answer.type}>
              {grouped ? <h4 className="text-sm font-semibold">{answer.label}</h4> : null}
              {answer.noProductFits ? (
                <div className="rounded-lg border border-dashed p-3 text-sm" data-testid="finder-no-fit">
                  <p>{answer.noProductFits}</p>
                  {consultationHref ? (
                    <a
                      href={consultationHref}
                      className="mt-2 inline-block font-medium text-primary underline-offset-4 hover:underline"
                      onClick={onProductLink}
                    >
                      Ask for a consultation about {answer.label.toLowerCase()}
                    </a>
                  ) : null}
                </div>
              ) : null}
              {fresh.length > 0 ? (
                <ul className="flex flex-col gap-2">
                  {fresh.map((p) => {
                    const offer = offerIn(catalog, p.itemNumber);
                    return (
                      <li key={p.itemNumber} className="rounded-lg border bg-muted/50 p-3" data-testid="finder-result-product">
                        <div className="flex flex-wrap items-center justify-between gap-2">
                          <span className="font-semibold text-primary">
                            {offer ? <ProductNameLink offer={offer} onClick={onProductLink} /> : p.name}
                          </span>
                          <Badge variant="outline">{p.itemNumber}</Badge>
                        </div>
                        <p className="mt-1 text-sm text-muted-foreground">{p.why}</p>
                        {products.length > 1 ? (
                          <p className="mt-1 text-sm">
                            <span className="font-semibold">Use: </span>
                            {p.concentration}
                          </p>
                        ) : null}
                        <RecommendedOfferActions offer={offer} source={FINDER_LEAD_SOURCE} size="sm" className="mt-3" />
                      </li>
                    );
                  })}
                </ul>
              ) : null}
              {repeated.length > 0 ? (
                <p className="text-sm text-muted-foreground">Also: {repeated.map((p) => p.name).join(", ")}, above.</p>
              ) : null}
            </div>
          );
        })}
        {products.length === 1 ? (
          <p className="text-sm">
            <span className="font-semibold">Concentration: </span>
            {concentration}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="finder-benefits-heading" className="flex flex-col gap-2">
        <h3 id="finder-benefits-heading" className="flex items-center gap-2 text-sm font-semibold">
          <CheckCircle2Icon className="size-4 text-brand-green" aria-hidden="true" />
          Benefits
        </h3>
        <ul className="flex flex-col gap-1.5 text-sm">
          {benefits.map((b) => (
            <li key={b} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-green" />
              {b}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="finder-savings-heading" className="rounded-lg border border-brand-green/30 bg-brand-green-soft p-3">
        <h3 id="finder-savings-heading" className="flex items-center gap-2 text-sm font-semibold text-brand-green">
          <DollarSignIcon className="size-4" aria-hidden="true" />
          Cost savings
        </h3>
        <p className="mt-1 text-sm">{costSavings}</p>
      </section>

      <section aria-labelledby="finder-steps-heading" className="flex flex-col gap-2">
        <h3 id="finder-steps-heading" className="flex items-center gap-2 text-sm font-semibold">
          <ListOrderedIcon className="size-4 text-primary" aria-hidden="true" />
          Implementation
        </h3>
        <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-sm marker:font-semibold marker:text-primary">
          {implementation.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      {products.length > 0 ? <FinderTechnicalData products={products} catalog={catalog} /> : null}
    </div>
  );
}
