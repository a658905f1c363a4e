import { QuoteIcon } from "lucide-react";
import type { CaseStudyQuote } from "@/lib/content/brewery-case-studies";

/** What customers said, attributed to a role and a city. */
export function CaseStudyQuotes({ quotes }: { quotes: readonly CaseStudyQuote[] }) {
  return (
    <section aria-labelledby="quotes-heading" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="quotes-heading" className="text-3xl font-bold tracking-tight">
        In their words
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {quotes.map((item) => (
          <li key={item.quote} className="flex">
            <figure className="flex flex-col rounded-xl border bg-card p-6 shadow-xs">
              <QuoteIcon className="size-7 text-brand-amber" aria-hidden />
              <blockquote className="mt-3 flex-1 text-base">“{item.quote}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{item.role}</span>
                <span className="block text-muted-foreground">{item.location}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
