import { HeadsetIcon, SearchIcon } from "lucide-react";
import { ContactSection } from "@/components/contact/contact-section";
import { DegreaserFeature } from "@/components/restaurant/degreaser-feature";
import { KitchenApplicationCard } from "@/components/restaurant/kitchen-application-card";
import { RestaurantHero } from "@/components/restaurant/restaurant-hero";
import { RestaurantReasons } from "@/components/restaurant/restaurant-reasons";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import {
  RESTAURANT_APPLICATIONS,
  RESTAURANT_CONTACT,
  RESTAURANT_HERO,
  RESTAURANT_HERO_STATS,
  RESTAURANT_LEAD_SOURCE,
  RESTAURANT_PATH,
  RESTAURANT_REASONS,
  RESTAURANT_SEO,
  RESTAURANT_SERVICE,
} from "@/lib/content/restaurants";
import { breadcrumbJsonLd, organizationJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

export const metadata = pageMetadata({ ...RESTAURANT_SEO, path: RESTAURANT_PATH });

/**
 * What the page offers as a service. No Offer or Product markup: the page shows several products, and
 * product markup belongs on the page of the one product it sells (each product's own page carries it).
 */
function serviceJsonLd(): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: RESTAURANT_SERVICE.name,
    serviceType: RESTAURANT_SERVICE.serviceType,
    description: RESTAURANT_SEO.description,
    url: new URL(RESTAURANT_PATH, siteConfig.url).toString(),
    provider: { ...organizationJsonLd(), "@context": undefined },
    areaServed: { "@type": "Country", name: "US" },
  };
}

const onDark = "border-white/50 bg-transparent text-white hover:bg-white/10 hover:text-white";

export default function RestaurantsPage() {
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Restaurants", path: RESTAURANT_PATH },
          ]),
          serviceJsonLd(),
        ]}
      />

      <RestaurantHero
        id="restaurants-heading"
        eyebrow={RESTAURANT_HERO.eyebrow}
        heading={RESTAURANT_HERO.heading}
        intro={RESTAURANT_HERO.intro}
        stats={RESTAURANT_HERO_STATS}
      >
        <Button asChild size="lg" variant="secondary">
          <a href="#contact">
            <HeadsetIcon aria-hidden /> {RESTAURANT_HERO.contactLabel}
          </a>
        </Button>
        <Button asChild size="lg" variant="outline" className={onDark}>
          <a href="#applications">
            <SearchIcon aria-hidden /> {RESTAURANT_HERO.applicationsLabel}
          </a>
        </Button>
      </RestaurantHero>

      <section id="applications" aria-labelledby="applications-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="applications-heading" className="text-3xl font-bold tracking-tight">
          Kitchen applications
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
          Four jobs every restaurant kitchen faces, and the {siteConfig.productLine} product made for each.
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {RESTAURANT_APPLICATIONS.map((application) => (
            <li key={application.id} className="flex">
              <KitchenApplicationCard application={application} />
            </li>
          ))}
        </ul>
      </section>

      <DegreaserFeature />

      <RestaurantReasons heading={`Why restaurants choose ${siteConfig.productLine}`} reasons={RESTAURANT_REASONS} />

      <ContactSection
        id="contact"
        source={RESTAURANT_LEAD_SOURCE}
        defaultIndustry="restaurants"
        heading={RESTAURANT_CONTACT.heading}
        description={RESTAURANT_CONTACT.description}
      />
    </>
  );
}
