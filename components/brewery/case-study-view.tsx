import Link from "@/components/ui/link";
import { PageHero } from "@/components/marketing/page-hero";
import { QuoteList } from "@/components/marketing/quote-list";
import { Section } from "@/components/marketing/section";
import { TileGrid } from "@/components/marketing/tile-grid";
import { JsonLd } from "@/components/seo/json-ld";
import { catalogByItem } from "@/lib/catalog/offers";
import type { ProductView } from "@/lib/catalog/read";
import { BREWERY_HOME_PATH, breweryProducts } from "@/lib/content/brewery";
import { BREWERY_CASE_STUDIES_INDEX, BREWERY_CONTACT_HREF, type BreweryCaseStudy } from "@/lib/content/brewery-case-studies";
import { breadcrumbJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";
import { productNodeId } from "@/lib/seo/product-json-ld";
import { siteConfig } from "@/lib/site-config";
import { BreweryBenefitGrid } from "./brewery-benefit-grid";
import { BreweryDisclaimer } from "./brewery-disclaimer";
import { BreweryProductCard } from "./brewery-product-card";
import { BrewerySampleCta } from "./brewery-sample-cta";
import { CaseStudyCase } from "./case-study-case";
import { CaseStudyFeaturedStory } from "./case-study-featured-story";
import { CaseStudySafety } from "./case-study-safety";
import { CaseStudyStats } from "./case-study-stats";

function structuredData(study: BreweryCaseStudy, products: ReadonlyMap<string, ProductView>): JsonLdObject[] {
  const url = new URL(study.path, siteConfig.url).toString();
  const organization = { "@type": "Organization", name: siteConfig.companyName, url: siteConfig.url };
  return [
    breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Brewery Cleaning", path: BREWERY_HOME_PATH },
      { name: "Case Studies", path: BREWERY_CASE_STUDIES_INDEX.path },
      { name: study.label, path: study.path },
    ]),
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: study.hero.heading,
      description: study.seo.description,
      url,
      mainEntityOfPage: url,
      inLanguage: "en-US",
      articleSection: "Brewery case studies",
      keywords: study.seo.keywords.join(", "),
      // Pointers to the products' own pages, whose Product markup carries the offers: the article sells nothing.
      about: breweryProducts(products, study.products.itemNumbers).map(({ name, href }) => ({ "@id": productNodeId(href), name })),
      author: organization,
      publisher: organization,
    },
  ];
}

/** A brewery case study page, from its typed content (lib/content/brewery-case-studies.ts) and the catalog. */
export async function CaseStudyView({ study }: { study: BreweryCaseStudy }) {
  const products = await catalogByItem();
  return (
    <>
      <JsonLd data={structuredData(study, products)} />

      <PageHero
        look="case-study"
        headingId="case-study-heading"
        {...study.hero}
        backdrop={
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_90%_120%,color-mix(in_oklch,var(--brand-amber)_45%,transparent),transparent_60%)]"
          />
        }
        breadcrumb={
          <nav aria-label="Breadcrumb" className="text-sm">
            <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 opacity-90">
              <li>
                <Link href={BREWERY_HOME_PATH} className="underline-offset-4 hover:underline">
                  Brewery Cleaning
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <Link href={BREWERY_CASE_STUDIES_INDEX.path} className="underline-offset-4 hover:underline">
                  Case Studies
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page">{study.label}</li>
            </ol>
          </nav>
        }
      />

      <CaseStudyFeaturedStory story={study.featuredStory} />
      <CaseStudyStats heading={study.stats.heading} items={study.stats.items} />
      <Section headingId="quotes-heading" heading="In their words">
        <QuoteList look="amber" quotes={study.quotes.map((item) => ({ quote: item.quote, name: item.role, detail: item.location }))} />
      </Section>

      {study.featuredCase ? (
        <div className="mx-auto max-w-7xl px-4">
          <CaseStudyCase item={study.featuredCase} products={products} featured />
        </div>
      ) : null}

      {study.cases ? (
        <Section headingId="cases-heading" heading="More customer cases">
          <ul className="mt-8 grid gap-6 lg:grid-cols-3">
            {study.cases.map((item) => (
              <li key={item.id}>
                <CaseStudyCase item={item} products={products} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {study.process ? (
        <Section headingId="process-heading" heading={study.process.heading} tone="muted" narrow>
          <p className="mt-3 text-lg text-muted-foreground">{study.process.intro}</p>
          <div className="mt-8">
            <TileGrid look="numbered" ordered items={study.process.steps} className="grid gap-4" />
          </div>
        </Section>
      ) : null}

      {study.safety ? <CaseStudySafety safety={study.safety} /> : null}

      <Section headingId="products-heading" heading={study.products.heading}>
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{study.products.intro}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {breweryProducts(products, study.products.itemNumbers).map((product) => (
            <BreweryProductCard key={product.itemNumber} product={product} quoteHref={BREWERY_CONTACT_HREF} />
          ))}
        </div>
      </Section>

      <Section headingId="benefits-heading" heading={study.benefits.heading} tone="muted">
        <div className="mt-8">
          <BreweryBenefitGrid items={study.benefits.items} />
        </div>
      </Section>

      <BrewerySampleCta
        id="free-trial"
        heading={study.cta.heading}
        text={study.cta.text}
        primaryLabel={study.cta.primary}
        primaryHref={BREWERY_CONTACT_HREF}
        secondaryLabel={study.cta.secondary}
        secondaryHref={siteConfig.phone.href}
      />
      <BreweryDisclaimer />
    </>
  );
}
