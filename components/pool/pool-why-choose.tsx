import { MailIcon, ShieldCheckIcon, ShoppingCartIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { POOL_ANCHORS, POOL_WHY_CHOOSE } from "@/lib/content/pool-spa";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import { PoolSectionLink } from "./pool-section-link";

/** The reasons to switch, with Buy Now (back to the products) and Email Us. */
export function PoolWhyChoose() {
  return (
    <section aria-labelledby="pool-why-heading" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="pool-why-heading" className="text-3xl font-bold tracking-tight">
        {POOL_WHY_CHOOSE.heading}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {POOL_WHY_CHOOSE.reasons.map((reason) => (
          <li key={reason.title} className="flex gap-3">
            <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-brand-green" aria-hidden />
            <div>
              <p className="font-semibold">{reason.title}</p>
              <p className="mt-1 text-sm text-muted-foreground">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <PoolSectionLink target={POOL_ANCHORS.products} className={cn(buttonVariants({ size: "lg" }))}>
          <ShoppingCartIcon aria-hidden />
          {POOL_WHY_CHOOSE.buyLabel}
        </PoolSectionLink>
        <a href={`mailto:${siteConfig.email}`} className={cn(buttonVariants({ size: "lg", variant: "outline" }))}>
          <MailIcon aria-hidden />
          {POOL_WHY_CHOOSE.emailLabel}
          <span className="sr-only"> at {siteConfig.email}</span>
        </a>
      </div>
    </section>
  );
}
