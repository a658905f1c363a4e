// The routes search engines may index, for app/sitemap.ts, and the ones they must not crawl, for
// app/robots.ts. Both lists come from the route tables of the two seeds (000 §2, 001 §2), plus the
// shop's own policy pages (shipping and returns, terms of sale).
import type { MetadataRoute } from "next";

type ChangeFrequency = NonNullable<MetadataRoute.Sitemap[number]["changeFrequency"]>;

export type PublicRoute = {
  path: string;
  changeFrequency: ChangeFrequency;
  /** 0.0 to 1.0, relative to the site's other pages. */
  priority: number;
};

const INDUSTRY_PAGES = [
  "/food-beverage-chemicals",
  "/hvac-chemicals",
  "/marine-chemicals",
  "/water-technologies",
  "/agriculture-chemicals",
] as const;

const CONTACT_VARIANTS = ["agriculture", "food-beverage", "hvac", "marine", "pool-spa", "water-technologies"] as const;

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/products", changeFrequency: "weekly", priority: 0.9 },
  ...INDUSTRY_PAGES.map((path): PublicRoute => ({ path, changeFrequency: "monthly", priority: 0.9 })),
  { path: "/pool-spa", changeFrequency: "monthly", priority: 0.9 },
  { path: "/pool-spa-descaler", changeFrequency: "monthly", priority: 0.8 },
  { path: "/pool-spa-oil-scum-remover", changeFrequency: "monthly", priority: 0.8 },
  { path: "/food-service", changeFrequency: "monthly", priority: 0.8 },
  { path: "/restaurant-cleaning", changeFrequency: "monthly", priority: 0.8 },
  { path: "/restaurants", changeFrequency: "monthly", priority: 0.7 },
  { path: "/convenience-store", changeFrequency: "monthly", priority: 0.8 },
  { path: "/grill-cleaning", changeFrequency: "monthly", priority: 0.8 },
  { path: "/grill-demo", changeFrequency: "monthly", priority: 0.6 },
  { path: "/brewery-cleaning", changeFrequency: "monthly", priority: 0.8 },
  { path: "/brewery-case-studies", changeFrequency: "monthly", priority: 0.7 },
  { path: "/brewery-case-studies/beer-line-cleaners", changeFrequency: "monthly", priority: 0.6 },
  { path: "/brewery-case-studies/craft-brewers", changeFrequency: "monthly", priority: 0.6 },
  { path: "/brewery-case-studies/home-brewers", changeFrequency: "monthly", priority: 0.6 },
  { path: "/technology", changeFrequency: "monthly", priority: 0.7 },
  { path: "/interactive-demo", changeFrequency: "monthly", priority: 0.5 },
  { path: "/about", changeFrequency: "yearly", priority: 0.6 },
  { path: "/contact", changeFrequency: "yearly", priority: 0.7 },
  ...CONTACT_VARIANTS.map((industry): PublicRoute => ({ path: `/contact/${industry}`, changeFrequency: "yearly", priority: 0.5 })),
  { path: "/sds", changeFrequency: "monthly", priority: 0.6 },
  { path: "/shipping-and-returns", changeFrequency: "yearly", priority: 0.4 },
  { path: "/terms-of-sale", changeFrequency: "yearly", priority: 0.3 },
  { path: "/privacy-policy", changeFrequency: "yearly", priority: 0.3 },
];

/**
 * Public pages left out of the sitemap because their canonical address is another page: the older
 * industry pages point to the newer ones, and a sitemap lists canonical addresses only.
 */
export const NON_CANONICAL_ROUTES: readonly { path: string; canonical: string }[] = [
  { path: "/hvac", canonical: "/hvac-chemicals" },
  { path: "/marine", canonical: "/marine-chemicals" },
  { path: "/agriculture", canonical: "/agriculture-chemicals" },
];

/** Staff, checkout and API paths: disallowed for crawlers (robots.txt), never in the sitemap. */
export const DISALLOWED_PATHS: readonly string[] = [
  "/admin",
  "/admin-orders",
  "/image-manager",
  "/background-selector",
  "/checkout",
  "/thank-you",
  "/api/",
  "/paypal-test",
  "/quotes/",
];

/**
 * Internal pages that are reachable but not for search engines: they carry `noindex` rather than a
 * robots.txt rule (a crawler must be able to fetch a page to see its noindex).
 */
export const UNLISTED_PATHS: readonly string[] = ["/navigation-test", "/icon-test"];
