// The pool product sheets (/pool-spa-descaler, /pool-spa-oil-scum-remover), their printable technical
// data sheets, the interactive demo with the Cleaning Impact Calculator, and the icon preview page
// (seed 001 §2, §9).
import { IMPACT_SCENARIOS } from "@/lib/content/impact-scenarios";
import { POOL_SHEETS } from "@/lib/content/pool-sheets";
import { impactFigures } from "@/lib/domain/impact";
import { formatWholeDollars } from "@/lib/domain/money";
import {
  addToCart,
  breadcrumbs,
  expect,
  expectFindable,
  fetchPage,
  fillFields,
  interceptContactPosts,
  submitLead,
  test,
  toast,
} from "./support/page-checks";

// With motion, as most visitors have it: this spec covers the impact calculator's count-ups (playwright.config.ts).
test.use({ reducedMotion: "no-preference" });

const descaler = POOL_SHEETS["TZ-PS-101"];
const scumRemover = POOL_SHEETS["TZ-PS-102"];

const PAGES = [
  { path: descaler.path, h1: "Triple Zero Pool & Spa Descaler", title: descaler.seo.title, indexed: true },
  { path: scumRemover.path, h1: "Triple Zero Pool & Spa Oil & Scum Remover", title: scumRemover.seo.title, indexed: true },
  { path: "/interactive-demo", h1: "See the impact of safer pool and spa cleaning", title: "Interactive Demo", indexed: true },
  { path: "/icon-test", h1: "Icon Preview", title: "Icon Preview", indexed: false },
  {
    path: "/technical-data-sheet/TZ-PS-101",
    h1: "Triple Zero Pool & Spa Descaler",
    title: "Technical Data Sheet",
    indexed: true,
  },
] as const;

