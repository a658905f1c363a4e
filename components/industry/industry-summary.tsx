import Link from "@/components/ui/link";
import { ArrowRightIcon } from "lucide-react";
import { ContactDetails } from "@/components/marketing/contact-details";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { catalogByItem } from "@/lib/catalog/offers";
import { summaryApplications, type IndustryContent } from "@/lib/content/industries";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { siteConfig } from "@/lib/site-config";
import { ApplicationCard } from "./application-card";

/**
 * The older, shorter industry page (/hvac, /marine, /agriculture): a short hero, a few applications and
 * the contact details, pointing to the full page, which is also its canonical address.
 */
export async function IndustrySummary({ industry }: { industry: IndustryContent }) {
  const applications = summaryApplications(industry, await catalogByItem());
  const summary = industry.summary;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: industry.name, path: industry.path },
        ])}
      />

      <PageHero
        look="industry-summary"
        headingId="summary-heading"
        eyebrow={industry.name}
        heading={summary?.heading ?? industry.hero.heading}
        intro={summary?.intro ?? industry.hero.intro}
        actions={
          <>
            <Button asChild size="lg" variant="secondary">
              <Link href={industry.path}>
                All {industry.name} solutions <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground/50 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
            >
              <a href="#contact">Contact Expert</a>
            </Button>
          </>
        }
      />

      <Section
        id="applications"
        headingId="summary-applications-heading"
        heading={industry.applicationsHeading}
        padding="py-14"
        headingClassName="text-2xl font-bold tracking-tight sm:text-3xl"
      >
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} source={(industry.olderPath ?? industry.path).slice(1)} compact />
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link
            href={industry.path}
            className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
          >
            Benefits, FAQs and a free consultation on the full {industry.name} page
            <ArrowRightIcon className="size-4 shrink-0" aria-hidden />
          </Link>
        </p>
      </Section>

      <Section
        id="contact"
        headingId="summary-contact-heading"
        heading={industry.contact.heading}
        tone="muted"
        padding="py-12"
        headingClassName="text-2xl font-bold tracking-tight"
      >
        <p className="mt-2 max-w-2xl text-muted-foreground">Experts respond in {siteConfig.businessHoursResponse}.</p>
        <ContactDetails variant="row" emailSubject={`${industry.name} enquiry`} />
      </Section>
    </>
  );
}
