import type { Locator, Page } from "@playwright/test";
import { E2E_PORT } from "./server-env";
import { expect, expectNoSidewaysScroll, fetchPage, isPhone, test, watchRest } from "./support/page-checks";

// With motion, as most visitors have it: this spec covers the carousel advancing, the testimonials strip, back to top and the scrolls to sections (playwright.config.ts).
test.use({ reducedMotion: "no-preference" });

test.describe("home page", () => {
  // Without SITE_URL, links name the address the site is served at, not a fixed port.
  test("has its title, description, canonical link, social tags and Organization data, at the address it is served on", async ({
    request,
  }) => {
    const home = await fetchPage(request, "/");
    expect(home.status).toBe(200);
    expect(home.title).toMatch(/Triple Zero Chemical Co\./);
    expect(home.description).toMatch(/0-0-0/);
    expect(home.canonical).toMatch(new RegExp(`^http://localhost:${E2E_PORT}/?$`));
    expect(home.meta("og:title")).toMatch(/Triple Zero/);
    expect(home.meta("twitter:card")).toBe("summary_large_image");
    expect(home.jsonLd[0]).toMatchObject({
      "@type": "Organization",
      name: "Triple Zero Chemical Co.",
      url: `http://localhost:${E2E_PORT}`,
    });
  });

  test("shows the nine sections in the seed's order, without sideways scroll @phone", async ({ page }) => {
    await page.goto("/");
    const order = await page.evaluate(() =>
      ["home", "wizard", "calculator", "why-heading", "testimonials-heading", "shops-heading", "industries", "contact"].map(
        (id) => document.getElementById(id)?.getBoundingClientRect().top ?? -1,
      ),
    );
    expect(order.every((top) => top !== -1)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    // The footer follows the contact section directly, without an empty band between them.
    const band = await page.evaluate(
      () => document.querySelector("footer")!.getBoundingClientRect().top - document.querySelector("main")!.getBoundingClientRect().bottom,
    );
    expect(band).toBe(0);
    await expectNoSidewaysScroll(page);
  });

  test("the hero carousel wraps around both ways and its dots jump to an industry", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" }); // no auto-advance while we look
    await page.goto("/");
    const active = page.locator('[data-testid="hero-slide"][data-active="true"]');
    await expect(active).toHaveAttribute("aria-label", /^1 of 8/);
    await page.getByRole("button", { name: "Previous industry" }).click();
    await expect(active).toHaveAttribute("aria-label", /^8 of 8: Water Technologies/);
    await page.getByRole("button", { name: "Next industry" }).click();
    await expect(active).toHaveAttribute("aria-label", /^1 of 8/);
    await page.getByRole("button", { name: "Show Pool & Spa" }).click();
    await expect(active).toHaveAttribute("aria-label", /Pool & Spa/);
    await expect(active).toHaveAttribute("href", "/pool-spa");
  });

  // The pace depends on the width (2.5 s under 1024 px), so it is checked on the phone too.
  test("the hero carousel advances by itself and stops while hovered @phone", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const carousel = page.getByRole("region", { name: "Industries we serve" });
    const active = page.locator('[data-testid="hero-slide"][data-active="true"]');
    await expect(active).toHaveAttribute("aria-label", /^1 of 8/);
    // The page's clock moved on a tenth of a second at a time until the next slide shows (after 4 s on a
    // wide screen, 2.5 s on a narrow one).
    await expect
      .poll(
        async () => {
          await page.clock.runFor(100);
          return active.getAttribute("aria-label");
        },
        { intervals: [0] },
      )
      .toMatch(/^2 of 8/);
    await active.hover();
    // Held, the carousel tells screen readers of each slide it shows.
    await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);
    const label = await active.getAttribute("aria-label");
    await page.clock.runFor(4_500);
    await expect(active).toHaveAttribute("aria-label", label ?? "");
  });

  test("the three testimonials show in full on a desktop, and on a phone the buttons move the strip 320 px per press", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const strip = page.getByTestId("testimonial-strip");
    const next = page.getByRole("button", { name: "Next testimonials" });
    const previous = page.getByRole("button", { name: "Previous testimonials" });
    // Nothing is cut off, so there is nothing to move.
    const cut = await strip.evaluate((el) => {
      const right = el.getBoundingClientRect().right;
      return [...el.children].map((card) => Math.max(0, Math.round(card.getBoundingClientRect().right - right)));
    });
    expect(cut).toEqual([0, 0, 0]);
    expect(await strip.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    await expect(next).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await strip.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(320);
    await next.click();
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(320);
    await previous.click();
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(0);
  });

  test("the six other industries open the contact page for that industry", async ({ page }) => {
    await page.goto("/");
    const cards = page.locator("#industries a");
    await expect(cards).toHaveCount(6);
    const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/contact?industry=food-beverage",
      "/contact?industry=hvac",
      "/contact?industry=marine",
      "/contact?industry=water-technologies",
      "/contact?industry=agriculture",
      "/contact?industry=pool-spa",
    ]);
  });

  test("the hero's background stylesheet loads with the home page only, not preloaded by pages that link to it", async ({ page }) => {
    const homePrefetched = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === "/" && url.searchParams.has("_rsc");
    });
    const rest = watchRest(page);
    await page.goto("/about");
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    const homeLink = page.getByRole("banner").getByRole("link", { name: /^Triple Zero Chemical Co\./ });
    // Links prefetch their page when pointed at (components/ui/link.tsx).
    await homeLink.hover();
    await (await homePrefetched).finished();
    // The browser would preload a stylesheet the prefetched page announced as it read it.
    await rest.atRest();
    await expect(page.locator('link[href="/hero-background.css"]')).toHaveCount(0);
    expect(await page.evaluate(() => performance.getEntriesByName(new URL("/hero-background.css", location.href).href))).toEqual([]);

    await homeLink.click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect
      .poll(() => page.locator("section#home").evaluate((el) => getComputedStyle(el).getPropertyValue("--hero-background").trim()))
      .not.toBe("");
  });

  test("the back-to-top button appears after 300 px and goes back up", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  // Axe on the home page at both widths: a11y-sweep.spec.ts.
});

