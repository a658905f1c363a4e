import { addToCart, expect, test } from "./support/page-checks";

test.describe("the catalog", () => {
  test("filters by category and opens the sister shop for grill products", async ({ page, context }) => {
    // The sister shop is not reached: note where the new tab went, then stop it there.
    const opened: string[] = [];
    await context.route("https://grill.triplezero.example/**", (route) => {
      opened.push(route.request().url());
      return route.abort();
    });
    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1, name: "Triple Zero Products" })).toBeVisible();
    const cards = page.getByTestId("product-card");
    const all = await cards.count();
    expect(all).toBeGreaterThanOrEqual(30);

    await page.getByLabel("Category").selectOption({ label: "Marine Vessel Cleaning" });
    await expect(cards.first()).toContainText("Marine Vessel Cleaning");
    const marine = await cards.count();
    expect(marine).toBeLessThan(all);
    for (const card of await cards.all()) await expect(card).toContainText("Marine Vessel Cleaning");

    const popup = page.waitForEvent("popup");
    await page.getByLabel("Category").selectOption({ label: "Grill Cleaning Products (opens our dedicated shop)" });
    await popup;
    await expect.poll(() => opened).toEqual(["https://grill.triplezero.example/"]);
    await expect(cards).toHaveCount(marine); // the list keeps its filter
  });

  test("sends each product as its card shows it: not its benefits, technical facts or the prices of other sizes", async ({ request }) => {
    const html = await (await request.get("/products")).text();
    // Triple Zero Marine Waste Water Holding Tank Treatment: its name, description and list price are on its card…
    expect(html).toContain("Triple Zero Marine Waste Water Holding Tank Treatment");
    expect(html).toContain("Breaks down waste and tissue in marine holding tanks");
    expect(html).toContain("$36.99");
    // …its benefits, its facts and its tote's price are on its own page only.
    expect(html).not.toContain("Controls holding tank odors between pump-outs");
    expect(html).not.toContain("Fresh mint");
    expect(html).not.toContain("7120.99");
    // Each card's picture is offered at the width it is drawn and at twice it, not at fifteen widths.
    expect(html).not.toContain("&amp;w=3840&amp;q=75");
  });

  // Issue 6: a shopper adds a product, also at 390 px.
  test("adds a chosen quantity to the cart with the seed's toast @phone", async ({ page }) => {
    await page.goto("/products");
    const card = page.getByTestId("product-card").filter({ hasText: "Triple Zero Pool & Spa Descaler" });
    const minus = card.getByRole("button", { name: "Decrease quantity" });
    await expect(minus).toBeDisabled();
    await card.getByRole("button", { name: "Increase quantity" }).click();
    await card.getByRole("button", { name: "Increase quantity" }).click();
    await expect(card.getByLabel("Quantity", { exact: true })).toHaveValue("3");
    await expect(minus).toBeEnabled();

    await addToCart(page, card.getByRole("button", { name: "Add to Cart" }));
    await expect(page.getByText("Added to Cart")).toBeVisible();
    await expect(page.getByText("Product added successfully")).toBeVisible();

    const cart = await page.request.get("/api/cart");
    const items = (await cart.json()) as { quantity: number; product: { itemNumber: string; pricePerGallon: string } }[];
    expect(items).toEqual([
      expect.objectContaining({ quantity: 3, product: expect.objectContaining({ itemNumber: "TZ-PS-101", pricePerGallon: "$29.95" }) }),
    ]);
  });

  // Axe and the phone width of /products: a11y-sweep.spec.ts.

  test("shows the failure toast when the cart cannot be reached", async ({ page }) => {
    await page.route("**/api/cart", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.continue(),
    );
    await page.goto("/products");
    await page.getByTestId("product-card").first().getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Failed to add product to cart")).toBeVisible();
  });
});
