import { MessageSquareIcon, PackageIcon, PhoneIcon } from "lucide-react";
import { ActionLink } from "@/components/marketing/action-link";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { QuoteList } from "@/components/marketing/quote-list";
import { Section } from "@/components/marketing/section";
import { AudienceToggle } from "@/components/restaurant/audience-toggle";
import { CleaningProductGrid } from "@/components/restaurant/cleaning-product-grid";
import { TeakFeature } from "@/components/restaurant/teak-feature";
import { JsonLd } from "@/components/seo/json-ld";
import { catalogByItem } from "@/lib/catalog/offers";
import {
  AUDIENCES,
  DEFAULT_AUDIENCE,
  RESTAURANT_CLEANING_CTA,
  RESTAURANT_CLEANING_HERO,
  RESTAURANT_CLEANING_PATH,
  RESTAURANT_CLEANING_SEO,
  RESTAURANT_CLEANING_SERVICE,
  RESTAURANT_CLEANING_TESTIMONIALS,
  restaurantCleaningProducts,
  teakFeature,
} from "@/lib/content/restaurant-cleaning";
import { breadcrumbJsonLd, organizationJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

export const metadata = pageMetadata({ ...RESTAURANT_CLEANING_SEO, path: RESTAURANT_CLEANING_PATH });

/**
 * What the page offers as a service. No Offer or Product markup: the page shows several products, and
 * product markup belongs on the page of the one product it sells (each product's own page carries it).
 */
function serviceJsonLd(): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: RESTAURANT_CLEANING_SERVICE.name,
    serviceType: RESTAURANT_CLEANING_SERVICE.serviceType,
    description: RESTAURANT_CLEANING_SEO.description,
    url: new URL(RESTAURANT_CLEANING_PATH, siteConfig.url).toString(),
    provider: { ...organizationJsonLd(), "@context": undefined },
    areaServed: { "@type": "Country", name: "US" },
  };
}

export default async function RestaurantCleaningPage() {
  const catalog = await catalogByItem();
  const products = restaurantCleaningProducts(catalog);
  const teak = teakFeature(catalog);
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Restaurant Cleaning", path: RESTAURANT_CLEANING_PATH },
          ]),
          serviceJsonLd(),
        ]}
      />

      <PageHero
        look="restaurant"
        headingId="restaurant-cleaning-heading"
        {...RESTAURANT_CLEANING_HERO}
        actions={
          <>
            <ActionLink href="#products" kind="secondary" icon={PackageIcon}>
              View Products
            </ActionLink>
            <ActionLink href={RESTAURANT_CLEANING_CTA.quoteHref} kind="on-dark" icon={MessageSquareIcon}>
              Talk to a Specialist
            </ActionLink>
          </>
        }
      />

      <Section id="products" headingId="products-heading" heading="Choose your products">
        <p className="mt-4 mb-8 max-w-3xl text-lg text-muted-foreground">
          Professional concentrates by the gallon, or quarts and kits for doing it yourself. Every product is rated{" "}
          {siteConfig.claims.hazmatRating} and ships without hazmat fees.
        </p>
        <AudienceToggle
          label="Products for"
          defaultValue={DEFAULT_AUDIENCE}
          panels={AUDIENCES.map((audience) => ({
            value: audience.value,
            label: audience.label,
            content: (
              <CleaningProductGrid
                id={`audience-${audience.value}`}
                heading={audience.heading}
                text={audience.text}
                products={products[audience.value]}
              />
            ),
          }))}
        />
      </Section>

      {teak ? <TeakFeature feature={teak} /> : null}

      <Section headingId="testimonials-heading" heading="What kitchens say">
        <QuoteList look="green" quotes={RESTAURANT_CLEANING_TESTIMONIALS.map((t) => ({ quote: t.quote, name: t.name, detail: t.role }))} />
      </Section>

      {/* The closing call to action: the food & beverage contact page, or the phone. */}
      <CtaBand
        look="center"
        headingId="cta-heading"
        heading={RESTAURANT_CLEANING_CTA.heading}
        text={RESTAURANT_CLEANING_CTA.text}
        note={siteConfig.hours}
      >
        <ActionLink href={RESTAURANT_CLEANING_CTA.quoteHref} kind="amber" icon={MessageSquareIcon}>
          {RESTAURANT_CLEANING_CTA.quoteLabel}
        </ActionLink>
        <ActionLink href={siteConfig.phone.href} kind="on-dark" icon={PhoneIcon}>
          {RESTAURANT_CLEANING_CTA.callLabel}
        </ActionLink>
      </CtaBand>
    </>
  );
}
