import { CheckCircle2Icon } from "lucide-react";
import { CONVENIENCE_SOLUTIONS } from "@/lib/content/convenience";

export function SolutionLists() {
  return (
    <section aria-labelledby="solutions-heading" className="bg-muted">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="solutions-heading" className="text-3xl font-bold tracking-tight">
          Solutions for every part of the store
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {CONVENIENCE_SOLUTIONS.map((group) => (
            <div key={group.id} className="rounded-xl border bg-card p-6 shadow-xs">
              <h3 className="text-lg font-semibold">{group.title}</h3>
              <ul className="mt-4 space-y-2 text-sm">
                {group.items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-brand-green" aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
