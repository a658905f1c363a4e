// Where links land, with smooth scrolling on as visitors have it: a link to another page
// opens it at its top, without sliding from the old scroll position; a link to an anchor, on the page or
// on another one, puts the target's heading fully below the sticky header, at every width.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/page-checks";

// With motion, as most visitors have it: this spec covers smooth scrolling (playwright.config.ts).
test.use({ reducedMotion: "no-preference" });

const WIDTHS = [1366, 900, 390];

/** The window's scroll position in each of the next `frames` frames the browser draws. */
function scrollYOverFrames(page: Page, frames: number): Promise<number[]> {
  return page.evaluate(
    (count) =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const look = () => {
          seen.push(window.scrollY);
          if (seen.length < count) requestAnimationFrame(look);
          else resolve(seen);
        };
        requestAnimationFrame(look);
      }),
    frames,
  );
}

/** The window's scroll position once it has stopped moving: the same in a dozen frames drawn one after another. */
async function settledScrollY(page: Page): Promise<number> {
  for (;;) {
    const seen = await scrollYOverFrames(page, 12);
    if (seen.every((y) => y === seen[0])) return seen[0]!;
  }
}

/** A header item, in the row when it is there, else in the menu. */
async function chooseHeaderItem(page: Page, name: string) {
  const inRow = page.getByRole("navigation", { name: "Main" }).getByText(name, { exact: true });
  if (await inRow.isVisible()) return inRow.click();
  await page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("navigation", { name: "Mobile" }).getByText(name, { exact: true }).click();
}

/** The heading `headingId` ends up just below the sticky header: wholly visible, and what the visitor sees first. */
async function expectHeadingBelowHeader(page: Page, headingId: string, where: string) {
  // Looked at again until it holds: a smooth scroll that has not begun yet looks settled too (a busy
  // machine took more than the settling time to start one after a click).
  await expect(async () => {
    await settledScrollY(page);
    const { top, headerBottom } = await page.evaluate((id) => {
      const heading = document.getElementById(id);
      const header = document.querySelector("header");
      return { top: heading?.getBoundingClientRect().top ?? NaN, headerBottom: header?.getBoundingClientRect().bottom ?? NaN };
    }, headingId);
    expect(top, `${where}: the heading is not under the header`).toBeGreaterThanOrEqual(headerBottom - 0.5);
    expect(top, `${where}: the heading is at the top of what shows`).toBeLessThan(headerBottom + 120);
  }).toPass({ timeout: 10_000 });
}

test("links open other pages at their top and put anchors' headings just below the header, at every width", async ({ page }) => {
  test.slow();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/about");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await page.evaluate(() => window.scrollTo({ top: 800, behavior: "instant" }));

    // The header's Contact from /about: the home page's contact section.
    await chooseHeaderItem(page, "Contact");
    await page.waitForURL((url) => url.pathname === "/" && url.hash === "#contact-anchor");
    await expectHeadingBelowHeader(page, "contact-heading", `Contact from /about at ${width} px`);

    // A tablet's header is as tall as a desktop's: the rest is checked at the desktop's width and the phone's.
    if (width === 900) continue;

    // Savings Calculator on the home page scrolls there.
    await chooseHeaderItem(page, "Savings Calculator");
    await expectHeadingBelowHeader(page, "calculator-heading", `Savings Calculator on / at ${width} px`);

    // A link to another page, from far down this one: the new page shows from its top at once.
    await page.getByRole("contentinfo").getByRole("link", { name: "Technology", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/technology");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const positions = await scrollYOverFrames(page, 36);
    expect(new Set(positions), `/technology opened at its top at ${width} px`).toEqual(new Set([0]));

    // /technology has a contact section of its own.
    await chooseHeaderItem(page, "Contact");
    await expectHeadingBelowHeader(page, "contact-heading", `Contact on /technology at ${width} px`);

    // Product Finder from another page: the home page, scrolled to the wizard.
    await chooseHeaderItem(page, "Product Finder");
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expectHeadingBelowHeader(page, "wizard-heading", `Product Finder from /technology at ${width} px`);
  }
});

test("the stylesheet already holds the header's height, so the page is not restyled to measure it; a taller header is measured", async ({
  page,
}) => {
  const heights = () =>
    page.evaluate(() => {
      const root = document.documentElement;
      return {
        inline: root.style.getPropertyValue("--site-header-height"),
        used: Number.parseFloat(getComputedStyle(root).getPropertyValue("--site-header-height")),
        header: document.querySelector("header")?.getBoundingClientRect().height ?? NaN,
      };
    });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/about");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // Two frames: the header's size has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const measured = await heights();
    expect(measured.inline, `at ${width} px nothing is set on <html>`).toBe("");
    expect(Math.abs(measured.used - measured.header), `at ${width} px the stylesheet's height is the header's`).toBeLessThan(0.5);
  }

  // A taller header, as a zoom or a reader's text setting can make it (here by padding), is measured and set.
  await page.addStyleTag({ content: "header { padding-bottom: 30px }" });
  await expect.poll(async () => (await heights()).inline).not.toBe("");
  const taller = await heights();
  expect(Math.abs(taller.used - taller.header)).toBeLessThan(0.5);
  expect(taller.header).toBeGreaterThan(120);
});
