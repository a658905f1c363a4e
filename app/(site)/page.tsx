import { ShieldCheckIcon, TruckIcon, FlagIcon } from "lucide-react";
import { CatalogOverview } from "@/components/site/catalog-overview";
import { Button } from "@/components/ui/button";
import { listProducts } from "@/lib/db/products";
import { siteConfig } from "@/lib/site-config";

// Lists the live catalogue.
export const dynamic = "force-dynamic";

const CLAIMS = [
  { icon: ShieldCheckIcon, title: siteConfig.claims.hazmatRatingText, text: "Safer for your staff to store, handle and use." },
  { icon: TruckIcon, title: siteConfig.claims.noHazmatFees, text: `Ships as ordinary freight: ${siteConfig.claims.shippingSavings}.` },
  { icon: FlagIcon, title: siteConfig.claims.americanMade, text: "Formulated and produced in the USA." },
] as const;

export default async function HomePage() {
  const products = await listProducts();
  return (
    <>
      <section className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <p className="text-sm font-semibold tracking-wide uppercase opacity-90">{siteConfig.slogan}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            Industrial cleaning power without the hazmat
          </h1>
          <p className="mt-4 max-w-2xl text-lg opacity-90">
            {siteConfig.productLine} acid and caustic cleaners for food service, breweries, HVAC, marine, water
            treatment, agriculture, pool and spa and convenience stores.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg" variant="secondary">
              <a href="#catalog">Browse the catalogue</a>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground">
              <a href={siteConfig.phone.href}>Call {siteConfig.phone.display}</a>
            </Button>
          </div>
        </div>
      </section>

      <section aria-label="Why Triple Zero" className="mx-auto grid max-w-7xl gap-6 px-4 py-12 md:grid-cols-3">
        {CLAIMS.map(({ icon: Icon, title, text }) => (
          <div key={title} className="flex gap-4">
            <Icon className="mt-1 size-6 shrink-0 text-brand-green" aria-hidden />
            <div>
              <h2 className="font-semibold">{title}</h2>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </div>
        ))}
      </section>

      <section id="catalog" aria-labelledby="catalog-heading" className="mx-auto max-w-7xl px-4">
        <h2 id="catalog-heading" className="mb-6 text-2xl font-bold">
          Our products
        </h2>
        <CatalogOverview products={products} />
      </section>
    </>
  );
}
