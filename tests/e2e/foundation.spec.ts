import { readFileSync } from "node:fs";
import { expect, test } from "./support/page-checks";

test.describe("the site as npm start serves it", () => {
  test("the home page shows the brand and the tap-to-call phone", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Triple Zero Chemical Co\./);
    await expect(page.getByRole("link", { name: "Call Us 800-407-1173" })).toHaveAttribute("href", "tel:+18004071173");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an unknown address shows the not-found page with links home and to the product finder", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We couldn’t find that page" })).toBeVisible();
    await page.getByRole("link", { name: "Open the product finder" }).click();
    await expect(page).toHaveURL(/\/#wizard$/);
  });

  // Axe and the phone width of the not-found page: a11y-sweep.spec.ts.

  test("the scripts every page runs are served marked for eager compilation, the page's own chunks are not", async ({ request }) => {
    // The build the server runs (React, Next's router and the bundler's runtime: scripts/lib/compile-hints.mjs).
    const manifest = JSON.parse(readFileSync(".next/build-manifest.json", "utf8")) as { rootMainFiles: string[] };
    const roots = new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
    const html = await (await request.get("/products/triple-zero-deck-cleaner")).text();
    const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async="">/g)].map((match) => match[1]!);
    const firstLines = await Promise.all(scripts.map(async (src) => (await (await request.get(src)).text()).split("\n", 1)[0]));
    const marked = scripts.filter((_, index) => firstLines[index] === "//# allFunctionsCalledOnLoad");

    expect(marked.toSorted()).toEqual([...roots].toSorted());
    expect(scripts.length).toBeGreaterThan(roots.size);
  });
});

test.describe("the API and the redirects", () => {
  test("the health check says ok and the catalog lists at least 30 products", async ({ request }) => {
    const health = await request.get("/api/health");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "ok" });
    const products = await request.get("/api/products");
    expect((await products.json()).length).toBeGreaterThanOrEqual(30);
  });

  const redirects = [
    ["/food-beverage-cleaning", "/food-beverage-chemicals"],
    ["/hvac-cleaning", "/hvac-chemicals"],
    ["/marine-cleaning", "/marine-chemicals"],
    ["/agriculture-cleaning", "/agriculture-chemicals"],
    ["/products/pool-and-spa", "/pool-spa"],
  ] as const;
  for (const [from, to] of redirects) {
    test(`${from} answers 308 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers().location).toBe(to);
    });
  }

  test("bad product paths get a 4xx JSON error, never a 5xx", async ({ request }) => {
    for (const path of [
      "/api/products/category/Rocket%20Fuel",
      "/api/products/category/%E0%A4%A",
      "/api/products/category/",
      "/api/products/nope/deeper",
      "/api/products/category/a/b",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(response.status(), path).toBeLessThan(500);
      expect(response.headers()["content-type"], path).toContain("application/json");
      expect(await response.json(), path).toHaveProperty("error");
    }
  });
});
