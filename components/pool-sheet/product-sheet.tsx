import Link from "@/components/ui/link";
import { ArrowRightIcon, CheckIcon, ChevronRightIcon, DownloadIcon, ShieldCheckIcon, TruckIcon } from "lucide-react";
import { CartButton } from "@/components/cart/cart-button";
import { RememberShopPage } from "@/components/cart/remember-shop-page";
import { JsonLd } from "@/components/seo/json-ld";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { notFound } from "next/navigation";
import { POOL_SHEETS, technicalDataSheetPath, type PoolItemNumber } from "@/lib/content/pool-sheets";
import { catalogByItem } from "@/lib/catalog/offers";
import { factLines } from "@/lib/catalog/facts";
import { INTERACTIVE_DEMO_PATH } from "@/lib/content/impact-scenarios";
import { POOL_SPA_PATH } from "@/lib/content/pool-spa";
import { formatUsd, toCents } from "@/lib/domain/money";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { productJsonLd } from "@/lib/seo/product-json-ld";
import { siteConfig } from "@/lib/site-config";
import { PurchasePanel } from "./purchase-panel";
import { QuoteDialog } from "./quote-dialog";

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

      <section aria-labelledby={headingId} className="bg-gradient-to-b from-secondary to-background">
        <div className="mx-auto max-w-7xl px-4 pt-8 pb-12 sm:pt-10">
          <nav aria-label="Breadcrumb" className="mb-6 pr-32 text-sm text-muted-foreground lg:pr-0">
            <ol className="flex flex-wrap items-center gap-1">
              <li>
                <Link href="/" className="underline-offset-4 hover:text-foreground hover:underline">
                  Home
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRightIcon className="size-4" />
              </li>
              <li>
                <Link href={POOL_SPA_PATH} className="underline-offset-4 hover:text-foreground hover:underline">
                  Pool &amp; Spa
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRightIcon className="size-4" />
              </li>
              <li aria-current="page" className="font-medium text-foreground">
                {sheet.shortName}
              </li>
            </ol>
          </nav>

          <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
            <div>
              <p className="text-sm font-semibold tracking-wide text-brand-green uppercase">{sheet.eyebrow}</p>
              <h1 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                {product.name}
              </h1>
              <p className="mt-3 text-lg text-muted-foreground">{sheet.tagline}</p>
              <ul className="mt-5 flex flex-wrap gap-2" aria-label="Highlights">
                <li>
                  <Badge variant="green">
                    <ShieldCheckIcon aria-hidden /> {siteConfig.claims.hazmatRatingText}
                  </Badge>
                </li>
                <li>
                  <Badge variant="secondary">
                    <TruckIcon aria-hidden /> Shipping included
                  </Badge>
                </li>
                <li>
                  <Badge variant="outline">{siteConfig.claims.americanMade}</Badge>
                </li>
                <li>
                  <Badge variant="outline">Item {product.itemNumber}</Badge>
                </li>
              </ul>
              <p className="mt-6 max-w-prose leading-relaxed">{product.description}</p>
            </div>

            <div className="rounded-xl border bg-card p-6 shadow-sm" data-testid="purchase-card">
              <p className="flex items-baseline gap-2">
                <span className="text-4xl font-bold tracking-tight">{formatUsd(priceCents)}</span>
                <span className="text-muted-foreground">per {unit}</span>
              </p>
              <p className="mt-1 text-sm font-medium text-brand-green">Shipping included, no hazmat fees</p>
              <div className="mt-5">
                <PurchasePanel itemNumber={product.itemNumber} productName={product.name} />
              </div>
              <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <QuoteDialog productName={product.name} itemNumber={product.itemNumber} sizes={sheet.sizes} source={sheet.path.slice(1)} />
                <Button asChild variant="outline" size="lg" className="w-full sm:w-auto">
                  <Link href={technicalDataSheetPath(product.itemNumber)} prefetch={false}>
                    <DownloadIcon aria-hidden />
                    Technical Data Sheet
                  </Link>
                </Button>
              </div>
              <p className="mt-5 border-t pt-4 text-sm text-muted-foreground">
                {sheet.coverage} {sheet.usage} Packs, pails, drums and totes by quote.
              </p>
            </div>
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 lg:grid-cols-2">
        <section aria-labelledby="dilution-heading">
          <h2 id="dilution-heading" className="text-2xl font-bold tracking-tight">
            Dilution guide: {sheet.dilution.range}
          </h2>
          <p className="mt-2 text-muted-foreground">Mix with water to match the job.</p>
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">Dilution by job</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Strength
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Use it for
                </th>
              </tr>
            </thead>
            <tbody>
              {sheet.dilution.steps.map((step) => (
                <tr key={step.strength} className="border-b last:border-0">
                  <th scope="row" className="py-3 pr-4 align-top font-semibold whitespace-nowrap text-primary">
                    {step.strength}
                  </th>
                  <td className="py-3">{step.use}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="directions-heading">
          <h2 id="directions-heading" className="text-2xl font-bold tracking-tight">
            Directions
          </h2>
          <ol className="mt-4 space-y-3">
            {sheet.directions.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="applications-heading">
          <h2 id="applications-heading" className="text-2xl font-bold tracking-tight">
            Where to use it
          </h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {product.applications.map((application) => (
              <li key={application} className="flex gap-2">
                <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-green" aria-hidden />
                {application}
              </li>
            ))}
          </ul>
          <h3 className="mt-8 text-lg font-semibold">Why it is safer</h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {sheet.claims.map((claim) => (
              <li key={claim} className="flex gap-2">
                <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-brand-green" aria-hidden />
                {claim}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="sizes-heading">
          <h2 id="sizes-heading" className="text-2xl font-bold tracking-tight">
            Sizes and specifications
          </h2>
          <p className="mt-2 text-muted-foreground">
            The {unit} ships online at {formatUsd(priceCents)}; request a quote for the other sizes.
          </p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Available sizes">
            {sheet.sizes.map((size) => (
              <li key={size} className="rounded-full border bg-muted/50 px-3 py-1 text-sm">
                {size}
              </li>
            ))}
          </ul>
          <dl className="mt-6 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
            {specs.map((line) => (
              <div key={`${line.label}-${line.value}`} className="contents">
                <dt className="font-semibold">{line.label}</dt>
                <dd className="text-muted-foreground">{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

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
