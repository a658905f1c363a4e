import Link from "@/components/ui/link";
import { ArrowRightIcon } from "lucide-react";
import type { BreweryCaseStudy } from "@/lib/content/brewery-case-studies";

/** A case study on the index page: its audience, summary, headline figures and the way in. */
export function CaseStudyCard({ study }: { study: BreweryCaseStudy }) {
  return (
    <article aria-labelledby={`card-${study.slug}`} className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-xs">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{study.label}</p>
      <h2 id={`card-${study.slug}`} className="mt-2 text-xl font-semibold text-balance">
        {study.hero.heading}
      </h2>
      <p className="mt-3 text-muted-foreground">{study.summary}</p>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        {study.stats.items.slice(0, 2).map((stat) => (
          <div key={stat.value} className="flex flex-col-reverse justify-end rounded-lg bg-muted/70 p-3">
            <dt className="text-xs text-muted-foreground">{stat.label}</dt>
            <dd className="text-2xl font-bold text-primary">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <Link
        href={study.path}
        className="mt-auto inline-flex items-center gap-1.5 pt-6 font-semibold text-primary underline-offset-4 hover:underline focus-visible:underline"
      >
        Read the {study.label.toLowerCase()} case study
        <ArrowRightIcon className="size-4" aria-hidden />
      </Link>
    </article>
  );
}
