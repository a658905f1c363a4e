import { BandBadge } from "@/components/impact/band-badge";
import { DemoCta } from "@/components/impact/demo-cta";
import { DemoHeader } from "@/components/impact/demo-header";
import { ImpactCalculator } from "@/components/impact/impact-calculator";
import { SustainabilityComparison } from "@/components/impact/sustainability-comparison";
import { JsonLd } from "@/components/seo/json-ld";
import {
  DEFAULT_FACILITY,
  IMPACT_METRIC_TEXT,
  IMPACT_SCENARIOS,
  INTERACTIVE_DEMO_HERO,
  INTERACTIVE_DEMO_LINKS,
  INTERACTIVE_DEMO_PATH,
  INTERACTIVE_DEMO_SEO,
  SUSTAINABILITY_PRODUCTS,
} from "@/lib/content/impact-scenarios";
import { SUSTAINABILITY_BANDS } from "@/lib/domain/sustainability";
import { breadcrumbJsonLd, webPageJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({ ...INTERACTIVE_DEMO_SEO, path: INTERACTIVE_DEMO_PATH });

export default function InteractiveDemoPage() {
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Pool & Spa", path: INTERACTIVE_DEMO_LINKS.back.href },
            { name: "Interactive Demo", path: INTERACTIVE_DEMO_PATH },
          ]),
          // A WebPage: marked up as a WebApplication, Google reads the calculator as a software app, whose
          // rich result needs ratings or reviews that the page does not have.
          webPageJsonLd({ name: INTERACTIVE_DEMO_SEO.title, description: INTERACTIVE_DEMO_SEO.description, path: INTERACTIVE_DEMO_PATH }),
        ]}
      />
      <DemoHeader back={INTERACTIVE_DEMO_LINKS.back} />

      <section aria-labelledby="demo-heading" className="bg-gradient-to-b from-secondary to-background">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-green uppercase">{INTERACTIVE_DEMO_HERO.eyebrow}</p>
          <h1 id="demo-heading" className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {INTERACTIVE_DEMO_HERO.heading}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{INTERACTIVE_DEMO_HERO.intro}</p>
        </div>
      </section>

      <section id="sustainability" aria-labelledby="sustainability-heading" className="mx-auto max-w-7xl scroll-mt-4 px-4 py-10">
        <h2 id="sustainability-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Product Sustainability Comparison
        </h2>
        <p className="mt-2 mb-5 max-w-3xl text-muted-foreground">
          Each product is scored out of 100 for biodegradability, toxicity, fumes and handling risk.
        </p>
        <SustainabilityComparison products={SUSTAINABILITY_PRODUCTS} />
        <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground" aria-label="Score bands">
          {SUSTAINABILITY_BANDS.map(({ band, min }) => (
            <li key={band} className="flex items-center gap-2">
              <BandBadge score={min} />
              {min} and up
            </li>
          ))}
          <li className="flex items-center gap-2">
            <BandBadge score={0} />
            below {SUSTAINABILITY_BANDS.at(-1)?.min}
          </li>
        </ul>
      </section>

      <section id="calculator" aria-labelledby="calculator-heading" className="mx-auto max-w-7xl scroll-mt-4 px-4 py-10">
        <h2 id="calculator-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Cleaning Impact Calculator
        </h2>
        <p className="mt-2 mb-6 max-w-3xl text-muted-foreground">
          Choose a facility type. Figures are per month, with the yearly total below.
        </p>
        <ImpactCalculator scenarios={IMPACT_SCENARIOS} defaultFacility={DEFAULT_FACILITY} metricText={IMPACT_METRIC_TEXT} />
      </section>

      <DemoCta shop={INTERACTIVE_DEMO_LINKS.shop} contact={INTERACTIVE_DEMO_LINKS.contact} />
    </>
  );
}
