import Link from "@/components/ui/link";
import { PageHero } from "@/components/marketing/page-hero";
import { VideoEmbed } from "@/components/technology/video-embed";
import { Button } from "@/components/ui/button";
import { BREWERY_HERO } from "@/lib/content/brewery";
import { siteConfig } from "@/lib/site-config";

/**
 * The brewery home's poster hero: the promise, the two ways on, and the acid demo behind a play button
 * (there is no autoplaying video; nothing loads from YouTube until the visitor asks for it).
 */
export function BreweryHero() {
  const video = siteConfig.demoVideos.acid;
  return (
    <PageHero
      look="brewery"
      headingId="brewery-hero-heading"
      {...BREWERY_HERO}
      backdrop={
        // A glass of beer in light: amber glow rising into the navy, with a few bubbles.
        <>
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_85%_110%,color-mix(in_oklch,var(--brand-amber)_55%,transparent),transparent_60%),radial-gradient(circle_at_10%_-10%,color-mix(in_oklch,var(--primary)_70%,transparent),transparent_55%)]"
          />
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 hidden md:block">
            <span className="absolute right-[8%] bottom-[12%] size-3 rounded-full border border-white/30" />
            <span className="absolute right-[14%] bottom-[30%] size-2 rounded-full border border-white/25" />
            <span className="absolute right-[4%] bottom-[42%] size-4 rounded-full border border-white/20" />
            <span className="absolute right-[20%] bottom-[8%] size-2.5 rounded-full border border-white/30" />
          </div>
        </>
      }
      actions={
        <>
          <Button asChild size="lg" className="bg-brand-amber text-brand-amber-foreground hover:bg-brand-amber/90">
            <a href="#products">{BREWERY_HERO.shopLabel}</a>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/40 bg-transparent text-brand-navy-foreground hover:bg-white/10 hover:text-brand-navy-foreground"
          >
            <Link href={BREWERY_HERO.caseStudiesHref}>{BREWERY_HERO.caseStudiesLabel}</Link>
          </Button>
        </>
      }
      aside={
        <figure>
          <VideoEmbed videoId={video.id} title={video.title} className="ring-1 ring-white/20" />
          <figcaption className="mt-3 text-sm opacity-90">{BREWERY_HERO.videoCaption}</figcaption>
        </figure>
      }
    />
  );
}
