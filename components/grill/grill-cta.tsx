import { PhoneIcon } from "lucide-react";
import { ActionLink } from "@/components/marketing/action-link";
import { CtaBand } from "@/components/marketing/cta-band";
import { GRILL_CTA, type GrillProduct } from "@/lib/content/grill";
import { siteConfig } from "@/lib/site-config";
import { GrillQuoteDialog } from "./grill-quote-dialog";

/** The call to action: a custom quote (dialog) or a talk with an expert (the contact section). */
export function GrillCta({ products: grillProducts }: { products: readonly GrillProduct[] }) {
  const products = grillProducts.map((product) => ({ name: product.name, sizes: product.sizes.map((s) => ({ label: s.label })) }));
  return (
    <CtaBand look="quote" headingId="grill-cta-heading" heading={GRILL_CTA.heading} text={GRILL_CTA.text}>
      <GrillQuoteDialog
        products={products}
        phone={siteConfig.phone.display}
        triggerClassName="bg-brand-amber text-brand-amber-foreground hover:bg-brand-amber/90"
      />
      <ActionLink href="#contact" kind="on-primary" icon={PhoneIcon}>
        Speak with Expert
      </ActionLink>
    </CtaBand>
  );
}
