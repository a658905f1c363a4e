import { Section } from "@/components/marketing/section";
import type { CaseStudyStat } from "@/lib/content/brewery-case-studies";

/** A row of headline figures ("85+ establishments"). */
export function CaseStudyStats({ heading, items }: { heading: string; items: readonly CaseStudyStat[] }) {
  return (
    <Section headingId="stats-heading" heading={heading} tone="primary" padding="py-12" headingClassName="text-xl font-semibold">
      <dl className="mt-6 grid grid-cols-2 gap-6 lg:grid-cols-4">
        {items.map((stat) => (
          <div key={stat.value} className="flex flex-col-reverse justify-end gap-1 border-l-2 border-brand-amber pl-4">
            <dt className="text-sm opacity-90">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
