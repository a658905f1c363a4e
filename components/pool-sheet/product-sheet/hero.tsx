import Link from "@/components/ui/link";
import { ChevronRightIcon, DownloadIcon, ShieldCheckIcon, TruckIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { technicalDataSheetPath, type PoolSheet } from "@/lib/content/pool-sheets";
import type { ProductView } from "@/lib/catalog/read";
import { POOL_SPA_PATH } from "@/lib/content/pool-spa";
import { formatUsd } from "@/lib/domain/money";
import { siteConfig } from "@/lib/site-config";
import { PurchasePanel } from "../purchase-panel";
import { QuoteDialog } from "../quote-dialog";

/** The sheet's top: breadcrumb, name and highlights, and the card that sells it. */
export function SheetHero({
  sheet,
  product,
  priceCents,
  unit,
  headingId,
}: {
  sheet: PoolSheet;
  product: ProductView;
  priceCents: number;
  unit: string;
  headingId: string;
}) {
  return (
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
  );
}
