import { ClockIcon, FuelIcon, ShieldCheckIcon, TruckIcon, type LucideIcon } from "lucide-react";
import { CONVENIENCE_BENEFITS, type ConvenienceBenefitIcon } from "@/lib/content/convenience";

const ICONS: Record<ConvenienceBenefitIcon, LucideIcon> = {
  fuel: FuelIcon,
  shield: ShieldCheckIcon,
  clock: ClockIcon,
  truck: TruckIcon,
};

export function BenefitTiles() {
  return (
    <section aria-labelledby="convenience-benefits-heading" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="convenience-benefits-heading" className="text-3xl font-bold tracking-tight">
        Why c-stores switch
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {CONVENIENCE_BENEFITS.map((benefit) => {
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
