import { MessageSquareIcon, ShoppingCartIcon } from "lucide-react";
import { ActionLink } from "@/components/marketing/action-link";
import { CtaBand } from "@/components/marketing/cta-band";
import { siteConfig } from "@/lib/site-config";

type DemoLink = { href: string; label: string };

/** The demo's way out: shop the pool products, or talk to us (the pool page's contact form). */
export function DemoCta({ shop, contact }: { shop: DemoLink; contact: DemoLink }) {
  return (
    <CtaBand
      look="demo"
      headingId="demo-cta-heading"
      heading="Ready to clean safer?"
      text={
        <>
          Order online with shipping included, or ask us for a program sized to your facility. Call{" "}
          <a href={siteConfig.phone.href} className="font-semibold underline underline-offset-4">
            {siteConfig.phone.display}
          </a>{" "}
          ({siteConfig.hoursShort}).
        </>
      }
    >
      <ActionLink href={shop.href} kind="secondary" icon={ShoppingCartIcon}>
        {shop.label}
      </ActionLink>
      <ActionLink href={contact.href} kind="on-dark" icon={MessageSquareIcon}>
        {contact.label}
      </ActionLink>
    </CtaBand>
  );
}
