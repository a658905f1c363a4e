// The company pages: technology, food service, about, privacy policy and the navigation test
// page, and the policy pages (shipping and returns, terms of sale). Each page's layout and accessibility
// are checked at desktop and at 390 px.
import type { Page } from "@playwright/test";
import { expect, expectFindable, fetchPage, test } from "./support/page-checks";

const PAGES = [
  { path: "/technology", h1: /hazard rating/i },
  { path: "/food-service", h1: /commercial kitchen cleaning/i },
  { path: "/about", h1: /about triple zero chemical co\./i },
  { path: "/privacy-policy", h1: /privacy policy/i },
  { path: "/shipping-and-returns", h1: /shipping and returns/i },
  { path: "/terms-of-sale", h1: /terms of sale/i },
  { path: "/navigation-test", h1: /navigation test/i },
] as const;

const NAVIGATION_TEST_LINKS = [
  "/",
  "/about",
  "/products",
  "/grill-cleaning",
  "/grill-demo",
  "/brewery-cleaning",
  "/brewery-case-studies",
  "/restaurant-cleaning",
  "/restaurants",
  "/convenience-store",
  "/pool-spa",
  "/hvac",
  "/marine",
  "/water-technologies",
  "/agriculture",
  "/privacy-policy",
];

/** The tests never reach YouTube: a pressed play button gets an empty page instead of the player. */
async function stubYouTube(page: Page) {
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title>" }),
  );
}

async function demosTop(page: Page): Promise<number | null> {
  return (await page.locator("#demos").boundingBox())?.y ?? null;
}

test.describe("the company pages", () => {
  for (const { path, h1 } of PAGES) {
    test(`${path} answers 200 with a title, a meta description and a canonical link`, async ({ request }) => {
      expectFindable(await fetchPage(request, path), path);
    });

    // Axe and the phone width: a11y-sweep.spec.ts.
    test(`${path} shows one h1`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    });
  }
});

test.describe("the technology page demos", () => {
  test("pressing play on the acid demo loads the youtube-nocookie player in its place", async ({ page }) => {
    await stubYouTube(page);
    await page.goto("/technology");
    const acid = page.getByTestId("demo-acid");
    await expect(acid.locator("iframe")).toHaveCount(0);

    await acid.getByRole("button", { name: /play video/i }).click();

    const player = acid.locator("iframe");
    await expect(player).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[^/?]+\?autoplay=1$/);
    await expect(player).toHaveAttribute("title", /\S/);
    await expect(acid.getByRole("button", { name: /play video/i })).toHaveCount(0);
    // The caustic demo is still a poster: nothing loads until it is asked for.
    await expect(page.getByTestId("demo-caustic").locator("iframe")).toHaveCount(0);
  });

  test("the play button works from the keyboard", async ({ page }) => {
    await stubYouTube(page);
    await page.goto("/technology");
    const play = page.getByTestId("demo-caustic").getByRole("button", { name: /play video/i });
    await play.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("demo-caustic").locator("iframe")).toHaveAttribute("src", /youtube-nocookie\.com/);
  });

  test("with the scroll-to-demo flag stored, the demos are scrolled to the top after a second and the flag is removed", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (window.top === window) window.sessionStorage.setItem("scrollToDemo", "true");
    });
    await page.clock.install();
    await page.goto("/technology");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.clock.runFor(1_000);

    await expect
      .poll(
        async () => {
          const y = await demosTop(page);
          return y !== null && y >= 0 && y <= 200;
        },
        { timeout: 5000 },
      )
      .toBe(true);
    expect(await page.evaluate(() => window.sessionStorage.getItem("scrollToDemo"))).toBeNull();
  });

  test("without the flag the technology page stays at the top", async ({ page }) => {
    await page.clock.install();
    await page.goto("/technology");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.clock.runFor(1_500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the product finder button stores the scroll-to-wizard flag and goes home", async ({ page }) => {
    await page.goto("/technology");
    // The home page reads and removes the flag as it arrives, so record it when it is written. The link
    // navigates on the client, so the recorder survives the trip.
    await page.evaluate(() => {
      const written: string[] = [];
      (window as unknown as { writtenFlags: string[] }).writtenFlags = written;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (this === window.sessionStorage) written.push(`${key}=${value}`);
        return setItem.call(this, key, value);
      };
    });
    await page.getByRole("link", { name: "Start the product finder" }).click();
    await expect(page).toHaveURL(/\/$/);
    const written = await page.evaluate(() => (window as unknown as { writtenFlags?: string[] }).writtenFlags ?? []);
    expect(written).toContain("scrollToWizard=true");
  });
});

test.describe("the food service page", () => {
  test("names the catalog product of each of the five applications", async ({ page }) => {
    await page.goto("/food-service");
    const applications = page.locator("#applications");
    for (const product of [
      "Triple Zero Restaurant Kitchen Degreaser",
      "Triple Zero Kitchen Descaler",
      "Triple Zero Hood Cleaner",
      "Triple Zero Kitchen Floor Cleaner",
      "Triple Zero Toilet & Urinal Cleaner",
    ]) {
      await expect(applications.getByText(product, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "View Applications" })).toHaveAttribute("href", "#applications");
    await expect(page.getByRole("link", { name: "Get Consultation" })).toHaveAttribute("href", "#contact");
    await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
  });
});

test.describe("the navigation test page", () => {
  test("lists the 16 links of the seed, in order, and asks search engines not to index it", async ({ page }) => {
    await page.goto("/navigation-test");
    const links = page.getByRole("navigation", { name: /site routes/i }).getByRole("link");
    await expect(links).toHaveCount(16);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(NAVIGATION_TEST_LINKS);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});
