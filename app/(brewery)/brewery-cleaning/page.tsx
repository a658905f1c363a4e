import { BreweryAbout } from "@/components/brewery/brewery-about";
import { BreweryContactForm } from "@/components/brewery/brewery-contact-form";
import { BreweryDisclaimer } from "@/components/brewery/brewery-disclaimer";
import { BreweryEducation } from "@/components/brewery/brewery-education";
import { BreweryFinderSection } from "@/components/brewery/brewery-finder-section";
import { BreweryHero } from "@/components/brewery/brewery-hero";
import { BreweryProductsSection } from "@/components/brewery/brewery-products-section";
import { BrewerySampleCta } from "@/components/brewery/brewery-sample-cta";
import { ContactBlock } from "@/components/marketing/contact-block";
import { JsonLd } from "@/components/seo/json-ld";
import { catalogByItem } from "@/lib/catalog/offers";
import { BREWERY_CONTACT, BREWERY_HOME_PATH, BREWERY_SAMPLE_CTA, BREWERY_SEO, type BrewerySectionId } from "@/lib/content/brewery";
import { breadcrumbJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

export const metadata = pageMetadata({
  title: BREWERY_SEO.title,
  description: BREWERY_SEO.description,
  path: BREWERY_HOME_PATH,
  keywords: [...BREWERY_SEO.keywords],
});

/** The contact section, one of the sections the brewery header links to. */
const CONTACT_SECTION: BrewerySectionId = "contact";
const CONTACT_HREF = `#${CONTACT_SECTION}`;

/**
 * Breadcrumb and the service. No Product markup: the page lists six products, and product markup belongs
 * on the page of the one product it sells (each product's own page carries it).
 */
function structuredData(): JsonLdObject[] {
  const url = new URL(BREWERY_HOME_PATH, siteConfig.url).toString();
  const provider = {
    "@type": "Organization",
    name: siteConfig.companyName,
    url: siteConfig.url,
    telephone: `+1-${siteConfig.phone.display}`,
  };
  return [
    breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Brewery Cleaning", path: BREWERY_HOME_PATH },
    ]),
    {
      "@context": "https://schema.org",
      "@type": "Service",
      name: BREWERY_SEO.title,
      serviceType: "Brewery and beer line cleaning chemicals",
      description: BREWERY_SEO.description,
      url,
      provider,
      areaServed: { "@type": "Country", name: "US" },
      audience: { "@type": "BusinessAudience", audienceType: "Breweries, taprooms, bars and beer-line cleaning services" },
    },
  ];
}

export default async function BreweryCleaningPage() {
  const products = await catalogByItem();
  return (
    <>
      <JsonLd data={structuredData()} />
      <BreweryHero />
      <BreweryProductsSection quoteHref={CONTACT_HREF} products={products} />
      <BreweryFinderSection quoteHref={CONTACT_HREF} products={products} />
      <BreweryAbout />
      <BreweryEducation />
      <BrewerySampleCta
        id="free-sample"
        heading={BREWERY_SAMPLE_CTA.heading}
        text={BREWERY_SAMPLE_CTA.text}
        primaryLabel={BREWERY_SAMPLE_CTA.sampleLabel}
        primaryHref={CONTACT_HREF}
        secondaryLabel={BREWERY_SAMPLE_CTA.consultationLabel}
        secondaryHref={CONTACT_HREF}
      />
      <ContactBlock
        variant="brewery"
        id={CONTACT_SECTION}
        heading={BREWERY_CONTACT.heading}
        description={BREWERY_CONTACT.description}
        formHeading={{ id: "brewery-form-heading", text: BREWERY_CONTACT.formHeading }}
      >
        <BreweryContactForm source="brewery-cleaning" submitLabel={BREWERY_CONTACT.submitLabel} />
      </ContactBlock>
      <BreweryDisclaimer />
    </>
  );
}
