import { FlagIcon, FlaskConicalIcon, LeafIcon, ShieldCheckIcon, TruckIcon, type LucideIcon } from "lucide-react";
import { ContactSection } from "@/components/contact/contact-section";
import { WizardFlagLink } from "@/components/marketing/wizard-flag-link";
import { JsonLd } from "@/components/seo/json-ld";
import { ScrollToDemo } from "@/components/technology/scroll-to-demo";
import { VideoEmbed } from "@/components/technology/video-embed";
import { Button } from "@/components/ui/button";
import { demoVideoPlays, technologyDemoCopy } from "@/lib/content/demos";
import { DEMO_VIDEOS } from "@/lib/content/wizard";
import { breadcrumbJsonLd, type JsonLdObject } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

const PATH = "/technology";
const TITLE = `${siteConfig.productLine} Technology: Low-Hazard Acid & Caustic Cleaning`;
/** Without the demo videos configured, the page offers the live demo instead of promising a video. */
const COPY = technologyDemoCopy({ acid: demoVideoPlays("acid"), caustic: demoVideoPlays("caustic") });
const DESCRIPTION = COPY.description;

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: PATH,
  keywords: ["0-0-0 hazard rating", "low-hazard acid cleaner", "low-hazard caustic cleaner", "non-hazmat cleaning chemicals", "NFPA 704"],
});

/** The two chemistries, in the words a facility manager would use. */
const CHEMISTRIES = [
  {
    name: "Acid cleaners",
    removes: "Mineral scale, lime, rust, urine scale and beer stone",
    how: "Scale is mostly calcium and magnesium carbonate: minerals that water cannot carry away. An acid reacts with them and turns them into salts that dissolve, so the deposit loosens and rinses off with water. The test is simple: an egg shell is almost pure calcium carbonate.",
  },
  {
    name: "Caustic cleaners",
    removes: "Grease, oils, carbonized food soil, protein and fuel residue",
    how: "Alkaline cleaners split fats and oils into soap-like compounds that mix with water, and they swell and loosen protein and baked-on soil. Wetting agents get under the film so it lifts instead of smearing, which is why a caustic can take diesel off a surface.",
  },
] as const;

/** NFPA 704: the three numbers on the diamond, and what a zero means in each. */
const RATING = [
  { label: "Health", value: "0", meaning: "No hazard beyond that of ordinary materials; no special precautions are called for." },
  { label: "Flammability", value: "0", meaning: "Will not burn under typical fire conditions." },
  { label: "Instability", value: "0", meaning: "Normally stable, even in a fire, and does not react with water." },
] as const;

const FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: ShieldCheckIcon,
    title: `Rated ${siteConfig.claims.hazmatRating}`,
    text: "Health, flammability and instability all rated 0, so crews can store and handle the products without the precautions that traditional acids and caustics demand.",
  },
  {
    icon: TruckIcon,
    title: siteConfig.claims.noHazmatFees,
    text: `Products ship as ordinary freight instead of dangerous goods: ${siteConfig.claims.shippingSavings}.`,
  },
  {
    icon: LeafIcon,
    title: "Biodegradable in 10 days or less",
    text: "What goes down the drain after cleaning breaks down quickly, instead of lingering in wastewater systems.",
  },
  {
    icon: FlagIcon,
    title: siteConfig.claims.americanMade,
    text: "Formulated and produced in the United States, with short supply lines to American businesses.",
  },
];

const DEMOS = [
  {
    key: "acid",
    video: DEMO_VIDEOS.acid,
    caption: COPY.captions.acid,
  },
  {
    key: "caustic",
    video: DEMO_VIDEOS.caustic,
    caption: COPY.captions.caustic,
  },
] as const;

function techArticleJsonLd(): JsonLdObject {
  const url = new URL(PATH, siteConfig.url).toString();
  const organization = { "@type": "Organization", name: siteConfig.companyName, url: siteConfig.url };
  return {
    "@context": "https://schema.org",
    "@type": "TechArticle",
    headline: `The Science Behind ${siteConfig.productLine}`,
    description: DESCRIPTION,
    url,
    mainEntityOfPage: url,
    inLanguage: "en-US",
    about: ["Acid cleaning chemistry", "Caustic cleaning chemistry", "NFPA 704 hazard rating"],
    author: organization,
    publisher: organization,
  };
}

