// After the sale: a guest buys, staff add a shipment with a UPS tracking number, the buyer's
// order page (opened from the confirmation e-mail's link) says "In Transit" with the carrier's link,
// staff mark it delivered and the page says "Delivered"; the shipped e-mail carries the tracking link.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { tokenizeTestCard } from "../../lib/payments/test-tokenizer";
import { expect, expectAccessibleAndFitting, test, toast } from "./support/page-checks";
import { mailTo } from "./support/outbox";
import { openAsStaff } from "./support/sessions";

const UPS = "1Z999AA10123456784";

/** A guest pays by card through the checkout API and presses Complete Order: the confirmation is queued. */
async function guestOrder(request: APIRequestContext, email: string) {
  expect((await request.post("/api/cart", { data: { itemNumber: "TZ-PS-101", quantity: 2 } })).ok()).toBe(true);
  const token = tokenizeTestCard({ cardNumber: "4111111111111111", expirationDate: "12/30", cardCode: "123" });
  if (!token.ok) throw new Error(token.error);
  const customer = {
    firstName: "Robin",
    lastName: "Okafor",
    email,
    phone: "608-555-0123",
    shippingAddress: "18 Pier Rd",
    shippingCity: "Madison",
    shippingState: "WI",
    shippingZipCode: "53703",
    sameAsShipping: true,
  };
  const paid = await request.post("/api/authorize-net/process-payment", {
    data: { idempotencyKey: randomUUID(), customer, opaqueData: token.opaqueData },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const body = (await paid.json()) as { orderId: string; orderNumber: string };
  expect((await request.post("/api/complete-order", { data: {} })).status()).toBe(200);
  return body;
}

async function staffStep(page: Page, orderId: string, step: (page: Page) => Promise<void>) {
  await openAsStaff(page, `/admin-orders/${orderId}`);
  await step(page);
}

test("a guest's order: shipped with a UPS number, In Transit with the link, then Delivered @phone", async ({ page, request, browser }) => {
  // Two people, six page loads and an e-mail through the job queue: more than the default 30 s on two busy cores.
  test.slow();
  const email = `robin.okafor+${randomUUID().slice(0, 8)}@example.com`;
  const order = await guestOrder(request, email);
  const confirmation = await mailTo(email, /Subject: Your order #\S+ is confirmed/);
  const link = /https?:\/\/\S+\/orders\/[\w-]+\?token=[\w-]+/.exec(confirmation)?.[0];
  expect(link, "the confirmation e-mail links to the order's page").toBeTruthy();
  const orderPath = new URL(link!).pathname + new URL(link!).search;

  // The buyer's own browser: no staff cookies.
  const buyer = await (await browser.newContext({ viewport: page.viewportSize() ?? undefined })).newPage();
  await buyer.goto(orderPath);
  await expect(buyer.getByRole("heading", { level: 1 })).toContainText(order.orderNumber);
  await expect(buyer.getByTestId("order-status")).toHaveText("Order Placed");
  await expectAccessibleAndFitting(buyer, "the guest's order page");

  await staffStep(page, order.orderId, async (staff) => {
    const fulfilment = staff.getByTestId("fulfilment");
    await fulfilment.getByRole("button", { name: "Add Shipment" }).click();
    const form = staff.getByRole("form", { name: "Add a shipment" });
    await form.getByLabel("Carrier").selectOption("ups");
    await form.getByLabel("Tracking number").fill(UPS);
    await form.getByRole("button", { name: "Save Shipment" }).click();
    await expect(toast(staff, "Shipment added")).toBeVisible();
    await expect(fulfilment.getByTestId("fulfilment-status")).toHaveText("Shipped");
    await expect(fulfilment.getByRole("link", { name: UPS })).toHaveAttribute("href", `https://www.ups.com/track?tracknum=${UPS}`);
    await expectAccessibleAndFitting(staff, "the staff's order page");
  });

  await buyer.reload();
  await expect(buyer.getByTestId("order-status")).toHaveText("In Transit");
  const track = buyer.getByTestId("shipment").getByRole("link", { name: /Track package/ });
  await expect(track).toHaveAttribute("href", `https://www.ups.com/track?tracknum=${UPS}`);
  await expectAccessibleAndFitting(buyer, "the order page with a shipment");

  const shipped = await mailTo(email, /Subject: Your order #\S+ has shipped/);
  expect(shipped).toContain(`https://www.ups.com/track?tracknum=${UPS}`);

  await staffStep(page, order.orderId, async (staff) => {
    await staff.getByTestId("fulfilment").getByRole("button", { name: "Mark Delivered" }).click();
    await expect(toast(staff, "Marked as delivered")).toBeVisible();
    await expect(staff.getByTestId("fulfilment-status")).toHaveText("Delivered");
  });
  await buyer.reload();
  await expect(buyer.getByTestId("order-status")).toHaveText("Delivered");
  await buyer.context().close();
});

test("the packing slip lists the order's lines without prices @desktop-only", async ({ page, request }) => {
  const order = await guestOrder(request, `packing+${randomUUID().slice(0, 8)}@example.com`);
  await openAsStaff(page, `/admin-orders/${order.orderId}/packing-slip`);
  await expect(page.getByRole("heading", { level: 1, name: "Packing Slip" })).toBeVisible();
  const line = page.getByTestId("slip-line");
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("TZ-PS-101");
  await expect(page.getByRole("article")).not.toContainText("$");
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
});
