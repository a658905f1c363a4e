// The brewery sub-site (seed 001 §2 "Brewery home", "Beer-line case study pages", "Brewery header"):
// /brewery-cleaning, its three case studies and the case-study index of the main site.
import type { Page } from "@playwright/test";
import { expect, expectFindable, fetchPage, fillFields, interceptContactPosts, submitLead, test } from "./support/page-checks";

const HOME = "/brewery-cleaning";
const CASE_STUDIES = [
  "/brewery-case-studies/beer-line-cleaners",
  "/brewery-case-studies/craft-brewers",
  "/brewery-case-studies/home-brewers",
] as const;
const PAGES = [HOME, "/brewery-case-studies", ...CASE_STUDIES] as const;

/** The contact form's button stays disabled until React runs: a sign the page's islands are live. */
async function openHome(page: Page) {
  await page.goto(HOME);
  await expect(contactForm(page).getByRole("button", { name: "Send Message" })).toBeEnabled();
}

const contactSection = (page: Page) => page.locator("section#contact");
/** The form's card: "Message" alone would also name the card, whose heading is "Send us a message". */
const contactForm = (page: Page) => contactSection(page).getByRole("region", { name: "Send us a message" });
const finder = (page: Page) => page.locator("#finder");

test.describe("brewery pages: search engines, accessibility, layout", () => {
  for (const path of PAGES) {
    test(`${path} answers with an h1, a title, a description, a canonical link and JSON-LD`, async ({ request }) => {
      const page = await fetchPage(request, path);
      expectFindable(page, path);
      expect(page.title?.length ?? 0).toBeGreaterThan(10);
      expect(page.types).toContain("BreadcrumbList");
      if (path === HOME) expect(page.types).toContain("Service");
      // The brewery pages list and discuss products; each product's markup is on its own page.
      expect(page.html).not.toMatch(/"@type":"(Product|Offer|AggregateOffer|AggregateRating)"/);
      if ((CASE_STUDIES as readonly string[]).includes(path)) expect(page.types).toContain("Article");
    });
  }

  test("each brewery page has a title of its own", async ({ request }) => {
    const titles = await Promise.all(PAGES.map(async (path) => (await fetchPage(request, path)).title));
    expect(new Set(titles).size).toBe(PAGES.length);
  });

  // Axe and the phone width of every brewery page: a11y-sweep.spec.ts.
});

test.describe("the brewery header", () => {
  test("has Home, a tap-to-call link and the sections of the brewery home @desktop-only", async ({ page }) => {
    await page.goto(CASE_STUDIES[1]);
    const nav = page.getByRole("navigation", { name: "Brewery", exact: true });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", HOME);
    for (const [label, id] of [
      ["Products", "products"],
      ["About", "about"],
      ["Education", "education"],
      ["Contact", "contact"],
    ] as const) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", `${HOME}#${id}`);
    }
    await expect(page.getByRole("banner").getByRole("link", { name: /^Call/ })).toHaveAttribute("href", "tel:+18004071173");
  });

  test("Education scrolls to the section on the brewery home @desktop-only", async ({ page }) => {
    await openHome(page);
    await page.getByRole("navigation", { name: "Brewery", exact: true }).getByRole("link", { name: "Education" }).click();
    await expect(page.locator("#education")).toBeInViewport();
  });

  test("the Case Studies menu lists the three case-study pages @desktop-only", async ({ page }) => {
    await openHome(page);
    await page.getByRole("button", { name: "Case Studies" }).click();
    const items = page.getByRole("menuitem");
    await expect(items).toHaveCount(3);
    expect(await items.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([...CASE_STUDIES]);
    await items.filter({ hasText: "Craft Brewers" }).click();
    await expect(page).toHaveURL(/\/brewery-case-studies\/craft-brewers$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("7–30 bbl");
  });

  test("the Other Sites menu lists the home page, grill cleaning and convenience stores @desktop-only", async ({ page }) => {
    await openHome(page);
    await page.getByRole("button", { name: "Other Sites" }).click();
    const items = page.getByRole("menuitem");
    await expect(items).toHaveCount(3);
    expect(await items.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/",
      "/grill-cleaning",
      "/convenience-store",
    ]);
  });

  test("at 390 px the menu button opens the collapsible menu @phone-only", async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole("navigation", { name: "Brewery", exact: true })).toBeHidden();
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    const menu = page.getByRole("navigation", { name: "Brewery mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    for (const name of [
      "Home",
      "Products",
      "About",
      "Education",
      "Contact",
      "Beer Line Cleaners",
      "Craft Brewers",
      "Home Brewers",
      "Grill Cleaning",
      "Convenience Stores",
    ]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(contactSection(page)).toBeInViewport();
  });

  test("the call link dials the sales line at 390 px @phone-only", async ({ page }) => {
    await page.goto(HOME);
    const call = page.getByRole("banner").getByRole("link", { name: /^Call/ });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", "tel:+18004071173");
  });
});

