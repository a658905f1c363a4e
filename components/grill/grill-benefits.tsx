import { DropletsIcon, ShieldCheckIcon, TimerIcon, TruckIcon, type LucideIcon } from "lucide-react";
import { GRILL_BENEFITS, type GrillBenefitIcon } from "@/lib/content/grill";

const ICONS: Record<GrillBenefitIcon, LucideIcon> = {
  droplets: DropletsIcon,
  timer: TimerIcon,
  shield: ShieldCheckIcon,
  truck: TruckIcon,
};

export function GrillBenefits() {
  return (
    <section aria-labelledby="grill-benefits-heading" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="grill-benefits-heading" className="text-3xl font-bold tracking-tight">
        Why grill pros choose it
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {GRILL_BENEFITS.map((benefit) => {
          const Icon = ICONS[benefit.icon];
          return (
            <li key={benefit.id} className="rounded-xl border bg-card p-6 shadow-xs">
              <Icon className="size-8 text-brand-green" aria-hidden />
              <h3 className="mt-4 font-semibold">{benefit.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{benefit.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
