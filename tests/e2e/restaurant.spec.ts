// The restaurant page and the professional / DIY page (seed 001 §2): what search engines read, the
// free degreaser sample request, the Professional / DIY switch, quotes and Add to Cart.
import type { Locator, Page } from "@playwright/test";
import { RESTAURANT_CLEANING_HERO, RESTAURANT_CLEANING_SEO } from "@/lib/content/restaurant-cleaning";
import { RESTAURANT_HERO, RESTAURANT_SEO } from "@/lib/content/restaurants";
import {
  addToCart,
  breadcrumbs,
  expect,
  expectFindable,
  expectNoSeriousAxeViolations,
  failContactPosts,
  fetchPage,
  fillFields,
  submitLead,
  test,
} from "./support/page-checks";

const PAGES = [
  { path: "/restaurants", h1: RESTAURANT_HERO.heading, title: RESTAURANT_SEO.title, crumb: "Restaurants" },
  {
    path: "/restaurant-cleaning",
    h1: RESTAURANT_CLEANING_HERO.heading,
    title: RESTAURANT_CLEANING_SEO.title,
    crumb: "Restaurant Cleaning",
  },
];

for (const { path, h1, title, crumb } of PAGES) {
  test.describe(path, () => {
    test("answers with an h1, title, description, canonical link and structured data", async ({ request }) => {
      const page = await fetchPage(request, path);
      expectFindable(page, path);
      expect(page.title).toContain(title);
      expect(breadcrumbs(page).names).toEqual(["Home", crumb]);
      expect(page.byType("Service")[0]).toMatchObject({ provider: { name: "Triple Zero Chemical Co." } });
    });

    // Axe and the phone width: a11y-sweep.spec.ts.
    test("shows its h1", async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    });
  });
}