test.describe("the brewery home", () => {
  test("Shop Beer Line Products scrolls to the products; View Case Studies opens the case-study index", async ({ page }) => {
    await openHome(page);
    await page.getByRole("link", { name: "Shop Beer Line Products" }).click();
    await expect(page).toHaveURL(/#products$/);
    await expect(page.locator("#products")).toBeInViewport();
    await page.getByRole("link", { name: "View Case Studies" }).click();
    await expect(page).toHaveURL(/\/brewery-case-studies$/);
    for (const path of CASE_STUDIES) await expect(page.locator(`main a[href="${path}"]`)).toHaveCount(1);
  });

  test("the product tabs open on line cleaning and switch to production", async ({ page }) => {
    await openHome(page);
    const products = page.locator("#products");
    const lineCleaning = products.getByRole("tab", { name: "Beer Line Cleaning" });
    const production = products.getByRole("tab", { name: "Brewery Production" });
    await expect(lineCleaning).toHaveAttribute("aria-selected", "true");
    await expect(products.getByRole("heading", { name: "Triple Zero Caustic Beer-Line Cleaner" })).toBeVisible();
    await expect(products.getByText("$94.99")).toBeVisible();
    await expect(products.getByText("Item TZ-BL-102")).toBeVisible();

    await production.click();
    await expect(production).toHaveAttribute("aria-selected", "true");
    await expect(products.getByRole("heading", { name: "Triple Zero Caustic Tank Cleaner" })).toBeVisible();
    await expect(products.getByRole("heading", { name: "Triple Zero Brewery Equipment Degreaser" })).toBeVisible();
    await expect(products.getByRole("heading", { name: "Triple Zero Caustic Beer-Line Cleaner" })).toBeHidden();
  });

  test("the finder is disabled until an application is chosen, recommends each option's dilution, and 'Find Another Solution' starts over", async ({
    page,
  }) => {
    await openHome(page);
    const button = finder(page).getByRole("button", { name: "Get Recommendation" });
    await expect(button).toBeDisabled();
    const recommendation = finder(page).getByTestId("brewery-recommendation");
    for (const [option, dilution] of [
      ["Beer Line Cleaning", "1:4 dilution"],
      ["Tank & Vessel Cleaning", "1:6 dilution"],
      ["Equipment Degreasing", "1:8 dilution"],
      ["Cleaning Systems", "Variable dilution"],
    ] as const) {
      await test.step(`${option}: ${dilution}`, async () => {
        await finder(page)
          .getByRole("radio", { name: new RegExp(option) })
          .check();
        await expect(button).toBeEnabled();
        await button.click();
        await expect(recommendation).toBeVisible();
        await expect(recommendation.getByText(dilution, { exact: true })).toBeVisible();
        await expect(recommendation.getByRole("listitem").first()).toBeVisible();

        await finder(page).getByRole("button", { name: "Find Another Solution" }).click();
        await expect(recommendation).toBeHidden();
        await expect(finder(page).getByRole("radio", { checked: true })).toHaveCount(0);
        await expect(button).toBeDisabled();
      });
    }
  });

  test("has the benefits, the free sample offer, the legal disclaimer and a back-to-top button after scrolling", async ({ page }) => {
    await openHome(page);
    await expect(page.locator("#about").getByRole("heading", { name: "No hazmat shipping fees" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a Free Sample" })).toHaveAttribute("href", "#contact");
    await expect(page.getByText(/read the Safety Data Sheet \(SDS\)/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Back to top" })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
    await expect(page.getByRole("button", { name: "Back to top" })).toBeVisible();
  });
});

test.describe("the brewery contact form", () => {
  const fillValid = (page: Page) =>
    fillFields(contactForm(page), {
      "First Name": "Morgan",
      "Last Name": "Lindqvist",
      Email: "morgan@northshorebrewing.example",
      Phone: "414-555-0142",
      "Brewery Name": "North Shore Brewing",
      Interest: "beer-line-cleaning",
      Message: "Twelve taps on long-draw glycol lines; we clean every two weeks.",
    });

  test("an empty submit shows the errors next to the required fields and sends nothing", async ({ page }) => {
    const posts = await interceptContactPosts(page);
    await openHome(page);
    const form = contactForm(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    for (const label of ["First Name", "Last Name", "Email", "Brewery Name", "Interest"]) {
      const field = form.getByLabel(label);
      await expect(field, label).toHaveAttribute("aria-invalid", "true");
      await expect(field, label).toHaveAccessibleDescription(/required/i);
    }
    await expect(form.getByLabel("Phone")).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("First Name")).toBeFocused();
    expect(posts.count()).toBe(0);
  });

  test("a valid message is saved (201), the success toast shows and the form is cleared", async ({ page }) => {
    await openHome(page);
    await fillValid(page);
    const lead = await submitLead(page, contactForm(page).getByRole("button", { name: "Send Message" }));
    expect(lead).toMatchObject({
      form: "brewery-contact",
      firstName: "Morgan",
      breweryName: "North Shore Brewing",
      interest: "beer-line-cleaning",
    });
    await expect(page.getByText("Message received")).toBeVisible();
    await expect(page.getByText(/brewery team will reply within 24 hours/)).toBeVisible();
    await expect(contactForm(page).getByLabel("Brewery Name")).toHaveValue("");
    await expect(contactForm(page).getByLabel("Interest")).toHaveValue("");
  });
});

test.describe("the brewery case studies", () => {
  test("beer-line cleaners shows the figures, the three cases, a featured case, the demo link and the free trial", async ({ page }) => {
    await page.goto(CASE_STUDIES[0]);
    for (const figure of ["85+", "100%", "40%", "0-0-0"]) {
      await expect(page.getByRole("definition").filter({ hasText: new RegExp(`^${figure.replace("+", "\\+")}$`) })).toBeVisible();
    }
    for (const title of ["Milwaukee craft brewery", "Denver regional chain of 8 locations", "Portland microbrewery"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(page.getByText("Featured case")).toBeVisible();
    await expect(page.getByRole("link", { name: "Watch the acid and caustic demos" })).toHaveAttribute("href", "/technology#demos");
    await expect(page.getByRole("link", { name: "Start a Free Trial" })).toHaveAttribute("href", "/brewery-cleaning#contact");
    await expect(page.locator("blockquote").first()).toBeVisible();
  });

  test("craft brewers covers CIP of fermenters and brite tanks with the tank cleaners", async ({ page }) => {
    await page.goto(CASE_STUDIES[1]);
    await expect(page.getByRole("heading", { name: /CIP cycle for fermenters and brite tanks/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Triple Zero Caustic Tank Cleaner" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Triple Zero Acid Tank Cleaner" })).toBeVisible();
  });

  test("home brewers covers kegerator lines with the draft line kit and safety at home", async ({ page }) => {
    await page.goto(CASE_STUDIES[2]);
    await expect(page.getByRole("heading", { name: "Triple Zero Draft Line Cleaning Kit" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Safety at home" })).toBeVisible();
    await expect(page.getByText("$129.99")).toBeVisible();
  });
});
