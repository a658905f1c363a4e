// The convenience store page, the grill cleaning page and the grill demo (seed 001 §2, §7, §8, §9).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { GRILL_PRODUCTS } from "@/lib/content/grill";
import { siteConfig } from "@/lib/site-config";

// POST /api/contact allows 5 requests per 10 minutes per address: every test sends as its own.
const octet = () => 1 + Math.floor(Math.random() * 254);
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
});

type JsonLdNode = { "@type": string; [key: string]: unknown };

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The page as a search engine fetches it. */
async function fetchPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const attr = (pattern: RegExp) => {
    const match = pattern.exec(html);
    return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
  };
  const jsonLd: JsonLdNode[] = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
    (match) => {
      const data = JSON.parse(match[1] ?? "null") as JsonLdNode | JsonLdNode[];
      return Array.isArray(data) ? data : [data];
    },
  );
  return {
    status: response.status(),
    html,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    jsonLd,
  };
}

const byType = (nodes: JsonLdNode[], type: string) => nodes.filter((node) => node["@type"] === type);

const PAGES = [
  { path: "/convenience-store", h1: /c-stores and fuel stations/ },
  { path: "/grill-cleaning", h1: /Professional grill cleaning/ },
  { path: "/grill-demo", h1: /cut through grease/ },
] as const;

const ALL_CONVENIENCE = [
  "Triple Zero Fuel System Cleaner",
  "Triple Zero C-Store Kitchen Degreaser",
  "Triple Zero Restroom Cleaner",
  "Triple Zero Coffee Equipment Cleaner",
  "Triple Zero Floor & Surface Cleaner",
];

