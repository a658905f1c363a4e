import Link from "@/components/ui/link";
import { ArrowRightIcon } from "lucide-react";
import { CartButton } from "@/components/cart/cart-button";
import { RememberShopPage } from "@/components/cart/remember-shop-page";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { notFound } from "next/navigation";
import { POOL_SHEETS, type PoolItemNumber } from "@/lib/content/pool-sheets";
import { catalogByItem } from "@/lib/catalog/offers";
import { factLines } from "@/lib/catalog/facts";
import { INTERACTIVE_DEMO_PATH } from "@/lib/content/impact-scenarios";
import { POOL_SPA_PATH } from "@/lib/content/pool-spa";
import { toCents } from "@/lib/domain/money";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { productJsonLd } from "@/lib/seo/product-json-ld";
import { siteConfig } from "@/lib/site-config";
import { SheetDetails } from "./details";
import { SheetHero } from "./hero";

/** A pool and spa product sheet (seed 001 §2): price and Add to Cart, quote, data sheet, use details. */
export async function ProductSheet({ itemNumber }: { itemNumber: PoolItemNumber }) {
  const sheet = POOL_SHEETS[itemNumber];
  const product = (await catalogByItem()).get(itemNumber);
  // Taken off sale by staff: the sheet has nothing to sell.
  if (!product) notFound();
  const priceCents = toCents(product.pricePerGallon);
  const { facts } = product;
  const specs = facts
    ? [
        ...factLines(facts).filter((line) => ["pH", "Specific gravity", "Flash point"].includes(line.label)),
        { label: "Hazard rating", value: siteConfig.claims.hazmatRating },
      ]
    : [];
  const unit = product.priceUnit;
  const headingId = `${sheet.path.slice(1)}-heading`;

  return (
    <>
      <CartButton />
      <RememberShopPage />
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Pool & Spa", path: POOL_SPA_PATH },
            { name: sheet.shortName, path: sheet.path },
          ]),
          // The sheet sells the bottle: its price and sizes as the catalog, and this page, state them.
          ...productJsonLd(product, sheet.path),
        ]}
      />

      <SheetHero sheet={sheet} product={product} priceCents={priceCents} unit={unit} headingId={headingId} />

      <SheetDetails sheet={sheet} product={product} priceCents={priceCents} unit={unit} specs={specs} />

      <section aria-labelledby="impact-cta-heading" className="mx-auto max-w-7xl px-4 pb-16">
        <div className="flex flex-col gap-4 rounded-xl bg-brand-navy p-6 text-brand-navy-foreground sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 id="impact-cta-heading" className="text-xl font-bold">
              What would switching save your facility?
            </h2>
            <p className="mt-1 opacity-90">Compare water, chemical, cost and safety figures for a pool, hotel or water park.</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="secondary" size="lg">
              <Link href={INTERACTIVE_DEMO_PATH}>
                Try the Impact Calculator <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/50 bg-transparent text-white hover:bg-white/10 hover:text-white"
            >
              <Link href={POOL_SPA_PATH}>All Pool &amp; Spa Products</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
