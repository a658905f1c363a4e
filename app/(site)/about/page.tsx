import Link from "@/components/ui/link";
import { ArrowUpRightIcon, ClockIcon, FlagIcon, MailIcon, PhoneIcon } from "lucide-react";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import {
  ABOUT_FACTS,
  ABOUT_INDUSTRIES,
  ABOUT_INTRO,
  ABOUT_MADE_IN_USA,
  ABOUT_RATING,
  ABOUT_RATING_INTRO,
  ABOUT_RATING_OUTCOME,
} from "@/lib/content/about";
import { breadcrumbJsonLd, organizationJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

const PATH = "/about";
const DESCRIPTION = `${siteConfig.companyName} makes ${siteConfig.productLine} acid and caustic cleaning chemicals rated ${siteConfig.claims.hazmatRating} on the NFPA 704 scale, ${siteConfig.claims.americanMade} and shipped without hazmat fees.`;

export const metadata = pageMetadata({
  title: `About ${siteConfig.companyName}`,
  description: DESCRIPTION,
  path: PATH,
  keywords: ["about Triple Zero", "0-0-0 hazard rating", "NFPA 704", "American made cleaning chemicals"],
});

function aboutPageJsonLd(): JsonLdObject {
  const url = new URL(PATH, siteConfig.url).toString();
  return {
    "@context": "https://schema.org",
    "@type": "AboutPage",
    name: `About ${siteConfig.companyName}`,
    description: DESCRIPTION,
    url,
    inLanguage: "en-US",
    mainEntity: organizationJsonLd(),
  };
}

export default function AboutPage() {
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "About", path: PATH },
          ]),
          aboutPageJsonLd(),
        ]}
      />

      <section aria-labelledby="about-heading" className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <p className="text-sm font-semibold tracking-wide uppercase opacity-90">{siteConfig.slogan}</p>
          <h1 id="about-heading" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            About {siteConfig.companyName}
          </h1>
          <p className="mt-4 max-w-2xl text-lg opacity-90">Industrial cleaning power, without the hazards that usually come with it.</p>
        </div>
      </section>

      <section aria-labelledby="company-heading" className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-[3fr_2fr]">
        <div>
          <h2 id="company-heading" className="text-3xl font-bold tracking-tight">
            Who we are
          </h2>
          {ABOUT_INTRO.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </div>
        <dl className="grid grid-cols-2 gap-4 self-start">
          {ABOUT_FACTS.map((fact) => (
            <div key={fact.label} className="flex flex-col rounded-xl border bg-card p-5 shadow-xs">
              <dt className="text-sm text-muted-foreground">{fact.label}</dt>
              <dd className="order-first text-2xl font-bold text-brand-green sm:text-3xl">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="rating-heading" className="bg-brand-green-soft">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="rating-heading" className="text-3xl font-bold tracking-tight">
            What {siteConfig.claims.hazmatRating} means
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{ABOUT_RATING_INTRO}</p>
          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            {ABOUT_RATING.map((item) => (
              <div key={item.label} className="rounded-xl bg-background p-6 shadow-xs">
                <dt className="flex items-baseline justify-between gap-2 text-lg font-semibold">
                  {item.label}
                  <span className="text-4xl font-bold text-brand-green">{item.value}</span>
                </dt>
                <dd className="mt-2 text-sm text-muted-foreground">{item.meaning}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-8 max-w-3xl">{ABOUT_RATING_OUTCOME}</p>
          <Button asChild variant="link" className="mt-2 px-0">
            <Link href="/technology">How the chemistry works</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="usa-heading" className="mx-auto max-w-7xl px-4 py-16">
        <div className="flex items-center gap-3">
          <FlagIcon className="size-7 shrink-0 text-primary" aria-hidden />
          <h2 id="usa-heading" className="text-3xl font-bold tracking-tight">
            Made in the USA
          </h2>
        </div>
        {ABOUT_MADE_IN_USA.map((paragraph) => (
          <p key={paragraph} className="mt-4 max-w-3xl text-lg text-muted-foreground">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="industries-heading" className="bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="industries-heading" className="text-3xl font-bold tracking-tight">
            Industries we serve
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {ABOUT_INDUSTRIES.map((industry) => (
              <li key={industry.name}>
                <a
                  href={industry.href}
                  {...(industry.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  className="group flex h-full flex-col rounded-xl border bg-card p-5 shadow-xs transition-colors hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
                >
                  <span className="flex items-center justify-between gap-2 font-semibold text-primary group-hover:underline">
                    {industry.name}
                    {industry.external ? (
                      <>
                        <ArrowUpRightIcon className="size-4 shrink-0" aria-hidden />
                        <span className="sr-only">(opens our specialist shop in a new tab)</span>
                      </>
                    ) : null}
                  </span>
                  <span className="mt-1 text-sm text-muted-foreground">{industry.description}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="reach-us-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="reach-us-heading" className="text-3xl font-bold tracking-tight">
          How to reach us
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
          Questions about a product, a dilution or a shipment? Talk to us directly; we answer every request {siteConfig.responsePromise}.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          <li className="rounded-xl border bg-card p-5 shadow-xs">
            <PhoneIcon className="size-6 text-brand-green" aria-hidden />
            <p className="mt-3 text-sm text-muted-foreground">Phone</p>
            <a href={siteConfig.phone.href} className="font-semibold text-primary underline-offset-4 hover:underline">
              {siteConfig.phone.display}
            </a>
          </li>
          <li className="rounded-xl border bg-card p-5 shadow-xs">
            <MailIcon className="size-6 text-brand-green" aria-hidden />
            <p className="mt-3 text-sm text-muted-foreground">E-mail</p>
            <a href={`mailto:${siteConfig.email}`} className="font-semibold break-all text-primary underline-offset-4 hover:underline">
              {siteConfig.email}
            </a>
          </li>
          <li className="rounded-xl border bg-card p-5 shadow-xs">
            <ClockIcon className="size-6 text-brand-green" aria-hidden />
            <p className="mt-3 text-sm text-muted-foreground">Hours</p>
            <p className="font-semibold">{siteConfig.hours}</p>
          </li>
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link href="/contact">Request a consultation</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/products">Browse products</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
