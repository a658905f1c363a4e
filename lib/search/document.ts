// What site search reads of a product: its search document, the texts of each weight. Pure; written to
// Product.searchVector by write.ts. The weights rank a match: A (name, item numbers) highest, then
// B (applications, industries, category), C (benefits), D (description, chemical family).
import type { ChemicalType, ProductCategory } from "@/lib/generated/prisma/enums";
import { CHEMICAL_FAMILY_LABEL, categoryLabel } from "@/lib/content/categories";
import { industriesUsing } from "@/lib/content/product-industries";

export type SearchWeight = "A" | "B" | "C" | "D";

export type SearchDocument = Record<SearchWeight, string>;

/** The fields of a product (and its sizes) its document is made of. */
export type SearchSource = {
  name: string;
  itemNumber: string;
  category: ProductCategory;
  chemicalType: ChemicalType;
  description: string;
  benefits: readonly string[];
  applications: readonly string[];
  sizes: readonly { itemNumber: string }[];
};

/**
 * An item number as search words: its parts and all of them run together, "TZ-MD-101-5G" →
 * "TZ MD 101 5G TZMD1015G". PostgreSQL's parser would make "-5" and "g" of "101-5G"; split like this, the
 * document holds the same words as a query for "TZ-MD-101" (query.ts) or "tzmd101".
 */
export function itemNumberWords(itemNumber: string): string {
  const parts = itemNumber.match(/[\p{L}\p{N}]+/gu) ?? [];
  return parts.length > 1 ? `${parts.join(" ")} ${parts.join("")}` : parts.join("");
}

/**
 * A product's search document. The industries are content, not columns: the names of the industry pages
 * that use it (lib/content/product-industries.ts, e.g. "Marine & Shipping"), so "marine" finds the
 * hull cleaner.
 */
export function searchDocument(product: SearchSource): SearchDocument {
  const itemNumbers = [...new Set([product.itemNumber, ...product.sizes.map((size) => size.itemNumber)])];
  const industries = industriesUsing(product.itemNumber, product.category).map((industry) => industry.label);
  return {
    A: [product.name, ...itemNumbers.map(itemNumberWords)].join("\n"),
    B: [...product.applications, ...industries, categoryLabel(product.category)].join("\n"),
    C: product.benefits.join("\n"),
    D: [product.description, CHEMICAL_FAMILY_LABEL[product.chemicalType]].join("\n"),
  };
}
