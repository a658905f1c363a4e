import { PiggyBankIcon, ShieldCheckIcon, ZapIcon } from "lucide-react";
import { Section } from "@/components/marketing/section";
import { TileGrid } from "@/components/marketing/tile-grid";
import { WHY_CHOOSE } from "@/lib/content/home";
import { siteConfig } from "@/lib/site-config";

const ICONS = [ZapIcon, ShieldCheckIcon, PiggyBankIcon] as const;

export function WhyChoose() {
  return (
    <Section
      headingId="why-heading"
      heading={<>Why Industry Leaders Choose {siteConfig.productLine}</>}
      tone="muted-soft"
      headingClassName="text-center text-3xl font-bold tracking-tight"
    >
      <TileGrid
        look="badge"
        items={WHY_CHOOSE.map((card, i) => ({ ...card, icon: ICONS[i] ?? ZapIcon }))}
        className="mt-10 grid gap-6 md:grid-cols-3"
      />
    </Section>
  );
}
