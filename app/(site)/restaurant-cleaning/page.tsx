import { MessageSquareIcon, PackageIcon } from "lucide-react";
import { AudienceToggle } from "@/components/restaurant/audience-toggle";
import { CleaningCta } from "@/components/restaurant/cleaning-cta";
import { CleaningProductGrid } from "@/components/restaurant/cleaning-product-grid";
import { RestaurantHero } from "@/components/restaurant/restaurant-hero";
import { TeakFeature } from "@/components/restaurant/teak-feature";
import { TestimonialList } from "@/components/restaurant/testimonial-list";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import {
  AUDIENCES,
  DEFAULT_AUDIENCE,
  RESTAURANT_CLEANING_CTA,
  RESTAURANT_CLEANING_HERO,
  RESTAURANT_CLEANING_PATH,
  RESTAURANT_CLEANING_PRODUCTS,
  RESTAURANT_CLEANING_SEO,
  RESTAURANT_CLEANING_SERVICE,
  RESTAURANT_CLEANING_TESTIMONIALS,
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

const onDark = "border-white/50 bg-transparent text-white hover:bg-white/10 hover:text-white";

export default function RestaurantCleaningPage() {
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

      <RestaurantHero
        id="restaurant-cleaning-heading"
        eyebrow={RESTAURANT_CLEANING_HERO.eyebrow}
        heading={RESTAURANT_CLEANING_HERO.heading}
        intro={RESTAURANT_CLEANING_HERO.intro}
      >
        <Button asChild size="lg" variant="secondary">
          <a href="#products">
            <PackageIcon aria-hidden /> View Products
          </a>
        </Button>
        <Button asChild size="lg" variant="outline" className={onDark}>
          <a href={RESTAURANT_CLEANING_CTA.quoteHref}>
            <MessageSquareIcon aria-hidden /> Talk to a Specialist
          </a>
        </Button>
      </RestaurantHero>

      <section id="products" aria-labelledby="products-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="products-heading" className="text-3xl font-bold tracking-tight">
          Choose your products
        </h2>
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
                products={RESTAURANT_CLEANING_PRODUCTS[audience.value]}
              />
            ),
          }))}
        />
      </section>

      <TeakFeature />

      <TestimonialList heading="What kitchens say" testimonials={RESTAURANT_CLEANING_TESTIMONIALS} />

      <CleaningCta />
    </>
  );
}
