import { describe, expect, it } from "vitest";
import robots from "@/app/robots";
import { sitemapEntries } from "@/lib/seo/sitemap";
import { DISALLOWED_PATHS, NON_CANONICAL_ROUTES, PUBLIC_ROUTES, UNLISTED_PATHS } from "@/lib/seo/public-routes";

// The route tables of seed 000 §2 and seed 001 §2, as the seeds write them.
const STANDARD_PAGES = [
  "/",
  "/about",
  "/contact",
  "/products",
  "/grill-cleaning",
  "/grill-demo",
  "/brewery-case-studies",
  "/restaurant-cleaning",
  "/convenience-store",
  "/restaurants",
  "/food-service",
  "/food-beverage-chemicals",
  "/hvac-chemicals",
  "/marine-chemicals",
  "/water-technologies",
  "/agriculture-chemicals",
  "/pool-spa-descaler",
  "/pool-spa-oil-scum-remover",
  "/checkout",
  "/thank-you",
  "/technology",
  "/hvac",
  "/marine",
  "/agriculture",
  "/privacy-policy",
  "/navigation-test",
  "/admin",
  "/admin-orders",
  "/background-selector",
  "/image-manager",
];
const CONTACT_VARIANTS = [
  "/contact/agriculture",
  "/contact/food-beverage",
  "/contact/hvac",
  "/contact/marine",
  "/contact/pool-spa",
  "/contact/water-technologies",
];
const BREWERY_PAGES = [
  "/brewery-cleaning",
  "/brewery-case-studies/beer-line-cleaners",
  "/brewery-case-studies/craft-brewers",
  "/brewery-case-studies/home-brewers",
];
const OWN_LAYOUT_PAGES = ["/pool-spa", "/icon-test", "/interactive-demo"];

const SEED_ROUTES = [...STANDARD_PAGES, ...CONTACT_VARIANTS, ...BREWERY_PAGES, ...OWN_LAYOUT_PAGES];
// The shop's own pages, which the seeds' route tables do not have: its policies and the safety data sheet library.
const POLICY_PAGES = ["/shipping-and-returns", "/terms-of-sale", "/sds"];
const PRIVATE_ROUTES = [
  "/admin",
  "/admin-orders",
  "/image-manager",
  "/background-selector",
  "/checkout",
  "/thank-you",
  "/navigation-test",
  "/icon-test",
  "/api",
];

const listed = PUBLIC_ROUTES.map((route) => route.path);

describe("the public route list", () => {
  it("lists every public route of both seeds' route tables, and the policy pages", () => {
    const nonCanonical = NON_CANONICAL_ROUTES.map((route) => route.path);
    const fromSeeds = SEED_ROUTES.filter((path) => !PRIVATE_ROUTES.includes(path) && !nonCanonical.includes(path));
    expect(fromSeeds).toHaveLength(32);
    const expected = [...fromSeeds, ...POLICY_PAGES];
    expect(listed.filter((path) => !expected.includes(path))).toEqual([]);
    expect(expected.filter((path) => !listed.includes(path))).toEqual([]);
  });

  it("lists no staff, checkout, test or API route", () => {
    for (const path of listed) {
      for (const hidden of [...PRIVATE_ROUTES, ...DISALLOWED_PATHS, ...UNLISTED_PATHS]) {
        const prefix = hidden.replace(/\/$/, "");
        expect(path === prefix || path.startsWith(`${prefix}/`), `${path} is private (${hidden})`).toBe(false);
      }
    }
  });

  it("leaves out the older industry pages, whose canonical pages it lists instead", () => {
    expect(NON_CANONICAL_ROUTES.map((route) => route.path)).toEqual(["/hvac", "/marine", "/agriculture"]);
    for (const route of NON_CANONICAL_ROUTES) {
      expect(listed).not.toContain(route.path);
      expect(listed).toContain(route.canonical);
    }
  });

  it("lists each route once, with a priority between 0 and 1", () => {
    expect(new Set(listed).size).toBe(listed.length);
    for (const route of PUBLIC_ROUTES) {
      expect(route.priority).toBeGreaterThanOrEqual(0);
      expect(route.priority).toBeLessThanOrEqual(1);
    }
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("gives absolute URLs on the site's own address", () => {
    const entries = sitemapEntries([]);
    expect(entries).toHaveLength(PUBLIC_ROUTES.length);
    expect(entries.map((entry) => entry.url)).toContain("http://localhost:3000/hvac-chemicals");
    expect(entries.map((entry) => entry.url)).toContain("http://localhost:3000/");
    expect(entries.every((entry) => entry.url.startsWith("http://localhost:3000/"))).toBe(true);
  });

  it("lists every product page with the time it last changed", () => {
    const updatedAt = new Date("2026-11-20T08:00:00Z");
    const entries = sitemapEntries([{ slug: "triple-zero-deck-cleaner", itemNumber: "TZ-MR-101", updatedAt, sdsRevisedAt: null }]);
    expect(entries.at(-2)).toEqual({
      url: "http://localhost:3000/products/triple-zero-deck-cleaner",
      lastModified: updatedAt,
      changeFrequency: "weekly",
      priority: 0.7,
    });
  });

  it("allows everything but the staff, checkout, API and quote-link paths, and names the sitemap", () => {
    const result = robots();
    expect(result.sitemap).toBe("http://localhost:3000/sitemap.xml");
    expect(result.rules).toEqual({
      userAgent: "*",
      allow: "/",
      disallow: [
        "/admin",
        "/admin-orders",
        "/image-manager",
        "/background-selector",
        "/checkout",
        "/thank-you",
        "/api/",
        "/paypal-test",
        "/quotes/",
      ],
    });
  });
});
