import { PhoneIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { GRILL_CTA, GRILL_PRODUCTS } from "@/lib/content/grill";
import { siteConfig } from "@/lib/site-config";
import { GrillQuoteDialog } from "./grill-quote-dialog";

/** The call to action: a custom quote (dialog) or a talk with an expert (the contact section). */
export function GrillCta() {
  const products = GRILL_PRODUCTS.map((product) => ({ name: product.name, sizes: product.sizes.map((s) => ({ label: s.label })) }));
  return (
    <section aria-labelledby="grill-cta-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="grill-cta-heading" className="text-3xl font-bold tracking-tight">
            {GRILL_CTA.heading}
          </h2>
          <p className="mt-2 max-w-2xl opacity-90">{GRILL_CTA.text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <GrillQuoteDialog
            products={products}
            phone={siteConfig.phone.display}
            triggerClassName="bg-brand-amber text-brand-amber-foreground hover:bg-brand-amber/90"
          />
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
          >
            <a href="#contact">
              <PhoneIcon aria-hidden />
              Speak with Expert
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
