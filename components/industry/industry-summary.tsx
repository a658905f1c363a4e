import Link from "@/components/ui/link";
import { ArrowRightIcon, ClockIcon, MailIcon, PhoneIcon } from "lucide-react";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { summaryApplications, type IndustryContent } from "@/lib/content/industries";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { siteConfig } from "@/lib/site-config";
import { ApplicationCard } from "./application-card";

/**
 * The older, shorter industry page (/hvac, /marine, /agriculture): a short hero, a few applications and
 * the contact details, pointing to the full page, which is also its canonical address.
 */
export function IndustrySummary({ industry }: { industry: IndustryContent }) {
  const applications = summaryApplications(industry);
  const summary = industry.summary;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: industry.name, path: industry.path },
        ])}
      />

      <section aria-labelledby="summary-heading" className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-14">
          <p className="text-sm font-semibold tracking-wide uppercase opacity-90">{industry.name}</p>
          <h1 id="summary-heading" className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {summary?.heading ?? industry.hero.heading}
          </h1>
          <p className="mt-4 max-w-2xl text-lg opacity-90">{summary?.intro ?? industry.hero.intro}</p>
          <div className="mt-6 grid gap-3 sm:flex sm:flex-wrap">
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
          </div>
        </div>
      </section>

      <section id="applications" aria-labelledby="summary-applications-heading" className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="summary-applications-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {industry.applicationsHeading}
        </h2>
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
      </section>

      <section id="contact" aria-labelledby="summary-contact-heading" className="bg-muted/60">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="summary-contact-heading" className="text-2xl font-bold tracking-tight">
            {industry.contact.heading}
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">Experts respond in {siteConfig.businessHoursResponse}.</p>
          <ul className="mt-6 grid gap-4 text-sm sm:grid-cols-3">
            <li className="flex items-center gap-2">
              <PhoneIcon className="size-4 shrink-0 text-primary" aria-hidden />
              <a className="font-semibold text-primary underline underline-offset-4 hover:no-underline" href={siteConfig.phone.href}>
                {siteConfig.phone.display}
              </a>
            </li>
            <li className="flex min-w-0 items-center gap-2">
              <MailIcon className="size-4 shrink-0 text-primary" aria-hidden />
              <a
                className="font-semibold break-all text-primary underline underline-offset-4 hover:no-underline"
                href={`mailto:${siteConfig.email}?subject=${encodeURIComponent(`${industry.name} enquiry`)}`}
              >
                {siteConfig.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <ClockIcon className="size-4 shrink-0 text-primary" aria-hidden />
              {siteConfig.hoursShort}
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
