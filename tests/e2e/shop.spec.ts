import type { Page } from "@playwright/test";
import { SHOP_RETURN_KEY } from "@/lib/checkout/shop-return";
import { addToCart, expect, fillFields, isPhone, searchFromHeader, submitLead, test, waitForHydration } from "./support/page-checks";

const DECK_CLEANER = "/products/triple-zero-deck-cleaner";

test.describe("the shop", () => {
  test("the header's Shop link opens the catalog; a product's name opens its page; both show the cart @phone", async ({ page }) => {
    await page.goto("/about");
    if (isPhone(page)) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Shop" }).click();
    } else {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop" }).click();
    }
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByTestId("cart-button")).toBeVisible();
    await page.getByRole("link", { name: "Triple Zero Deck Cleaner", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${DECK_CLEANER}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Triple Zero Deck Cleaner" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Triple Zero Deck Cleaner, Gallon" })).toBeVisible();
    await expect(page.getByTestId("cart-button")).toBeVisible();
  });

  test("a buyer searches, opens the product, chooses the 5-gallon pail, adds two, and the checkout shows the size @phone", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await searchFromHeader(page, "deck clean");
    await page.getByTestId("product-card").getByRole("link", { name: "Triple Zero Deck Cleaner", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${DECK_CLEANER}$`));
    const panel = page.getByTestId("purchase-panel");
    await panel.getByRole("radio", { name: /5-Gallon Pail/ }).check();
    await expect(panel.getByTestId("chosen-price")).toHaveText("$174.99 / pail");
    await expect(panel).toContainText("Item TZ-MD-101-5G");
    await panel.getByRole("button", { name: "Increase quantity" }).click();
    await addToCart(page, panel.getByRole("button", { name: "Add to Cart" }));
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    await page.getByRole("button", { name: "View cart" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const line = page.getByTestId("checkout-line");
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId("line-size")).toHaveText("Size: 5-Gallon Pail");
    await expect(line).toContainText("Item #TZ-MD-101-5G");
    await expect(line.getByTestId("line-total")).toHaveText("$349.98");
  });

  test("the product page opens on its packshot drawn in the page; another size's picture is fetched when chosen @phone", async ({
    page,
  }) => {
    const pictures: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("packshots")) pictures.push(decodeURIComponent(request.url()));
    });
    await page.goto(DECK_CLEANER);
    const gallon = page.getByRole("img", { name: "Triple Zero Deck Cleaner, Gallon" });
    await expect(gallon).toBeVisible();
    // The drawing is in the page's HTML, before any script runs, and fills the picture's box, square.
    const html = await (await page.request.get(DECK_CLEANER)).text();
    expect(html).toContain('<svg role="img" aria-label="Triple Zero Deck Cleaner, Gallon"');
    const box = await gallon.boundingBox();
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? 0))).toBeLessThan(2);
    expect(box?.width).toBeGreaterThan(300);
    await expect(gallon.locator("text").filter({ hasText: "TZ-MD-101" })).toHaveCount(1);
    await waitForHydration(page);
    expect(pictures.filter((url) => url.includes("/packshots/TZ-MD-101.png"))).toEqual([]);

    await page
      .getByTestId("purchase-panel")
      .getByRole("radio", { name: /5-Gallon Pail/ })
      .check();
    const pail = page.getByRole("img", { name: "Triple Zero Deck Cleaner, 5-Gallon Pail" });
    await expect(pail).toBeVisible();
    await expect.poll(() => pail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(pictures.some((url) => url.includes("/packshots/TZ-MD-101-5G.png"))).toBe(true);
    await expect(gallon).toHaveCount(0);
  });

  test("a drum is sold on quote: no Add to Cart, and Request Quote saves a lead with the size and quantity", async ({ page }) => {
    await page.goto(DECK_CLEANER);
    const panel = page.getByTestId("purchase-panel");
    await panel.getByRole("radio", { name: /55-Gallon Drum/ }).check();
    await expect(panel.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
    await panel.getByRole("button", { name: "Request Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a Quote" });
    await expect(dialog).toContainText("Triple Zero Deck Cleaner, 55-Gallon Drum");
    await fillFields(dialog, { "First Name": "Rosa", "Last Name": "Ortega", Email: "rosa.ortega@harbor-charters.example" });
    await dialog.getByLabel(/Quantity/).fill("3");
    const sent = await submitLead(page, dialog.getByRole("button", { name: "Send Quote Request" }));
    expect(sent).toMatchObject({
      form: "product-quote",
      productName: "Triple Zero Deck Cleaner",
      itemNumber: "TZ-MD-101-55G",
      size: "55-Gallon Drum",
      quantity: "3",
      source: "product-page",
    });
    await expect(page.getByText("Quote Request Received")).toBeVisible();
  });

  test("the old item-number address moves permanently to the product's page", async ({ request }) => {
    const response = await request.get("/products/item/TZ-MD-101-5G", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toBe(DECK_CLEANER);
    expect((await request.get("/products/item/TZ-NOT-A-PRODUCT", { maxRedirects: 0 })).status()).toBe(404);
  });

  test("the checkout's HTML already holds the cart, or says it is empty, before any script runs", async ({ request }) => {
    // Its largest paint is then in the first response, not behind the scripts that fetch the cart.
    expect(await (await request.get("/checkout")).text()).toContain("Your cart is empty");
    expect((await request.post("/api/cart", { data: { itemNumber: "TZ-MD-101", quantity: 2 } })).status()).toBe(200);
    const html = await (await request.get("/checkout")).text();
    expect(html).toContain("Triple Zero Deck Cleaner");
    expect(html).not.toContain("Your cart is empty");
    // A return from PayPal is for the browser to handle (it reads what was saved before leaving).
    expect(await (await request.get("/checkout?paypal=cancel&token=EC-1")).text()).not.toContain("Triple Zero Deck Cleaner");
  });

  test("the catalog keeps the chosen category in the address, and Back returns to all products", async ({ page }) => {
    await page.goto("/products");
    await page.getByLabel("Category").selectOption({ label: "HVAC Cleaning Solutions" });
    await expect(page).toHaveURL(/\/products\?category=HVAC$/);
    for (const card of await page.getByTestId("product-card").all()) await expect(card).toContainText("HVAC Cleaning Solutions");
    await page.reload();
    await expect(page.getByLabel("Category")).toHaveValue("HVAC");
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByLabel("Category")).toHaveValue("all");
  });
});

test.describe("Back to Shopping and Continue Shopping", () => {
  const lastShopPage = (page: Page) => page.evaluate((key) => window.sessionStorage.getItem(key), SHOP_RETURN_KEY);

  test("return to the product page visited last, past other pages @phone", async ({ page }) => {
    await page.goto("/products");
    await page.goto(DECK_CLEANER);
    await expect(page.getByRole("heading", { level: 1, name: "Triple Zero Deck Cleaner" })).toBeVisible();
    // The page records itself once it runs in the browser.
    await expect.poll(() => lastShopPage(page)).toBe(DECK_CLEANER);
    await page.goto("/about");
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Your cart is empty" })).toBeVisible();
    const back = page.getByRole("link", { name: "Continue Shopping" });
    await expect(back).toHaveAttribute("href", DECK_CLEANER);
    await back.click();
    await expect(page).toHaveURL(new RegExp(`${DECK_CLEANER}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Triple Zero Deck Cleaner" })).toBeVisible();
  });

  test("Back to Shopping returns to the catalog with the category chosen there", async ({ page }) => {
    expect((await page.request.post("/api/cart", { data: { itemNumber: "TZ-MD-101", quantity: 1 } })).status()).toBe(200);
    await page.goto("/products");
    await page.getByLabel("Category").selectOption({ label: "Marine Vessel Cleaning" });
    await expect(page).toHaveURL(/\/products\?category=MARINE$/);
    await expect.poll(() => lastShopPage(page)).toBe("/products?category=MARINE");
    await page.goto("/checkout");
    await expect(page.getByRole("link", { name: "Back to Shopping" })).toHaveAttribute("href", "/products?category=MARINE");
  });

  test("go to /pool-spa when no shop page was visited in the tab @phone", async ({ page }) => {
    await page.goto("/hvac-chemicals");
    await page.goto("/checkout");
    const back = page.getByRole("link", { name: "Continue Shopping" });
    await expect(back).toHaveAttribute("href", "/pool-spa");
    await back.click();
    await expect(page).toHaveURL(/\/pool-spa$/);
  });
});
