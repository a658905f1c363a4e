import Link from "@/components/ui/link";
import { MessageSquareIcon, ShoppingCartIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { siteConfig } from "@/lib/site-config";

type DemoLink = { href: string; label: string };

/** The demo's way out: shop the pool products, or talk to us (the pool page's contact form). */
export function DemoCta({ shop, contact }: { shop: DemoLink; contact: DemoLink }) {
  return (
    <section aria-labelledby="demo-cta-heading" className="bg-brand-navy text-brand-navy-foreground">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="demo-cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Ready to clean safer?
          </h2>
          <p className="mt-2 opacity-90">
            Order online with shipping included, or ask us for a program sized to your facility. Call{" "}
            <a href={siteConfig.phone.href} className="font-semibold underline underline-offset-4">
              {siteConfig.phone.display}
            </a>{" "}
            ({siteConfig.hoursShort}).
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link href={shop.href}>
              <ShoppingCartIcon aria-hidden />
              {shop.label}
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/50 bg-transparent text-white hover:bg-white/10 hover:text-white"
          >
            <Link href={contact.href}>
              <MessageSquareIcon aria-hidden />
              {contact.label}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
