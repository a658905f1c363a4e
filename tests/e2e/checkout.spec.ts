// The checkout (/checkout) and the thank-you page (/thank-you): seed 001 §2, §4, §5, §8, §9. The site runs its test gateways: 4111 1111 1111 1111 approves, 4000 0000 0000 0002
// declines, 4000 0000 0000 0119 meets a gateway error, and PayPal's approval page is the app's own.
import type { BrowserContext, Page, Request } from "@playwright/test";
import { CHECKOUT_STATE_KEY } from "@/lib/checkout/saved-state";
import { ORDER_NUMBER_PATTERN } from "@/lib/orders/number";
import { expect, expectAccessibleAndFitting, test, toast, waitForHydration } from "./support/page-checks";
import { signInThroughForm } from "./support/sessions";

const DESCALER = { itemNumber: "TZ-PS-101", name: "Triple Zero Pool & Spa Descaler" };
/** A gallon of deck cleaner, $38.99: unlike the pool bottles, its price does not include shipping. */
const DECK_CLEANER = { itemNumber: "TZ-MD-101", name: "Triple Zero Deck Cleaner" };
const APPROVE_CARD = "4111 1111 1111 1111";
const DECLINE_CARD = "4000 0000 0000 0002";
const GATEWAY_ERROR_CARD = "4000 0000 0000 0119";
const STAFF = { email: "staff@triplezero.example", password: "staff-e2e-password" };
const CUSTOMER = { email: "customer@triplezero.example", password: "customer-e2e-password" };
const expiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, "0")}`;

const shopper = {
  firstName: "Dana",
  lastName: "Whitfield",
  email: "dana@lakeside.example",
  phone: "608-555-0134",
  address: "12 Harbor Rd",
  city: "Madison",
  state: "WI",
  zip: "53703",
};

const field = (page: Page, name: string) => page.locator(`#checkout-${name}`);
const payButton = (page: Page) => page.getByRole("button", { name: /^Pay \$[\d,.]+$/ });
const payPalButton = (page: Page) => page.getByRole("button", { name: /^Pay \$[\d,.]+ with PayPal$/ });
const isCall = (path: string) => (request: Request) => new URL(request.url()).pathname === path && request.method() === "POST";

async function addDescaler(page: Page, quantity = 1, item = DESCALER) {
  const answer = await page.request.post("/api/cart", { data: { itemNumber: item.itemNumber, quantity } });
  expect(answer.status()).toBe(200);
}

async function openCheckout(page: Page, url = "/checkout") {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 2, name: "Order Summary" })).toBeVisible();
  // The cart and the form come with the page's HTML; the buttons answer once its scripts have run.
  await waitForHydration(page);
}

async function fillShopper(page: Page, { phone = false } = {}) {
  await field(page, "firstName").fill(shopper.firstName);
  await field(page, "lastName").fill(shopper.lastName);
  await field(page, "email").fill(shopper.email);
  if (phone) await field(page, "phone").fill(shopper.phone);
  await field(page, "shippingAddress").fill(shopper.address);
  await field(page, "shippingCity").fill(shopper.city);
  await field(page, "shippingState").selectOption(shopper.state);
  await field(page, "shippingZipCode").fill(shopper.zip);
  // The tax for the state arrives; the pay buttons wait for it.
  await expect(page.getByTestId("checkout-tax")).toHaveText(/^\$\d/);
}

async function fillCard(page: Page, number: string) {
  await field(page, "cardNumber").fill(number);
  await field(page, "expirationDate").fill(expiry);
  await field(page, "cardCode").fill("123");
}

