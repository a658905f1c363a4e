// Every public page's JSON-LD against Google's rules for product results (merchant listings) and the
// other types it checks, offline (tests/support/structured-data.ts): the pages of the route table and
// every product page of the sitemap. Request-only: what a crawler reads, without a browser. A failure
// names the page, the place in its JSON-LD and the rule.
import type { APIRequestContext } from "@playwright/test";
import { CATALOG } from "@/prisma/seed-data/catalog";
import { categoryLabel } from "@/lib/content/categories";
import { POOL_SHEETS } from "@/lib/content/pool-sheets";
import { NON_CANONICAL_ROUTES, PUBLIC_ROUTES, UNLISTED_PATHS } from "@/lib/seo/public-routes";
import { jsonLdItems, validateStructuredData } from "../support/structured-data";
import { expect, test } from "./support/page-checks";

const INDEXED: readonly string[] = PUBLIC_ROUTES.map((route) => route.path);
const PAGES = [...INDEXED, ...NON_CANONICAL_ROUTES.map((route) => route.path), ...UNLISTED_PATHS];

/** Besides the product pages, the only pages that sell one product: the pool product sheets. */
const SHEETS: readonly string[] = Object.values(POOL_SHEETS).map((sheet) => sheet.path);

type Item = Record<string, unknown>;

/** Every node of the items, at any depth. */
function nodes(value: unknown): Item[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (typeof value !== "object" || value === null) return [];
  return [value as Item, ...Object.values(value).flatMap(nodes)];
}

const products = (items: unknown[]) => nodes(items).filter((node) => node["@type"] === "Product");

/** The page's JSON-LD items and its errors as "path: place: rule" lines. */
async function check(request: APIRequestContext, path: string): Promise<{ items: unknown[]; errors: string[] }> {
  const response = await request.get(path);
  if (response.status() !== 200) return { items: [], errors: [`${path}: answered ${response.status()}`] };
  const { items, unreadable } = jsonLdItems(await response.text());
  const issues = await validateStructuredData(items, { reviewsShown: false });
  return {
    items,
    errors: [
      ...unreadable.map((text) => `${path}: unreadable JSON-LD: ${text}`),
      ...issues.filter((issue) => issue.severity === "error").map((issue) => `${path}: ${issue.path}: ${issue.rule}`),
    ],
  };
}

test.describe("structured data follows Google's rules", () => {
  for (const path of PAGES) {
    test(`${path} has no structured-data error`, async ({ request }) => {
      const { items, errors } = await check(request, path);
      expect(errors).toEqual([]);
      if (INDEXED.includes(path)) expect(items.length, `${path} carries JSON-LD`).toBeGreaterThan(0);
      if (SHEETS.includes(path)) expect(products(items), `${path} sells one product`).toHaveLength(1);
      else expect(products(items), `${path} sells no product of its own: no Product markup`).toEqual([]);
    });
  }

  test("every product page of the sitemap marks up its product with offers, in every category", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1] ?? "").pathname)
      .filter((path) => path.startsWith("/products/"));
    expect(paths.length).toBeGreaterThanOrEqual(CATALOG.length);

    const errors: string[] = [];
    const categories = new Set<string>();
    for (const path of paths) {
      const page = await check(request, path);
      errors.push(...page.errors);
      const found = products(page.items);
      // Every seeded product has a size sold online, so every page has its offers.
      if (found.length !== 1 || (found[0]?.offers as unknown[] | undefined)?.length === 0)
        errors.push(`${path}: ${found.length} Product items with offers`);
      for (const product of found) categories.add(String(product.category));
    }
    expect(errors).toEqual([]);
    expect([...categories].sort()).toEqual([...new Set(CATALOG.map((entry) => categoryLabel(entry.category)))].sort());
  });

  test("a product page's offers are its sizes sold online, each shipped and returnable as the policy page says", async ({ request }) => {
    const { items } = await check(request, "/products/triple-zero-grill-and-oven-cleaner-concentrate");
    const [product] = products(items);
    const offers = product?.offers as Item[];
    // Quart, trigger sprayer, gallon and pail; the drum and the tote are sold on quote.
    expect(offers.map((offer) => [offer.sku, offer.price])).toEqual([
      ["TZ-GR-101-QT", "26.99"],
      ["TZ-GR-101-TS", "30.99"],
      ["TZ-GR-101", "89.99"],
      ["TZ-GR-101-5G", "404.99"],
    ]);
    expect(product).toMatchObject({
      sku: "TZ-GR-101",
      image: expect.stringMatching(/^https?:\/\/[^/]+\/packshots\/TZ-GR-101\.png$/),
      brand: { "@type": "Brand", name: "Triple Zero Chemical Co." },
    });
    for (const offer of offers) {
      expect(offer).toMatchObject({
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
        shippingDetails: { shippingDestination: { addressCountry: "US" }, deliveryTime: { transitTime: { unitCode: "DAY" } } },
        hasMerchantReturnPolicy: { merchantReturnDays: 30, returnMethod: "https://schema.org/ReturnByMail" },
      });
    }
    const packshot = await request.get(new URL(String(product?.image)).pathname);
    expect(packshot.status()).toBe(200);
    expect(packshot.headers()["content-type"]).toBe("image/png");
  });
});