export default function TechnologyPage() {
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: "Home", path: "/" },
            { name: "Technology", path: PATH },
          ]),
          techArticleJsonLd(),
        ]}
      />
      <ScrollToDemo targetId="demos" />

      <section aria-labelledby="technology-heading" className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <p className="text-sm font-semibold tracking-wide uppercase opacity-90">{siteConfig.productLine} Technology</p>
          <h1 id="technology-heading" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Serious cleaning chemistry with a <span className="whitespace-nowrap">{siteConfig.claims.hazmatRating}</span> hazard rating
          </h1>
          <p className="mt-4 max-w-2xl text-lg opacity-90">
            {siteConfig.productLine} acid and caustic cleaners do the work of traditional descalers and degreasers while staying safe to
            handle, store and ship. {COPY.heroLine}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg" variant="secondary">
              <a href="#demos">{COPY.demosButton}</a>
            </Button>
            <WizardFlagLink
              size="lg"
              variant="outline"
              className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground"
            >
              Find my solution
            </WizardFlagLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="science-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="science-heading" className="text-3xl font-bold tracking-tight">
          The Science Behind {siteConfig.productLine}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
          Every cleaner works the same way at heart: it changes the soil so that water can carry it away. Traditional products get there
          with extreme strength, which brings burns, fumes and hazmat paperwork. {siteConfig.productLine} products use the same two families
          of chemistry, formulated to stay non-flammable, stable and safe to handle at use dilution.
        </p>

        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {CHEMISTRIES.map((chemistry) => (
            <article key={chemistry.name} className="rounded-xl border bg-card p-6 shadow-xs">
              <div className="flex items-center gap-3">
                <FlaskConicalIcon className="size-6 shrink-0 text-brand-green" aria-hidden />
                <h3 className="text-xl font-semibold">{chemistry.name}</h3>
              </div>
              <p className="mt-3 text-sm font-medium text-primary">Removes: {chemistry.removes}</p>
              <p className="mt-3 text-muted-foreground">{chemistry.how}</p>
            </article>
          ))}
        </div>

        <div className="mt-12 rounded-xl bg-brand-green-soft p-6 sm:p-8">
          <h3 className="text-xl font-semibold">What {siteConfig.claims.hazmatRating} means</h3>
          <p className="mt-2 max-w-3xl text-muted-foreground">
            The NFPA 704 diamond on a container rates a chemical from 0 (minimal hazard) to 4 (severe hazard) in three categories.{" "}
            {siteConfig.productLine} products score 0 in all three, and because they are neither flammable nor corrosive at the levels that
            trigger transport rules, they travel as ordinary freight.
          </p>
          <dl className="mt-6 grid gap-4 sm:grid-cols-3">
            {RATING.map((item) => (
              <div key={item.label} className="rounded-lg bg-background p-4 shadow-xs">
                <dt className="flex items-baseline justify-between gap-2 font-semibold">
                  {item.label}
                  <span className="text-3xl font-bold text-brand-green">{item.value}</span>
                </dt>
                <dd className="mt-1 text-sm text-muted-foreground">{item.meaning}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
            Built safer from the start
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-card p-6 shadow-xs">
                <Icon className="size-8 text-brand-green" aria-hidden />
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="demos" aria-labelledby="demos-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="demos-heading" className="text-3xl font-bold tracking-tight">
          See it work: live demos
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{COPY.demosIntro}</p>
        <div className="mt-8 grid gap-8 md:grid-cols-2">
          {DEMOS.map((demo) => (
            <figure key={demo.key} data-testid={`demo-${demo.key}`}>
              <VideoEmbed videoId={demo.video.id} title={demo.video.title} />
              <figcaption className="mt-3 text-sm text-muted-foreground">{demo.caption}</figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section aria-labelledby="next-step-heading" className="bg-brand-navy text-brand-navy-foreground">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="next-step-heading" className="text-2xl font-bold">
              Which product fits your job?
            </h2>
            <p className="mt-2 max-w-2xl opacity-90">
              Tell the product finder your industry and application and it recommends the {siteConfig.productLine} cleaner for it.
            </p>
          </div>
          <WizardFlagLink size="lg" className="bg-brand-amber text-brand-amber-foreground hover:bg-brand-amber/90">
            Start the product finder
          </WizardFlagLink>
        </div>
      </section>

      <ContactSection id="contact" source="technology" />
    </>
  );
}
