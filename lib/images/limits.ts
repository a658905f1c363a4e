// The numbers of the image tools (seed 001 §5, §9), shared by the server and the pages.

/** The largest image accepted, by upload or import: 10 MB. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_LABEL = "10MB";
/** Photo searches start at this many characters. */
export const MIN_SEARCH_CHARS = 3;
/** Results asked of a stock-photo provider per search. */
export const STOCK_PER_PAGE = 10;
/** Placeholders shown while the library loads. */
export const LIBRARY_PLACEHOLDERS = 8;
/** How long an import may take to answer and download, in milliseconds. */
export const IMPORT_TIMEOUT_MS = 15_000;

export const UPLOAD_HINT = `Supports JPEG, PNG, GIF, and WebP (max ${MAX_IMAGE_LABEL})`;
export const SEARCH_HINT = `Enter at least ${MIN_SEARCH_CHARS} characters to search professional photography`;

/** The categories of scanned and imported images (seed 001 §3). */
export const IMAGE_CATEGORIES = [
  "grill-cleaning",
  "brewery",
  "restaurant",
  "convenience-store",
  "industrial",
  "teak-furniture",
  "before-after",
  "products",
] as const;
export type ImageCategory = (typeof IMAGE_CATEGORIES)[number];

export const IMAGE_CATEGORY_LABELS: Record<ImageCategory, string> = {
  "grill-cleaning": "Grill Cleaning",
  brewery: "Brewery",
  restaurant: "Restaurant",
  "convenience-store": "Convenience Store",
  industrial: "Industrial",
  "teak-furniture": "Teak Furniture",
  "before-after": "Before & After",
  products: "Products",
};

/** Bytes as the library shows them: megabytes with two decimals. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
