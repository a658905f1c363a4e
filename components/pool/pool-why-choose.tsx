import { MailIcon, ShieldCheckIcon, ShoppingCartIcon } from "lucide-react";
import { SectionLink } from "@/components/marketing/section-link";
import { Section } from "@/components/marketing/section";
import { TileGrid } from "@/components/marketing/tile-grid";
import { buttonVariants } from "@/components/ui/button";
import { POOL_ANCHORS, POOL_HEADER_OFFSET_PX, poolWhyChoose } from "@/lib/content/pool-spa";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";

/** The reasons to switch, with Buy Now (back to the products) and Email Us. */
export function PoolWhyChoose({ price }: { price: string }) {
  const why = poolWhyChoose(price);
  return (
    <Section headingId="pool-why-heading" heading={why.heading}>
      <TileGrid look="check" icon={ShieldCheckIcon} items={why.reasons} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <SectionLink target={POOL_ANCHORS.products} offsetPx={POOL_HEADER_OFFSET_PX} className={cn(buttonVariants({ size: "lg" }))}>
          <ShoppingCartIcon aria-hidden />
          {why.buyLabel}
        </SectionLink>
        <a href={`mailto:${siteConfig.email}`} className={cn(buttonVariants({ size: "lg", variant: "outline" }))}>
          <MailIcon aria-hidden />
          {why.emailLabel}
          <span className="sr-only"> at {siteConfig.email}</span>
        </a>
      </div>
    </Section>
  );
}
