import { PiggyBankIcon, ShieldCheckIcon, ZapIcon } from "lucide-react";
import { WHY_CHOOSE } from "@/lib/content/home";
import { siteConfig } from "@/lib/site-config";

const ICONS = [ZapIcon, ShieldCheckIcon, PiggyBankIcon] as const;

export function WhyChoose() {
  return (
    <section aria-labelledby="why-heading" className="bg-muted/50 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="why-heading" className="text-center text-3xl font-bold tracking-tight">
          Why Industry Leaders Choose {siteConfig.productLine}
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {WHY_CHOOSE.map((card, i) => {
            const Icon = ICONS[i] ?? ZapIcon;
            return (
              <div key={card.title} className="rounded-xl border bg-card p-6 shadow-xs">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-green-soft text-brand-green">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{card.text}</p>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
