import {
  Building2Icon,
  CheckCircle2Icon,
  ClockIcon,
  FlameIcon,
  MailIcon,
  PhoneIcon,
  SparklesIcon,
  ToiletIcon,
  UtensilsIcon,
  WindIcon,
  type LucideIcon,
} from "lucide-react";
import { ContactSection } from "@/components/contact/contact-section";
import { RecommendedKitchenProduct } from "@/components/restaurant/kitchen-application-card";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { catalogByItem } from "@/lib/catalog/offers";
import {
  FOOD_SERVICE_BENEFITS,
  FOOD_SERVICE_FACILITIES,
  foodServiceApplications,
  type FoodServiceApplicationId,
} from "@/lib/content/food-service";
import { breadcrumbJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

const PATH = "/food-service";
const DESCRIPTION = `${siteConfig.productLine} cleaners for restaurants and commercial kitchens: degreasing, descaling, hood, floor and restroom cleaning with products rated ${siteConfig.claims.hazmatRating}, shipped without hazmat fees.`;

export const metadata = pageMetadata({
  title: "Food Service Cleaning Chemicals for Restaurants & Commercial Kitchens",
  description: DESCRIPTION,
  path: PATH,
  keywords: [
    "restaurant kitchen degreaser",
    "kitchen descaler",
    "hood cleaner",
    "kitchen floor cleaner",
    "toilet and urinal cleaner",
    "food service cleaning chemicals",
  ],
});

const APPLICATION_ICONS: Record<FoodServiceApplicationId, LucideIcon> = {
  "kitchen-degreasing": FlameIcon,
  "kitchen-descaling": SparklesIcon,
  "hood-cleaning": WindIcon,
  "floor-cleaning": UtensilsIcon,
  "toilet-urinal": ToiletIcon,
};

function mailto(subject: string): string {
  return `mailto:${siteConfig.email}?subject=${encodeURIComponent(subject)}`;
}

/**
 * What the page offers as a service. No Offer or Product markup: the page shows several products, and
 * product markup belongs on the page of the one product it sells (each product's own page carries it).
 */
function serviceJsonLd(): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: "Food service cleaning chemicals",
    serviceType: "Commercial kitchen cleaning chemicals",
    description: DESCRIPTION,
    url: new URL(PATH, siteConfig.url).toString(),
    areaServed: { "@type": "Country", name: "United States" },
    provider: { "@type": "Organization", name: siteConfig.companyName, url: siteConfig.url, telephone: `+1-${siteConfig.phone.display}` },
  };
}

export default async function FoodServicePage() {
  const applications = foodServiceApplications(await catalogByItem());
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Food Service", path: PATH },
          ]),
          serviceJsonLd(),
        ]}
      />

      <section aria-labelledby="food-service-heading" className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <p className="text-sm font-semibold tracking-wide uppercase opacity-90">Food Service</p>
          <h1 id="food-service-heading" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Commercial kitchen cleaning without the hazmat
          </h1>
          <p className="mt-4 max-w-2xl text-lg opacity-90">
            From the fryer line to the restroom, {siteConfig.productLine} cleaners cut grease and scale while staying safe for the staff who
            use them. {siteConfig.claims.hazmatRatingText}, {siteConfig.claims.americanMade}.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg" variant="secondary">
              <a href="#applications">View Applications</a>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
            >
              <a href="#contact">Get Consultation</a>
            </Button>
          </div>
        </div>
      </section>

      <section id="applications" aria-labelledby="applications-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="applications-heading" className="text-3xl font-bold tracking-tight">
          Kitchen applications
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
          Five jobs every food service operation faces, and the {siteConfig.productLine} product made for each.
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {applications.map((application) => {
            const Icon = APPLICATION_ICONS[application.id];
            return (
              <li key={application.id} className="flex flex-col rounded-xl border bg-card p-6 shadow-xs">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-green-soft text-brand-green">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <h3 className="text-xl font-semibold">{application.title}</h3>
                </div>
                <p className="mt-3 text-muted-foreground">{application.description}</p>
                <ul className="mt-4 space-y-1 text-sm">
                  {application.uses.map((use) => (
                    <li key={use} className="flex gap-2">
                      <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-brand-green" aria-hidden />
                      {use}
                    </li>
                  ))}
                </ul>
                {application.product ? (
                  <div className="mt-auto pt-5">
                    <RecommendedKitchenProduct product={application.product} source="food-service" />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="benefits-heading" className="bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight">
            Why kitchens switch to {siteConfig.productLine}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FOOD_SERVICE_BENEFITS.map((benefit) => (
              <li key={benefit.id} className="rounded-xl border bg-card p-6 shadow-xs">
                <h3 className="font-semibold text-brand-green">{benefit.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="facilities-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="facilities-heading" className="text-3xl font-bold tracking-tight">
          Facilities we serve
        </h2>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {FOOD_SERVICE_FACILITIES.map((facility) => (
            <li key={facility} className="flex items-center gap-3 rounded-lg border bg-card px-4 py-3 text-sm font-medium">
              <Building2Icon className="size-5 shrink-0 text-primary" aria-hidden />
              {facility}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="reach-heading" className="bg-brand-navy text-brand-navy-foreground">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="reach-heading" className="text-2xl font-bold">
            Talk to a food service specialist
          </h2>
          <p className="mt-2 max-w-2xl opacity-90">
            E-mail us about your kitchen and we reply {siteConfig.responsePromise}, or call during business hours.
          </p>
          <ul className="mt-6 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <li>
              <a
                className="flex items-center gap-2 font-semibold underline underline-offset-4 hover:no-underline"
                href={mailto("Food service consultation")}
              >
                <MailIcon className="size-4 shrink-0" aria-hidden />
                Request a consultation
              </a>
            </li>
            <li>
              <a
                className="flex items-center gap-2 font-semibold underline underline-offset-4 hover:no-underline"
                href={mailto("Food service product sample")}
              >
                <MailIcon className="size-4 shrink-0" aria-hidden />
                Ask for a product sample
              </a>
            </li>
            <li>
              <a
                className="flex items-center gap-2 font-semibold break-all underline underline-offset-4 hover:no-underline"
                href={`mailto:${siteConfig.email}`}
              >
                <MailIcon className="size-4 shrink-0" aria-hidden />
                {siteConfig.email}
              </a>
            </li>
            <li>
              <a
                className="flex items-center gap-2 font-semibold underline underline-offset-4 hover:no-underline"
                href={siteConfig.phone.href}
              >
                <PhoneIcon className="size-4 shrink-0" aria-hidden />
                {siteConfig.phone.display}
              </a>
              <span className="mt-1 flex items-center gap-2 opacity-90">
                <ClockIcon className="size-4 shrink-0" aria-hidden />
                {siteConfig.hoursShort}
              </span>
            </li>
          </ul>
        </div>
      </section>

      <ContactSection id="contact" source="food-service" defaultIndustry="restaurants" />
    </>
  );
}
