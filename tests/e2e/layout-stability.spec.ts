// Nothing moves the page once it shows (cumulative layout shift below 0.1), and its text is
// drawn with the first paint: the site uses the system's interface font, so no font file is fetched,
// none can hold the text invisible while it loads, and none can re-wrap the page when it arrives (and
// push a whole <main> down with a header re-wrapped).
import type { Page } from "@playwright/test";
import { expect, expectNoSidewaysScroll, isPhone, test, watchRest } from "./support/page-checks";

type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean };
type ShiftWatch = { entries: LayoutShift[]; observer: PerformanceObserver };

/** The page's layout shifts without a recent input, summed (what Lighthouse and Chrome report as CLS). */
async function layoutShiftAfterLoad(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const entries: LayoutShift[] = [];
    const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as LayoutShift[])));
    observer.observe({ type: "layout-shift", buffered: true });
    (window as unknown as { __shifts: ShiftWatch }).__shifts = { entries, observer };
  });
  const rest = watchRest(page);
  await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  // Whatever hydration inserts, and what the requests it starts bring, is drawn in the frames after it.
  await rest.atRest();
  return page.evaluate(() => {
    const { entries, observer } = (window as unknown as { __shifts: ShiftWatch }).__shifts;
    // Shifts drawn but not yet handed to the observer's callback count too.
    return [...entries, ...(observer.takeRecords() as LayoutShift[])]
      .filter((entry) => !entry.hadRecentInput)
      .reduce((sum, entry) => sum + entry.value, 0);
  });
}

for (const path of ["/pool-spa", "/", "/products", "/products/triple-zero-deck-cleaner", "/hvac-chemicals"]) {
  test(`${path} fetches no font file and does not move once shown @phone`, async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(request.url());
    });
    expect(await layoutShiftAfterLoad(page, path)).toBeLessThan(0.1);
    expect(fonts).toEqual([]);
    // No @font-face at all: the text is never waiting for a font.
    expect(await page.evaluate(() => document.fonts.size)).toBe(0);
  });
}

// The narrowest phones in use (320 px): long button labels and headings wrap rather than widen the page.
// The system font of some phones is wider than the one the pages were drawn in; these pages each had a
// line that did not wrap (the home page's Application Finder link, the restaurant sample button, the
// technology heading's rating), and the company's name reached under the header's buttons.
for (const path of ["/", "/restaurants", "/technology", "/products", "/products/triple-zero-deck-cleaner", "/pool-spa", "/contact"]) {
  test(`${path} fits a 320 px phone @phone-only`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(path);
    await expectNoSidewaysScroll(page);
    if (path === "/pool-spa") return; // the pool pages have a header of their own
    // The company's name in the header is whole, and ends before the header's buttons begin.
    const name = page
      .getByRole("banner")
      .getByRole("link", { name: /^Triple Zero Chemical Co\./ })
      .locator("span")
      .first();
    expect(await name.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  });
}

// The first Intl formatter a tab makes loads the browser's locale data, a long task on a phone, inside the
// longest task of the page's load when a module every page runs makes it. Prices, counts and dates are written on the server or without Intl (lib/domain/money.ts).
for (const path of ["/", "/hvac-chemicals", "/products", "/products/triple-zero-deck-cleaner", "/contact", "/checkout", "/pool-spa"]) {
  test(`${path} loads and hydrates without making an Intl formatter @phone-only`, async ({ page }) => {
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { __intl: string[] }).__intl = made;
      const constructors = ["NumberFormat", "DateTimeFormat", "PluralRules", "Collator", "RelativeTimeFormat", "ListFormat"] as const;
      for (const name of constructors) {
        const original = Intl[name] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
          construct: (target, args) => (made.push(`new Intl.${name}`), Reflect.construct(target, args)),
          apply: (target, self, args) => (made.push(`Intl.${name}()`), Reflect.apply(target, self, args)),
        });
      }
      const methods: [object, string][] = [
        [Number.prototype, "toLocaleString"],
        [Date.prototype, "toLocaleString"],
        [Date.prototype, "toLocaleDateString"],
        [Date.prototype, "toLocaleTimeString"],
        [String.prototype, "localeCompare"],
      ];
      for (const [prototype, name] of methods) {
        const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[name]!;
        (prototype as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
          made.push(name);
          return original.apply(this, args);
        };
      }
    });
    await page.goto(path);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { __intl: string[] }).__intl)).toEqual([]);
  });
}

/** The other pages' data (`?_rsc=`) the page fetches from now on. */
function pagesPrefetched(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc")) fetched.push(url.pathname + url.search.replace(/[?&]_rsc=[^&]*/, ""));
  });
  return fetched;
}

// Links fetch their page when a visitor shows intent, not as they scroll into view (components/ui/link.tsx): on a
// phone, the header's and breadcrumbs' links fetched the home page's and the checkout's data and scripts during load.
test("a product page fetches no other page while it loads; pointing at a link fetches that one @phone", async ({ page }) => {
  const fetched = pagesPrefetched(page);
  const rest = watchRest(page);
  await page.goto("/products/triple-zero-deck-cleaner");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  // Next would start its viewport prefetches right after hydration, as the links' observers report.
  await rest.atRest();
  expect(fetched).toEqual([]);

  const home = page.getByRole("banner").getByRole("link", { name: /^Triple Zero Chemical Co\./ });
  const homeFetched = page.waitForRequest((request) => new URL(request.url()).pathname === "/" && request.url().includes("_rsc="));
  // A finger down on the link on a phone, the pointer over it at a desk.
  if (isPhone(page)) await home.dispatchEvent("touchstart");
  else await home.hover();
  await homeFetched;
  expect(fetched.every((path) => path === "/")).toBe(true);
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
