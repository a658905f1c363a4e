import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { GRILL_HERO } from "@/lib/content/grill";

export function GrillHero() {
  return (
    <section aria-labelledby="grill-heading" className="bg-brand-navy text-brand-navy-foreground">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <p className="text-sm font-semibold tracking-wide uppercase opacity-90">{GRILL_HERO.eyebrow}</p>
        <h1 id="grill-heading" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {GRILL_HERO.heading}
        </h1>
        <p className="mt-4 max-w-2xl text-lg opacity-90">{GRILL_HERO.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg" className="bg-brand-amber text-brand-amber-foreground hover:bg-brand-amber/90">
            <a href="#products">Shop Grill Cleaners</a>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-brand-navy-foreground/40 bg-transparent text-brand-navy-foreground hover:bg-brand-navy-foreground/10 hover:text-brand-navy-foreground"
          >
            <Link href="/grill-demo">Watch the Demo</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
