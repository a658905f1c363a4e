// The catalog's categories: the id stored in the database and the label shoppers read.
import type { ProductCategory } from "@/lib/generated/prisma/enums";

export type CategoryInfo = {
  id: ProductCategory;
  label: string;
  /// Shown in the catalog's dropdown (seed 001 §2); the pool line is sold from its own pages.
  inDropdown: boolean;
  /// Categories sold by a sister site open that site instead of filtering (see site-config).
  externalSite?: "grill" | "brewery" | "convenience";
};

export const CATEGORIES: readonly CategoryInfo[] = [
  { id: "GRILL_CLEANING", label: "Grill Cleaning Products", inDropdown: true, externalSite: "grill" },
  { id: "BEER_LINE_BREWERY", label: "Beer Line & Brewery Cleaning", inDropdown: true, externalSite: "brewery" },
  { id: "CONVENIENCE_STORE", label: "Convenience Store Cleaning", inDropdown: true, externalSite: "convenience" },
  { id: "FOOD_BEVERAGE", label: "Food/Beverage Industry Solutions", inDropdown: true },
  { id: "WATER_TREATMENT", label: "Water Treatment Solutions", inDropdown: true },
  { id: "HVAC", label: "HVAC Cleaning Solutions", inDropdown: true },
  { id: "MARINE", label: "Marine Vessel Cleaning", inDropdown: true },
  { id: "INDUSTRIAL", label: "Industrial Applications", inDropdown: true },
  { id: "POOL_SPA", label: "Pool & Spa", inDropdown: false },
] as const;

export const ALL_CATEGORIES_LABEL = "All Categories";

export function categoryLabel(id: ProductCategory): string {
  const found = CATEGORIES.find((c) => c.id === id);
  if (!found) throw new Error(`Unknown category ${id}`);
  return found.label;
}

/** Finds a category by its label (as the API path carries it) or by its id; case-insensitive. */
export function findCategory(nameOrId: string): CategoryInfo | undefined {
  const wanted = nameOrId.trim().toLowerCase();
  return CATEGORIES.find((c) => c.label.toLowerCase() === wanted || c.id.toLowerCase() === wanted);
}

/** The chemical family as a buyer reads it on a product page. */
export const CHEMICAL_FAMILY_LABEL: Record<"caustic" | "acid", string> = {
  caustic: "Alkaline (caustic) cleaner",
  acid: "Acid cleaner",
};
