// The industry pages a product appears on, for "Used in" on its product page: the industry pages whose
// applications name it (lib/content/industries) and the page of its own line (pool, grill, brewery,
// convenience store). Pure.
import type { ProductCategory } from "@/lib/generated/prisma/enums";
import { INDUSTRIES } from "./industries";
import type { NavLink } from "./navigation";

const LINE_PAGES: Partial<Record<ProductCategory, NavLink>> = {
  POOL_SPA: { label: "Pool & Spa", href: "/pool-spa" },
  GRILL_CLEANING: { label: "Grill Cleaning", href: "/grill-cleaning" },
  BEER_LINE_BREWERY: { label: "Breweries", href: "/brewery-cleaning" },
  CONVENIENCE_STORE: { label: "Convenience Stores", href: "/convenience-store" },
  FOOD_BEVERAGE: { label: "Food & Beverage Plants", href: "/food-beverage-chemicals" },
  HVAC: { label: "HVAC & Boiler Systems", href: "/hvac-chemicals" },
  MARINE: { label: "Marine & Shipping", href: "/marine-chemicals" },
  WATER_TREATMENT: { label: "Water Technologies", href: "/water-technologies" },
};

const BY_INDUSTRY = INDUSTRIES.map((industry) => ({
  link: { label: industry.name, href: industry.path } satisfies NavLink,
  itemNumbers: new Set(industry.applications.map((application) => application.itemNumber)),
}));

/** The industry pages that use the product with this item number, its own line's page first. */
export function industriesUsing(itemNumber: string, category: ProductCategory): NavLink[] {
  const links: NavLink[] = [];
  const line = LINE_PAGES[category];
  if (line) links.push(line);
  for (const { link, itemNumbers } of BY_INDUSTRY) {
    if (itemNumbers.has(itemNumber) && !links.some((known) => known.href === link.href)) links.push(link);
  }
  return links;
}