test.describe("search engines and accessibility", () => {
  for (const { path, h1 } of PAGES) {
    test(`${path} answers with its h1, title, description, canonical link and structured data`, async ({ request, page }) => {
      const fetched = await fetchPage(request, path);
      expect(fetched.status).toBe(200);
      expect(fetched.title?.length ?? 0).toBeGreaterThan(0);
      expect(fetched.description?.length ?? 0).toBeGreaterThanOrEqual(50);
      expect(new URL(fetched.canonical ?? "http://invalid/").pathname).toBe(path);
      expect(fetched.html).toContain('<meta name="keywords"');
      const [breadcrumbs] = byType(fetched.jsonLd, "BreadcrumbList");
      const items = (breadcrumbs?.itemListElement ?? []) as { item: string }[];
      expect(new URL(items.at(-1)?.item ?? "http://invalid/").pathname).toBe(path);

      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    });
  }

  test("the three pages have distinct titles", async ({ request }) => {
    const titles = await Promise.all(PAGES.map(async ({ path }) => (await fetchPage(request, path)).title));
    expect(new Set(titles).size).toBe(PAGES.length);
  });

  test("/convenience-store describes its service and the six FAQs it shows", async ({ request, page }) => {
    const { jsonLd } = await fetchPage(request, "/convenience-store");
    expect(byType(jsonLd, "Service")[0]).toMatchObject({
      provider: { "@type": "Organization", name: siteConfig.companyName },
    });
    const faq = byType(jsonLd, "FAQPage")[0];
    const questions = (faq?.mainEntity ?? []) as { name: string }[];
    expect(questions).toHaveLength(6);

    await page.goto("/convenience-store");
    for (const question of questions) await expect(page.getByText(question.name, { exact: true })).toBeVisible();
  });

  test("/grill-cleaning lists its four products with prices and availability", async ({ request }) => {
    const { jsonLd } = await fetchPage(request, "/grill-cleaning");
    const list = byType(jsonLd, "ItemList")[0];
    const products = ((list?.itemListElement ?? []) as { item: { name: string; offers: { lowPrice: string; availability: string } } }[]).map(
      (element) => element.item,
    );
    expect(products.map((p) => p.offers.lowPrice)).toEqual(["89.99", "59.99", "79.99", "69.99"]);
    expect(products.filter((p) => p.offers.availability.endsWith("OutOfStock"))).toHaveLength(1);
  });

  for (const { path } of PAGES) {
    test(`${path} has no serious accessibility problem`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id} ${v.help}`)).toEqual([]);
    });

    test(`${path} does not scroll sideways on a phone @phone-only`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});

// ------------------------------------------------------------------ convenience store

const products = (page: Page) => page.locator("#products").getByTestId("convenience-product");
const quoteDialog = (page: Page) => page.getByRole("dialog", { name: "Request a Quote" });

async function fillQuote(page: Page) {
  const dialog = quoteDialog(page);
  await dialog.getByLabel("Store Name").fill("Lakeside Fuel & Go");
  await dialog.getByLabel("Contact Name").fill("Maria Lopez");
  await dialog.getByLabel("Email").fill("maria@lakesidefuel.example");
  await dialog.getByLabel("Store Type").selectOption("gas-station");
}

const contactPost = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === "/api/contact" && r.request().method() === "POST");

test.describe("the convenience store page", () => {
  test("hero buttons lead to the contact section and the products", async ({ page }) => {
    await page.goto("/convenience-store");
    await expect(page.getByRole("link", { name: "Get C-Store Solutions" })).toHaveAttribute("href", "#contact");
    await expect(page.getByRole("link", { name: "View Products" })).toHaveAttribute("href", "#products");
    await expect(page.locator("section#contact")).toHaveCount(1);
    await expect(page.locator("section#wizard")).toHaveCount(1);
  });

  test("every filter button shows exactly its products", async ({ page }) => {
    await page.goto("/convenience-store");
    const expected: [string, string[]][] = [
      ["Fuel Systems", ["Triple Zero Fuel System Cleaner"]],
      ["Food Service", ["Triple Zero C-Store Kitchen Degreaser", "Triple Zero Coffee Equipment Cleaner"]],
      ["General Cleaning", ["Triple Zero Restroom Cleaner", "Triple Zero Floor & Surface Cleaner"]],
      ["All Solutions", ALL_CONVENIENCE],
    ];
    await expect(products(page).getByRole("heading", { level: 3 })).toHaveText(ALL_CONVENIENCE);
    for (const [button, names] of expected) {
      await page.getByRole("button", { name: button, exact: true }).click();
      await expect(page.getByRole("button", { name: button, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(products(page).getByRole("heading", { level: 3 })).toHaveText(names);
    }
  });

  test("cards show the price per gallon and minimum order, and Learn More goes to /products", async ({ page }) => {
    await page.goto("/convenience-store");
    const card = products(page).filter({ hasText: "Triple Zero Floor & Surface Cleaner" });
    await expect(card).toContainText("$24.99");
    await expect(card).toContainText("8 gallons");
    await expect(card.getByRole("link", { name: /Learn More/ })).toHaveAttribute("href", "/products");
  });

  test("Get Quote remembers the product and a valid request is saved", async ({ page }) => {
    await page.goto("/convenience-store");
    await products(page).filter({ hasText: "Triple Zero Fuel System Cleaner" }).getByRole("button", { name: /Get Quote/ }).click();
    const dialog = quoteDialog(page);
    await expect(dialog).toContainText("Triple Zero Fuel System Cleaner");
    // 4 gallons is below the 5-gallon minimum: the form starts on 8.
    await expect(dialog.getByRole("radio", { name: "8 gallons" })).toBeChecked();

    await fillQuote(page);
    const posted = contactPost(page);
    await dialog.getByRole("button", { name: "Request Quote" }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      form: "convenience-quote",
      storeName: "Lakeside Fuel & Go",
      storeType: "gas-station",
      quantity: "8",
      productName: "Triple Zero Fuel System Cleaner",
      itemNumber: "TZ-CS-101",
    });
    await expect(page.getByText("Quote Request Received")).toBeVisible();
    await expect(page.getByText(/reply within 24 hours/).first()).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("missing fields are shown next to them and nothing is sent", async ({ page }) => {
    let posted = false;
    await page.route("**/api/contact", (route) => {
      posted = true;
      return route.fulfill({ status: 201, json: { ok: true, id: 1 } });
    });
    await page.goto("/convenience-store");
    await products(page).first().getByRole("button", { name: /Get Quote/ }).click();
    const dialog = quoteDialog(page);
    await dialog.getByRole("button", { name: "Request Quote" }).click();
    for (const label of ["Store Name", "Contact Name", "Email", "Store Type"]) {
      await expect(dialog.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
    }
    await expect(dialog.getByLabel("Store Name")).toBeFocused();
    await expect(dialog.getByLabel("Store Name")).toHaveAccessibleDescription(/.+/);
    expect(posted).toBe(false);
  });

  test("a custom quantity needs the number of gallons", async ({ page }) => {
    await page.goto("/convenience-store");
    await page.getByRole("button", { name: "Get Custom Quote" }).first().click();
    const dialog = quoteDialog(page);
    await fillQuote(page);
    await dialog.getByRole("radio", { name: "Custom amount" }).check();
    await dialog.getByRole("button", { name: "Request Quote" }).click();
    const custom = dialog.getByLabel("Custom quantity (gallons)");
    await expect(custom).toHaveAttribute("aria-invalid", "true");

    await custom.fill("40");
    await expect(custom).not.toHaveAttribute("aria-invalid", "true");
    const posted = contactPost(page);
    await dialog.getByRole("button", { name: "Request Quote" }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ quantity: "custom", customQuantity: 40 });
    expect(response.request().postDataJSON()).not.toHaveProperty("productName");
    await expect(page.getByText("Quote Request Received")).toBeVisible();
  });

  test("when the server fails, the failure toast shows and the values stay", async ({ page }) => {
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto("/convenience-store");
    await page.getByRole("button", { name: "Get Custom Quote" }).first().click();
    const dialog = quoteDialog(page);
    await fillQuote(page);
    await dialog.getByRole("button", { name: "Request Quote" }).click();
    await expect(page.getByText("Quote Request Failed")).toBeVisible();
    await expect(page.getByText(new RegExp(`call us at ${siteConfig.phone.display}`))).toBeVisible();
    await expect(dialog.getByLabel("Store Name")).toHaveValue("Lakeside Fuel & Go");
    await expect(dialog.getByLabel("Store Type")).toHaveValue("gas-station");
    await expect(dialog.getByRole("button", { name: "Request Quote" })).toBeEnabled();
  });

  test("Cancel closes the quote dialog", async ({ page }) => {
    await page.goto("/convenience-store");
    await page.getByRole("button", { name: "Get Custom Quote" }).first().click();
    await expect(quoteDialog(page)).toBeVisible();
    await quoteDialog(page).getByRole("button", { name: "Cancel" }).click();
    await expect(quoteDialog(page)).toBeHidden();
  });

  test("the wizard recommends the product for a store need and quotes it", async ({ page }) => {
    await page.goto("/convenience-store");
    const wizard = page.locator("#wizard");
    await expect(wizard.getByRole("button", { name: "Get Recommendation" })).toBeDisabled();
    await wizard.getByRole("radio", { name: "Restrooms" }).check();
    await wizard.getByRole("button", { name: "Get Recommendation" }).click();
    await expect(wizard.getByRole("heading", { name: "Triple Zero Restroom Cleaner" })).toBeVisible();
    await wizard.getByRole("button", { name: /Get Quote/ }).click();
    await expect(quoteDialog(page)).toContainText("Triple Zero Restroom Cleaner");
    await quoteDialog(page).getByRole("button", { name: "Cancel" }).click();
    await wizard.getByRole("button", { name: "Find Another Solution" }).click();
    await expect(wizard.getByRole("radio", { name: "Restrooms" })).not.toBeChecked();
  });
});

// ------------------------------------------------------------------ grill cleaning

const grillCard = (page: Page, name: string) => page.getByTestId("grill-product").filter({ hasText: name });

test.describe("the grill cleaning page", () => {
  test("shows the four products at 89.99, 59.99, 79.99 and 69.99 a gallon", async ({ page }) => {
    await page.goto("/grill-cleaning");
    await expect(page.getByTestId("grill-product")).toHaveCount(4);
    for (const product of GRILL_PRODUCTS) {
      await expect(grillCard(page, product.name)).toContainText(`$${product.price} per gallon`);
      await expect(grillCard(page, product.name).getByLabel("Size")).toHaveValue(product.sizes[0]!.label);
    }
  });

  test("Buy Now opens the grill store with product, size, quantity and price", async ({ page, context }) => {
    const product = GRILL_PRODUCTS.find((p) => p.inStock && p.sizes.length > 1)!;
    const size = product.sizes[1]!;
    let opened = "";
    // The sister store is not part of the test: record where the popup went, and go no further.
    await context.route(`${siteConfig.externalSites.grill.url}/**`, (route) => {
      opened = route.request().url();
      return route.abort();
    });

    await page.goto("/grill-cleaning");
    const card = grillCard(page, product.name);
    await expect(card.getByRole("button", { name: `Decrease quantity of ${product.name}` })).toBeDisabled();
    await card.getByLabel("Size").selectOption(size.label);
    await card.getByRole("button", { name: `Increase quantity of ${product.name}` }).click();
    await card.getByRole("button", { name: `Increase quantity of ${product.name}` }).click();
    await expect(card.getByRole("spinbutton", { name: `Quantity of ${product.name}` })).toHaveValue("3");
    await expect(card.getByRole("button", { name: `Decrease quantity of ${product.name}` })).toBeEnabled();

    const popup = page.waitForEvent("popup");
    await card.getByRole("button", { name: /^Buy Now/ }).click();
    await popup;
    await expect.poll(() => opened).not.toBe("");
    const url = new URL(opened);
    expect(url.pathname).toBe("/shop");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      product: product.name,
      size: size.label,
      quantity: "3",
      price: size.price,
    });
    await expect(page.getByText("Redirecting to Specialized Store")).toBeVisible();
    await expect(page.getByText(`Opening ${product.name} in our dedicated grill cleaning store`)).toBeVisible();
  });

  test("the out-of-stock product's Buy Now is disabled and reads 'Out of Stock'", async ({ page }) => {
    const product = GRILL_PRODUCTS.find((p) => !p.inStock)!;
    await page.goto("/grill-cleaning");
    const button = grillCard(page, product.name).getByRole("button", { name: "Out of Stock" });
    await expect(button).toBeDisabled();
    await expect(grillCard(page, product.name).getByRole("button", { name: /^Buy Now/ })).toHaveCount(0);
  });

  test("Request Quote drafts an e-mail with the product, size and quantity", async ({ page }) => {
    const product = GRILL_PRODUCTS[0]!;
    await page.goto("/grill-cleaning");
    const card = grillCard(page, product.name);
    await card.getByRole("button", { name: `Increase quantity of ${product.name}` }).click();
    const href = (await card.getByRole("link", { name: /Request Quote/ }).getAttribute("href")) ?? "";
    expect(href.startsWith(`mailto:${siteConfig.email}?`)).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(params.get("subject")).toBe(`Quote Request: ${product.name}`);
    expect(params.get("body")).toContain(`Product: ${product.name}`);
    expect(params.get("body")).toContain(`Size: ${product.sizes[0]!.label}`);
    expect(params.get("body")).toContain("Quantity: 2");
  });

  test("Speak with Expert goes to the contact section", async ({ page }) => {
    await page.goto("/grill-cleaning");
    await expect(page.getByRole("link", { name: "Speak with Expert" })).toHaveAttribute("href", "#contact");
    await expect(page.locator("section#contact")).toHaveCount(1);
  });

  test("Get Custom Quote saves a lead", async ({ page }) => {
    await page.goto("/grill-cleaning");
    await page.getByRole("button", { name: "Get Custom Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Get a Custom Quote" });
    await dialog.getByRole("button", { name: "Request Quote" }).click();
    await expect(dialog.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");

    await dialog.getByLabel("First Name").fill("Jordan");
    await dialog.getByLabel("Last Name").fill("Reyes");
    await dialog.getByLabel("Email").fill("jordan@cleangrills.example");
    await dialog.getByLabel("Product").selectOption(GRILL_PRODUCTS[1]!.name);
    await dialog.getByLabel("Size").selectOption("55 Gallon Drum");
    await dialog.getByLabel("Quantity").fill("2");
    const posted = contactPost(page);
    await dialog.getByRole("button", { name: "Request Quote" }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      form: "grill-quote",
      productName: GRILL_PRODUCTS[1]!.name,
      size: "55 Gallon Drum",
      quantity: 2,
    });
    await expect(page.getByText("Quote Request Received")).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("when the server fails, the custom quote keeps its values", async ({ page }) => {
    await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto("/grill-cleaning");
    await page.getByRole("button", { name: "Get Custom Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Get a Custom Quote" });
    await dialog.getByLabel("First Name").fill("Jordan");
    await dialog.getByLabel("Last Name").fill("Reyes");
    await dialog.getByLabel("Email").fill("jordan@cleangrills.example");
    await dialog.getByRole("button", { name: "Request Quote" }).click();
    await expect(page.getByText("Quote Request Failed")).toBeVisible();
    await expect(dialog.getByLabel("First Name")).toHaveValue("Jordan");
  });
});

test.describe("the grill demo page", () => {
  test("offers the demo video, the four products and the way to the grill page", async ({ page }) => {
    await page.goto("/grill-demo");
    // With a video id the player loads only on click, so nothing is fetched here; without one a live demo is offered.
    await expect(page.getByRole("button", { name: /Play video/ }).or(page.getByRole("link", { name: "Book a live demo" }))).toBeVisible();
    for (const product of GRILL_PRODUCTS) await expect(page.getByRole("heading", { name: product.name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Shop Grill Cleaners" })).toHaveAttribute("href", "/grill-cleaning#products");
  });
});
