import { BadgePercentIcon, Building2Icon } from "lucide-react";
import { ContactSection } from "@/components/contact/contact-section";
import { ProductCatalog } from "@/components/convenience/product-catalog";
import { QuoteButton } from "@/components/convenience/quote-button";
import { ConvenienceQuoteProvider } from "@/components/convenience/quote-provider";
import { RecommendationWizard } from "@/components/convenience/recommendation-wizard";
import { SolutionLists } from "@/components/convenience/solution-lists";
import { ActionLink } from "@/components/marketing/action-link";
import { Banner } from "@/components/marketing/banner";
import { FaqList } from "@/components/marketing/faq-list";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { TileGrid } from "@/components/marketing/tile-grid";
import { JsonLd } from "@/components/seo/json-ld";
import { catalogByItem } from "@/lib/catalog/offers";
import {
  CONVENIENCE_BENEFITS,
  CONVENIENCE_HERO,
  CONVENIENCE_TRIAL_BANNER,
  MULTI_LOCATION_ADVANTAGES,
  convenienceFaqs,
  convenienceProducts,
  storeNeedOptions,
} from "@/lib/content/convenience";
import { breadcrumbJsonLd, faqJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

const PATH = "/convenience-store";
const DESCRIPTION = `${siteConfig.productLine} cleaning solutions for convenience stores, gas stations and truck stops: fuel system, kitchen, coffee, restroom and floor cleaners rated ${siteConfig.claims.hazmatRating}, shipped without hazmat fees.`;

export const metadata = pageMetadata({
  title: "Convenience Store & Gas Station Cleaning Solutions",
  description: DESCRIPTION,
  path: PATH,
  keywords: [
    "convenience store cleaning products",
    "gas station cleaning chemicals",
    "fuel island cleaner",
    "c-store kitchen degreaser",
    "coffee equipment cleaner",
    "truck stop cleaning supplies",
  ],
});

/**
 * What the page offers as a service. No Offer or Product markup: the page shows several products, and
 * product markup belongs on the page of the one product it sells (each product's own page carries it).
 */
function serviceJsonLd(): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: "Convenience store cleaning solutions",
    serviceType: "Cleaning chemicals for convenience stores and gas stations",
    description: DESCRIPTION,
    url: new URL(PATH, siteConfig.url).toString(),
    areaServed: { "@type": "Country", name: "US" },
    provider: { "@type": "Organization", name: siteConfig.companyName, url: siteConfig.url, telephone: `+1-${siteConfig.phone.display}` },
  };
}

export default async function ConvenienceStorePage() {
  const products = convenienceProducts(await catalogByItem());
  const faqs = convenienceFaqs(products);
  return (
    <ConvenienceQuoteProvider phone={siteConfig.phone.display}>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Convenience Stores", path: PATH },
          ]),
          serviceJsonLd(),
          faqJsonLd(faqs),
        ]}
      />

      <PageHero
        look="shop"
        headingId="convenience-heading"
        {...CONVENIENCE_HERO}
        intro={CONVENIENCE_HERO.text}
        actions={
          <>
            <ActionLink href="#contact" kind="amber">
              Get C-Store Solutions
            </ActionLink>
            <ActionLink href="#products" kind="on-primary">
              View Products
            </ActionLink>
          </>
        }
      />
      <Section headingId="convenience-benefits-heading" heading="Why c-stores switch">
        <TileGrid look="card" items={CONVENIENCE_BENEFITS} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </Section>
      {/* The risk-free trial and volume pricing offer, with the custom quote button. */}
      <Banner
        look="offer"
        headingId="trial-heading"
        icon={BadgePercentIcon}
        {...CONVENIENCE_TRIAL_BANNER}
        action={
          <QuoteButton size="lg" className="bg-brand-amber text-brand-amber-foreground hover:bg-brand-amber/90">
            Get Custom Quote
          </QuoteButton>
        }
      />

      <section id="products" aria-labelledby="products-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="products-heading" className="text-3xl font-bold tracking-tight">
          C-store cleaning products
        </h2>
        <p className="mt-4 mb-8 max-w-3xl text-lg text-muted-foreground">
          Priced per gallon with low minimums. Filter by the part of the store you need to clean.
        </p>
        <ProductCatalog products={products} />
      </section>

      <section id="wizard" aria-labelledby="wizard-heading" className="bg-brand-green-soft">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="wizard-heading" className="text-3xl font-bold tracking-tight">
            Find the right product for your store
          </h2>
          <p className="mt-4 mb-8 max-w-3xl text-lg text-muted-foreground">
            Pick the area that takes the most cleaning time and we will recommend the product for it.
          </p>
          <RecommendationWizard options={storeNeedOptions(products)} />
        </div>
      </section>

      <SolutionLists />
      <Section headingId="multi-location-heading" heading="Built for multi-location operators" tone="navy">
        <TileGrid
          look="on-dark"
          icon={Building2Icon}
          items={MULTI_LOCATION_ADVANTAGES}
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        />
        <QuoteButton size="lg" className="mt-10 bg-brand-amber text-brand-amber-foreground hover:bg-brand-amber/90">
          Get Custom Quote
        </QuoteButton>
      </Section>
      {/* The six questions, all visible (the same text as the page's FAQPage structured data). */}
      <Section headingId="faq-heading" heading="Frequently asked questions">
        <FaqList faqs={faqs} />
      </Section>

      <ContactSection
        id="contact"
        source="convenience-store"
        defaultIndustry="convenience"
        heading="Get C-Store Solutions"
        description={`Tell us about your stores and we will recommend a ${siteConfig.productLine} cleaning program, with no hazmat fees to ship it.`}
      />
    </ConvenienceQuoteProvider>
  );
}