test.describe("the restaurant page", () => {
  test("shows four kitchen applications with their catalog products, and the hero buttons scroll to them and to contact", async ({
    page,
  }) => {
    await page.goto("/restaurants");
    const applications = page.locator("section#applications article");
    await expect(applications).toHaveCount(4);
    await expect(applications.filter({ hasText: "Kitchen degreasing" })).toContainText("Triple Zero Restaurant Kitchen Degreaser");
    await expect(applications.filter({ hasText: "Kitchen degreasing" })).toContainText("Item TZ-KD-101");
    await expect(page.locator("#contact")).toHaveCount(1);

    await page.getByRole("link", { name: RESTAURANT_HERO.applicationsLabel }).click();
    await expect(page).toHaveURL(/#applications$/);
    await expect(page.locator("#applications")).toBeInViewport();

    await page.getByRole("link", { name: RESTAURANT_HERO.contactLabel }).click();
    await expect(page).toHaveURL(/#contact$/);
    const contact = page.locator("section#contact");
    await expect(contact).toBeInViewport();
    await expect(contact.getByRole("link", { name: "sales@triplezero.example" })).toHaveAttribute("href", /^mailto:/);
    await expect(contact.getByRole("link", { name: "800-407-1173" })).toHaveAttribute("href", /^tel:/);
  });

  const sampleDialog = (page: Page) => page.getByRole("dialog", { name: "Request a Free Sample" });

  async function openSampleDialog(page: Page): Promise<Locator> {
    await page.goto("/restaurants");
    await page.getByRole("button", { name: "Request Kitchen Degreasing Sample" }).click();
    const dialog = sampleDialog(page);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  const fillSample = (dialog: Locator) =>
    fillFields(dialog, {
      "First Name": "Rosa",
      "Last Name": "Delgado",
      Email: "rosa@harborgrill.example",
      "Business Name": "Harbor Grill",
      "Shipping Address": "120 Lake Street",
      City: "Milwaukee",
      State: "Wisconsin",
      "ZIP Code": "53202",
      Notes: "Our fryer cabinets and the hood over the flat-top.",
    });

  test("the sample request offers the 50 states and DC and has no serious accessibility problem @phone", async ({ page }) => {
    const dialog = await openSampleDialog(page);
    // 51 states and the "Select" placeholder.
    await expect(dialog.getByLabel("State").locator("option")).toHaveCount(52);
    await expectNoSeriousAxeViolations(page, "sample request dialog");
  });

  test("a valid sample request is saved, the success toast shows and the dialog closes", async ({ page }) => {
    const dialog = await openSampleDialog(page);
    await fillSample(dialog);
    const lead = await submitLead(page, dialog.getByRole("button", { name: "Request Sample" }));
    expect(lead).toMatchObject({
      form: "sample-request",
      productName: "Triple Zero Restaurant Kitchen Degreaser",
      itemNumber: "TZ-KD-101",
      company: "Harbor Grill",
      state: "WI",
      zipCode: "53202",
    });
    await expect(page.getByText("Sample Request Received")).toBeVisible();
    await expect(
      page.getByText(
        /We received your request for a Triple Zero Restaurant Kitchen Degreaser sample\. Our team will reply within 24 hours/,
      ),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    // Opened again, the form is empty for the next request.
    await page.getByRole("button", { name: "Request Kitchen Degreasing Sample" }).click();
    await expect(sampleDialog(page).getByLabel("First Name")).toHaveValue("");
  });

  test("when the server fails, the failure toast shows and the values stay", async ({ page }) => {
    await failContactPosts(page);
    const dialog = await openSampleDialog(page);
    await fillSample(dialog);
    await dialog.getByRole("button", { name: "Request Sample" }).click();

    await expect(page.getByText("Request Failed")).toBeVisible();
    await expect(page.getByText(/Please try again or call us at 800-407-1173/)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("First Name")).toHaveValue("Rosa");
    await expect(dialog.getByLabel("State")).toHaveValue("WI");
    await expect(dialog.getByLabel("ZIP Code")).toHaveValue("53202");
    await expect(dialog.getByRole("button", { name: "Request Sample" })).toBeEnabled();
  });
});

test.describe("the professional / DIY page", () => {
  /** The prices of the products shown: [amount, unit]. */
  async function shownPrices(page: Page): Promise<[number, string][]> {
    const texts = await page.getByRole("tabpanel").getByTestId("product-price").allInnerTexts();
    return texts.map((text) => {
      const match = /\$(\d+\.\d{2})\s*per (\w+)/.exec(text);
      expect(match, text).not.toBeNull();
      return [Number(match![1]), match![2]!];
    });
  }

  test("starts on Professional with six gallon products and switches to six DIY quarts and kits", async ({ page }) => {
    await page.goto("/restaurant-cleaning");
    const professional = page.getByRole("tab", { name: "Professional" });
    const diy = page.getByRole("tab", { name: "DIY" });
    await expect(professional).toHaveAttribute("aria-selected", "true");
    await expect(diy).toHaveAttribute("aria-selected", "false");

    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("article")).toHaveCount(6);
    for (const [amount, unit] of await shownPrices(page)) {
      expect(unit).toBe("gallon");
      expect(amount).toBeGreaterThanOrEqual(89.99);
      expect(amount).toBeLessThanOrEqual(94.99);
    }
    await expect(panel.getByRole("button", { name: "Add to Cart" }).first()).toBeVisible();

    await diy.click();
    await expect(diy).toHaveAttribute("aria-selected", "true");
    await expect(professional).toHaveAttribute("aria-selected", "false");
    await expect(panel.getByRole("article")).toHaveCount(6);
    await expect(panel.getByRole("article", { name: /Kitchen Degreaser, DIY Quart/ })).toContainText("$24.99");
    const prices = await shownPrices(page);
    expect(prices).toHaveLength(6);
    for (const [amount, unit] of prices) {
      expect(["quart", "kit"]).toContain(unit);
      expect(amount).toBeGreaterThanOrEqual(24.99);
      expect(amount).toBeLessThanOrEqual(39.99);
    }
    await expect(page.getByRole("article", { name: "Triple Zero Grill & Oven Cleaner Concentrate" })).toBeHidden();
  });

  test("the switch works from the keyboard", async ({ page }) => {
    await page.goto("/restaurant-cleaning");
    await page.getByRole("tab", { name: "Professional" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "DIY" })).toHaveAttribute("aria-selected", "true");
    await expect(
      page
        .getByRole("tabpanel")
        .getByRole("article", { name: /DIY Quart/ })
        .first(),
    ).toBeVisible();
  });

  test("a quote request for a DIY quart is saved and confirmed", async ({ page }) => {
    await page.goto("/restaurant-cleaning");
    await page.getByRole("tab", { name: "DIY" }).click();
    await page
      .getByRole("article", { name: /Kitchen Degreaser, DIY Quart/ })
      .getByRole("button", { name: "Request a Quote" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Request a Quote" });
    await expect(dialog).toContainText("1 quart");
    await fillFields(dialog, { "First Name": "Luis", "Last Name": "Moreno", Email: "luis@tacotruck.example" });
    await dialog.getByLabel(/Quantity/).fill("3");

    const lead = await submitLead(page, dialog.getByRole("button", { name: "Send Quote Request" }));
    expect(lead).toMatchObject({
      form: "product-quote",
      productName: "Triple Zero Kitchen Degreaser, DIY Quart",
      itemNumber: "TZ-KD-101",
      size: "1 quart",
    });
    await expect(page.getByText("Quote Request Received")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("a quote without a quantity asks for one", async ({ page }) => {
    await page.goto("/restaurant-cleaning");
    await page.getByRole("tab", { name: "DIY" }).click();
    await page
      .getByRole("article", { name: /Kitchen Trial Kit/ })
      .getByRole("button", { name: "Request a Quote" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Request a Quote" });
    await fillFields(dialog, { "First Name": "Luis", "Last Name": "Moreno", Email: "luis@tacotruck.example" });
    await dialog.getByLabel(/Quantity/).fill("");
    await dialog.getByRole("button", { name: "Send Quote Request" }).click();
    await expect(dialog.getByLabel(/Quantity/)).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel(/Quantity/)).toBeFocused();
  });

  test("Add to Cart on a professional product adds it", async ({ page }) => {
    await page.goto("/restaurant-cleaning");
    await addToCart(
      page,
      page.getByRole("article", { name: "Triple Zero Grill & Oven Cleaner Concentrate" }).getByRole("button", { name: "Add to Cart" }),
    );
    await expect(page.getByText("Added to Cart")).toBeVisible();
    await expect(page.getByText("Product added successfully")).toBeVisible();
  });

  test("the teak cleaner is $34.99 per DIY quart on quote, and the catalog gallon goes into the cart", async ({ page }) => {
    await page.goto("/restaurant-cleaning");
    const diy = page.getByTestId("teak-diy");
    await expect(diy).toContainText("$34.99");
    await expect(diy).toContainText("per quart");
    await diy.getByRole("button", { name: "Request a Quote" }).click();
    await expect(page.getByRole("dialog", { name: "Request a Quote" })).toContainText("Triple Zero Teak Furniture Cleaner");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("teak-professional").getByRole("button", { name: "Add to Cart" })).toBeVisible();
  });

  test("shows three testimonials and calls to action to the food & beverage contact page and the phone", async ({ page }) => {
    await page.goto("/restaurant-cleaning");
    await expect(page.getByRole("region", { name: "What kitchens say" }).getByRole("figure")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Get a Custom Recommendation" })).toHaveAttribute(
      "href",
      "/contact?industry=food-beverage",
    );
    await expect(page.getByRole("link", { name: "Call 800-407-1173" })).toHaveAttribute("href", /^tel:/);
  });
});
