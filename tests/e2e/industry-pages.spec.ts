// The five industry landing pages (seed 001 §2), the older /hvac page, the sitemap and robots.txt.
import { INDUSTRIES } from "@/lib/content/industries";
import { addToCart, breadcrumbs, expect, expectFindable, fetchPage, test, toast } from "./support/page-checks";

test.describe("industry landing pages", () => {
  for (const industry of INDUSTRIES) {
    test(`${industry.path} answers with its h1, description, canonical link and structured data`, async ({ request }) => {
      const page = await fetchPage(request, industry.path);
      expectFindable(page, industry.path);
      expect(page.text).toContain(industry.hero.heading);
      expect(page.title).toContain(industry.seo.title);
      expect(page.meta("keywords")).toMatch(/\S/);

      // The page recommends products but sells none: their Product markup is on their own pages.
      expect(page.types).not.toContain("Product");
      expect(page.html).not.toMatch(/"@type":"(Product|Offer|AggregateOffer|AggregateRating)"/);

      const [service] = page.byType("Service");
      expect(service).toMatchObject({
        serviceType: industry.service.serviceType,
        provider: { "@type": "Organization", name: "Triple Zero Chemical Co." },
        areaServed: { name: "US" },
      });

      const [faq] = page.byType("FAQPage");
      expect((faq?.mainEntity as unknown[] | undefined)?.length).toBe(3);

      const trail = breadcrumbs(page);
      expect(trail.names).toEqual(["Home", industry.name]);
      expect(trail.lastPath).toBe(industry.path);
    });
  }

  test("each industry page has a title of its own", async ({ request }) => {
    const titles = await Promise.all(INDUSTRIES.map(async (industry) => (await fetchPage(request, industry.path)).title));
    expect(new Set(titles).size).toBe(INDUSTRIES.length);
  });

  test("the HVAC page has its anchors, and its buttons scroll to the applications and the contact form", async ({ page }) => {
    await page.goto("/hvac-chemicals");
    for (const id of ["applications", "contact", "contact-section", "contact-anchor"]) {
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    }
    await page.getByRole("link", { name: "Find Your Solution" }).click();
    await expect(page).toHaveURL(/\/hvac-chemicals#applications$/);
    await expect(page.locator("#applications")).toBeInViewport();
    await page.getByRole("link", { name: "Contact Expert" }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();
  });

  test("every industry page has the applications, contact, contact-section and contact-anchor anchors", async ({ request }) => {
    for (const industry of INDUSTRIES) {
      const { html } = await fetchPage(request, industry.path);
      for (const id of ["applications", "contact", "contact-section", "contact-anchor"]) {
        expect(html, `${industry.path} #${id}`).toContain(`id="${id}"`);
      }
    }
  });

  test("application cards name their catalog product with its price", async ({ page }) => {
    await page.goto("/water-technologies");
    const applications = page.locator("#applications");
    await expect(applications.getByRole("link", { name: "Triple Zero RO/UF Membrane Cleaner" })).toBeVisible();
    await expect(applications.getByText("Item TZ-MC-101")).toBeVisible();
    await expect(applications.getByText("$79.99 per gallon")).toBeVisible();
    await expect(page.getByText(/up to 300%/).first()).toBeVisible();
  });

  test("an application card links its product to its page and adds the minimum order, 5 gallons, to the cart @phone", async ({ page }) => {
    await page.goto("/water-technologies");
    const card = page.locator("#applications article").filter({ hasText: "Item TZ-MC-101" });
    await expect(card).toContainText("Minimum order: 5 gallons");
    await addToCart(page, card.getByRole("button", { name: /^Add to Cart/ }));
    await expect(toast(page, "Added to Cart")).toBeVisible();
    await expect(card.getByRole("button", { name: /^Request Quote/ })).toBeVisible();
    await card.getByRole("link", { name: "Triple Zero RO/UF Membrane Cleaner" }).click();
    await expect(page).toHaveURL(/\/products\/triple-zero-ro-uf-membrane-cleaner$/);
    await expect(page.getByRole("heading", { level: 1, name: "Triple Zero RO/UF Membrane Cleaner" })).toBeVisible();
    // The cart holds what the card added.
    await expect(page.getByTestId("cart-count")).toHaveText("5");
  });

  test("Start Product Finder stores the scroll-to-wizard flag and lands on the home page", async ({ page }) => {
    // The home page reads and removes the flag at once, so record every sessionStorage write.
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (this === window.sessionStorage) {
          const log = JSON.parse(window.localStorage.getItem("e2e:session-writes") ?? "[]") as string[][];
          log.push([key, value]);
          setItem.call(window.localStorage, "e2e:session-writes", JSON.stringify(log));
        }
        return setItem.call(this, key, value);
      };
    });
    await page.goto("/marine-chemicals");
    // Before hydration the link is a plain one to / and no flag would be stored: wait for React.
    await page.waitForFunction(() => {
      const link = document.querySelector('[data-testid="start-product-finder"]');
      return link !== null && Object.keys(link).some((key) => key.startsWith("__reactProps"));
    });
    await page.getByRole("link", { name: "Start Product Finder" }).click();
    await expect(page).toHaveURL(/^[^#?]*\/$/);
    const writes = await page.evaluate(() => window.localStorage.getItem("e2e:session-writes"));
    expect(JSON.parse(writes ?? "[]")).toContainEqual(["scrollToWizard", "true"]);
  });

  test("Get Custom Recommendations is a link to the home page", async ({ page }) => {
    await page.goto("/agriculture-chemicals");
    await expect(page.getByRole("link", { name: "Get Custom Recommendations" })).toHaveAttribute("href", "/");
  });

  // Axe and the phone width of every industry page: a11y-sweep.spec.ts.
});

test.describe("older industry pages", () => {
  test("/hvac is a shorter page whose canonical address is /hvac-chemicals", async ({ request }) => {
    const page = await fetchPage(request, "/hvac");
    expect(page.status).toBe(200);
    expect(new URL(page.canonical ?? "http://invalid/").pathname).toBe("/hvac-chemicals");
    expect(page.html).toContain('href="/hvac-chemicals"');
  });

  test("/marine and /agriculture point to their full pages", async ({ request }) => {
    for (const [path, canonical] of [
      ["/marine", "/marine-chemicals"],
      ["/agriculture", "/agriculture-chemicals"],
    ] as const) {
      const page = await fetchPage(request, path);
      expect(page.status).toBe(200);
      expect(new URL(page.canonical ?? "http://invalid/").pathname).toBe(canonical);
    }
  });
});

test.describe("sitemap and robots", () => {
  test("/sitemap.xml lists the industry pages and no staff page", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
    expect(locations).toContain("/hvac-chemicals");
    expect(locations).toContain("/water-technologies");
    // Every product page, with its last change.
    expect(locations).toContain("/products/triple-zero-deck-cleaner");
    expect(locations.filter((path) => path.startsWith("/products/")).length).toBeGreaterThanOrEqual(48);
    expect(xml).toMatch(/<loc>[^<]+\/products\/triple-zero-deck-cleaner<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}T/);
    expect(locations.some((path) => path.startsWith("/admin"))).toBe(false);
    expect(locations).not.toContain("/checkout");
  });

  test("/robots.txt names the sitemap and keeps crawlers out of /admin", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
  });
});
