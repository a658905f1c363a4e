// The pool and spa page (/pool-spa, seed 001 §2, §8, §9) and its comparison tool.
import type { Page } from "@playwright/test";
import { COMPARISON_MODES, comparisonProduct, opponentsFor, shortName } from "@/lib/content/pool-comparison";
import { PAYMENT_NOTICES, POOL_APPLICATIONS, POOL_CONTACT_TOASTS, POOL_TIMINGS, poolSeo } from "@/lib/content/pool-spa";
import { siteConfig } from "@/lib/site-config";
import {
  addToCart,
  breadcrumbs,
  expect,
  expectFindable,
  failContactPosts,
  fetchPage,
  fillFields,
  submitLead,
  test,
  toast,
} from "./support/page-checks";

// With motion, as most visitors have it: this spec covers the scroll to the products (playwright.config.ts).
test.use({ reducedMotion: "no-preference" });

const productCard = (page: Page, itemNumber: string) => page.locator(`[data-testid="pool-product-card"][data-item-number="${itemNumber}"]`);
const contactSection = (page: Page) => page.locator("#poolcontact");

test.describe("the pool and spa page", () => {
  test("answers with its h1, title, description, canonical link, Open Graph and structured data", async ({ request }) => {
    const page = await fetchPage(request, "/pool-spa");
    expectFindable(page, "/pool-spa");
    expect(page.title).toContain(poolSeo("$29.95").title);
    expect(new URL(page.meta("og:url") ?? "http://invalid/").pathname).toBe("/pool-spa");
    expect(page.meta("og:title")).toContain(poolSeo("$29.95").title);

    // A list of two products: their Product markup is on their own sheets (pool-sheets-demo.spec.ts).
    expect(page.types).not.toContain("Product");
    expect(page.html).not.toMatch(/"@type":"(Product|Offer)"/);
    const [faq] = page.byType("FAQPage");
    expect((faq?.mainEntity as unknown[] | undefined)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(breadcrumbs(page).names).toEqual(["Home", "Pool & Spa"]);
    expect(page.html).not.toContain("ratingValue");
  });

  test("the pool products API answers the two pool products", async ({ request }) => {
    const response = await request.get("/api/products/category/Pool%20%26%20Spa");
    expect(response.status()).toBe(200);
    const products = (await response.json()) as { itemNumber: string }[];
    expect(products.map((p) => p.itemNumber).sort()).toEqual(["TZ-PS-101", "TZ-PS-102"]);
  });

  // Axe and the phone width of /pool-spa: a11y-sweep.spec.ts.

  test("has its own header with tap-to-call, and not the main site header", async ({ page }) => {
    await page.goto("/pool-spa");
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Product Finder" })).toHaveCount(0);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /Triple Zero Pool & Spa/ })).toHaveAttribute("href", "/pool-spa");
    await expect(header.getByRole("link", { name: new RegExp(siteConfig.phone.display) })).toHaveAttribute("href", siteConfig.phone.href);
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("the header's Industries menu lists the industries, the sister shops in new tabs and the corporate site @desktop-only", async ({
    page,
  }) => {
    await page.goto("/pool-spa");
    await page.getByRole("navigation", { name: "Pool & Spa" }).getByRole("button", { name: "Industries" }).click();
    const menu = page.getByRole("menu");
    for (const href of [
      "/products",
      "/food-beverage-chemicals",
      "/hvac-chemicals",
      "/marine-chemicals",
      "/water-technologies",
      "/agriculture-chemicals",
    ]) {
      await expect(menu.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(menu.getByRole("menuitem", { name: "Corporate Site" })).toHaveAttribute("href", "/");
    const external = menu.locator('a[target="_blank"]');
    await expect(external).toHaveCount(3);
    for (const link of await external.all()) await expect(link).toHaveAttribute("rel", /noopener/);
  });

  test("the header's FAQs item scrolls to the questions @desktop-only", async ({ page }) => {
    await page.goto("/pool-spa");
    await page.getByRole("navigation", { name: "Pool & Spa" }).getByRole("link", { name: "FAQs" }).click();
    await expect(page.locator("#faqs")).toBeInViewport();
  });

  test("the mobile menu closes after a choice and scrolls to it @phone-only", async ({ page }) => {
    await page.goto("/pool-spa");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Pool & Spa mobile" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Corporate Site" })).toHaveAttribute("href", "/");
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator("#poolcontact")).toBeInViewport();
  });

  test("Shop Products scrolls to the shop", async ({ page }) => {
    await page.goto("/pool-spa");
    await page.getByRole("button", { name: "Shop Products" }).click();
    await expect(page.locator("#shopping")).toBeInViewport();
    await expect(page.locator("#pool-spa-products #shopping")).toHaveCount(1);
  });

  test("shows both products at $29.95 with shipping included, their dilution and a link to their sheet", async ({ page }) => {
    await page.goto("/pool-spa");
    for (const [itemNumber, dilution, sheet] of [
      ["TZ-PS-101", "15%-100%", "/pool-spa-descaler"],
      ["TZ-PS-102", "1%-99%", "/pool-spa-oil-scum-remover"],
    ] as const) {
      const card = productCard(page, itemNumber);
      await expect(card.getByText("$29.95", { exact: true })).toBeVisible();
      await expect(card.getByText("shipping included", { exact: true })).toBeVisible();
      await expect(card.getByText(dilution, { exact: true })).toBeVisible();
      await expect(card.getByRole("link", { name: /View product sheet/ })).toHaveAttribute("href", sheet);
    }
    await expect(productCard(page, "TZ-PS-101")).toContainText("500-1000 sq ft");
  });

  test("an application card scrolls to the products and rings the matching product from 0.5 s to 3.5 s", async ({ page }) => {
    await page.goto("/pool-spa");
    const button = page.getByRole("button", { name: /See the Oil & Scum Remover/ });
    await expect(button).toBeEnabled();
    // Record, in the page's own clock, when the click happened and when each card's ring changed.
    await page.evaluate(() => {
      const w = window as unknown as { __ring: { item?: string; on: boolean; t: number }[]; __clickedAt: number };
      w.__ring = [];
      const observer = new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          const card = mutation.target as HTMLElement;
          w.__ring.push({ item: card.dataset.itemNumber, on: card.dataset.highlighted === "true", t: performance.now() });
        }
      });
      for (const card of document.querySelectorAll('[data-testid="pool-product-card"]')) {
        observer.observe(card, { attributes: true, attributeFilter: ["data-highlighted"] });
      }
      document.addEventListener("click", () => (w.__clickedAt = performance.now()), { capture: true, once: true });
    });
    await button.click();

    const ringed = productCard(page, "TZ-PS-102");
    await expect(ringed).toHaveAttribute("data-highlighted", "true");
    await expect(page.locator("#pool-spa-products")).toBeInViewport();
    await expect(ringed).toBeInViewport();
    await expect(productCard(page, "TZ-PS-101")).not.toHaveAttribute("data-highlighted", "true");
    await expect(ringed).not.toHaveAttribute("data-highlighted", "true", { timeout: 6000 });

    const { ring, clickedAt } = await page.evaluate(() => {
      const w = window as unknown as { __ring: { item?: string; on: boolean; t: number }[]; __clickedAt: number };
      return { ring: w.__ring, clickedAt: w.__clickedAt };
    });
    expect(ring.map(({ item, on }) => ({ item, on }))).toEqual([
      { item: "TZ-PS-102", on: true },
      { item: "TZ-PS-102", on: false },
    ]);
    // The ring appears once the 0.5 s delay is over and goes 3 s after that, i.e. 3.5 s after the click
    // (the page renders each change a few milliseconds after its timer fires).
    const start = ring[0]!.t - clickedAt;
    const end = ring[1]!.t - clickedAt;
    const { highlightDelayMs, highlightDurationMs } = POOL_TIMINGS;
    expect(start).toBeGreaterThanOrEqual(highlightDelayMs - 10);
    expect(start).toBeLessThan(highlightDelayMs + 700);
    expect(end).toBeGreaterThanOrEqual(highlightDelayMs + highlightDurationMs - 10);
    expect(end).toBeLessThan(highlightDelayMs + highlightDurationMs + 700);
  });

  for (const [query, outcome] of [
    ["?payment=success&paypal=true&checkout=true", "success"],
    ["?payment=failed&checkout=true", "failed"],
    ["?payment=error", "error"],
  ] as const) {
    test(`${query} shows '${PAYMENT_NOTICES[outcome].title}' and clears the address bar`, async ({ page }) => {
      await page.goto(`/pool-spa${query}`);
      const notice = PAYMENT_NOTICES[outcome];
      await expect(toast(page, notice.title)).toBeVisible();
      await expect(page.getByText(notice.description, { exact: true })).toBeVisible();
      await expect.poll(() => new URL(page.url()).search).toBe("");
      expect(new URL(page.url()).pathname).toBe("/pool-spa");
      if (outcome !== "success") {
        // Seed 001 §9: after 2 s the page brings the products back into view.
        await expect(page.locator("#pool-spa-products")).toBeInViewport({ timeout: POOL_TIMINGS.paymentFailureScrollMs + 5000 });
      }
    });
  }

  test("?payment=success without paypal=true shows no notice", async ({ page }) => {
    await page.goto("/pool-spa?payment=success");
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await expect(toast(page, PAYMENT_NOTICES.success.title)).toHaveCount(0);
  });

  test("adding a product updates the cart button's count", async ({ page }) => {
    const cartLoaded = page.waitForResponse((r) => r.url().endsWith("/api/cart") && r.request().method() === "GET");
    await page.goto("/pool-spa");
    await cartLoaded;
    const cartButton = page.getByTestId("cart-button");
    await expect(cartButton).toHaveAttribute("href", "/checkout");
    const count = page.getByTestId("cart-count");
    await expect(count).toHaveText(/^\d+$/);
    const before = Number(await count.textContent());

    const card = productCard(page, POOL_APPLICATIONS[0]!.itemNumber);
    await card.getByRole("button", { name: "Increase quantity" }).click();
    await expect(card.getByLabel("Quantity", { exact: true })).toHaveValue("2");
    await addToCart(page, card.getByRole("button", { name: "Add to Cart" }));
    await expect(toast(page, "Added to Cart")).toBeVisible();
    await expect(count).toHaveText(String(before + 2));
  });
});

