import { Button } from "@/components/ui/button";
import { CONVENIENCE_HERO } from "@/lib/content/convenience";

export function ConvenienceHero() {
  return (
    <section aria-labelledby="convenience-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <p className="text-sm font-semibold tracking-wide uppercase opacity-90">{CONVENIENCE_HERO.eyebrow}</p>
        <h1 id="convenience-heading" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {CONVENIENCE_HERO.heading}
        </h1>
        <p className="mt-4 max-w-2xl text-lg opacity-90">{CONVENIENCE_HERO.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg" className="bg-brand-amber text-brand-amber-foreground hover:bg-brand-amber/90">
            <a href="#contact">Get C-Store Solutions</a>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
          >
            <a href="#products">View Products</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
