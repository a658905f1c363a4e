// Site search as a shopper uses it: the box in the header (at 390 px, in the phone menu), the results
// page with the catalog's cards, an exact item number straight to its product, and what a search that
// finds nothing offers instead.
import { expect, expectNoSeriousAxeViolations, searchFromHeader, test, waitForHydration } from "./support/page-checks";

test.describe("searching from the header", () => {
  test("shows the results with the catalog's cards and the cart, opens a product, and Back returns to them @phone", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await searchFromHeader(page, "desc");

    await expect(page).toHaveURL(/\/search\?q=desc$/);
    await expect(page.getByRole("heading", { level: 1, name: "Results for “desc”" })).toBeVisible();
    const cards = page.getByTestId("product-card");
    await expect(cards.filter({ hasText: "Triple Zero Pool & Spa Descaler" })).toHaveCount(1);
    await expect(cards.filter({ hasText: "Triple Zero Kitchen Descaler" })).toHaveCount(1);
    await expect(page.getByTestId("cart-button")).toBeVisible();
    const results = page.getByRole("search", { name: "Search products" });
    await expect(results.getByRole("searchbox")).toHaveValue("desc");

    await cards.getByRole("link", { name: "Triple Zero Kitchen Descaler", exact: true }).click();
    await expect(page).toHaveURL(/\/products\/triple-zero-kitchen-descaler$/);
    await expect(page.getByRole("heading", { level: 1, name: "Triple Zero Kitchen Descaler" })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=desc$/);
    await expect(cards.filter({ hasText: "Triple Zero Pool & Spa Descaler" })).toHaveCount(1);
  });

  test("goes straight to the product's page for an exact item number, whatever its case @phone", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await searchFromHeader(page, "tz-md-101");
    await expect(page).toHaveURL(/\/products\/triple-zero-deck-cleaner$/);
    await expect(page.getByRole("heading", { level: 1, name: "Triple Zero Deck Cleaner" })).toBeVisible();
  });

  test("opens with the keyboard, takes the focus, and closes with Escape back to its button", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    const button = banner.getByRole("button", { name: "Search products" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const box = banner.getByRole("search", { name: "Site search" }).getByRole("searchbox", { name: "Search products" });
    await expect(box).toBeFocused();
    await expectNoSeriousAxeViolations(page, "the header's search panel");
    // The open panel does not push the header wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button", { name: "Search", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(box).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("the results page", () => {
  test("suggests the Application Finder and the contact page when nothing matches @phone", async ({ page }) => {
    await page.goto("/search?q=xylophone");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 2, name: "No products match “xylophone”" })).toBeVisible();
    await expect(page.getByTestId("product-card")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await page.getByRole("button", { name: "Open the Application Finder" }).click();
    await expect(page.getByRole("dialog", { name: "Application Finder" })).toBeVisible();
  });

  test("finds a name spelled wrong, and says the names are spelled alike", async ({ page }) => {
    await page.goto("/search?q=degreeser");
    await expect(page.getByText("No product has the words “degreeser”; these names are spelled alike.")).toBeVisible();
    await expect(page.getByTestId("product-card").filter({ hasText: "Triple Zero Restaurant Kitchen Degreaser" })).toHaveCount(1);
  });

  test("narrows the results with the catalog's category, keeping the query in the address", async ({ page }) => {
    await page.goto("/search?q=cleaner");
    await waitForHydration(page);
    const cards = page.getByTestId("product-card");
    const all = await cards.count();
    await page.getByLabel("Category").selectOption({ label: "Marine Vessel Cleaning" });
    await expect(page).toHaveURL(/\/search\?q=cleaner&category=MARINE$/);
    await expect(cards.first()).toContainText("Marine Vessel Cleaning");
    expect(await cards.count()).toBeLessThan(all);
    for (const card of await cards.all()) await expect(card).toContainText("Marine Vessel Cleaning");
  });

  test("asks for words when the query is empty, and says when it is too long", async ({ page }) => {
    const empty = await page.goto("/search?q=%20%20");
    expect(empty?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Search Products" })).toBeVisible();
    await expect(page.getByText("Type a product name, an item number, an application or an industry.")).toBeVisible();

    const long = await page.goto(`/search?q=${"x".repeat(101)}`);
    expect(long?.status()).toBe(200);
    await expect(page.getByRole("alert").filter({ hasText: "Search for at most 100 characters." })).toBeVisible();
  });

  test("answers an exact size's item number with a redirect to its product, and odd queries with a page", async ({ request }) => {
    const redirected = await request.get("/search?q=TZ-MD-101-5G", { maxRedirects: 0 });
    expect(redirected.status()).toBe(307);
    expect(redirected.headers().location).toBe("/products/triple-zero-deck-cleaner");
    for (const q of ["'", "&|!", "a & !b", "%", "desc\u0000", "\t", "x".repeat(100), "x".repeat(5000)]) {
      const answer = await request.get(`/search?q=${encodeURIComponent(q)}`);
      expect(answer.status(), JSON.stringify(q.slice(0, 20))).toBe(200);
    }
    expect((await request.get("/search?q=desc&q=marine")).status()).toBe(200);
  });
});
