import Link from "@/components/ui/link";
import { MessageSquareIcon, PhoneIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { RESTAURANT_CLEANING_CTA } from "@/lib/content/restaurant-cleaning";
import { siteConfig } from "@/lib/site-config";

/** The closing call to action: the food & beverage contact page, or the phone. */
export function CleaningCta() {
  const cta = RESTAURANT_CLEANING_CTA;
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-navy text-brand-navy-foreground">
      <div className="mx-auto max-w-7xl px-4 py-14 text-center">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance">
          {cta.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg opacity-90">{cta.text}</p>
        <div className="mt-8 grid gap-3 sm:flex sm:justify-center">
          <Button asChild size="lg" className="bg-brand-amber text-brand-amber-foreground hover:bg-brand-amber/90">
            <Link href={cta.quoteHref}>
              <MessageSquareIcon aria-hidden />
              {cta.quoteLabel}
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/50 bg-transparent text-white hover:bg-white/10 hover:text-white"
          >
            <a href={siteConfig.phone.href}>
              <PhoneIcon aria-hidden />
              {cta.callLabel}
            </a>
          </Button>
        </div>
        <p className="mt-4 text-sm opacity-85">{siteConfig.hours}</p>
      </div>
    </section>
  );
}
