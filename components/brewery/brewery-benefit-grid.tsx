import type { BreweryIconName } from "@/lib/content/brewery";
import type { CaseStudyIcon } from "@/lib/content/brewery-case-studies";
import { cn } from "@/lib/utils";
import { BreweryIcon } from "./brewery-icon";

type Benefit = { icon: BreweryIconName | CaseStudyIcon; title: string; text: string };

/** Benefit tiles: an icon, a short claim and the sentence behind it. */
export function BreweryBenefitGrid({ items }: { items: readonly Benefit[] }) {
  return (
    <ul className={cn("grid gap-5 sm:grid-cols-2", items.length % 4 === 0 ? "lg:grid-cols-4" : "lg:grid-cols-3")}>
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border bg-card p-5 shadow-xs">
          <BreweryIcon name={item.icon} className="size-8 text-brand-green" />
          <h3 className="mt-3 font-semibold">{item.title}</h3>
          <p className="mt-1.5 text-sm text-muted-foreground">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
