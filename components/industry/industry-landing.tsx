import Link from "@/components/ui/link";
import { ArrowRightIcon, CheckCircle2Icon, CompassIcon, HeadsetIcon, SearchIcon } from "lucide-react";
import { ContactSection } from "@/components/contact/contact-section";
import { ActionLink } from "@/components/marketing/action-link";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { TileGrid } from "@/components/marketing/tile-grid";
import { WizardFlagLink } from "@/components/marketing/wizard-flag-link";
import { JsonLd } from "@/components/seo/json-ld";
import { catalogByItem } from "@/lib/catalog/offers";
import { industryApplications, type IndustryContent } from "@/lib/content/industries";
import { breadcrumbJsonLd, faqJsonLd, organizationJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import { ApplicationCard, INDUSTRY_ICONS } from "./application-card";

const amber = "bg-brand-amber text-brand-amber-foreground hover:bg-brand-amber/90";
const BALANCED = "text-3xl font-bold tracking-tight text-balance";

/**
 * Service, FAQPage and BreadcrumbList for one industry page. No Product markup: the page recommends a
 * product for each application but sells none; each product's own page carries its markup and offers.
 */
export function industryJsonLd(industry: IndustryContent): JsonLdObject[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Service",
      name: industry.service.name,
      serviceType: industry.service.serviceType,
      description: industry.service.description,
      url: new URL(industry.path, siteConfig.url).toString(),
      // The Organization as a nested node: the page already sits in its context.
      provider: { ...organizationJsonLd(), "@context": undefined },
      areaServed: { "@type": "Country", name: "US" },
    },
    faqJsonLd([...industry.faqs]),
    breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: industry.name, path: industry.path },
    ]),
  ];
}

/**
 * The full industry landing page (seed 001 §2): hero, applications with their catalog products,
 * benefits, why-choose, FAQs, contact details and the consultation form. The products' names and prices
 * are read from the catalog's cache, which a staff change expires.
 * Layout switches at Tailwind's md breakpoint (768 px), the seed's mobile breakpoint.
 */
export async function IndustryLanding({ industry }: { industry: IndustryContent }) {
  const applications = industryApplications(industry, await catalogByItem());
  return (
    <div data-industry={industry.id}>
      <JsonLd data={industryJsonLd(industry)} />

      <PageHero
        look="industry"
        headingId="industry-heading"
        {...industry.hero}
        stats={industry.stats}
        breadcrumb={
          <nav aria-label="Breadcrumb" className="text-sm text-white/85">
            <ol className="flex flex-wrap items-center gap-1">
              <li>
                <Link href="/" className="underline-offset-4 hover:underline">
                  Home
                </Link>
              </li>
              <li aria-hidden>/</li>
              <li aria-current="page">{industry.name}</li>
            </ol>
          </nav>
        }
        actions={
          <>
            <ActionLink href="#applications" kind="secondary" icon={SearchIcon}>
              Find Your Solution
            </ActionLink>
            <ActionLink href="#contact" kind="on-dark" icon={HeadsetIcon}>
              Contact Expert
            </ActionLink>
            <WizardFlagLink size="lg" className={amber} data-testid="custom-recommendations">
              <CompassIcon aria-hidden /> Get Custom Recommendations
            </WizardFlagLink>
          </>
        }
      />

      <Section id="applications" headingId="applications-heading" heading={industry.applicationsHeading} headingClassName={BALANCED}>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{industry.applicationsIntro}</p>
        {/* Four applications read best two by two, any other count three to a row. */}
        <ul className={cn("mt-8 grid gap-6 md:grid-cols-2", applications.length === 4 ? null : "lg:grid-cols-3")}>
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} source={industry.path.slice(1)} />
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted-foreground">
          Prices are per gallon of concentrate. Also sold in 5 gallon pails, 55 gallon drums and 275 gallon totes: ask us for a quote.
        </p>
      </Section>

      <Section headingId="benefits-heading" heading={industry.benefitsHeading} tone="muted" headingClassName={BALANCED}>
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {industry.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 rounded-lg border bg-card p-4 shadow-xs">
              <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-brand-green" aria-hidden />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section headingId="why-choose-heading" heading={industry.whyChooseHeading} headingClassName={BALANCED}>
        <TileGrid
          look="badge"
          items={industry.whyChoose.map((reason) => ({ ...reason, icon: INDUSTRY_ICONS[reason.icon] }))}
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
        />
      </Section>

      <Section headingId="faq-heading" heading="Frequently asked questions" tone="muted" narrow>
        <div className="mt-8 space-y-3">
          {industry.faqs.map((faq) => (
            <details key={faq.question} className="group rounded-lg border bg-card shadow-xs">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg p-4 font-semibold focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
                {faq.question}
                <ArrowRightIcon className="size-4 shrink-0 transition-transform group-open:rotate-90" aria-hidden />
              </summary>
              <p className="px-4 pb-4 text-muted-foreground">{faq.answer}</p>
            </details>
          ))}
        </div>
      </Section>

      <CtaBand
        look="finder"
        headingId="finder-heading"
        heading="Not sure which product fits?"
        text={
          <>Compare the applications above, or let the product finder recommend the {siteConfig.productLine} cleaner for your equipment.</>
        }
      >
        <ActionLink href="#applications" kind="on-dark">
          View Applications
        </ActionLink>
        <WizardFlagLink size="lg" className={amber} data-testid="start-product-finder">
          Start Product Finder
        </WizardFlagLink>
      </CtaBand>

      <ContactSection
        id="contact"
        source={industry.path.slice(1)}
        defaultIndustry={industry.contactIndustry}
        heading={industry.contact.heading}
        description={`${industry.contact.description} Experts respond in ${siteConfig.businessHoursResponse}.`}
      />
    </div>
  );
}