test.describe("the pool contact form", () => {
  const fillValid = (page: Page) =>
    fillFields(contactSection(page), {
      "First Name": "Marisol",
      "Last Name": "Ortega",
      Email: "marisol.ortega@example.com",
      Phone: "555-201-3344",
      "Facility Type": "hotel-resort",
      Message: "Our hotel spa has a white calcium ring on the tile line. How many bottles would we need?",
    });

  test("saves a valid message as a Pool & Spa lead, says 'Message Sent!' and clears the form", async ({ page }) => {
    await page.goto("/pool-spa");
    const form = contactSection(page);
    await fillValid(page);
    const lead = await submitLead(page, form.getByRole("button", { name: "Send Message" }));
    expect(lead).toMatchObject({
      firstName: "Marisol",
      facilityType: "hotel-resort",
      industry: "Pool & Spa",
    });
    await expect(toast(page, POOL_CONTACT_TOASTS.success.title)).toBeVisible();
    await expect(page.getByText(POOL_CONTACT_TOASTS.success.description, { exact: true })).toBeVisible();
    await expect(form.getByLabel("First Name")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
  });

  test("when the server fails, shows the error toast and keeps the values", async ({ page }) => {
    await failContactPosts(page);
    await page.goto("/pool-spa");
    const form = contactSection(page);
    await fillValid(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, POOL_CONTACT_TOASTS.failure.title)).toBeVisible();
    await expect(page.getByText(POOL_CONTACT_TOASTS.failure.description, { exact: true })).toBeVisible();
    await expect(form.getByLabel("First Name")).toHaveValue("Marisol");
    await expect(form.getByLabel("Facility Type")).toHaveValue("hotel-resort");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});

test.describe("the comparison tool", () => {
  test("opens on the descaler against muriatic acid; the opponents switch the right-hand card in both modes", async ({ page }) => {
    await page.goto("/pool-spa");
    await page.getByRole("button", { name: "Compare Triple Zero vs Traditional Cleaners" }).click();
    const dialog = page.getByRole("dialog", { name: "Compare Triple Zero vs Traditional Cleaners" });
    await expect(dialog).toBeVisible();
    const own = dialog.getByTestId("comparison-own");
    const opponent = dialog.getByTestId("comparison-opponent");
    const opponents = dialog.getByRole("group", { name: "Compare against" }).getByRole("button");

    // Descaler mode: id 1 against id 2 (muriatic acid), opponents 2, 12, 13, 15.
    await expect(own.getByRole("heading")).toHaveText(comparisonProduct(COMPARISON_MODES.descaler.ownId).name);
    await expect(opponent.getByRole("heading")).toHaveText(comparisonProduct(2).name);
    await expect(opponents).toHaveText(opponentsFor("descaler").map(shortName));
    await expect(opponent).toContainText("3-1-0");
    await expect(opponent).toContainText("Poor");
    await expect(own).toContainText("Excellent");
    await expect(own).toContainText("7.2");
    await expect(opponent).toContainText("Cleaning effectiveness");
    await expect(opponent).toContainText("5 out of 5 (lower is better)");

    const sulfamic = comparisonProduct(15);
    await opponents.filter({ hasText: shortName(sulfamic) }).click();
    await expect(opponent.getByRole("heading")).toHaveText(sulfamic.name);
    await expect(opponents.filter({ hasText: shortName(sulfamic) })).toHaveAttribute("aria-pressed", "true");

    // Degreaser mode: id 3 against id 4 by default, opponents 4 to 11.
    await dialog.getByRole("button", { name: "Oil & Scum Remover", exact: true }).click();
    await expect(own.getByRole("heading")).toHaveText(comparisonProduct(3).name);
    await expect(own).toContainText("8.5");
    await expect(opponent.getByRole("heading")).toHaveText(comparisonProduct(COMPARISON_MODES.degreaser.defaultOpponentId).name);
    await expect(opponents).toHaveCount(8);
    const adhesive = comparisonProduct(7);
    await opponents.filter({ hasText: shortName(adhesive) }).click();
    await expect(opponent.getByRole("heading")).toHaveText(adhesive.name);
    await expect(opponent).toContainText("45% of 50% (lower is better)");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});