/** Presses a header item: in the sheet menu on a phone, in the main navigation otherwise. */
async function chooseFromHeader(page: Page, name: string) {
  if (isPhone(page)) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name }).click();
  } else {
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name }).click();
  }
}

test.describe("header", () => {
  test("the Industries menu works with the keyboard and lists both groups and the corporate site @desktop-only", async ({ page }) => {
    await page.goto("/about");
    const trigger = page.getByRole("button", { name: "Industries" });
    const menu = page.getByRole("menu");
    // Where the keyboard focus is in the page. (toBeFocused also asks that the browser window have the
    // focus, which a loaded test machine does not always grant.)
    const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
    // A key pressed before React has hydrated the header is lost (the button has no handler yet), and one
    // pressed while it hydrates opens the menu as a click would, focusing the menu rather than its first
    // item: the menu learns that the keyboard is in use from a document listener attached in an effect.
    // The page marks <html data-hydrated> once those effects have run (components/site/hydration-marker.tsx).
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await trigger.focus();
    await page.keyboard.press("Enter");
    // Opened from the keyboard, the menu focuses its first item.
    await expect.poll(() => hasFocus(menu.getByRole("menuitem").first())).toBe(true);
    await expect(menu.getByText("E-Commerce Sites")).toBeVisible();
    await expect(menu.getByText("Other Industries We Serve")).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "HVAC & Boiler Systems" })).toHaveAttribute("href", "/hvac-chemicals");
    await expect(menu.getByRole("menuitem", { name: /Brewery & Beer Line Cleaning/ })).toHaveAttribute("target", "_blank");
    await expect(menu.getByRole("menuitem", { name: "Corporate Site" })).toHaveAttribute("href", "/");
    // The arrows move through the rest.
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => hasFocus(menu.getByRole("menuitem").nth(1))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect.poll(() => hasFocus(trigger)).toBe(true);
  });

  test("Product Finder from another page goes home and scrolls to the wizard @phone", async ({ page }) => {
    await page.goto("/about");
    await chooseFromHeader(page, "Product Finder");
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await page.locator("#wizard").boundingBox())?.y ?? -1, { timeout: 5_000 }).toBeLessThan(200);
    expect(await page.evaluate(() => sessionStorage.getItem("scrollToWizard"))).toBeNull();
  });

  test("See Live Demos goes to the technology page and scrolls to the demos @phone", async ({ page }) => {
    await page.goto("/");
    await chooseFromHeader(page, "See Live Demos");
    await expect(page).toHaveURL(/\/technology$/);
    await expect.poll(async () => (await page.locator("#demos").boundingBox())?.y ?? -1, { timeout: 5_000 }).toBeLessThan(200);
  });

  test("Savings Calculator and Contact scroll on the home page @desktop-only", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Savings Calculator" }).click();
    await expect.poll(async () => (await page.locator("#savings-calculator-anchor").boundingBox())?.y ?? -1).toBeLessThan(200);
    await nav.getByRole("link", { name: "Contact" }).click();
    await expect.poll(async () => (await page.locator("#contact-anchor").boundingBox())?.y ?? -1).toBeLessThan(200);
  });

  test("on a phone the menu button opens tap-to-call, all industries and the corporate site, without sideways scroll @phone-only", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    await expect(menu.getByRole("link", { name: /Call Us 800-407-1173/ })).toHaveAttribute("href", "tel:+18004071173");
    await expect(menu.getByText("All Industries")).toBeVisible();
    await expect(menu.getByRole("link", { name: "Marine & Shipping" })).toHaveAttribute("href", "/marine-chemicals");
    await expect(menu.getByRole("link", { name: "Corporate Site" })).toHaveAttribute("href", "/");
    await menu.getByRole("button", { name: "Savings Calculator" }).click();
    await expect(menu).toBeHidden();
    await expect.poll(async () => (await page.locator("#savings-calculator-anchor").boundingBox())?.y ?? -1).toBeLessThan(200);
  });
});
