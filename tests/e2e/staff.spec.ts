import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { tokenizeTestCard } from "../../lib/payments/test-tokenizer";
import { expect, expectNoSeriousAxeViolations, expectNoSidewaysScroll, test, toast } from "./support/page-checks";
import { mailTo } from "./support/outbox";
import { openAsStaff, STAFF } from "./support/sessions";

const SHOPPER = {
  firstName: "Morgan",
  lastName: "Reyes",
  email: `morgan.reyes+${randomUUID().slice(0, 8)}@example.com`,
  phone: "608-555-0199",
  shippingCompany: "Reyes Marina",
  shippingAddress: "400 Lakeshore Dr",
  shippingCity: "Madison",
  shippingState: "WI",
  shippingZipCode: "53703",
  sameAsShipping: true,
};

type PaidOrder = { orderId: string; orderNumber: string };

/** A shopper pays by card through the checkout API: a completed order whose charge has not settled. */
async function cardOrder(request: APIRequestContext, shopper = SHOPPER): Promise<PaidOrder> {
  expect((await request.post("/api/cart", { data: { itemNumber: "TZ-PS-101", quantity: 2 } })).ok()).toBe(true);
  const token = tokenizeTestCard({ cardNumber: "4111111111111111", expirationDate: "12/30", cardCode: "123" });
  if (!token.ok) throw new Error(token.error);
  const response = await request.post("/api/authorize-net/process-payment", {
    data: { idempotencyKey: randomUUID(), customer: shopper, opaqueData: token.opaqueData },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { orderId: string; orderNumber: string };
  return { orderId: body.orderId, orderNumber: body.orderNumber };
}

/** A shopper pays with PayPal (test mode's own approval) through the checkout API. */
async function payPalOrder(request: APIRequestContext): Promise<PaidOrder> {
  expect((await request.post("/api/cart", { data: { itemNumber: "TZ-PS-102", quantity: 3 } })).ok()).toBe(true);
  const created = await request.post("/api/paypal/order", {
    data: { idempotencyKey: randomUUID(), customerInfo: SHOPPER, intent: "CAPTURE", currency: "USD" },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { paypalOrderId } = (await created.json()) as { paypalOrderId: string };
  const captured = await request.post(`/api/paypal/capture/${paypalOrderId}`, { data: {} });
  expect(captured.status(), await captured.text()).toBe(200);
  const body = (await captured.json()) as { status: string; orderId: string; orderNumber: string };
  expect(body.status).toBe("COMPLETED");
  return { orderId: body.orderId, orderNumber: body.orderNumber };
}

/** The order's row (table at desktop width, card on a phone). */
const orderRow = (page: Page, orderNumber: string) =>
  page
    .getByTestId("admin-order")
    .filter({ visible: true })
    .filter({ has: page.getByRole("link", { name: orderNumber, exact: true }) });

test.describe("the staff area", () => {
  // Whole journeys through several pages, with axe runs on long lists: more than the default 30 s on two shared cores.
  test.slow();

  test("keeps anonymous callers out of the staff APIs", async ({ request }) => {
    for (const [method, path] of [
      ["GET", "/api/admin/products"],
      ["POST", "/api/admin/products"],
      ["PATCH", "/api/admin/products/1"],
      ["DELETE", "/api/admin/products/1"],
      ["GET", "/api/admin/orders"],
      ["POST", "/api/admin/orders/x/refund"],
      ["POST", "/api/payment/void"],
    ] as const) {
      const response = await request.fetch(path, { method, data: method === "GET" || method === "DELETE" ? undefined : {} });
      expect(response.status(), `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({ error: "Unauthorized" });
    }
    const page = await request.get("/admin/audit", { maxRedirects: 0 });
    expect(page.status()).toBe(307);
    expect(page.headers().location).toContain("/sign-in?callbackUrl=%2Fadmin%2Faudit");
  });

  test("staff add, edit and delete a product, and the shop shows each change at once", async ({ page, context }) => {
    const suffix = randomUUID().slice(0, 6).toUpperCase();
    const name = `E2E Coil Brightener ${suffix}`;
    const itemNumber = `TZ-E2E-${suffix}`;
    await openAsStaff(page, "/admin/products");
    await expect(page.getByRole("heading", { level: 1, name: "Product Admin" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Product Admin" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const form = page.getByTestId("product-form");
    await expect(form.getByRole("heading", { name: "Add New Product" })).toBeVisible();
    const count = Number(/\((\d+)\)/.exec((await page.getByRole("heading", { name: /^Current Products/ }).textContent()) ?? "")?.[1]);

    // Nothing is sent while required fields are missing; the first wrong field gets the focus.
    let posts = 0;
    page.on("request", (r) => r.url().endsWith("/api/admin/products") && r.method() === "POST" && posts++);
    await form.getByRole("button", { name: "Add Product" }).click();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Description is required")).toBeVisible();
    await expect(form.getByLabel("Product Name")).toBeFocused();
    await expect(form.getByLabel("Product Name")).toHaveAttribute("aria-invalid", "true");
    expect(posts).toBe(0);

    await form.getByLabel("Product Name").fill(name);
    await form.getByLabel("Category").selectOption({ label: "HVAC Cleaning Solutions" });
    await form.getByLabel("Description").fill("Brightens condenser coils without acid fumes.");
    await form.getByLabel("Price per Gallon ($)").fill("41.5");
    await form.getByLabel("Minimum Order (gallons)").fill("3");
    await expect(form.getByLabel("Chemical Type")).toHaveValue("caustic");
    await form.getByLabel("Benefits").fill("Non-corrosive\n\n\nNo fumes\n");
    await form.getByLabel("Item Number").fill(itemNumber);
    await form.getByRole("button", { name: "Add Product" }).click();
    await expect(toast(page, "Product Added")).toBeVisible();
    // A successful add empties the form and lists the product first.
    await expect(form.getByLabel("Product Name")).toHaveValue("");
    await expect(page.getByRole("heading", { name: `Current Products (${count + 1})` })).toBeVisible();
    const item = page.getByTestId("admin-product").filter({ hasText: name });
    await expect(item).toContainText(`HVAC Cleaning Solutions · ${itemNumber} · $41.50 per gallon · min. 3`);

    const shop = await context.newPage();
    await shop.goto("/products");
    const card = shop.getByTestId("product-card").filter({ hasText: name });
    await expect(card).toContainText("$41.50");

    // Edit mode: the form fills from the product; Cancel and a successful update return to add mode.
    await item.getByRole("button", { name: `Edit ${name}` }).click();
    await expect(form.getByRole("heading", { name: "Edit Product" })).toBeVisible();
    await expect(form.getByLabel("Product Name")).toBeFocused();
    await expect(form.getByLabel("Benefits")).toHaveValue("Non-corrosive\nNo fumes");
    await form.getByRole("button", { name: "Cancel" }).click();
    await expect(form.getByRole("heading", { name: "Add New Product" })).toBeVisible();
    await item.getByRole("button", { name: `Edit ${name}` }).click();
    await form.getByLabel("Price per Gallon ($)").fill("44");
    await form.getByLabel("Chemical Type").selectOption("acid");
    await form.getByRole("button", { name: "Update Product" }).click();
    await expect(toast(page, "Product Updated")).toBeVisible();
    await expect(form.getByRole("heading", { name: "Add New Product" })).toBeVisible();
    await expect(item).toContainText("$44.00 per gallon");
    await shop.reload();
    await expect(card).toContainText("$44.00");

    // An item number already in use is refused on its field, and the form keeps what was typed.
    await form.getByLabel("Product Name").fill(`${name} copy`);
    await form.getByLabel("Category").selectOption({ label: "HVAC Cleaning Solutions" });
    await form.getByLabel("Description").fill("A second one.");
    await form.getByLabel("Price per Gallon ($)").fill("10");
    await form.getByLabel("Item Number").fill(itemNumber);
    await form.getByRole("button", { name: "Add Product" }).click();
    await expect(toast(page, "Error")).toContainText("Failed to add product");
    await expect(form.getByText(`Item number ${itemNumber} is already used by another product`)).toBeVisible();
    await expect(form.getByLabel("Product Name")).toHaveValue(`${name} copy`);

    // Delete asks first, in a dialog that keyboard and screen-reader users can answer.
    await item.getByRole("button", { name: `Delete ${name}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Delete ${name}?` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(item).toBeVisible();
    await item.getByRole("button", { name: `Delete ${name}` }).click();
    await dialog.getByRole("button", { name: "Delete Product" }).click();
    await expect(toast(page, "Product Deleted")).toBeVisible();
    await expect(item).toHaveCount(0);
    await shop.reload();
    await expect(shop.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(shop.getByTestId("product-card").filter({ hasText: name })).toHaveCount(0);

    // Each change is in the audit log, newest first.
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
    const entries = page.getByTestId("audit-entry").filter({ hasText: name });
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText("Product deleted");
    await expect(entries.nth(1)).toContainText("Product updated");
    await expect(entries.nth(1)).toContainText("pricePerGallon: 41.50 → 44.00");
    await expect(entries.nth(1)).toContainText("chemicalType: caustic → acid");
    await expect(entries.nth(2)).toContainText("Product added");
    for (const entry of await entries.all()) await expect(entry).toContainText(STAFF.email);
  });

  test("after staff change a product's price, its page, the catalog and an industry page load whole: no script refused, no fallback", async ({
    page,
    context,
  }) => {
    const suffix = randomUUID().slice(0, 6).toUpperCase();
    const name = `E2E Drain Opener ${suffix}`;
    await openAsStaff(page, "/admin/products");
    const product = {
      name,
      category: "HVAC Cleaning Solutions",
      description: "Opens condensate drains without acid fumes.",
      pricePerGallon: 31.5,
      minimumOrder: 1,
      chemicalType: "caustic",
      benefits: ["No fumes"],
      itemNumber: `TZ-E2E-${suffix}`,
    };
    const created = await page.request.post("/api/admin/products", { data: product });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = ((await created.json()) as { product: { id: number } }).product;

    const visitor = await context.newPage();
    const problems: string[] = [];
    visitor.on("console", (message) => message.type() === "error" && problems.push(`${visitor.url()}: ${message.text()}`));
    visitor.on("pageerror", (error) => problems.push(`${visitor.url()}: ${error.message}`));
    /** Loads `path` until its scripts have run (the page is interactive) and checks `text` is shown. */
    const visit = async (path: string, text: string) => {
      await visitor.goto(path);
      await expect(visitor.getByText(text).first()).toBeVisible();
      await visitor.waitForLoadState("networkidle");
      await expect(visitor.getByText("The page could not load")).toHaveCount(0);
    };
    // Made once as it is, so that the change below remakes pages the site already holds.
    await visit("/products", name);
    const slug = await visitor.getByTestId("product-card").filter({ hasText: name }).getByRole("link").first().getAttribute("href");
    expect(slug).toMatch(/^\/products\/[a-z0-9-]+$/);
    await visit(`${slug}`, "$31.50");

    const changed = await page.request.patch(`/api/admin/products/${id}`, { data: { ...product, pricePerGallon: 36 } });
    expect(changed.status(), await changed.text()).toBe(200);
    await visit(`${slug}`, "$36.00");
    await visit("/products", name);
    await visit("/hvac-chemicals", "HVAC");
    expect(problems).toEqual([]);

    expect((await page.request.delete(`/api/admin/products/${id}`)).ok()).toBe(true);
  });

  test("staff give a product a pail with no stock and a drum on quote; its page offers each as it should", async ({ page, context }) => {
    const suffix = randomUUID().slice(0, 6).toUpperCase();
    const name = `E2E Sized Degreaser ${suffix}`;
    const itemNumber = `TZ-E2S-${suffix}`;
    await openAsStaff(page, "/admin/products");
    const form = page.getByTestId("product-form");
    await form.getByLabel("Product Name").fill(name);
    await form.getByLabel("Category").selectOption({ label: "Industrial Applications" });
    await form.getByLabel("Description").fill("Lifts cutting oil from machine beds.");
    await form.getByLabel("Price per Gallon ($)").fill("40");
    await form.getByLabel("Item Number").fill(itemNumber);
    await form.getByRole("button", { name: "Add Product" }).click();
    await expect(toast(page, "Product Added")).toBeVisible();
    await page
      .getByTestId("admin-product")
      .filter({ hasText: name })
      .getByRole("button", { name: `Edit ${name}` })
      .click();

    const sizes = page.getByTestId("product-sizes");
    await expect(sizes.getByTestId("size-row")).toHaveCount(1);
    await expect(sizes.getByRole("heading", { name: /^Gallon/ })).toBeVisible();
    await sizes.getByLabel("Size to add").selectOption({ label: "5-Gallon Pail" });
    await sizes.getByRole("button", { name: "Add Size" }).click();
    const pail = sizes.getByTestId("size-row").filter({ has: page.getByRole("heading", { name: "5-Gallon Pail" }) });
    await expect(pail.getByLabel(/^Item Number/)).toHaveValue(`${itemNumber}-5G`);
    await pail.getByLabel(/^Price/).fill("180");
    await pail.getByLabel(/^Stock/).fill("0");
    await sizes.getByLabel("Size to add").selectOption({ label: "55-Gallon Drum" });
    await sizes.getByRole("button", { name: "Add Size" }).click();
    const drum = sizes.getByTestId("size-row").filter({ has: page.getByRole("heading", { name: "55-Gallon Drum" }) });
    await expect(drum.getByLabel("Quote only")).toBeChecked();
    await drum.getByLabel(/^Price/).fill("1800");
    await sizes.getByRole("button", { name: "Save Sizes" }).click();
    await expect(toast(page, "Sizes Saved")).toBeVisible();

    const shop = await context.newPage();
    await shop.goto(`/products/e2e-sized-degreaser-${suffix.toLowerCase()}`);
    const panel = shop.getByTestId("purchase-panel");
    await expect(panel.getByRole("radio")).toHaveCount(3);
    await panel.getByRole("radio", { name: /5-Gallon Pail/ }).check();
    await expect(panel).toContainText("Out of Stock in this size");
    await expect(panel.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
    await panel.getByRole("radio", { name: /55-Gallon Drum/ }).check();
    await expect(panel.getByRole("button", { name: "Request Quote" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
    await expect(shop.getByRole("img", { name: `${name}, 55-Gallon Drum` })).toBeVisible();
  });

  test("staff refund a PayPal order once: 'Refund Processed', the new status, and a second refund is refused", async ({
    page,
    context,
    request,
  }) => {
    const order = await payPalOrder(request);
    await openAsStaff(page, "/admin-orders");
    await expect(page.getByRole("heading", { level: 1, name: "Recent Orders" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "E-mail status" })).toContainText("24-48 hours");
    const row = orderRow(page, order.orderNumber);
    await expect(row.getByTestId("order-status")).toHaveText("PayPal Payment");
    await expect(row).toContainText("Morgan Reyes");
    await expect(row.getByRole("button", { name: `Void order ${order.orderNumber}` })).toHaveCount(0);

    // A second tab that still shows the order as refundable (its refreshes held back).
    const stale = await context.newPage();
    const staleRows = await (await page.request.get("/api/admin/orders")).json();
    await stale.route("**/api/admin/orders", (route) => route.fulfill({ json: staleRows }));
    await stale.goto("/admin-orders");
    await expect(orderRow(stale, order.orderNumber).getByRole("button", { name: `Refund order ${order.orderNumber}` })).toBeVisible();

    await row.getByRole("button", { name: `Refund order ${order.orderNumber}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Refund order ${order.orderNumber}?` });
    await expect(dialog).toContainText("Morgan Reyes");
    await dialog.getByLabel("Reason (optional)").fill("Customer switched to a pool service");
    await expectNoSeriousAxeViolations(page, "/admin-orders refund dialog");
    await dialog.getByRole("button", { name: /^Refund \$/ }).click();
    await expect(toast(page, "Refund Processed")).toContainText("appears in the customer's account within 3-5 business days");
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId("order-status")).toHaveText("Refund Processed");
    await expect(row.getByRole("button")).toHaveCount(0);

    // The stale tab tries again: the server refuses, and the tab says so.
    const staleRow = orderRow(stale, order.orderNumber);
    await staleRow.getByRole("button", { name: `Refund order ${order.orderNumber}` }).click();
    await stale
      .getByRole("alertdialog")
      .getByRole("button", { name: /^Refund \$/ })
      .click();
    await expect(toast(stale, "Failed to process refund. Please try again.")).toContainText("This order has already been refunded");
    await stale.unroute("**/api/admin/orders");
    await expect(staleRow.getByTestId("order-status")).toHaveText("Refund Processed", { timeout: 15_000 });

    // And so does the API, however it is asked.
    const again = await page.request.post(`/api/admin/orders/${order.orderId}/refund`, { data: { reason: "again" } });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe("This order has already been refunded");

    // The order's page: its refund, the gateway's answer and the history.
    await row.getByRole("link", { name: order.orderNumber }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
    await expect(page.getByTestId("refund")).toHaveCount(1);
    await expect(page.getByTestId("refund")).toContainText("Customer switched to a pool service");
    await expect(page.getByTestId("refund")).toContainText(STAFF.email);
    await expect(page.getByTestId("payment-event").filter({ hasText: "refund" })).toContainText("Refund Processed");
    await expect(page.getByTestId("history-entry").filter({ hasText: "Order refunded" })).toContainText("status: completed → refunded");
    await expect(page.getByRole("region", { name: "Items", exact: true })).toContainText("TZ-PS-102");
    await expectNoSeriousAxeViolations(page, "/admin-orders/[id]");

    await page.goto("/admin/audit");
    const entry = page.getByTestId("audit-entry").filter({ hasText: order.orderNumber }).filter({ hasText: "Order refunded" });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(STAFF.email);
    await expect(entry).toContainText("status: completed → refunded");
    await expect(entry).toContainText("reason: Customer switched to a pool service");
  });

  test("staff refund one line of an order and put it back in stock: the customer is e-mailed and the order shows what remains @phone", async ({
    page,
    request,
  }) => {
    const order = await payPalOrder(request);
    await openAsStaff(page, `/admin-orders/${order.orderId}`);
    const panel = page.getByTestId("refund-panel");
    const paid = await panel.getByText("Paid").locator("xpath=following-sibling::dd").innerText();
    await panel.getByRole("radio", { name: "Items" }).check();
    const line = panel.getByRole("spinbutton", { name: /TZ-PS-102/ });
    await expect(panel.getByText(/^3 of 3 can be refunded/)).toBeVisible();
    await line.fill("1");
    await expect(panel.getByLabel("Put back in stock")).toBeChecked();
    await panel.getByLabel(/^Reason/).fill("One bottle arrived damaged");
    await expect(panel.getByText(/^This refund: \$/)).toBeVisible();
    const amount = (await panel.getByText(/^This refund: \$/).innerText()).replace("This refund: ", "");
    await panel.getByRole("button", { name: "Refund" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Refund ${amount}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Refund" }).click();
    await expect(toast(page, "Refund Processed")).toBeVisible();

    await expect(page.getByTestId("order-status").first()).toHaveText("Partially Refunded");
    await expect(panel.getByTestId("refunded-amount")).toHaveText(amount);
    const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, "")) * 100);
    const remaining = (cents(paid) - cents(amount)) / 100;
    await expect(panel.getByTestId("remaining-amount")).toHaveText(`$${remaining.toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
    await expect(page.getByTestId("refund")).toContainText("put back in stock");
    await panel.getByRole("radio", { name: "Items" }).check();
    await expect(panel.getByText(/^2 of 3 can be refunded/)).toBeVisible();
    await expectNoSeriousAxeViolations(page, "/admin-orders/[id] after a partial refund");
    await expectNoSidewaysScroll(page);

    const escaped = (text: string) => text.replace(/[$.]/g, (c) => `\\${c}`);
    const mail = await mailTo(SHOPPER.email, new RegExp(`Subject: Refund Processed: ${escaped(amount)} for order #${order.orderNumber}`));
    expect(mail).toContain("The refund appears in your account within 3-5 business days.");
    expect(mail).toContain("Refunded:");
    expect(mail).toContain("stays with this order");
  });

  test("staff void an unsettled card order: 'Transaction Voided', and it cannot be voided again", async ({ page, request }) => {
    const order = await cardOrder(request);
    await openAsStaff(page, "/admin-orders");
    const row = orderRow(page, order.orderNumber);
    await expect(row.getByTestId("order-status")).toHaveText("Completed");
    // An unsettled card charge is voided, not refunded.
    await expect(row.getByRole("button", { name: `Refund order ${order.orderNumber}` })).toHaveCount(0);
    await row.getByRole("button", { name: `Void order ${order.orderNumber}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Void the card charge of order ${order.orderNumber}?` });
    await expect(dialog).toContainText("has not settled yet");
    await dialog.getByRole("button", { name: "Void Transaction" }).click();
    await expect(toast(page, "Transaction Voided")).toContainText("The credit card charge has been successfully canceled.");
    await expect(row.getByTestId("order-status")).toHaveText("Transaction Voided");
    await expect(row.getByRole("button")).toHaveCount(0);

    const rows = (await (await page.request.get("/api/admin/orders")).json()) as { id: string; authorizeNetTransactionId: string | null }[];
    const transactionId = rows.find((o) => o.id === order.orderId)?.authorizeNetTransactionId;
    const again = await page.request.post("/api/payment/void", { data: { transactionId } });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe("This transaction has already been voided");

    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Audit log" }).click();
    const entry = page.getByTestId("audit-entry").filter({ hasText: order.orderNumber }).filter({ hasText: "Transaction voided" });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(STAFF.email);
    await expect(entry).toContainText("status: completed → voided");
  });

  test("the staff area has its own frame: no shop header or footer, the areas, the member, times in Central Time @phone", async ({
    page,
    request,
  }) => {
    const order = await cardOrder(request);
    await openAsStaff(page, "/admin-orders");
    await expect(page.getByRole("heading", { level: 1, name: "Recent Orders" })).toBeVisible();
    // Not the shop's header (its call line, its account button, its search) nor its footer.
    await expect(page.getByRole("link", { name: /^Call Us/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Customer Portal" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Search products" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.locator("footer")).toHaveCount(0);

    const wide = (page.viewportSize()?.width ?? 0) >= 1280;
    const menuButton = page.getByRole("banner").getByRole("button", { name: "Open menu" });
    const frame = wide ? page.getByTestId("staff-sidebar") : page.getByRole("dialog", { name: "Staff menu" });
    if (wide) {
      await expect(menuButton).toBeHidden();
    } else {
      // On a phone the navigation waits behind the menu button, a dialog opened and closed by keyboard.
      await expect(page.getByRole("navigation", { name: "Staff" })).toHaveCount(0);
      await expect(menuButton).toHaveAttribute("aria-expanded", "false");
      await menuButton.focus();
      await page.keyboard.press("Enter");
      await expect(frame).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(frame).toBeHidden();
      await expect(menuButton).toBeFocused();
      await menuButton.click();
    }
    const nav = frame.getByRole("navigation", { name: "Staff" });
    // The owner's role opens every area.
    for (const name of ["Dashboard", "E-mails", "Quotes", "Tickets", "Orders", "Lots", "Product Admin", "Staff", "Audit log"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    // Leads carries the count of new ones in its name once other tests have sent some.
    await expect(nav.getByRole("link", { name: /^Leads\s?(, [\d,]+ new leads?)?$/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Orders", exact: true })).toHaveAttribute("aria-current", "page");
    const member = frame.getByTestId("staff-member");
    await expect(member).toContainText("Sam Ortega");
    await expect(member).toContainText(STAFF.email);
    await expect(member).toContainText("Role: Owner");
    await expect(member.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expectNoSeriousAxeViolations(page, wide ? "/admin-orders" : "/admin-orders with the staff menu open");
    await expectNoSidewaysScroll(page);

    // A page chosen from the menu: the menu closes and the page shows, marked as the current one.
    await nav.getByRole("link", { name: "Lots", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/admin/lots");
    await expect(page.getByRole("heading", { level: 1, name: "Lots" })).toBeVisible();
    if (!wide) {
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await menuButton.click();
    }
    await expect(nav.getByRole("link", { name: "Lots", exact: true })).toHaveAttribute("aria-current", "page");
    if (!wide) await page.keyboard.press("Escape");

    // Times on the shop's clock, said so: the list names the zone once, the order's page at each time.
    await page.goto("/admin-orders");
    if (wide) await expect(page.getByRole("columnheader", { name: "Date (CT)" })).toBeVisible();
    else await expect(orderRow(page, order.orderNumber).locator("time")).toHaveText(/ C[SD]T$/);
    await orderRow(page, order.orderNumber).getByRole("link", { name: order.orderNumber }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T/);
    await expect(page.getByRole("main")).not.toContainText(" UTC");
  });

  test("the staff pages pass axe and fit the window @phone", async ({ page, request }) => {
    await openAsStaff(page, "/admin");
    const wide = (page.viewportSize()?.width ?? 0) >= 1280;
    for (const path of ["/admin", "/admin/products", "/admin-orders", "/admin/quotes", "/admin/emails", "/admin/audit"]) {
      if (new URL(page.url()).pathname !== path) await page.goto(path);
      // The staff navigation: in the sidebar on a wide screen, behind the menu button on a phone.
      if (wide) await expect(page.getByRole("navigation", { name: "Staff" })).toBeVisible();
      else await expect(page.getByRole("banner").getByRole("button", { name: "Open menu" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page, path);
      await expectNoSidewaysScroll(page, path);
    }
    // The orders' actions are within reach without scrolling sideways, whatever the width, even beside a
    // long name (it is cut short, with the whole of it in its title).
    const long = await cardOrder(request, {
      ...SHOPPER,
      firstName: "Bartholomew-Alexander Maximilian",
      lastName: "Montgomery-Featherstonehaugh-Worthington",
    });
    await page.goto("/admin-orders");
    const row = orderRow(page, long.orderNumber);
    await expect(row).toBeVisible();
    const phoneWidth = page.viewportSize()?.width ?? 0;
    for (const width of phoneWidth < 1024 ? [phoneWidth] : [1920, 1280, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      const actions = row.getByRole("button", { name: /^(Void|Refund)/ }).first();
      await expect(actions).toBeVisible();
      const box = (await actions.boundingBox())!;
      expect(box.x + box.width, `the row's actions at ${width} px`).toBeLessThanOrEqual(width);
      if (width >= 1024) {
        const table = page.getByRole("region", { name: "Recent orders" });
        expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth), `the table scrolls sideways at ${width} px`).toBe(0);
      }
    }
    // One message's own page, opened from the list by its subject: staff's notice of the order.
    await page.setViewportSize({ width: phoneWidth < 1024 ? phoneWidth : 1280, height: 900 });
    await page.goto(`/admin/emails?q=${encodeURIComponent(long.orderNumber)}`);
    const notice = new RegExp(`^New order #${long.orderNumber}: `);
    await page.getByTestId("email-row").filter({ visible: true }).getByRole("link", { name: notice }).click();
    await expect(page.getByRole("heading", { level: 1, name: notice })).toBeVisible();
    await expect(page.getByTestId("email-text")).toContainText("Bartholomew-Alexander Maximilian");
    await expectNoSeriousAxeViolations(page, "/admin/emails/{id}");
    await expectNoSidewaysScroll(page, "/admin/emails/{id}");
    await page.goto("/admin/products");
    await expect(page.getByRole("heading", { name: /^Current Products \(\d+\)$/ })).toBeVisible();
  });

  test("staff land on the sales dashboard: each period's figures, the daily chart with its table, and the way to Product Admin", async ({
    page,
  }) => {
    await openAsStaff(page, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Sales Dashboard" })).toBeVisible();
    // The time of the figures, on the shop's clock and named: "As of Dec 7, 2026, 11:41 AM CST".
    await expect(page.getByRole("main").locator("time").first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M C[SD]T$/);
    const nav = page.getByRole("navigation", { name: "Staff" });
    await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Product Admin", exact: true })).not.toHaveAttribute("aria-current", "page");
    // The seed's demo orders are sales, so the figures show rather than the empty state.
    for (const label of ["Today", "Last 7 days", "Last 30 days", "Year to date"]) {
      const period = page.getByRole("group", { name: label, exact: true });
      for (const figure of ["Revenue", "Orders", "Average order", "Refunds"])
        await expect(period.getByText(figure, { exact: true })).toBeVisible();
    }
    const chart = page.getByTestId("revenue-chart");
    await expect(chart.getByRole("img", { name: /^Daily revenue, \w+ \d+ to \w+ \d+: / })).toBeVisible();
    await chart.getByText("Show the daily figures as a table").click();
    // A header row, the 30 days and the total.
    await expect(chart.getByRole("table").getByRole("row")).toHaveCount(32);
    await expect(page.getByRole("group", { name: "New leads" })).toBeVisible();
    await expect(page.getByTestId("best-products")).toBeVisible();
    await expect(page.getByTestId("best-sizes")).toBeVisible();

    for (const width of [1366, 900, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(chart).toBeVisible();
      await expectNoSidewaysScroll(page, `/admin at ${width} px`);
    }
    await expectNoSeriousAxeViolations(page, "/admin with the daily table open");

    // The page's own link beside its heading, not the staff navigation's.
    await page.getByTestId("product-admin-link").click();
    await page.waitForURL((url) => url.pathname === "/admin/products");
    await expect(page.getByRole("heading", { level: 1, name: "Product Admin" })).toBeVisible();
  });
});
