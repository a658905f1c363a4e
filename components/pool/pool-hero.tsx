import { PageHero } from "@/components/marketing/page-hero";
import { SectionLink } from "@/components/marketing/section-link";
import { POOL_ANCHORS, POOL_HEADER_OFFSET_PX, poolHero } from "@/lib/content/pool-spa";
import { ShopProductsButton } from "./shop-products-button";

/** The pool page's opening: the promise, the three facts that matter (`price`: what a bottle costs), and the way to the shop. */
export function PoolHero({ price }: { price: string }) {
  const hero = poolHero(price);
  return (
    <PageHero
      look="pool"
      headingId="pool-hero-heading"
      {...hero}
      backdrop={
        // Sunlight on water: two soft blue glows and a band of ripples along the bottom.
        <>
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_85%_120%,color-mix(in_oklch,oklch(0.72_0.13_220)_60%,transparent),transparent_60%),radial-gradient(circle_at_0%_0%,color-mix(in_oklch,var(--primary)_70%,transparent),transparent_55%)]"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-[repeating-radial-gradient(ellipse_at_50%_160%,transparent_0,transparent_14px,rgb(255_255_255/0.06)_15px,transparent_17px)]"
          />
        </>
      }
      actions={
        <>
          <ShopProductsButton className="bg-brand-amber text-brand-amber-foreground hover:bg-brand-amber/90">
            {hero.shopLabel}
          </ShopProductsButton>
          <SectionLink
            target={POOL_ANCHORS.contact}
            offsetPx={POOL_HEADER_OFFSET_PX}
            className="inline-flex h-10 items-center justify-center rounded-md border border-white/40 px-6 text-sm font-medium hover:bg-white/10 focus-visible:ring-[3px] focus-visible:ring-white focus-visible:outline-none"
          >
            {hero.contactLabel}
          </SectionLink>
        </>
      }
    />
  );
}
