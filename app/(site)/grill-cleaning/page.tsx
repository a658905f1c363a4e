import { BadgeCheckIcon } from "lucide-react";
import { ContactSection } from "@/components/contact/contact-section";
import { GrillCta } from "@/components/grill/grill-cta";
import { GrillProductCard } from "@/components/grill/grill-product-card";
import { ActionLink } from "@/components/marketing/action-link";
import { Banner } from "@/components/marketing/banner";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { TileGrid } from "@/components/marketing/tile-grid";
import { JsonLd } from "@/components/seo/json-ld";
import { catalogByItem } from "@/lib/catalog/offers";
import { GRILL_BENEFITS, GRILL_DILUTION, GRILL_HERO, GRILL_MONEY_BACK, grillProducts } from "@/lib/content/grill";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

const PATH = "/grill-cleaning";
const DESCRIPTION = `${siteConfig.productLine} grill, smoker, grate and oven cleaners for mobile grill cleaning services, restaurants and homeowners: concentrated ${GRILL_DILUTION}, rated ${siteConfig.claims.hazmatRating}, with a 30-day money-back guarantee.`;

export const metadata = pageMetadata({
  title: "Grill Cleaning Products: Grill, Smoker & Oven Cleaners",
  description: DESCRIPTION,
  path: PATH,
  keywords: [
    "grill cleaner concentrate",
    "commercial grill cleaner",
    "smoker cleaner",
    "grill grate degreaser",
    "oven and hood degreaser",
    "mobile grill cleaning supplies",
  ],
});

export default async function GrillCleaningPage() {
  const products = grillProducts(await catalogByItem());
  return (
    <>
      {/* No Product markup: the four products are bought in the grill store, and each has its own page here. */}
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Grill Cleaning", path: PATH },
        ])}
      />

      <PageHero
        look="shop"
        tone="navy"
        headingId="grill-heading"
        {...GRILL_HERO}
        intro={GRILL_HERO.text}
        actions={
          <>
            <ActionLink href="#products" kind="amber">
              Shop Grill Cleaners
            </ActionLink>
            <ActionLink href="/grill-demo" kind="on-navy">
              Watch the Demo
            </ActionLink>
          </>
        }
      />
      <Section headingId="grill-benefits-heading" heading="Why grill pros choose it">
        <TileGrid look="card" items={GRILL_BENEFITS} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </Section>
      <Banner look="guarantee" headingId="money-back-heading" icon={BadgeCheckIcon} {...GRILL_MONEY_BACK} />

      <section id="products" aria-labelledby="grill-products-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="grill-products-heading" className="text-3xl font-bold tracking-tight">
          Grill cleaning products
        </h2>
        <p className="mt-4 mb-8 max-w-3xl text-lg text-muted-foreground">
          Choose a size and quantity, then buy from our dedicated grill cleaning store or ask us for a quote.
        </p>
        <ul className="grid gap-6 lg:grid-cols-2">
          {products.map((product) => (
            <li key={product.id} className="flex">
              <GrillProductCard product={product} storeUrl={siteConfig.externalSites.grill.url} email={siteConfig.email} />
            </li>
          ))}
        </ul>
      </section>

      <GrillCta products={products} />

      <ContactSection
        id="contact"
        source="grill-cleaning"
        defaultIndustry="grill"
        heading="Speak with a Grill Cleaning Expert"
        description={`Tell us what you clean (grills, smokers, ovens, hoods) and how often, and we will recommend the right ${siteConfig.productLine} product and dilution.`}
      />
    </>
  );
}
