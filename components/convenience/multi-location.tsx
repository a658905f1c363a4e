import { Building2Icon } from "lucide-react";
import { MULTI_LOCATION_ADVANTAGES } from "@/lib/content/convenience";
import { QuoteButton } from "./quote-button";

export function MultiLocation() {
  return (
    <section aria-labelledby="multi-location-heading" className="bg-brand-navy text-brand-navy-foreground">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="multi-location-heading" className="text-3xl font-bold tracking-tight">
          Built for multi-location operators
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {MULTI_LOCATION_ADVANTAGES.map((advantage) => (
            <li key={advantage.id}>
              <Building2Icon className="size-7 text-brand-amber" aria-hidden />
              <h3 className="mt-3 font-semibold">{advantage.title}</h3>
              <p className="mt-1 text-sm opacity-90">{advantage.text}</p>
            </li>
          ))}
        </ul>
        <QuoteButton size="lg" className="mt-10 bg-brand-amber text-brand-amber-foreground hover:bg-brand-amber/90">
          Get Custom Quote
        </QuoteButton>
      </div>
    </section>
  );
}
