import Link from "@/components/ui/link";
import { ContactSection } from "@/components/contact/contact-section";
import { GrillProductSummary } from "@/components/grill/grill-product-summary";
import { JsonLd } from "@/components/seo/json-ld";
import { VideoEmbed } from "@/components/technology/video-embed";
import { Button } from "@/components/ui/button";
import { demoVideoPlays, grillDemoCopy } from "@/lib/content/demos";
import { catalogByItem } from "@/lib/catalog/offers";
import { GRILL_DEMO, grillProducts } from "@/lib/content/grill";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

const PATH = "/grill-demo";
const DESCRIPTION = grillDemoCopy(demoVideoPlays("caustic")).description;

export const metadata = pageMetadata({
  title: "Grill Cleaner Demo: See It Cut Through Grease",
  description: DESCRIPTION,
  path: PATH,
  keywords: ["grill cleaner demo", "grill cleaning video", "non-toxic grill cleaner", "caustic degreaser demonstration"],
});

export default async function GrillDemoPage() {
  const products = grillProducts(await catalogByItem());
  return (
    <>
      {/* No VideoObject: Google's video results need the video's upload date, which the configuration (a
          YouTube id) does not know; markup without it is an error, not a rich result. */}
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Grill Cleaning", path: "/grill-cleaning" },
          { name: "Demo", path: PATH },
        ])}
      />

      <section aria-labelledby="grill-demo-heading" className="bg-brand-navy text-brand-navy-foreground">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide uppercase opacity-90">{GRILL_DEMO.eyebrow}</p>
            <h1 id="grill-demo-heading" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              {GRILL_DEMO.heading}
            </h1>
            <p className="mt-4 text-lg opacity-90">{GRILL_DEMO.text}</p>
          </div>
          <VideoEmbed
            videoId={siteConfig.demoVideos.caustic.id}
            title={siteConfig.demoVideos.caustic.title}
            className="ring-1 ring-brand-navy-foreground/25"
          />
        </div>
      </section>

      <section aria-labelledby="grill-line-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="grill-line-heading" className="text-3xl font-bold tracking-tight">
          {GRILL_DEMO.productsHeading}
        </h2>
        <p className="mt-4 mb-8 max-w-3xl text-lg text-muted-foreground">{GRILL_DEMO.productsText}</p>
        <GrillProductSummary products={products} />
      </section>

      <section aria-labelledby="grill-demo-cta-heading" className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="grill-demo-cta-heading" className="text-2xl font-bold">
              {GRILL_DEMO.ctaHeading}
            </h2>
            <p className="mt-2 max-w-2xl opacity-90">{GRILL_DEMO.ctaText}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg" className="bg-brand-amber text-brand-amber-foreground hover:bg-brand-amber/90">
              <Link href="/grill-cleaning#products">Shop Grill Cleaners</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
            >
              <a href="#contact">Talk to an Expert</a>
            </Button>
          </div>
        </div>
      </section>

      <ContactSection id="contact" source="grill-demo" defaultIndustry="grill" heading="Book a Live Grill Cleaning Demo" />
    </>
  );
}
