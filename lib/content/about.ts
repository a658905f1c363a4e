// The about page: who the company is, what the 0-0-0 rating means, and where the products are used.
// Only the claims of the seeds (000 §1, 001 §9) appear here; no founding dates, names or certifications.
import { siteConfig } from "@/lib/site-config";

export type AboutRating = { label: string; value: "0"; meaning: string };
export type AboutFact = { value: string; label: string };
export type AboutIndustry = {
  name: string;
  description: string;
  /** A page of this site, or the sister shop that serves the sector. */
  href: string;
  external?: boolean;
};

export const ABOUT_INTRO: readonly string[] = [
  `${siteConfig.companyName} makes the ${siteConfig.productLine} line of industrial and commercial cleaning chemicals: acid and caustic cleaners that do the heavy work of descaling and degreasing while staying safe to handle, store and ship.`,
  `Traditional cleaners get their strength from being dangerous. They burn skin, give off fumes and have to travel as hazardous materials, with the paperwork and surcharges that brings. We formulate ours so that every product carries a ${siteConfig.claims.hazmatRating} hazard rating, and we back them with a 30-day money-back, risk-free trial.`,
];

export const ABOUT_RATING_INTRO = `${siteConfig.claims.hazmatRating} refers to the NFPA 704 "fire diamond", the hazard label used by fire departments and safety teams. It rates a chemical from 0 (minimal) to 4 (severe) in three categories. Every ${siteConfig.productLine} product scores zero in all three.`;

export const ABOUT_RATING: readonly AboutRating[] = [
  { label: "Health", value: "0", meaning: "No hazard beyond that of ordinary materials; no special precautions are called for." },
  { label: "Flammability", value: "0", meaning: "Will not burn under typical fire conditions." },
  { label: "Instability", value: "0", meaning: "Normally stable, even in a fire, and does not react with water." },
];

export const ABOUT_RATING_OUTCOME = `Because the products are not flammable or corrosive enough to be regulated as dangerous goods, they ship as ordinary freight: ${siteConfig.claims.noHazmatFees.toLowerCase()}, ${siteConfig.claims.shippingSavings}.`;

export const ABOUT_MADE_IN_USA: readonly string[] = [
  `${siteConfig.productLine} products are ${siteConfig.claims.americanMade}: formulated and produced in the United States.`,
  "Domestic production keeps supply lines short and lets us answer questions about a formula directly, from the people who make it.",
];

export const ABOUT_FACTS: readonly AboutFact[] = [
  { value: "1000+", label: "restaurants use our products" },
  { value: "Up to 60%", label: "cost reduction" },
  { value: "75%", label: "time savings" },
  { value: "30-day", label: "money-back, risk-free trial" },
];

export const ABOUT_INDUSTRIES: readonly AboutIndustry[] = [
  { name: "Food service", description: "Restaurant and commercial kitchens, hoods, floors and restrooms.", href: "/food-service" },
  {
    name: "Food & beverage plants",
    description: "Processing equipment, membranes and resin regeneration.",
    href: "/food-beverage-chemicals",
  },
  { name: "HVAC & boilers", description: "Coils, boilers, heat exchangers and cooling towers.", href: "/hvac-chemicals" },
  { name: "Marine & shipping", description: "Hulls, teak, decks and holding tanks.", href: "/marine-chemicals" },
  { name: "Water technologies", description: "Wastewater, descaling, membranes, ponds and fountains.", href: "/water-technologies" },
  { name: "Agriculture", description: "Dairy pipelines, poultry housing, livestock and irrigation.", href: "/agriculture-chemicals" },
  { name: "Pool & spa", description: "Waterline scale, oil and scum lines.", href: "/pool-spa" },
  {
    name: "Breweries & beer lines",
    description: `${siteConfig.externalSites.brewery.description}.`,
    href: siteConfig.externalSites.brewery.url,
    external: true,
  },
  {
    name: "Convenience stores & gas stations",
    description: `${siteConfig.externalSites.convenience.description}.`,
    href: siteConfig.externalSites.convenience.url,
    external: true,
  },
  {
    name: "Grill & oven cleaning",
    description: `${siteConfig.externalSites.grill.description}.`,
    href: siteConfig.externalSites.grill.url,
    external: true,
  },
];
