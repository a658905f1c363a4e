// The convenience store page's product filter (seed 001 §2, §9): a lowercase substring match of the
// chosen button's id against the product's category or name; "all" shows everything.

export const CONVENIENCE_FILTERS = [
  { id: "all", label: "All Solutions" },
  { id: "fuel", label: "Fuel Systems" },
  { id: "food", label: "Food Service" },
  { id: "general", label: "General Cleaning" },
] as const;

export type ConvenienceFilterId = (typeof CONVENIENCE_FILTERS)[number]["id"];

export const DEFAULT_CONVENIENCE_FILTER: ConvenienceFilterId = "all";

export type Filterable = { name: string; category: string };

export function matchesConvenienceFilter(product: Filterable, filterId: string): boolean {
  const wanted = filterId.trim().toLowerCase();
  if (wanted === "all") return true;
  return product.category.toLowerCase().includes(wanted) || product.name.toLowerCase().includes(wanted);
}

/** The products a filter button shows, in their original order. */
export function filterConvenienceProducts<T extends Filterable>(products: readonly T[], filterId: string): T[] {
  return products.filter((product) => matchesConvenienceFilter(product, filterId));
}
