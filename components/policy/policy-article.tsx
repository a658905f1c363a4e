import Link from "@/components/ui/link";
import type { PolicyBlock, PolicySection, PolicyText } from "@/lib/content/policy";
import { siteConfig } from "@/lib/site-config";

type PolicyArticleProps = {
  title: string;
  /** ISO calendar date, e.g. "2026-11-24". */
  effectiveDate: string;
  intro: string;
  sections: readonly PolicySection[];
  /** Prefix of the ids this article adds of its own (contents, contact), unique on the page. */
  idPrefix: string;
  /** Shown between the introduction and the contents, e.g. the rules at a glance. */
  children?: React.ReactNode;
};

// The date is a calendar date, not an instant: format it in UTC so no time zone moves it a day.
const formatDate = (isoDate: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));

const linkClass = "font-medium text-primary underline underline-offset-4";

function Text({ text }: { text: PolicyText }) {
  if (typeof text === "string") return text;
  return text.map((part, index) =>
    typeof part === "string" ? (
      part
    ) : (
      <Link key={index} href={part.href} className={linkClass}>
        {part.label}
      </Link>
    ),
  );
}

function Block({ block }: { block: PolicyBlock }) {
  if (block.kind === "paragraph") {
    return (
      <p className="mt-4">
        <Text text={block.text} />
      </p>
    );
  }
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6">
      {block.items.map((item, index) => (
        <li key={item.term ?? index}>
          {item.term ? <strong className="font-semibold">{item.term}: </strong> : null}
          <Text text={item.text} />
        </li>
      ))}
    </ul>
  );
}

/** A policy page's body: title and date, introduction, contents, the sections and how to reach us. */
export function PolicyArticle({ title, effectiveDate, intro, sections, idPrefix, children }: PolicyArticleProps) {
  const contactId = `${idPrefix}-contact`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header>
        <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-muted-foreground">
          Effective <time dateTime={effectiveDate}>{formatDate(effectiveDate)}</time>
        </p>
        <p className="mt-6 text-lg">{intro}</p>
      </header>

      {children}

      <nav aria-labelledby={`${idPrefix}-contents-heading`} className="mt-8 rounded-xl border bg-muted p-5">
        <h2 id={`${idPrefix}-contents-heading`} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          On this page
        </h2>
        <ol className="mt-3 grid gap-1 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
          <li>
            <a href={`#${contactId}`} className="text-primary underline-offset-4 hover:underline">
              Contact us
            </a>
          </li>
        </ol>
      </nav>

      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12 leading-relaxed">
          <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight">
            {section.heading}
          </h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}

      <section id={contactId} aria-labelledby={`${contactId}-heading`} className="mt-12 rounded-xl border bg-card p-6 shadow-xs">
        <h2 id={`${contactId}-heading`} className="text-2xl font-bold tracking-tight">
          Contact us
        </h2>
        <p className="mt-3">Questions about an order, a quote or a return? Reach {siteConfig.companyName}:</p>
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
  );
}