test.describe("search engines and accessibility", () => {
  for (const entry of PAGES) {
    test(`${entry.path} answers with its h1, title, description, canonical link and structured data`, async ({ request }) => {
      const page = await fetchPage(request, entry.path);
      expectFindable(page, entry.path);
      expect(page.text).toContain(entry.h1);
      expect(page.title).toContain(entry.title);
      expect(page.jsonLd.length).toBeGreaterThan(0);
      if (entry.indexed) expect(page.robots ?? "").not.toContain("noindex");
      else expect(page.robots).toContain("noindex");
    });

    // Axe and the phone width: a11y-sweep.spec.ts.
    test(`${entry.path} shows its h1`, async ({ page }) => {
      await page.goto(entry.path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(entry.h1);
    });
  }

  test("the product sheets describe each product with its price and shipping included", async ({ request }) => {
    for (const sheet of [descaler, scumRemover]) {
      const page = await fetchPage(request, sheet.path);
      const [product, ...others] = page.byType("Product");
      expect(others).toEqual([]);
      expect(product).toMatchObject({
        sku: sheet.itemNumber,
        url: expect.stringMatching(new RegExp(`${sheet.path}$`)),
        brand: { "@type": "Brand", name: "Triple Zero Chemical Co." },
        offers: [
          {
            "@type": "Offer",
            sku: sheet.itemNumber,
            price: "29.95",
            priceCurrency: "USD",
            availability: "https://schema.org/InStock",
            shippingDetails: { shippingRate: { value: 0, currency: "USD" } },
            hasMerchantReturnPolicy: { merchantReturnDays: 30 },
          },
        ],
      });
      expect(product).not.toHaveProperty("aggregateRating");
      expect(breadcrumbs(page).names).toEqual(["Home", "Pool & Spa", sheet.shortName]);
    }
  });

  test("an unknown item number has no data sheet", async ({ request }) => {
    expect((await request.get("/technical-data-sheet/TZ-NOPE-999")).status()).toBe(404);
  });
});

test.describe("the pool product sheets", () => {
  test("the descaler sheet shows its price, dilution 15%-100%, coverage and sizes", async ({ page }) => {
    await page.goto(descaler.path);
    await expect(page.getByTestId("purchase-card")).toContainText("$29.95");
    await expect(page.getByTestId("purchase-card")).toContainText("Shipping included");
    await expect(page.getByRole("heading", { name: "Dilution guide: 15%-100%" })).toBeVisible();
    await expect(page.getByText("One 32 oz bottle treats 500-1000 sq ft", { exact: false }).first()).toBeVisible();
    const sizes = page.getByRole("list", { name: "Available sizes" });
    for (const size of ["4-pack of 32 oz bottles", "8-pack of 32 oz bottles", "5 gallon pail", "55 gallon drum", "275 gallon tote"]) {
      await expect(sizes.getByText(size, { exact: true })).toBeVisible();
    }
  });

  test("the oil and scum remover sheet dilutes 1%-99%", async ({ page }) => {
    await page.goto(scumRemover.path);
    await expect(page.getByRole("heading", { name: "Dilution guide: 1%-99%" })).toBeVisible();
  });

  test("the Technical Data Sheet link opens the product's printable data sheet", async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => {
        document.documentElement.dataset.printed = "yes";
      };
    });
    await page.goto(descaler.path);
    await page.getByRole("link", { name: "Technical Data Sheet" }).click();
    await expect(page).toHaveURL(/\/technical-data-sheet\/TZ-PS-101$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Triple Zero Pool & Spa Descaler");
    await expect(page.getByText("TZ-PS-101").first()).toBeVisible();
    await expect(page.getByText("15%-100% in water")).toBeVisible();
    await expect(page.getByText("Hazard rating 0-0-0").first()).toBeVisible();
    await page.getByRole("button", { name: "Print or save as PDF" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-printed", "yes");
  });

  test("Request Quote saves a quote request and says so", async ({ page }) => {
    await page.goto(scumRemover.path);
    await page.getByRole("button", { name: "Request Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a Quote" });
    await expect(dialog).toContainText("TZ-PS-102");
    await fillFields(dialog, {
      "First Name": "Morgan",
      "Last Name": "Lee",
      Email: "morgan.lee@example.com",
      Company: "Lakeside Aquatic Center",
      Size: "55 gallon drum",
      Quantity: "2",
      Message: "Three pools and a spa; delivery before Memorial Day.",
    });

    const lead = await submitLead(page, dialog.getByRole("button", { name: "Send Quote Request" }));
    expect(lead).toMatchObject({
      form: "product-quote",
      productName: "Triple Zero Pool & Spa Oil & Scum Remover",
      itemNumber: "TZ-PS-102",
      size: "55 gallon drum",
      quantity: "2",
    });
    await expect(toast(page, "Quote Request Received")).toBeVisible();
    await expect(toast(page, "Quote Request Received")).toContainText("within 24 hours");
    await expect(dialog).toBeHidden();
  });

  test("Request Quote without a name shows the field errors and sends nothing", async ({ page }) => {
    const posts = await interceptContactPosts(page);
    await page.goto(descaler.path);
    await page.getByRole("button", { name: "Request Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a Quote" });
    await dialog.getByLabel("Email").fill("morgan.lee@example.com");
    await dialog.getByRole("button", { name: "Send Quote Request" }).click();

    const firstName = dialog.getByLabel("First Name");
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Last Name")).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toBeFocused();
    const errorId = await firstName.getAttribute("aria-describedby");
    await expect(dialog.locator(`[id="${errorId}"]`)).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveValue("morgan.lee@example.com");
    expect(posts.count()).toBe(0);
  });

  test("Add to Cart raises the cart button's count", async ({ page }) => {
    const cartLoaded = page.waitForResponse((r) => r.url().endsWith("/api/cart") && r.request().method() === "GET");
    await page.goto(descaler.path);
    await cartLoaded;
    const cartButton = page.getByTestId("cart-button");
    await expect(cartButton).toHaveAttribute("href", "/checkout");
    const count = page.getByTestId("cart-count");
    const before = Number(await count.textContent());

    const card = page.getByTestId("purchase-card");
    await card.getByRole("button", { name: "Increase quantity" }).click();
    await expect(card.getByLabel("Quantity", { exact: true })).toHaveValue("2");
    await addToCart(page, card.getByRole("button", { name: "Add to Cart" }));
    await expect(toast(page, "Added to Cart")).toBeVisible();
    await expect(count).toHaveText(String(before + 2));
  });
});

test.describe("the interactive demo", () => {
  const scenario = (id: string) => {
    const found = IMPACT_SCENARIOS.find((s) => s.id === id);
    if (!found) throw new Error(`no scenario ${id}`);
    return impactFigures(found);
  };

  test("has no site header, a way back to /pool-spa and links to shop and to the pool contact form", async ({ page }) => {
    await page.goto("/interactive-demo");
    await expect(page.getByRole("button", { name: "Product Finder" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to Pool & Spa" })).toHaveAttribute("href", "/pool-spa");
    await expect(page.getByRole("link", { name: "Shop Pool Products" })).toHaveAttribute("href", "/pool-spa#shopping");
    await expect(page.getByRole("link", { name: "Talk to a Pool Specialist" })).toHaveAttribute("href", "/pool-spa#poolcontact");
  });

  test("compares the Triple Zero pool products with muriatic acid and caustic soda by score band", async ({ page }) => {
    await page.goto("/interactive-demo");
    const section = page.getByRole("region", { name: "Product Sustainability Comparison" });
    const rows = section.locator("[data-testid=sustainability-row]:visible");
    await expect(rows).toHaveCount(4);
    await expect(rows.filter({ hasText: "Descaler" })).toContainText("Excellent");
    await expect(rows.filter({ hasText: "Oil & Scum Remover" })).toContainText("Excellent");
    await expect(rows.filter({ hasText: "Muriatic Acid" })).toContainText("Poor");
    await expect(rows.filter({ hasText: "Caustic Soda" })).toContainText("Poor");
  });

  test("switching from pool to hotel changes the cost savings from the pool's figures to the hotel's", async ({ page }) => {
    const pool = scenario("pool");
    const hotel = scenario("hotel");
    await page.goto("/interactive-demo");
    const facility = page.getByRole("group", { name: "Facility type" });
    await expect(facility.getByRole("button", { name: "Pool" })).toHaveAttribute("aria-pressed", "true");
    const monthly = page.getByTestId("impact-cost-monthly");
    const annual = page.getByTestId("impact-cost-annual");
    await expect(monthly).toHaveText(formatWholeDollars(pool.costSavings.monthly)); // $12,500
    await expect(annual).toHaveText(formatWholeDollars(pool.costSavings.annual)); // $150,000
    await expect(page.getByTestId("impact-card-cleaningTime")).toContainText("900 hours saved a year");

    await facility.getByRole("button", { name: "Hotel" }).click();
    await expect(facility.getByRole("button", { name: "Hotel" })).toHaveAttribute("aria-pressed", "true");
    await expect(monthly).toHaveText(formatWholeDollars(hotel.costSavings.monthly)); // $18,700
    await expect(annual).toHaveText(formatWholeDollars(hotel.costSavings.annual)); // $224,400
    await expect(page.getByTestId("impact-card-cleaningTime")).toContainText("1,440 hours saved a year");
    await expect(page.getByTestId("impact-facility-name")).toHaveText("Hotel & Resort");
  });

  test("the comparison bars grow in after the page loads, scaled to 20 incidents, 300 hours and 100 points", async ({ page }) => {
    await page.goto("/interactive-demo");
    const time = page.getByTestId("impact-card-cleaningTime").getByTestId("comparison-bar-fill");
    await expect(time.first()).toHaveAttribute("style", /width: 40%/); // 120 of 300 hours
    await expect(time.last()).toHaveAttribute("style", /width: 15%/); // 45 of 300 hours
    const incidents = page.getByTestId("impact-card-safetyIncidents").getByTestId("comparison-bar-fill");
    await expect(incidents.first()).toHaveAttribute("style", /width: 40%/); // 8 of 20
  });
});

test.describe("the icon preview page", () => {
  test("shows every icon with its name", async ({ page }) => {
    await page.goto("/icon-test");
    const tiles = page.getByTestId("icon-tile");
    expect(await tiles.count()).toBeGreaterThanOrEqual(40);
    for (const name of ["ShoppingCartIcon", "PhoneIcon", "ShieldCheckIcon", "PrinterIcon"]) {
      const tile = tiles.filter({ hasText: new RegExp(`^${name}$`) });
      await expect(tile).toHaveCount(1);
      await expect(tile.locator("svg")).toBeVisible();
    }
  });
});
