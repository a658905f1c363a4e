import { expect, test, type Page } from "@playwright/test";

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
    { industry: "brewery", application: "beer_line_acid", product: /Acid Beer-Line Cleaner/, shop: true, explore: "/brewery-cleaning" },
    { industry: "hvac", application: "coil_cleaning", product: /Coil Cleaner/, shop: false, explore: null },
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
