// Stock-photo providers (seed 001 §3, §7): what each answers under which key, with the fields the
// pages read, and one shape the pages show. Shared by the route handlers and the browser.
import { z } from "zod";
import { IMAGE_CATEGORIES, MIN_SEARCH_CHARS, SEARCH_HINT, STOCK_PER_PAGE, type ImageCategory } from "./limits";

export const STOCK_PROVIDERS = ["unsplash", "pexels", "pixabay", "dreamstime"] as const;
export type StockProvider = (typeof STOCK_PROVIDERS)[number];

export const STOCK_PROVIDER_INFO = {
  unsplash: { label: "Unsplash", answerKey: "results", envKey: "UNSPLASH_ACCESS_KEY" },
  pexels: { label: "Pexels", answerKey: "photos", envKey: "PEXELS_API_KEY" },
  pixabay: { label: "Pixabay", answerKey: "hits", envKey: "PIXABAY_API_KEY" },
  dreamstime: { label: "Dreamstime", answerKey: "images", envKey: "DREAMSTIME_API_KEY" },
} as const satisfies Record<StockProvider, { label: string; answerKey: string; envKey: string }>;

export const notConfiguredMessage = (provider: StockProvider) => `${STOCK_PROVIDER_INFO[provider].label} is not configured`;

/** What each category of the Curated and Pixabay tabs asks the provider for. */
export const CURATED_QUERIES: Record<ImageCategory, string> = {
  "grill-cleaning": "grill cleaning",
  brewery: "brewery tanks",
  restaurant: "restaurant kitchen",
  "convenience-store": "convenience store",
  industrial: "industrial cleaning",
  "teak-furniture": "teak furniture",
  "before-after": "cleaning before after",
  products: "cleaning products",
};

export const searchQuerySchema = z.object({
  query: z.string({ error: SEARCH_HINT }).trim().min(MIN_SEARCH_CHARS, SEARCH_HINT).max(100, "Use at most 100 characters"),
  per_page: z.coerce.number().int().min(1).max(30).default(STOCK_PER_PAGE),
});

export const curatedQuerySchema = z.object({
  category: z.enum(IMAGE_CATEGORIES, { error: `Choose one of: ${IMAGE_CATEGORIES.join(", ")}` }),
  per_page: z.coerce.number().int().min(1).max(30).default(STOCK_PER_PAGE),
});

// The provider fields the pages read (seed 001 §3); anything else the provider sends is dropped.
const text = z.string().nullish();
const size = z.number().int().nonnegative().nullish();

export const unsplashPhotoSchema = z.object({
  id: z.string(),
  alt_description: text,
  description: text,
  width: size,
  height: size,
  urls: z.object({ small: z.url(), regular: z.url() }),
  user: z.object({ name: text }).nullish(),
});
export const pexelsPhotoSchema = z.object({
  id: z.union([z.number(), z.string()]),
  alt: text,
  photographer: text,
  width: size,
  height: size,
  src: z.object({ medium: z.url(), large: z.url() }),
});
export const pixabayHitSchema = z.object({
  id: z.union([z.number(), z.string()]),
  tags: text,
  user: text,
  views: z.number().nullish(),
  webformatURL: z.url(),
  largeImageURL: z.url(),
});
export const dreamstimeImageSchema = z.object({
  id: z.union([z.number(), z.string()]),
  preview_url: z.url(),
  thumb_url: z.url(),
  title: text,
  preview_width: size,
  preview_height: size,
});

export const STOCK_ITEM_SCHEMAS = {
  unsplash: unsplashPhotoSchema,
  pexels: pexelsPhotoSchema,
  pixabay: pixabayHitSchema,
  dreamstime: dreamstimeImageSchema,
} as const;

/** One photo as the pages show it, whichever provider it came from. */
export type StockPhoto = {
  provider: StockProvider;
  id: string;
  thumbUrl: string;
  fullUrl: string;
  alt: string;
  credit: string | null;
  width: number | null;
  height: number | null;
};

function toStockPhoto(provider: StockProvider, item: unknown): StockPhoto | null {
  switch (provider) {
    case "unsplash": {
      const p = unsplashPhotoSchema.safeParse(item);
      if (!p.success) return null;
      const d = p.data;
      return {
        provider,
        id: d.id,
        thumbUrl: d.urls.small,
        fullUrl: d.urls.regular,
        alt: d.alt_description ?? d.description ?? "Unsplash photo",
        credit: d.user?.name ?? null,
        width: d.width ?? null,
        height: d.height ?? null,
      };
    }
    case "pexels": {
      const p = pexelsPhotoSchema.safeParse(item);
      if (!p.success) return null;
      const d = p.data;
      return {
        provider,
        id: String(d.id),
        thumbUrl: d.src.medium,
        fullUrl: d.src.large,
        alt: d.alt || "Pexels photo",
        credit: d.photographer ?? null,
        width: d.width ?? null,
        height: d.height ?? null,
      };
    }
    case "pixabay": {
      const p = pixabayHitSchema.safeParse(item);
      if (!p.success) return null;
      const d = p.data;
      return {
        provider,
        id: String(d.id),
        thumbUrl: d.webformatURL,
        fullUrl: d.largeImageURL,
        alt: d.tags || "Pixabay image",
        credit: d.user ?? null,
        width: null,
        height: null,
      };
    }
    case "dreamstime": {
      const p = dreamstimeImageSchema.safeParse(item);
      if (!p.success) return null;
      const d = p.data;
      return {
        provider,
        id: String(d.id),
        thumbUrl: d.thumb_url,
        fullUrl: d.preview_url,
        alt: d.title || "Dreamstime image",
        credit: null,
        width: d.preview_width ?? null,
        height: d.preview_height ?? null,
      };
    }
  }
}

/** The photos of a provider's answer (`{ results }`, `{ photos }`, `{ hits }` or `{ images }`); malformed items are skipped. */
export function stockPhotos(provider: StockProvider, answer: unknown): StockPhoto[] {
  const key = STOCK_PROVIDER_INFO[provider].answerKey;
  const list = answer && typeof answer === "object" && key in answer ? (answer as Record<string, unknown>)[key] : [];
  return (Array.isArray(list) ? list : []).map((item) => toStockPhoto(provider, item)).filter((photo) => photo !== null);
}

/** Only the provider fields the pages read, for the route handlers to pass on. */
export function pickStockItems(provider: StockProvider, list: unknown): unknown[] {
  const schema = STOCK_ITEM_SCHEMAS[provider];
  return (Array.isArray(list) ? list : []).flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
