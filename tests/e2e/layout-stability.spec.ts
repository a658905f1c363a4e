// Nothing moves the page once it shows (issue 22: cumulative layout shift below 0.1), also on a phone
// whose web font arrives late: the font file is held back a second and a half, so the text is drawn
// in the fallback font first and then in Inter. With a plain @font-face swap, the pool page's header
// re-wrapped and pushed its whole <main> (a shift of 0.23).
import type { Page } from "@playwright/test";
import { expect, test } from "./support/page-checks";

const FONT_DELAY_MS = 1_500;

/** The page's layout shifts without a recent input, summed (what Lighthouse and Chrome report as CLS). */
async function layoutShiftAfterLoad(page: Page, path: string): Promise<number> {
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  // The swap is drawn in the frame after the font is ready; then whatever hydration inserts.
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
}

for (const path of ["/pool-spa", "/", "/products", "/products/triple-zero-deck-cleaner", "/hvac-chemicals"]) {
  test(`${path} does not move when its web font arrives late @phone`, async ({ page }) => {
    expect(await layoutShiftAfterLoad(page, path)).toBeLessThan(0.1);
    // The font did arrive, late: the shift was measured across the swap.
    expect(await page.evaluate(() => [...document.fonts].some((face) => face.status === "loaded"))).toBe(true);
  });
}
