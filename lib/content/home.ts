// The home page's content (seed 000 §2): hero slides, why-choose cards, testimonials, shop cards and
// the "Other Industries We Serve" cards.
import { siteConfig } from "@/lib/site-config";

export type HeroSlide = {
  id: string;
  label: string;
  description: string;
  href: string;
  external: boolean;
  /** Name of the lucide icon drawn on the slide (components/home/industry-icon.tsx). */
  icon: "beer" | "flame" | "store" | "factory" | "fan" | "anchor" | "waves" | "droplets";
  /** Two colours of the slide's background gradient. */
  tone: readonly [string, string];
};

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    id: "brewery",
    label: "Breweries & Beer Lines",
    description: "Acid and caustic line and tank cleaners that strip beerstone and protein without a hazmat label.",
    href: siteConfig.externalSites.brewery.url,
    external: true,
    icon: "beer",
    tone: ["#7c2d12", "#b45309"],
  },
  {
    id: "grill",
    label: "Grill & Oven Cleaning",
    description: "Cut baked-on carbon from grills, ovens and smokers at a 1:10 dilution.",
    href: siteConfig.externalSites.grill.url,
    external: true,
    icon: "flame",
    tone: ["#7f1d1d", "#c2410c"],
  },
  {
    id: "convenience",
    label: "Convenience Stores & Gas Stations",
    description: "Fuel-island, food-service and restroom cleaners in one low-hazard program.",
    href: siteConfig.externalSites.convenience.url,
    external: true,
    icon: "store",
    tone: ["#1e3a8a", "#0e7490"],
  },
  {
    id: "food-beverage",
    label: "Food & Beverage Plants",
    description: "CIP, membrane and processing-equipment cleaners that are safe for your sanitation crew.",
    href: "/food-beverage-chemicals",
    external: false,
    icon: "factory",
    tone: ["#14532d", "#15803d"],
  },
  {
    id: "hvac",
    label: "HVAC & Boiler Systems",
    description: "Descale boilers and heat exchangers and restore coil heat transfer without corrosive acids.",
    href: "/hvac-chemicals",
    external: false,
    icon: "fan",
    tone: ["#0c4a6e", "#0369a1"],
  },
  {
    id: "marine",
    label: "Marine & Shipping",
    description: "Hull, teak and deck cleaners that are kinder to crews, finishes and the water.",
    href: "/marine-chemicals",
    external: false,
    icon: "anchor",
    tone: ["#172554", "#1d4ed8"],
  },
  {
    id: "pool-spa",
    label: "Pool & Spa",
    description: "Remove scale, waterline scum and body oils with no muriatic acid on deck.",
    href: "/pool-spa",
    external: false,
    icon: "waves",
    tone: ["#155e75", "#0891b2"],
  },
  {
    id: "water",
    label: "Water Technologies",
    description: "Membrane cleaning, resin regeneration and wastewater maintenance with a 0-0-0 rating.",
    href: "/water-technologies",
    external: false,
    icon: "droplets",
    tone: ["#1e40af", "#0284c7"],
  },
];

/** Milliseconds between slides (seed 000 §9): faster on narrow screens. */
export const CAROUSEL_TIMING = { narrowMs: 2_500, wideMs: 4_000, breakpointPx: 1024, fadeMs: 1_000 } as const;

export const WHY_CHOOSE = [
  {
    title: "Uncompromised Power",
    text: "Professional-strength acid and caustic formulas that cut grease, scale and protein as fast as the hazardous chemicals they replace.",
  },
  {
    title: "Enhanced Safety",
    text: `Rated ${siteConfig.claims.hazmatRating} for health, flammability and instability: safer to store, handle and use, for your staff and your facility.`,
  },
  {
    title: "Cost Savings",
    text: `No hazmat shipping fees, ${siteConfig.claims.shippingSavings}, plus less protective equipment and simpler storage.`,
  },
] as const;

export type Testimonial = { quote: string; name: string; role: string };

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      "We switched our beer-line program over in a weekend. Lines come out clean, the staff stopped dreading cleaning day, and the hazmat charge is gone from every freight bill.",
    name: "Head Brewer",
    role: "Craft brewery, Wisconsin",
  },
  {
    quote:
      "Our hood and fryer areas used to need the harshest caustic we could buy. The degreaser does the same job and nobody has had a chemical burn since.",
    name: "Kitchen Operations Manager",
    role: "Restaurant group, 12 locations",
  },
  {
    quote:
      "Descaling the boilers and plate exchangers used to mean a hazmat delivery and a permit conversation. Now it is a normal pallet and a normal shift.",
    name: "Facilities Engineer",
    role: "Commercial HVAC contractor",
  },
];

/** Pixels the testimonial strip moves per press (seed 000 §9). */
export const TESTIMONIAL_SCROLL_PX = 320;

/** The six "Other Industries We Serve" cards: each opens the contact page for that industry. */
export const OTHER_INDUSTRY_CARDS = [
  { industry: "food-beverage", title: "Food & Beverage", text: "Processing equipment, CIP systems, membranes and resin." },
  { industry: "hvac", title: "HVAC & Boilers", text: "Coils, boilers, chillers and heat exchangers." },
  { industry: "marine", title: "Marine & Shipping", text: "Hulls, teak, decks and holding tanks." },
  { industry: "water-technologies", title: "Water Technologies", text: "RO and UF membranes, resin beds and wastewater." },
  { industry: "agriculture", title: "Agriculture", text: "Dairy pipelines, poultry houses, livestock barns and irrigation." },
  { industry: "pool-spa", title: "Pool & Spa", text: "Scale, waterline scum and oils in pools and spas." },
] as const;

/** Delay before the home page scrolls to the wizard when another page asked for it (seed 000 §9). */
export const SCROLL_TO_WIZARD_DELAY_MS = 100;
