import Link from "@/components/ui/link";
import { JsonLd } from "@/components/seo/json-ld";
import { BREWERY_HOME_PATH, breweryProduct } from "@/lib/content/brewery";
import { BREWERY_CASE_STUDIES_INDEX, BREWERY_CONTACT_HREF, type BreweryCaseStudy } from "@/lib/content/brewery-case-studies";
import { productSlug } from "@/lib/catalog/pack-sizes";
import { breadcrumbJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";
import { productNodeId } from "@/lib/seo/product-json-ld";
import { siteConfig } from "@/lib/site-config";
import { BreweryBenefitGrid } from "./brewery-benefit-grid";
import { BreweryDisclaimer } from "./brewery-disclaimer";
import { BreweryProductCard } from "./brewery-product-card";
import { BrewerySampleCta } from "./brewery-sample-cta";
import { BrewerySteps } from "./brewery-steps";
import { CaseStudyCase } from "./case-study-case";
import { CaseStudyFeaturedStory } from "./case-study-featured-story";
import { CaseStudyQuotes } from "./case-study-quotes";
import { CaseStudySafety } from "./case-study-safety";
import { CaseStudyStats } from "./case-study-stats";

function structuredData(study: BreweryCaseStudy): JsonLdObject[] {
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
      about: study.products.itemNumbers.map((itemNumber) => {
        const { name } = breweryProduct(itemNumber);
        return { "@id": productNodeId(`/products/${productSlug(name)}`), name };
      }),
      author: organization,
      publisher: organization,
    },
  ];
}

/** A brewery case study page, from its typed content (lib/content/brewery-case-studies.ts). */
export function CaseStudyView({ study }: { study: BreweryCaseStudy }) {
  return (
    <>
      <JsonLd data={structuredData(study)} />

      <section aria-labelledby="case-study-heading" className="relative overflow-hidden bg-brand-navy text-brand-navy-foreground">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_90%_120%,color-mix(in_oklch,var(--brand-amber)_45%,transparent),transparent_60%)]"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-14 sm:py-20">
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
          <p className="mt-6 text-sm font-semibold tracking-wide text-brand-amber uppercase">{study.hero.eyebrow}</p>
          <h1 id="case-study-heading" className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {study.hero.heading}
          </h1>
          <p className="mt-4 max-w-3xl text-lg opacity-90">{study.hero.intro}</p>
        </div>
      </section>

      <CaseStudyFeaturedStory story={study.featuredStory} />
      <CaseStudyStats heading={study.stats.heading} items={study.stats.items} />
      <CaseStudyQuotes quotes={study.quotes} />

      {study.featuredCase ? (
        <div className="mx-auto max-w-7xl px-4">
          <CaseStudyCase item={study.featuredCase} featured />
        </div>
      ) : null}

      {study.cases ? (
        <section aria-labelledby="cases-heading" className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="cases-heading" className="text-3xl font-bold tracking-tight">
            More customer cases
          </h2>
          <ul className="mt-8 grid gap-6 lg:grid-cols-3">
            {study.cases.map((item) => (
              <li key={item.id}>
                <CaseStudyCase item={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {study.process ? (
        <section aria-labelledby="process-heading" className="bg-muted/60">
          <div className="mx-auto max-w-4xl px-4 py-16">
            <h2 id="process-heading" className="text-3xl font-bold tracking-tight">
              {study.process.heading}
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">{study.process.intro}</p>
            <div className="mt-8">
              <BrewerySteps steps={study.process.steps} />
            </div>
          </div>
        </section>
      ) : null}

      {study.safety ? <CaseStudySafety safety={study.safety} /> : null}

      <section aria-labelledby="products-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="products-heading" className="text-3xl font-bold tracking-tight">
          {study.products.heading}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{study.products.intro}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {study.products.itemNumbers.map((itemNumber) => (
            <BreweryProductCard key={itemNumber} product={breweryProduct(itemNumber)} quoteHref={BREWERY_CONTACT_HREF} />
          ))}
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="bg-muted/60">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight">
            {study.benefits.heading}
          </h2>
          <div className="mt-8">
            <BreweryBenefitGrid items={study.benefits.items} />
          </div>
        </div>
      </section>

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
