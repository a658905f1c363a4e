import type { Page } from "@playwright/test";
import { addToCart, expect, fillFields, submitLead, test, toast } from "./support/page-checks";

async function openFinder(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Answer 4 questions in the Application Finder" }).click();
  await expect(page.getByTestId("finder-dialog")).toBeVisible();
}

async function answerFinder(page: Page, industry: string, cleaningType: string) {
  const next = page.getByTestId("finder-continue");
  await page.getByTestId(`finder-option-${industry}`).click();
  await next.click();
  await page.getByTestId(`finder-option-${cleaningType}`).click();
  await next.click();
  await page.getByTestId("finder-option-safety").click();
  await next.click();
  await page.getByTestId("finder-volume-51-200").click();
  await page.getByTestId("finder-frequency-weekly").click();
  await expect(next).toHaveText(/Get Recommendation/);
  await next.click();
  await expect(page.getByTestId("finder-result")).toBeVisible();
  await expect(page.getByTestId("finder-dialog")).toContainText("RECOMMENDED SOLUTION");
  return page.getByTestId("finder-result-product").allTextContents();
}

test.describe("home wizard", () => {
  for (const walk of [
    {
      industry: "brewery",
      application: "beer_line_acid",
      product: /Acid Beer-Line Cleaner/,
      href: "/products/triple-zero-acid-beer-line-cleaner",
      shop: true,
      explore: "/brewery-cleaning",
    },
    {
      industry: "hvac",
      application: "coil_cleaning",
      product: /Coil Cleaner/,
      href: "/products/triple-zero-coil-cleaner",
      shop: false,
      explore: null,
    },
  ]) {
    test(`walks ${walk.industry} from industry to recommendation and back`, async ({ page }) => {
      await page.goto("/");
      const submit = page.getByTestId("wizard-submit");
      await expect(page.getByTestId("wizard-application")).toHaveCount(0);
      await page.getByTestId(`wizard-industry-${walk.industry}`).click();
      await expect(submit).toHaveCount(0); // both choices are needed
      await page.getByTestId("wizard-application").selectOption(walk.application);
      // Timed in the page, so that a slow test machine cannot make the 3 s look shorter.
      const clickedAt = await page.evaluate(() => performance.now());
      await submit.click();

      const loading = page.getByTestId("wizard-loading");
      await expect(loading).toBeVisible();
      const recommendation = page.getByTestId("wizard-recommendation");
      await expect(recommendation).toBeVisible({ timeout: 8_000 });
      const shownAfter = (await page.evaluate(() => performance.now())) - clickedAt;
      expect(shownAfter).toBeGreaterThanOrEqual(3_000);
      await expect(loading).toHaveCount(0);
      await expect(recommendation.getByRole("heading", { level: 3 })).toHaveText(walk.product);
      await expect(recommendation.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute("href", walk.href);
      await expect(recommendation.getByRole("button", { name: /^Add to Cart/ })).toBeVisible();
      await expect(recommendation.getByRole("button", { name: /^Request Quote/ })).toBeVisible();
      await expect(page.getByTestId("wizard-cost-savings")).not.toBeEmpty();
      await expect(page.getByTestId("wizard-shop")).toHaveCount(walk.shop ? 1 : 0);
      if (walk.explore) await expect(page.getByTestId("wizard-explore-more").getByRole("link")).toHaveAttribute("href", walk.explore);
      else await expect(page.getByTestId("wizard-explore-more")).toHaveCount(0);

      await page.getByTestId("wizard-new-search").click();
      await expect(recommendation).toHaveCount(0);
      await expect(page.getByTestId(`wizard-industry-${walk.industry}`).locator("input")).not.toBeChecked();
      await expect.poll(async () => (await page.locator("#wizard").boundingBox())?.y ?? -1).toBeLessThan(200);
    });
  }
});

test.describe("home wizard's answer", () => {
  async function coilCleanerAnswer(page: Page) {
    await page.goto("/");
    await page.getByTestId("wizard-industry-hvac").click();
    await page.getByTestId("wizard-application").selectOption("coil_cleaning");
    await page.getByTestId("wizard-submit").click();
    const recommendation = page.getByTestId("wizard-recommendation");
    await expect(recommendation).toBeVisible({ timeout: 8_000 });
    return recommendation;
  }

  test("names its product with a link to the product's page @phone", async ({ page }) => {
    const recommendation = await coilCleanerAnswer(page);
    await recommendation.getByRole("link", { name: "Triple Zero Coil Cleaner" }).click();
    await expect(page).toHaveURL(/\/products\/triple-zero-coil-cleaner$/);
    await expect(page.getByRole("heading", { level: 1, name: "Triple Zero Coil Cleaner" })).toBeVisible();
    await expect(page.getByTestId("purchase-panel")).toBeVisible();
  });

  test("Add to Cart puts the minimum order, 2 gallons, in the cart", async ({ page }) => {
    const recommendation = await coilCleanerAnswer(page);
    await expect(recommendation).toContainText("$34.99 per gallon · minimum order 2 gallons");
    await addToCart(page, recommendation.getByRole("button", { name: /^Add to Cart/ }));
    await expect(toast(page, "Added to Cart")).toBeVisible();
    const cart = (await (await page.request.get("/api/cart")).json()) as { quantity: number; product: { itemNumber: string } }[];
    expect(cart.map((line) => [line.product.itemNumber, line.quantity])).toEqual([["TZ-CC-101", 2]]);
  });
});

test.describe("application finder", () => {
  test("keeps Continue disabled until each step's rule holds, and Start Over returns to step 1", async ({ page }) => {
    await openFinder(page);
    const next = page.getByTestId("finder-continue");
    const count = page.getByTestId("finder-step-count");
    await expect(count).toHaveText("Step 1 of 4");
    await expect(page.getByTestId("finder-previous")).toBeDisabled();
    await expect(next).toBeDisabled();
    await page.getByTestId("finder-option-marine").click();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(count).toHaveText("Step 2 of 4");
    await expect(next).toBeDisabled();
    await page.getByTestId("finder-option-hull_cleaning").click();
    await next.click();
    await expect(count).toHaveText("Step 3 of 4");
    await expect(next).toBeDisabled();
    await page.getByTestId("finder-option-cost").click();
    await next.click();
    await expect(count).toHaveText("Step 4 of 4");
    await expect(next).toBeDisabled();
    await page.getByTestId("finder-volume-1-50").click();
    await expect(next).toBeDisabled(); // frequency too
    await page.getByTestId("finder-frequency-monthly").click();
    await expect(next).toHaveText(/Get Recommendation/);
    await next.click();
    await expect(page.getByTestId("finder-result")).toContainText("0-0-0");
    await page.getByTestId("finder-start-over").click();
    await expect(count).toHaveText("Step 1 of 4");
    await expect(page.getByTestId("finder-option-marine")).toHaveAttribute("aria-pressed", "false");
  });

  test("lets all 18 cleaning types be chosen", async ({ page }) => {
    await openFinder(page);
    await page.getByTestId("finder-option-food").click();
    await page.getByTestId("finder-continue").click();
    const types = page.getByTestId("finder-step-1").locator("[aria-pressed]");
    await expect(types).toHaveCount(18);
    for (const option of await types.all()) await option.click();
    await expect(page.getByTestId("finder-step-1").locator('[aria-pressed="true"]')).toHaveCount(18);
  });

  test("recommends different products for different industries", async ({ page }) => {
    await openFinder(page);
    const marine = await answerFinder(page, "marine", "hull_cleaning");
    await page.getByTestId("finder-start-over").click();
    const food = await answerFinder(page, "food", "degreasing");
    expect(marine.join()).toMatch(/Hull/);
    expect(food.join()).toMatch(/Degreaser/);
    expect(marine).not.toEqual(food);
    await expect(page.getByTestId("finder-cstore")).toHaveCount(0);
  });

  test("a recommended product's name opens its page and closes the finder @phone", async ({ page }) => {
    await openFinder(page);
    await answerFinder(page, "marine", "hull_cleaning");
    const product = page.getByTestId("finder-result-product");
    await expect(product).toHaveCount(1);
    await expect(product.getByRole("button", { name: /^Add to Cart/ })).toBeVisible();
    await expect(product.getByRole("button", { name: /^Request Quote/ })).toBeVisible();
    await product.getByRole("link", { name: "Triple Zero Hull Cleaner" }).click();
    await expect(page).toHaveURL(/\/products\/triple-zero-hull-cleaner$/);
    await expect(page.getByTestId("finder-dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Triple Zero Hull Cleaner" })).toBeVisible();
  });

  test("Contact Us closes the finder and opens the contact page with the recommendation written into the message @phone", async ({
    page,
  }) => {
    await openFinder(page);
    await answerFinder(page, "marine", "hull_cleaning");
    await page.getByTestId("finder-contact").click();
    await expect(page).toHaveURL(/\/contact\?industry=marine&message=/);
    await expect(page.getByTestId("finder-dialog")).toHaveCount(0);
    await expect(page.getByLabel(/Message/)).toHaveValue(
      [
        "I am interested in Triple Zero Hull Cleaner (TZ-MH-101) for Hull Cleaning in Marine & Shipping.",
        "We use 51-200 gallons per month and clean weekly.",
        "What matters most to us: Worker Safety.",
      ].join("\n"),
    );
    await expect(page.getByLabel("Industry", { exact: true })).toHaveValue("marine");
  });

  test("Request Quote on a recommended product saves a quote with the finder as its source", async ({ page }) => {
    await openFinder(page);
    await answerFinder(page, "food", "degreasing");
    await page
      .getByTestId("finder-result-product")
      .first()
      .getByRole("button", { name: /^Request Quote/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Request a Quote" });
    await expect(dialog).toContainText("Triple Zero Restaurant Kitchen Degreaser, Gallon");
    await fillFields(dialog, { "First Name": "Rosa", "Last Name": "Diaz", Email: "rosa@diazfoods.example" });
    const sent = await submitLead(page, dialog.getByRole("button", { name: "Send Quote Request" }));
    expect(sent).toMatchObject({ form: "product-quote", itemNumber: "TZ-KD-101", quantity: "2", source: "application-finder" });
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("finder-result")).toBeVisible();
  });

  test("offers the c-store solutions when convenience was chosen", async ({ page }) => {
    await openFinder(page);
    await answerFinder(page, "convenience", "fuel_residue");
    await expect(page.getByTestId("finder-cstore")).toHaveAttribute("href", "/convenience-store");
  });
});

test.describe("shipping savings calculator", () => {
  test("shows the default savings, then recomputes 1.5 s after an input changes", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("calculator-monthly")).toContainText("$560");
    await expect(page.getByTestId("calculator-annual")).toContainText("$6,720");
    await expect(page.getByTestId("calculator-new-cost")).toContainText("$440");
    await expect(page.getByTestId("calculator-hazmat-cost")).toContainText("$125");

    await page.getByLabel("Monthly shipments").fill("10");
    await page.getByLabel("Container size").selectOption("275-gallon-totes");
    await expect(page.getByTestId("calculator-results")).toHaveAttribute("aria-busy", "true");
    await expect(page.getByTestId("calculator-monthly")).toContainText("$1,150", { timeout: 3_000 });
    await expect(page.getByTestId("calculator-annual")).toContainText("$13,800");
    await expect(page.getByTestId("calculator-new-cost")).toContainText("$850");
    await expect(page.getByTestId("calculator-hazmat-cost")).toContainText("$200");
    await expect(page.getByTestId("calculator-results")).toHaveAttribute("aria-busy", "false");
  });
});
