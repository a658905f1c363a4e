import { CheckCircle2Icon, HeadsetIcon, SearchIcon } from "lucide-react";
import { ContactSection } from "@/components/contact/contact-section";
import { ActionLink } from "@/components/marketing/action-link";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { TileGrid } from "@/components/marketing/tile-grid";
import { DegreaserFeature } from "@/components/restaurant/degreaser-feature";
import { KitchenApplicationCard } from "@/components/restaurant/kitchen-application-card";
import { JsonLd } from "@/components/seo/json-ld";
import { catalogByItem } from "@/lib/catalog/offers";
import {
  RESTAURANT_CONTACT,
  RESTAURANT_HERO,
  RESTAURANT_HERO_STATS,
  RESTAURANT_LEAD_SOURCE,
  RESTAURANT_PATH,
  RESTAURANT_REASONS,
  RESTAURANT_SEO,
  RESTAURANT_SERVICE,
  kitchenDegreaser,
  restaurantApplications,
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

export default async function RestaurantsPage() {
  const products = await catalogByItem();
  const degreaser = kitchenDegreaser(products);
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

      <PageHero
        look="restaurant"
        headingId="restaurants-heading"
        {...RESTAURANT_HERO}
        stats={RESTAURANT_HERO_STATS}
        actions={
          <>
            <ActionLink href="#contact" kind="secondary" icon={HeadsetIcon}>
              {RESTAURANT_HERO.contactLabel}
            </ActionLink>
            <ActionLink href="#applications" kind="on-dark" icon={SearchIcon}>
              {RESTAURANT_HERO.applicationsLabel}
            </ActionLink>
          </>
        }
      />

      <Section id="applications" headingId="applications-heading" heading="Kitchen applications">
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
          Four jobs every restaurant kitchen faces, and the {siteConfig.productLine} product made for each.
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {restaurantApplications(products).map((application) => (
            <li key={application.id} className="flex">
              <KitchenApplicationCard application={application} />
            </li>
          ))}
        </ul>
      </Section>

      {degreaser ? <DegreaserFeature product={degreaser} /> : null}

      <Section
        headingId="reasons-heading"
        heading={`Why restaurants choose ${siteConfig.productLine}`}
        headingClassName="text-3xl font-bold tracking-tight text-balance"
      >
        <TileGrid
          look="check-card"
          icon={CheckCircle2Icon}
          items={RESTAURANT_REASONS}
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        />
      </Section>

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
