// The industry landing pages (seed 001 §2 "Industry landing pages"): one typed content file per
// industry, read by components/industry/industry-landing.tsx (the full page) and
// components/industry/industry-summary.tsx (the older, shorter /hvac, /marine and /agriculture pages).
// Applications name their catalog product by item number; the pages resolve it against the catalog as the
// database holds it (lib/catalog/offers.ts), so names and prices are the shop's own.
import type { ProductView } from "@/lib/catalog/read";
import type { ContactIndustry } from "@/lib/leads/schemas";
import { formatUsd, toCents } from "@/lib/domain/money";
import { AGRICULTURE } from "./agriculture";
import { FOOD_BEVERAGE } from "./food-beverage";
import { HVAC } from "./hvac";
import { MARINE } from "./marine";
import { WATER_TECHNOLOGIES } from "./water-technologies";

export type IndustryId = "food-beverage" | "hvac" | "marine" | "water-technologies" | "agriculture";

export type IndustryPath =
  "/food-beverage-chemicals" | "/hvac-chemicals" | "/marine-chemicals" | "/water-technologies" | "/agriculture-chemicals";

/** The older, simpler pages that survive next to the newer ones (canonical = the newer page). */
export type OlderIndustryPath = "/hvac" | "/marine" | "/agriculture";

/** Lucide icons the pages may draw; the component maps each name to its icon. */
export type IndustryIconName =
  | "fan"
  | "flame"
  | "thermometer"
  | "droplets"
  | "waves"
  | "anchor"
  | "sailboat"
  | "armchair"
  | "container"
  | "fuel"
  | "factory"
  | "recycle"
  | "filter"
  | "flask"
  | "shower"
  | "milk"
  | "bird"
  | "tractor"
  | "sprout"
  | "gauge"
  | "shield"
  | "truck"
  | "leaf"
  | "flag"
  | "clock"
  | "headset";

export type IndustryApplication = {
  /** Unique within the industry; also the card's DOM id suffix. */
  id: string;
  title: string;
  description: string;
  /** Equipment or places where the job is done. */
  uses: readonly string[];
  /** Item number of the catalog product that serves it (read from the database, lib/catalog/offers.ts). */
  itemNumber: string;
  icon: IndustryIconName;
};

export type IndustryFaq = { question: string; answer: string };

export type IndustryContent = {
  id: IndustryId;
  path: IndustryPath;
  olderPath?: OlderIndustryPath;
  /** Short name for breadcrumbs and headings: "HVAC & Boiler Systems". */
  name: string;
  /** Preselects the consultation form's industry. */
  contactIndustry: ContactIndustry;
  seo: { title: string; description: string; keywords: readonly string[] };
  hero: { heading: string; intro: string };
  /** Three or four headline figures under the hero; every one is a claim the seeds make. */
  stats: readonly { value: string; label: string }[];
  applicationsHeading: string;
  applicationsIntro: string;
  applications: readonly IndustryApplication[];
  benefitsHeading: string;
  benefits: readonly string[];
  whyChooseHeading: string;
  whyChoose: readonly { title: string; text: string; icon: IndustryIconName }[];
  /** Exactly three: shown on the page and written as FAQPage structured data. */
  faqs: readonly [IndustryFaq, IndustryFaq, IndustryFaq];
  /** The industry's lead product line, written as Product structured data. */
  productLine: { name: string; description: string };
  service: { name: string; serviceType: string; description: string };
  contact: { heading: string; description: string };
  /** The older page: its own h1 and the applications it shows (3 or 4). */
  summary?: { title: string; description: string; heading: string; intro: string; applicationIds: readonly string[] };
};

export const INDUSTRIES: readonly IndustryContent[] = [FOOD_BEVERAGE, HVAC, MARINE, WATER_TECHNOLOGIES, AGRICULTURE];

export { AGRICULTURE, FOOD_BEVERAGE, HVAC, MARINE, WATER_TECHNOLOGIES };

/** The catalog on sale by item number (lib/catalog/offers.ts, catalogByItem). */
export type CatalogByItem = ReadonlyMap<string, ProductView>;

export type ResolvedApplication = IndustryApplication & { product: ProductView };

/** The applications with their products; one whose product staff took off sale is left out. */
export function industryApplications(industry: IndustryContent, products: CatalogByItem): ResolvedApplication[] {
  return industry.applications.flatMap((application) => {
    const product = products.get(application.itemNumber);
    return product ? [{ ...application, product }] : [];
  });
}

/** The applications the older page shows, in the order it lists them. */
export function summaryApplications(industry: IndustryContent, products: CatalogByItem): ResolvedApplication[] {
  const all = industryApplications(industry, products);
  const ids = industry.summary?.applicationIds ?? all.slice(0, 4).map((a) => a.id);
  return ids.flatMap((id) => all.find((a) => a.id === id) ?? []);
}

/** "$54.99 per gallon" */
export function unitPrice(product: Pick<ProductView, "pricePerGallon" | "priceUnit">): string {
  return `${formatUsd(toCents(product.pricePerGallon))} per ${product.priceUnit}`;
}
