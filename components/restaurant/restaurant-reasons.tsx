import { CheckCircle2Icon } from "lucide-react";
import type { RestaurantReason } from "@/lib/content/restaurants";

/** The why-choose list of the restaurant page. */
export function RestaurantReasons({ heading, reasons }: { heading: string; reasons: readonly RestaurantReason[] }) {
  return (
    <section aria-labelledby="reasons-heading" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="reasons-heading" className="text-3xl font-bold tracking-tight text-balance">
        {heading}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((reason) => (
          <li key={reason.id} className="flex gap-3 rounded-xl border bg-card p-6 shadow-xs">
            <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-brand-green" aria-hidden />
            <div>
              <h3 className="font-semibold">{reason.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
