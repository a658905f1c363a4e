import { CheckList } from "@/components/marketing/check-list";
import { Section } from "@/components/marketing/section";
import { CONVENIENCE_SOLUTIONS } from "@/lib/content/convenience";

export function SolutionLists() {
  return (
    <Section headingId="solutions-heading" heading="Solutions for every part of the store" tone="muted-solid">
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {CONVENIENCE_SOLUTIONS.map((group) => (
          <div key={group.id} className="rounded-xl border bg-card p-6 shadow-xs">
            <h3 className="text-lg font-semibold">{group.title}</h3>
            <CheckList items={group.items} marker="small-circle" className="mt-4 space-y-2 text-sm" />
          </div>
        ))}
      </div>
    </Section>
  );
}
