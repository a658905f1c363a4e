import Link from "@/components/ui/link";
import { ArrowRightIcon, CheckCircle2Icon } from "lucide-react";
import { ContactDetails } from "@/components/marketing/contact-details";
import { PageHero } from "@/components/marketing/page-hero";
import { TileGrid } from "@/components/marketing/tile-grid";
import { JsonLd } from "@/components/seo/json-ld";
import {
  CONTACT_INDUSTRY_CONTENT,
  CONTACT_PAGE_INDUSTRIES,
  contactPageContent,
  type ContactPageIndustry,
} from "@/lib/content/contact-industries";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { siteConfig } from "@/lib/site-config";
import { ContactForm } from "./contact-form";

/**
 * The contact page, general or for one industry (/contact, /contact/{industry}, /contact?industry=), with
 * the form's message written in when another page handed one over (/contact?message=).
 */
export function ContactPageView({ industry, message }: { industry?: ContactPageIndustry; message?: string }) {
  const content = contactPageContent(industry);
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Contact", path: "/contact" },
    ...(industry ? [{ name: content.name, path: `/contact/${industry}` }] : []),
  ];

  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <PageHero
        look="contact"
        eyebrow={industry ? `Contact · ${content.name}` : `Contact ${siteConfig.companyName}`}
        heading={content.heading}
        intro={content.description}
      />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="contact-form-heading" className="rounded-xl border bg-card p-5 shadow-sm sm:p-8 lg:self-start">
          <h2 id="contact-form-heading" className="text-2xl font-bold">
            Send us a message
          </h2>
          <p className="mt-2 mb-6 text-sm text-muted-foreground">
            Fill in the form and we&apos;ll get back to you {siteConfig.responsePromise}.
          </p>
          {/* Keyed by industry and message so that moving between industry pages, or arriving with another
              recommendation, starts a fresh form with the new preset. */}
          <ContactForm key={`${industry ?? "general"}:${message ?? ""}`} defaultIndustry={content.formIndustry} defaultMessage={message} />
        </section>

        <aside className="space-y-8" aria-label="Other ways to reach us">
          <section aria-labelledby="contact-details-heading" className="rounded-xl bg-muted/70 p-6">
            <h2 id="contact-details-heading" className="text-lg font-semibold">
              Talk to an expert
            </h2>
            <ContactDetails variant="aside" />
            <p className="mt-5 rounded-lg border border-brand-green/30 bg-brand-green-soft px-4 py-3 text-sm font-medium text-brand-green">
              Our experts typically respond within {siteConfig.businessHoursResponse}.
            </p>
          </section>

          <section aria-labelledby="contact-benefits-heading">
            <h2 id="contact-benefits-heading" className="text-lg font-semibold">
              {industry ? `Why ${content.name} teams choose ${siteConfig.productLine}` : `Why choose ${siteConfig.productLine}`}
            </h2>
            <TileGrid look="check-aside" icon={CheckCircle2Icon} items={content.benefits} className="mt-4 space-y-4" />
            {content.learnMore && (
              <Link
                href={content.learnMore.href}
                className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                {content.learnMore.label}
                <ArrowRightIcon className="size-4" aria-hidden />
              </Link>
            )}
          </section>
        </aside>
      </div>

      <nav aria-labelledby="contact-industries-heading" className="mx-auto max-w-7xl px-4">
        <h2 id="contact-industries-heading" className="text-lg font-semibold">
          Talk to a specialist for your industry
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {CONTACT_PAGE_INDUSTRIES.map((slug) => (
            <li key={slug}>
              <Link
                href={`/contact/${slug}`}
                aria-current={slug === industry ? "page" : undefined}
                className="inline-flex rounded-full border px-4 py-2 text-sm font-medium hover:bg-accent aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
              >
                {CONTACT_INDUSTRY_CONTENT[slug].name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
