import Link from "@/components/ui/link";
import { CaseStudyCard } from "@/components/brewery/case-study-card";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { BREWERY_HOME_PATH } from "@/lib/content/brewery";
import { BREWERY_CASE_STUDIES, BREWERY_CASE_STUDIES_INDEX as INDEX } from "@/lib/content/brewery-case-studies";
import { breadcrumbJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

export const metadata = pageMetadata({
  title: INDEX.seo.title,
  description: INDEX.seo.description,
  path: INDEX.path,
  keywords: [...INDEX.seo.keywords],
});

function structuredData(): JsonLdObject[] {
  return [
    breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Brewery Case Studies", path: INDEX.path },
    ]),
    {
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: INDEX.seo.title,
      itemListElement: BREWERY_CASE_STUDIES.map((study, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: study.label,
        url: new URL(study.path, siteConfig.url).toString(),
      })),
    },
  ];
}

export default function BreweryCaseStudiesPage() {
  return (
    <>
      <JsonLd data={structuredData()} />
      <section aria-labelledby="case-studies-heading" className="bg-brand-navy text-brand-navy-foreground">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-brand-amber uppercase">{INDEX.hero.eyebrow}</p>
          <h1 id="case-studies-heading" className="mt-3 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {INDEX.hero.heading}
          </h1>
          <p className="mt-4 max-w-3xl text-lg opacity-90">{INDEX.hero.intro}</p>
        </div>
      </section>
      <section aria-label="Case studies" className="mx-auto max-w-7xl px-4 py-16">
        <ul className="grid gap-6 lg:grid-cols-3">
          {BREWERY_CASE_STUDIES.map((study) => (
            <li key={study.slug}>
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-start gap-4 rounded-xl bg-muted/70 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-2xl text-muted-foreground">
            See the beer-line, tank and equipment cleaners these customers use, with prices and the application finder.
          </p>
          <Button asChild size="lg">
            <Link href={BREWERY_HOME_PATH}>Explore Brewery Products</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
