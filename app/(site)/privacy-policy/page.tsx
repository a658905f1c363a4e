import { JsonLd } from "@/components/seo/json-ld";
import { PRIVACY_EFFECTIVE_DATE, PRIVACY_INTRO, PRIVACY_SECTIONS, type PrivacyBlock } from "@/lib/content/privacy-policy";
import { breadcrumbJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

const PATH = "/privacy-policy";
const DESCRIPTION = `How ${siteConfig.companyName} collects, uses, shares and protects the personal information you give this website, which cookies it uses, and how to access, correct or delete your data.`;

export const metadata = pageMetadata({
  title: "Privacy Policy",
  description: DESCRIPTION,
  path: PATH,
});

// The date is a calendar date, not an instant: format it in UTC so no time zone moves it a day.
const effectiveDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
  new Date(`${PRIVACY_EFFECTIVE_DATE}T00:00:00Z`),
);

function webPageJsonLd(): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: "Privacy Policy",
    description: DESCRIPTION,
    url: new URL(PATH, siteConfig.url).toString(),
    inLanguage: "en-US",
    datePublished: PRIVACY_EFFECTIVE_DATE,
    publisher: { "@type": "Organization", name: siteConfig.companyName, url: siteConfig.url },
  };
}

function Block({ block }: { block: PrivacyBlock }) {
  if (block.kind === "paragraph") return <p className="mt-4">{block.text}</p>;
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6">
      {block.items.map((item) => (
        <li key={item.term ?? item.text}>
          {item.term ? <strong className="font-semibold">{item.term}: </strong> : null}
          {item.text}
        </li>
      ))}
    </ul>
  );
}

export default function PrivacyPolicyPage() {
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Privacy Policy", path: PATH },
          ]),
          webPageJsonLd(),
        ]}
      />

      <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <header>
          <h1 className="text-4xl font-bold tracking-tight">Privacy Policy</h1>
          <p className="mt-3 text-muted-foreground">
            Effective <time dateTime={PRIVACY_EFFECTIVE_DATE}>{effectiveDate}</time>
          </p>
          <p className="mt-6 text-lg">{PRIVACY_INTRO}</p>
        </header>

        <nav aria-labelledby="privacy-contents-heading" className="mt-8 rounded-xl border bg-muted p-5">
          <h2 id="privacy-contents-heading" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            On this page
          </h2>
          <ol className="mt-3 grid gap-1 sm:grid-cols-2">
            {PRIVACY_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
            <li>
              <a href="#privacy-contact" className="text-primary underline-offset-4 hover:underline">
                Contact us
              </a>
            </li>
          </ol>
        </nav>

        {PRIVACY_SECTIONS.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12 leading-relaxed">
            <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight">
              {section.heading}
            </h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}

        <section id="privacy-contact" aria-labelledby="privacy-contact-heading" className="mt-12 rounded-xl border bg-card p-6 shadow-xs">
          <h2 id="privacy-contact-heading" className="text-2xl font-bold tracking-tight">
            Contact us
          </h2>
          <p className="mt-3">Questions about this policy or your information? Reach {siteConfig.companyName}:</p>
          <ul className="mt-4 space-y-1">
            <li>
              E-mail:{" "}
              <a href={`mailto:${siteConfig.email}`} className="font-semibold break-all text-primary underline underline-offset-4">
                {siteConfig.email}
              </a>
            </li>
            <li>
              Phone:{" "}
              <a href={siteConfig.phone.href} className="font-semibold text-primary underline underline-offset-4">
                {siteConfig.phone.display}
              </a>{" "}
              <span className="text-muted-foreground">({siteConfig.hours})</span>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