test.describe("checkout by card", () => {
  test("a shopper adds a product, pays with 4111 1111 1111 1111, completes the order and sees 'Payment Successful!'; a reload shows the generic thanks @phone", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto("/pool-spa-descaler");
    await page
      .getByRole("group", { name: `Quantity of ${DESCALER.name}` })
      .getByRole("button", { name: "Increase quantity" })
      .click();
    await page.getByRole("button", { name: "Add to Cart" }).first().click();
    await expect(toast(page, "Added to Cart")).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("2");

    await page.getByTestId("cart-button").click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    // The descaler's sheet was the last shop page of this tab (lib/checkout/shop-return.ts).
    await expect(page.getByRole("link", { name: "Back to Shopping" })).toHaveAttribute("href", "/pool-spa-descaler");
    await expect(page.getByTestId("test-mode-badge")).toHaveText("Test mode");
    await expect(page.getByText(/Card 4111 1111 1111 1111 approves, 4000 0000 0000 0002 declines/)).toBeVisible();
    const line = page.getByTestId("checkout-line");
    await expect(line).toContainText(DESCALER.name);
    await expect(line).toContainText(`Item #${DESCALER.itemNumber}`);
    await expect(line).toContainText("$29.95 each");
    await expect(line.getByTestId("line-total")).toHaveText("$59.90");
    await expect(page.getByTestId("checkout-shipping")).toHaveText("FREE");

    await fillShopper(page);
    // 5.5% of $59.90 in Wisconsin.
    await expect(page.getByTestId("checkout-tax")).toHaveText("$3.29");
    await expect(page.getByTestId("checkout-total")).toHaveText("$63.19");
    await fillCard(page, APPROVE_CARD);
    await expectAccessibleAndFitting(page, "/checkout (filled)");

    const payments: Request[] = [];
    page.on("request", (request) => {
      if (isCall("/api/authorize-net/process-payment")(request)) payments.push(request);
    });
    // Pressed twice: one payment request, one order.
    await payButton(page).dblclick();
    await expect(page.getByRole("heading", { level: 1, name: "Payment Confirmed!" })).toBeVisible();
    expect(payments).toHaveLength(1);
    const sent = payments[0]!.postDataJSON() as Record<string, unknown>;
    expect(JSON.stringify(sent)).not.toContain("4111");
    expect(sent).toMatchObject({ opaqueData: { dataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT" } });

    const confirmed = page.getByTestId("payment-confirmed");
    await expect(confirmed).toContainText("Dana Whitfield");
    await expect(confirmed).toContainText("dana@lakeside.example");
    await expect(confirmed).toContainText("12 Harbor Rd");
    await expect(confirmed).toContainText("Madison, WI 53703");
    await expect(confirmed).toContainText(`Item #${DESCALER.itemNumber} · 2 × $29.95`);
    await expect(confirmed).toContainText("Total Paid");
    await expect(page.getByTestId("confirmed-total")).toHaveText("$63.19");
    const orderNumber = (await page.getByTestId("confirmed-order-number").textContent()) ?? "";
    expect(orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    await expect(page.getByText("Click to finalize your order and receive confirmation emails")).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\?payment=confirmed$/);
    await expectAccessibleAndFitting(page, "/checkout (confirmed)");

    // The confirmation survives a reload: the server still knows the paid order.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Payment Confirmed!" })).toBeVisible();
    await expect(page.getByTestId("confirmed-order-number")).toHaveText(orderNumber);

    // A failed completion says so and lets the shopper try again.
    await page.route("**/api/complete-order", (route) => route.fulfill({ status: 500, body: "boom" }), { times: 1 });
    await page.getByRole("button", { name: "Complete Order" }).click();
    await expect(toast(page, "Order Completion Failed")).toContainText("Unable to complete order. Please contact support.");
    await expect(page.getByRole("button", { name: "Complete Order" })).toBeEnabled();

    await page.getByRole("button", { name: "Complete Order" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByTestId("thank-you-order-number")).toHaveText(orderNumber);
    await expect(page.getByTestId("thank-you-total")).toHaveText("$63.19");
    const receipt = page.getByTestId("thank-you-order");
    await expect(receipt).toContainText(DESCALER.name);
    await expect(receipt).toContainText(`Item #${DESCALER.itemNumber} · Qty 2`);
    await expect(receipt).toContainText("$29.95 each");
    await expect(receipt).toContainText("A confirmation e-mail has been sent to dana@lakeside.example.");
    await expect(page.getByRole("heading", { name: "What's Next?" })).toBeVisible();
    for (const step of ["Order Processing", "Shipping Notification", "Delivery"]) {
      await expect(page.getByRole("heading", { level: 3, name: step })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/pool-spa-descaler");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    // The cart was emptied by the completion, and the cart button shows here too.
    await expect(page.getByTestId("cart-count")).toHaveText("0");
    await expectAccessibleAndFitting(page, "/thank-you (order)");

    // The stored order is read once: a reload shows the generic thanks.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Thank You!" })).toBeVisible();
    await expect(page.getByText("Payment Successful!")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/pool-spa-descaler");
    await expectAccessibleAndFitting(page, "/thank-you (generic)");
  });

  test("a declined card 4000 0000 0000 0002 shows 'Payment Failed' and keeps the form; another card then pays the same checkout @phone", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await addDescaler(page);
    await openCheckout(page);
    await fillShopper(page);
    await fillCard(page, DECLINE_CARD);

    const keys: string[] = [];
    page.on("request", (request) => {
      if (isCall("/api/authorize-net/process-payment")(request))
        keys.push((request.postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    });
    await payButton(page).click();
    await expect(toast(page, "Payment Failed")).toContainText("declined");
    await expect(page.getByRole("heading", { name: "Payment Confirmed!" })).toHaveCount(0);
    await expect(field(page, "firstName")).toHaveValue(shopper.firstName);
    await expect(field(page, "email")).toHaveValue(shopper.email);
    await expect(field(page, "shippingState")).toHaveValue(shopper.state);
    await expect(field(page, "cardNumber")).toHaveValue(DECLINE_CARD);
    await expect(payButton(page)).toBeEnabled();
    await expectAccessibleAndFitting(page, "/checkout (declined)");

    await field(page, "cardNumber").fill(APPROVE_CARD);
    await payButton(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment Confirmed!" })).toBeVisible();
    // One checkout attempt: the second card paid the order the first one could not.
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  test("a gateway error (4000 0000 0000 0119) shows 'Payment Error' and keeps the form; 4111 then pays the same order, and staff see the failed attempt", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await addDescaler(page);
    await openCheckout(page);
    await fillShopper(page);
    await fillCard(page, GATEWAY_ERROR_CARD);

    const answers: number[] = [];
    page.on("response", (response) => {
      if (isCall("/api/authorize-net/process-payment")(response.request())) answers.push(response.status());
    });
    await payButton(page).click();
    await expect(toast(page, "Payment Error")).toContainText("There was an error processing your payment. Please try again.");
    expect(answers).toEqual([502]);
    await expect(page.getByRole("heading", { name: "Payment Confirmed!" })).toHaveCount(0);
    await expect(field(page, "firstName")).toHaveValue(shopper.firstName);
    await expect(field(page, "email")).toHaveValue(shopper.email);
    await expect(field(page, "shippingAddress")).toHaveValue(shopper.address);
    await expect(field(page, "shippingState")).toHaveValue(shopper.state);
    await expect(field(page, "cardNumber")).toHaveValue(GATEWAY_ERROR_CARD);
    await expect(payButton(page)).toBeEnabled();

    await field(page, "cardNumber").fill(APPROVE_CARD);
    await payButton(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment Confirmed!" })).toBeVisible();
    const orderNumber = (await page.getByTestId("confirmed-order-number").textContent()) ?? "";
    expect(orderNumber).toMatch(ORDER_NUMBER_PATTERN);

    // Staff find the order in Recent Orders and, on its page, the failed attempt before the charge.
    await page.goto(`/sign-in?callbackUrl=${encodeURIComponent("/admin-orders")}`);
    await page.getByLabel("Email").fill(STAFF.email);
    await page.getByLabel("Password", { exact: true }).fill(STAFF.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/admin-orders");
    await page.getByTestId("admin-order").filter({ visible: true }).getByRole("link", { name: orderNumber, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    const events = page.getByTestId("payment-event");
    await expect(events).toHaveCount(2);
    await expect(events.nth(0)).toContainText("Payment error: gateway error");
    await expect(events.nth(0)).toContainText("Failed");
    await expect(events.nth(0)).toContainText(/\d{4}, \d{1,2}:\d{2} [AP]M C[SD]T/);
    await expect(events.nth(0)).toContainText("There was an error processing your payment. Please try again.");
    await expect(events.nth(1)).toContainText("Charge");
    await expect(events.nth(1)).toContainText("Succeeded");
  });

  test("when the cart changed in another window, Pay shows the new total in 'Your Order Total Changed', refreshes the summary and then pays the new total @phone", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await addDescaler(page);
    await openCheckout(page);
    await fillShopper(page);
    await fillCard(page, DECLINE_CARD);
    await payButton(page).click();
    await expect(toast(page, "Payment Failed")).toContainText("declined");

    // Another window of the same browser makes it three bottles; this page still shows one.
    const [line] = (await (await page.request.get("/api/cart")).json()) as { productId: number }[];
    expect((await page.request.post("/api/cart/update", { data: { productId: line!.productId, quantity: 3 } })).status()).toBe(200);
    // One $29.95 bottle, shipping in its price, 5.5% Wisconsin tax ($1.65).
    await expect(payButton(page)).toHaveText("Pay $31.60");

    await fillCard(page, APPROVE_CARD);
    await payButton(page).click();
    // 3 × $29.95 = $89.85, free shipping, 5.5% tax ($4.94): nothing is charged until the shopper sees it.
    await expect(toast(page, "Your Order Total Changed")).toContainText(
      "The total of your order changed to $94.79 because your cart changed",
    );
    await expect(page.getByRole("group", { name: `Quantity of ${DESCALER.name}` })).toContainText("3");
    await expect(page.getByTestId("line-total")).toHaveText("$89.85");
    await expect(page.getByTestId("checkout-total")).toHaveText("$94.79");
    await expect(payButton(page)).toHaveText("Pay $94.79");
    await expect(field(page, "email")).toHaveValue(shopper.email);
    await expectAccessibleAndFitting(page, "/checkout (total changed)");

    await payButton(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment Confirmed!" })).toBeVisible();
    await expect(page.getByTestId("confirmed-total")).toHaveText("$94.79");
  });

  test("a payment that cannot reach the server shows 'Payment Error' and keeps the form", async ({ page }) => {
    await addDescaler(page);
    await openCheckout(page);
    await fillShopper(page);
    await fillCard(page, APPROVE_CARD);
    await page.route("**/api/authorize-net/process-payment", (route) => route.abort("connectionfailed"));
    await payButton(page).click();
    await expect(toast(page, "Payment Error")).toContainText("There was an error processing your payment. Please try again.");
    await expect(field(page, "lastName")).toHaveValue(shopper.lastName);
    await expect(payButton(page)).toBeEnabled();
  });
});

test.describe("the checkout's form and cart", () => {
  test("shows 'Your cart is empty' with Continue Shopping to /pool-spa when no shop page was visited @phone", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/pool-spa");
    await expect(page.getByTestId("cart-count")).toHaveText("0");
    await expectAccessibleAndFitting(page, "/checkout (empty)");
  });

  test("changes a line's quantity with its buttons and removes it after the confirm prompt @phone", async ({ page }) => {
    await addDescaler(page, 1, DECK_CLEANER);
    await openCheckout(page);
    const line = page.getByTestId("checkout-line").filter({ hasText: DECK_CLEANER.name });
    const minus = line.getByRole("button", { name: `Decrease quantity of ${DECK_CLEANER.name}` });
    const plus = line.getByRole("button", { name: `Increase quantity of ${DECK_CLEANER.name}` });

    await expect(minus).toBeDisabled();
    await expect(page.getByTestId("checkout-shipping")).toHaveText("$9.95");
    await expect(page.getByText("Add $11.01 more for free shipping.")).toBeVisible();

    await plus.click();
    await expect(line.getByTestId("line-quantity")).toHaveText("2");
    await expect(line.getByTestId("line-total")).toHaveText("$77.98");
    await expect(page.getByTestId("checkout-shipping")).toHaveText("FREE");
    await expect(page.getByText("Your order qualifies for free shipping!")).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    await expect(minus).toBeEnabled();

    await minus.click();
    await expect(line.getByTestId("line-quantity")).toHaveText("1");
    await expect(page.getByTestId("checkout-subtotal")).toHaveText("$38.99");
    await expect(page.getByTestId("checkout-total")).toHaveText("$48.94");

    await line.getByRole("button", { name: `Remove ${DECK_CLEANER.name}` }).click();
    const prompt = page.getByRole("alertdialog");
    await expect(prompt).toContainText("Are you sure you want to remove this item from your cart?");
    await expectAccessibleAndFitting(page, "/checkout (remove prompt)");
    await prompt.getByRole("button", { name: "Cancel" }).click();
    await expect(prompt).toHaveCount(0);
    await expect(line).toBeVisible();

    await line.getByRole("button", { name: `Remove ${DECK_CLEANER.name}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expect(toast(page, "Item Removed")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("0");
  });

  test("a signed-in customer's form starts with their details and the address of their last order @phone", async ({ page }) => {
    await signInThroughForm(page, CUSTOMER, "/account");
    await addDescaler(page);
    await openCheckout(page);
    for (const [name, value] of [
      ["firstName", "Dana"],
      ["lastName", "Whitfield"],
      ["email", CUSTOMER.email],
      ["phone", "608-555-0142"],
      ["shippingCity", "Madison"],
      ["shippingState", "WI"],
    ] as const) {
      await expect(field(page, name)).toHaveValue(value);
    }
    await expect(field(page, "shippingAddress")).not.toHaveValue("");
    // What the customer types replaces it.
    await field(page, "phone").fill("608-555-0177");
    await expect(field(page, "phone")).toHaveValue("608-555-0177");
  });

  test("taxes by the shipping state, and falls back to 5.5% for Wisconsin only when the tax call fails", async ({ page }) => {
    await addDescaler(page);
    await openCheckout(page);
    await expect(page.getByTestId("checkout-tax")).toHaveText("Enter your state");
    // The bottle's price includes shipping.
    await expect(payButton(page)).toHaveText("Pay $29.95");

    await field(page, "shippingState").selectOption("IL");
    // 6.25% of $29.95.
    await expect(page.getByTestId("checkout-tax")).toHaveText("$1.87");
    await expect(payButton(page)).toHaveText("Pay $31.82");

    await page.route("**/api/calculate-tax", (route) => route.fulfill({ status: 503, body: "unavailable" }));
    await field(page, "shippingState").selectOption("WI");
    await expect(page.getByTestId("checkout-tax")).toHaveText("$1.65");
    await field(page, "shippingState").selectOption("CA");
    await expect(page.getByTestId("checkout-tax")).toHaveText("$0.00");
    await expect(page.getByTestId("checkout-total")).toHaveText("$29.95");

    // The line above the total runs unbroken from the label to the amount.
    const total = page.getByTestId("checkout-total");
    const label = page.getByTestId("checkout-totals").locator("dt").last();
    const [labelBox, totalBox] = [await label.boundingBox(), await total.boundingBox()];
    expect(Math.round(totalBox!.x - (labelBox!.x + labelBox!.width))).toBeLessThanOrEqual(0);
  });
});

test.describe("checkout with PayPal", () => {
  // PayPal sends the shopper back to the address the server knows itself by; without SITE_URL that
  // is "localhost". These journeys run there, so that the new tab shares the cart cookie and the saved
  // checkout state with the tab that started them.
  test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}` });

  async function startPayPal(page: Page, context: BrowserContext) {
    await addDescaler(page, 2);
    await openCheckout(page);
    await fillShopper(page, { phone: true });
    await page.getByRole("tab", { name: "PayPal" }).click();
    await expect(field(page, "phone")).toHaveJSProperty("required", true);

    const opened = context.waitForEvent("page");
    await payPalButton(page).click();
    await expect(payPalButton(page)).toBeDisabled();
    await expect(toast(page, "Redirecting to PayPal")).toContainText("Opening PayPal payment page...");
    const approval = await opened;
    await approval.waitForLoadState();
    await expect(approval.getByRole("heading", { name: "PayPal test checkout" })).toBeVisible();
    await expect(approval.getByTestId("paypal-test-amount")).toHaveText("$63.19");
    // The button was busy while PayPal opened, and is usable again 2 s later.
    await expect(payPalButton(page)).toBeEnabled({ timeout: 5_000 });
    const saved = await page.evaluate((key) => window.localStorage.getItem(key), CHECKOUT_STATE_KEY);
    expect(JSON.parse(saved ?? "null")).toMatchObject({ customerInfo: { firstName: "Dana", phone: shopper.phone }, total: "63.19" });
    return approval;
  }

  test("approving in the new tab captures the payment and reaches 'Payment Successful!' on /thank-you, in both tabs @phone", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const approval = await startPayPal(page, context);
    await approval.getByRole("link", { name: "Approve payment" }).click();
    await expect(approval).toHaveURL(/\/thank-you$/, { timeout: 30_000 });
    await expect(approval.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
    await expect(approval.getByTestId("thank-you-order-number")).toHaveText(ORDER_NUMBER_PATTERN);
    await expect(approval.getByTestId("thank-you-total")).toHaveText("$63.19");
    await expect(approval.getByTestId("thank-you-order")).toContainText(`Item #${DESCALER.itemNumber} · Qty 2`);
    await expect(approval.getByTestId("thank-you-order")).toContainText("dana@lakeside.example");
    await expectAccessibleAndFitting(approval, "/thank-you (PayPal)");
    // The capture completed the order: the cart is empty and the saved state is gone.
    expect(await (await page.request.get("/api/cart")).json()).toEqual([]);
    expect(await approval.evaluate((key) => window.localStorage.getItem(key), CHECKOUT_STATE_KEY)).toBeNull();
    // The tab that opened PayPal shows the outcome too, not the cart that was just paid.
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByTestId("thank-you-order-number")).toHaveText(await approval.getByTestId("thank-you-order-number").innerText());
    await expect(page.getByTestId("cart-count")).toHaveText("0");

    await approval.reload();
    await expect(approval.getByRole("heading", { level: 1, name: "Thank You!" })).toBeVisible();
  });

  test("cancelling in the new tab shows the cancelled message, restores the form and clears the saved state @phone", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const approval = await startPayPal(page, context);
    await approval.getByRole("link", { name: "Cancel" }).click();
    await expect(toast(approval, "Payment Cancelled")).toContainText("Nothing was charged");
    await expect(approval).toHaveURL(/\/checkout$/);
    await expect(field(approval, "firstName")).toHaveValue(shopper.firstName);
    await expect(field(approval, "phone")).toHaveValue(shopper.phone);
    await expect(approval.getByRole("tab", { name: "PayPal" })).toHaveAttribute("aria-selected", "true");
    expect(await approval.evaluate((key) => window.localStorage.getItem(key), CHECKOUT_STATE_KEY)).toBeNull();
    // Nothing was paid: the cart is still there.
    await expect(approval.getByTestId("checkout-line")).toContainText(DESCALER.name);
  });

  test("a capture that is not COMPLETED shows 'Payment Failed', and one that fails shows 'Payment Error'", async ({ page }) => {
    await addDescaler(page);
    await page.route("**/api/paypal/capture/**", (route) =>
      route.fulfill({ json: { status: "PAYER_ACTION_REQUIRED", orderId: "o", orderNumber: "TZ-261122-AAAAAA", total: "39.90" } }),
    );
    await page.goto("/checkout?paypal=success&token=TEST-0000&PayerID=TESTPAYER");
    await expect(toast(page, "Payment Failed")).toContainText("Your PayPal payment was declined or failed.");
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("heading", { level: 2, name: "Order Summary" })).toBeVisible();

    await page.unroute("**/api/paypal/capture/**");
    await page.route("**/api/paypal/capture/**", (route) => route.fulfill({ status: 502, json: { error: "PayPal is unavailable" } }));
    await page.goto("/checkout?paypal=success&token=TEST-0000&PayerID=TESTPAYER");
    await expect(toast(page, "Payment Error")).toContainText("There was an error processing your PayPal payment.");
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("a PayPal order that cannot be made shows 'PayPal Error' and frees the button at once", async ({ page }) => {
    await addDescaler(page);
    await openCheckout(page);
    await fillShopper(page, { phone: true });
    await page.getByRole("tab", { name: "PayPal" }).click();
    await page.route("**/api/paypal/order", (route) => route.fulfill({ status: 503, body: "Service Unavailable" }));
    await payPalButton(page).click();
    await expect(toast(page, "PayPal Error")).toContainText("Error: Failed to create PayPal order: 503 Service Unavailable");
    await expect(payPalButton(page)).toBeEnabled({ timeout: 1_000 });
  });
});
