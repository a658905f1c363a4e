import Link from "@/components/ui/link";
import { ArrowRightIcon, CheckCircle2Icon, CompassIcon, HeadsetIcon, SearchIcon } from "lucide-react";
import { ContactSection } from "@/components/contact/contact-section";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { industryApplications, type IndustryContent } from "@/lib/content/industries";
import { breadcrumbJsonLd, faqJsonLd, organizationJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import { ApplicationCard, INDUSTRY_ICONS } from "./application-card";
import { WizardFlagLink } from "./wizard-flag-link";

const onDark = "border-white/50 bg-transparent text-white hover:bg-white/10 hover:text-white";
const amber = "bg-brand-amber text-brand-amber-foreground hover:bg-brand-amber/90";

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
 * benefits, why-choose, FAQs, contact details and the consultation form. Static: no data fetching.
 * Layout switches at Tailwind's md breakpoint (768 px), the seed's mobile breakpoint.
 */
export function IndustryLanding({ industry }: { industry: IndustryContent }) {
  const applications = industryApplications(industry);
  return (
    <div data-industry={industry.id}>
      <JsonLd data={industryJsonLd(industry)} />

      <section aria-labelledby="industry-heading" className="bg-gradient-to-br from-brand-navy to-primary text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:py-20">
          <div className="min-w-0">
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
            <h1 id="industry-heading" className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
              {industry.hero.heading}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-white/90">{industry.hero.intro}</p>
            <div className="mt-8 grid gap-3 sm:flex sm:flex-wrap">
              <Button asChild size="lg" variant="secondary">
                <a href="#applications">
                  <SearchIcon aria-hidden /> Find Your Solution
                </a>
              </Button>
              <Button asChild size="lg" variant="outline" className={onDark}>
                <a href="#contact">
                  <HeadsetIcon aria-hidden /> Contact Expert
                </a>
              </Button>
              <WizardFlagLink size="lg" className={amber} data-testid="custom-recommendations">
                <CompassIcon aria-hidden /> Get Custom Recommendations
              </WizardFlagLink>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4">
            {industry.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-xl bg-white/10 p-4 ring-1 ring-white/20 sm:p-5">
                <dt className="text-sm text-white/90">{stat.label}</dt>
                <dd className="order-first text-2xl font-extrabold tracking-tight sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id="applications" aria-labelledby="applications-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="applications-heading" className="text-3xl font-bold tracking-tight text-balance">
          {industry.applicationsHeading}
        </h2>
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
      </section>

      <section aria-labelledby="benefits-heading" className="bg-muted/60">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="benefits-heading" className="text-3xl font-bold tracking-tight text-balance">
            {industry.benefitsHeading}
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {industry.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 rounded-lg border bg-card p-4 shadow-xs">
                <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-brand-green" aria-hidden />
                <span>{benefit}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why-choose-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="why-choose-heading" className="text-3xl font-bold tracking-tight text-balance">
          {industry.whyChooseHeading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {industry.whyChoose.map((reason) => {
            const Icon = INDUSTRY_ICONS[reason.icon];
            return (
              <li key={reason.title} className="rounded-xl border bg-card p-6 shadow-xs">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-green-soft text-brand-green">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{reason.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{reason.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="faq-heading" className="bg-muted/60">
        <div className="mx-auto max-w-4xl px-4 py-16">
          <h2 id="faq-heading" className="text-3xl font-bold tracking-tight">
            Frequently asked questions
          </h2>
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
        </div>
      </section>

      <section aria-labelledby="finder-heading" className="bg-brand-navy text-brand-navy-foreground">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="finder-heading" className="text-2xl font-bold">
              Not sure which product fits?
            </h2>
            <p className="mt-2 max-w-2xl opacity-90">
              Compare the applications above, or let the product finder recommend the {siteConfig.productLine} cleaner for your equipment.
            </p>
          </div>
          <div className="grid w-full gap-3 sm:flex sm:w-auto sm:flex-wrap">
            <Button asChild size="lg" variant="outline" className={onDark}>
              <a href="#applications">View Applications</a>
            </Button>
            <WizardFlagLink size="lg" className={amber} data-testid="start-product-finder">
              Start Product Finder
            </WizardFlagLink>
          </div>
        </div>
      </section>

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
