// The customer's order pages and invoices, on the database: a customer reads
// only their own orders and invoices, a guest's e-mailed token opens only its own order and lapses after
// 90 days, the token is kept only as its hash, the invoice PDF carries the order's own number, sizes,
// totals and refunds as credits, and the confirmation e-mail links to the right page.
import { createHash, randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as staffInvoiceGet } from "@/app/api/admin/orders/[id]/invoice/route";
import { GET as invoiceGet } from "@/app/api/orders/[orderNumber]/invoice/route";
import { resendEmailAsStaff } from "@/lib/email/staff-view";
import { db } from "@/lib/db/client";
import { publicOrigin } from "@/lib/http/public-origin";
import { orderForAccessToken, orderLink } from "@/lib/orders/access-token";
import { finalizePaidOrder } from "@/lib/orders/completion";
import { accountOrders, guestOrderView, ownerOrderView } from "@/lib/orders/customer-view";
import { withItems } from "@/lib/orders/index";
import { formatInvoiceNumber } from "@/lib/orders/invoice-data";
import { createCustomer, type TestAccount } from "@/tests/support/accounts";
import { sessionCookieHeader } from "@/tests/support/auth";
import { readPdf } from "@/tests/support/pdf-text";
import { deliveredMessage } from "@/tests/support/outbox";

const DAY = 24 * 60 * 60 * 1000;
const ORIGIN = "https://shop.example";

type Size = {
  id: number;
  productId: number;
  itemNumber: string;
  size: "quart" | "trigger_sprayer" | "gallon" | "pail" | "drum" | "tote" | "kit";
};
let pail: Size & { product: { name: string; itemNumber: string } };
let gallon: Size & { product: { name: string; itemNumber: string } };

let owner: TestAccount;
let ownerCookie: string;
let other: TestAccount;
let otherCookie: string;
let staffCookie: string;

beforeAll(async () => {
  pail = await db().productSize.findFirstOrThrow({ where: { size: "pail", product: { archivedAt: null } }, include: { product: true } });
  gallon = await db().productSize.findFirstOrThrow({
    where: { size: "gallon", product: { archivedAt: null }, productId: { not: pail.productId } },
    include: { product: true },
  });
  owner = await createCustomer({ firstName: "Dana" });
  ownerCookie = await sessionCookieHeader(owner);
  other = await createCustomer({ firstName: "Nadia" });
  otherCookie = await sessionCookieHeader(other);
  const staff = await db().user.update({ where: { id: (await createCustomer()).id }, data: { role: "staff" } });
  staffCookie = await sessionCookieHeader({ id: staff.id, email: staff.email, role: "staff" });
});

/**
 * A paid order of two lines (a pail and gallons), with its invoice number from the sequence as the
 * payment gives it; `paid: false` makes a pending one, `invoiced: false` one paid without a number.
 */
async function makeOrder(
  options: { userId?: string | null; paid?: boolean; invoiced?: boolean; fulfilmentStatus?: "unfulfilled" | "shipped" } = {},
) {
  const paid = options.paid ?? true;
  const order = await db().order.create({
    data: {
      orderNumber: `TZ-COP-${randomUUID().slice(0, 8).toUpperCase()}`,
      idempotencyKey: randomUUID(),
      status: paid ? "completed" : "pending",
      fulfilmentStatus: options.fulfilmentStatus ?? "unfulfilled",
      paymentMethod: "card",
      gateway: "test",
      userId: options.userId ?? null,
      customerFirstName: "Dana",
      customerLastName: "Whitfield",
      customerEmail: `orders-${randomUUID()}@example.com`,
      shippingCompany: "Lakeside Brewing Co.",
      shippingAddress: "2214 Atwood Ave",
      shippingCity: "Madison",
      shippingState: "WI",
      shippingZipCode: "53704",
      billingAddress: "PO Box 12",
      billingCity: "Madison",
      billingState: "WI",
      billingZipCode: "53701",
      subtotal: "1304.90",
      shipping: "0.00",
      tax: "71.77",
      total: "1376.67",
      cardTransactionId: paid ? `test-${Date.now()}-cop` : null,
      cardLast4: paid ? "1111" : null,
      completedAt: paid ? new Date() : null,
      items: {
        create: [
          {
            productId: pail.productId,
            sizeId: pail.id,
            size: pail.size,
            productName: pail.product.name,
            itemNumber: pail.itemNumber,
            unitPrice: "1245.00",
            quantity: 1,
            lineTotal: "1245.00",
          },
          {
            productId: gallon.productId,
            sizeId: gallon.id,
            size: gallon.size,
            productName: gallon.product.name,
            itemNumber: gallon.itemNumber,
            unitPrice: "29.95",
            quantity: 2,
            lineTotal: "59.90",
          },
        ],
      },
    },
    include: withItems,
  });
  if (paid && options.invoiced !== false) {
    await db().$executeRaw`UPDATE "Order" SET "invoiceNumber" = nextval('invoice_number_seq'), "invoicedAt" = now() WHERE id = ${order.id}`;
  }
  return db().order.findUniqueOrThrow({ where: { id: order.id }, include: withItems });
}

function invoiceCall(orderNumber: string, options: { cookie?: string; token?: string } = {}) {
  const url = new URL(`http://localhost/api/orders/${orderNumber}/invoice`);
  if (options.token) url.searchParams.set("token", options.token);
  const headers = new Headers(options.cookie ? { cookie: options.cookie } : {});
  return invoiceGet(new NextRequest(url, { headers }), { params: Promise.resolve({ orderNumber }) });
}

function staffInvoiceCall(orderId: string, cookie: string) {
  return staffInvoiceGet(new NextRequest(`http://localhost/api/admin/orders/${orderId}/invoice`, { headers: { cookie } }), {
    params: Promise.resolve({ id: orderId }),
  });
}

/** The token of a guest's link made now (or at `at`). */
async function guestToken(order: { id: string; orderNumber: string; userId: string | null }, at = new Date()): Promise<string> {
  const link = new URL(await orderLink(order, ORIGIN, db(), at));
  return link.searchParams.get("token")!;
}

describe("a customer's own orders", () => {
  it("lists their paid orders newest first with the seed's status and colour, and no one else's", async () => {
    const buyer = await createCustomer();
    const older = await makeOrder({ userId: buyer.id });
    const shipped = await makeOrder({ userId: buyer.id, fulfilmentStatus: "shipped" });
    await makeOrder({ userId: buyer.id, paid: false });
    await makeOrder({ userId: other.id });

    const list = await accountOrders(buyer.id);
    expect(list.map((o) => [o.orderNumber, o.status, o.tone])).toEqual([
      [shipped.orderNumber, "In Transit", "blue"],
      [older.orderNumber, "Order Placed", "gray"],
    ]);
  });

  it("shows the owner the whole order: items with sizes, shipments with the carrier's link, documents, invoice and Reorder", async () => {
    const order = await makeOrder({ userId: owner.id, fulfilmentStatus: "shipped" });
    const [pailLine] = order.items;
    await db().shipment.create({
      data: {
        orderId: order.id,
        carrier: "ups",
        trackingNumber: "1Z999AA10123456784",
        items: { create: [{ orderItemId: pailLine!.id, quantity: 1 }] },
      },
    });
    const view = await ownerOrderView(owner.id, order.orderNumber);
    expect(view).not.toBeNull();
    expect(view!.status).toEqual({ label: "In Transit", tone: "blue" });
    expect(view!.items.map((item) => [item.itemNumber, item.size, item.quantity])).toEqual([
      [pail.itemNumber, "5-Gallon Pail", 1],
      [gallon.itemNumber, "Gallon", 2],
    ]);
    expect(view!.shipments).toEqual([
      expect.objectContaining({
        carrier: "UPS",
        trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
        items: [expect.objectContaining({ itemNumber: pail.itemNumber, quantity: 1 })],
      }),
    ]);
    expect(view!.invoice).toEqual({ number: formatInvoiceNumber(order.invoiceNumber!), url: `/api/orders/${order.orderNumber}/invoice` });
    expect(view!.reorderId).toBe(order.id);
    expect(view!.payment).toBe("Card ending in 1111");
    // Both products' current safety data sheets from the library and their instructions; no lot shipped, so no certificate.
    const itemNumbers = [pail.product.itemNumber, gallon.product.itemNumber];
    expect(
      view!.documents
        .filter((doc) => doc.kind === "safety_data_sheet")
        .map((doc) => doc.url)
        .sort(),
    ).toEqual(itemNumbers.map((itemNumber) => `/sds/${itemNumber}/1`).sort());
    expect(view!.documents.filter((doc) => doc.kind === "application_instructions")).toHaveLength(2);
    expect(view!.documents.some((doc) => doc.kind === "certificate_of_analysis")).toBe(false);
  });

  it("never shows a customer another's order or invoice: 404 as for an order that does not exist", async () => {
    const order = await makeOrder({ userId: owner.id });
    expect(await ownerOrderView(other.id, order.orderNumber)).toBeNull();

    const refused = await invoiceCall(order.orderNumber, { cookie: otherCookie });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: "Invoice not found" });
    const missing = await invoiceCall("TZ-000000-NOSUCH", { cookie: otherCookie });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Invoice not found" });

    expect((await invoiceCall(order.orderNumber)).status).toBe(404);
    // Staff read other people's invoices on the staff route, not through the customer's.
    expect((await invoiceCall(order.orderNumber, { cookie: staffCookie })).status).toBe(404);
    expect((await invoiceCall(order.orderNumber, { cookie: ownerCookie })).status).toBe(200);
  });

  it("has no invoice before the order is paid, nor one paid without an invoice number", async () => {
    const pending = await makeOrder({ userId: owner.id, paid: false });
    expect((await invoiceCall(pending.orderNumber, { cookie: ownerCookie })).status).toBe(404);
    expect((await staffInvoiceCall(pending.id, staffCookie)).status).toBe(404);
    const unnumbered = await makeOrder({ userId: owner.id, invoiced: false });
    expect((await invoiceCall(unnumbered.orderNumber, { cookie: ownerCookie })).status).toBe(404);
    expect((await staffInvoiceCall(unnumbered.id, staffCookie)).status).toBe(404);
    expect((await ownerOrderView(owner.id, unnumbered.orderNumber))!.invoice).toBeNull();
  });
});

describe("a guest's order link", () => {
  it("opens its own order and no other, whatever order number is put beside the token", async () => {
    const mine = await makeOrder();
    const theirs = await makeOrder();
    const token = await guestToken(mine);

    expect(await orderForAccessToken(mine.orderNumber, token)).toBe(mine.id);
    expect(await orderForAccessToken(theirs.orderNumber, token)).toBeNull();
    expect(await guestOrderView(theirs.orderNumber, token)).toBeNull();
    expect((await invoiceCall(theirs.orderNumber, { token })).status).toBe(404);

    const view = await guestOrderView(mine.orderNumber, token);
    expect(view).toMatchObject({ audience: "guest", orderNumber: mine.orderNumber, reorderId: null });
    // A guest reads the order's safety data sheets too, but not the account's instructions.
    expect(new Set(view!.documents.map((doc) => doc.kind))).toEqual(new Set(["safety_data_sheet"]));
    expect(view!.invoice!.url).toBe(`/api/orders/${mine.orderNumber}/invoice?token=${token}`);
    expect((await invoiceCall(mine.orderNumber, { token })).status).toBe(200);
  });

  it("refuses an unknown or malformed token", async () => {
    const order = await makeOrder();
    await guestToken(order);
    const unknown = Buffer.alloc(32, 7).toString("base64url");
    expect(await orderForAccessToken(order.orderNumber, unknown)).toBeNull();
    expect(await orderForAccessToken(order.orderNumber, "short")).toBeNull();
    const malformed = await invoiceCall(order.orderNumber, { token: "short" });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { fields: Record<string, string> }).fields).toHaveProperty("token");
  });

  it("lapses 90 days after it was made", async () => {
    const order = await makeOrder();
    const madeAt = new Date(Date.now() - 91 * DAY);
    const token = await guestToken(order, madeAt);
    expect(await orderForAccessToken(order.orderNumber, token, new Date(madeAt.getTime() + 89 * DAY))).toBe(order.id);
    expect(await orderForAccessToken(order.orderNumber, token, new Date(madeAt.getTime() + 90 * DAY))).toBeNull();
    expect(await orderForAccessToken(order.orderNumber, token)).toBeNull();
    expect(await guestOrderView(order.orderNumber, token)).toBeNull();
    expect((await invoiceCall(order.orderNumber, { token })).status).toBe(404);
  });

  it("is kept only as its SHA-256 hash", async () => {
    const order = await makeOrder();
    const token = await guestToken(order);
    const rows = await db().orderAccessToken.findMany({ where: { orderId: order.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(90 * DAY);
  });

  it("is not made for an order with an account: its e-mails link to the account's page", async () => {
    const order = await makeOrder({ userId: owner.id });
    expect(await orderLink(order, ORIGIN)).toBe(`${ORIGIN}/account/orders/${order.orderNumber}`);
    expect(await db().orderAccessToken.count({ where: { orderId: order.id } })).toBe(0);
  });
});

/** Whether `value` is drawn whole, or in pieces (a wrapped cell) one after another. */
function drawnInPieces(drawn: readonly string[], value: string): boolean {
  let rest = value;
  let from = 0;
  while (rest !== "") {
    const index = drawn.findIndex((piece, at) => at >= from && piece !== "" && rest.startsWith(piece));
    if (index < 0) return false;
    rest = rest.slice(drawn[index]!.length);
    from = index + 1;
  }
  return true;
}

describe("the invoice PDF", () => {
  it("shows the order's invoice number, the items with their sizes, the totals and a refund as a credit", async () => {
    const order = await makeOrder({ userId: owner.id });
    await db().refund.create({ data: { orderId: order.id, amount: "1376.67", reason: "Dented pail" } });
    await db().order.update({ where: { id: order.id }, data: { status: "refunded" } });
    const number = formatInvoiceNumber(order.invoiceNumber!);

    const response = await invoiceCall(order.orderNumber, { cookie: ownerCookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="invoice-${number}.pdf"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");

    const { text } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(`Invoice number: ${number}`);
    expect(text).toContain(`Order number: ${order.orderNumber}`);
    for (const expected of ["5-Gallon Pail", "Gallon", "$1,245.00", "$59.90", "$1,304.90", "$71.77", "$1,376.67"]) {
      expect(text).toContain(expected);
    }
    // A long item number may wrap in its narrow column: its pieces are drawn in order, other cells between them.
    const drawn = text.split("\n");
    for (const expected of [pail.itemNumber, gallon.itemNumber]) expect(drawnInPieces(drawn, expected), expected).toBe(true);
    expect(text).toContain("Paid by Card ending in 1111");
    expect(text).toMatch(/: Refund: Dented pail\n-\$1,376\.67/);
    expect(text).toContain("Balance\n$0.00");
  });

  it("keeps the order's invoice number: downloaded again, by the customer or by staff, it is the same invoice", async () => {
    const order = await makeOrder({ userId: owner.id });
    const first = new Uint8Array(await (await invoiceCall(order.orderNumber, { cookie: ownerCookie })).arrayBuffer());
    await makeOrder(); // another payment takes the next number meanwhile
    const again = new Uint8Array(await (await invoiceCall(order.orderNumber, { cookie: ownerCookie })).arrayBuffer());
    const staffCopy = await staffInvoiceCall(order.id, staffCookie);
    expect(staffCopy.status).toBe(200);
    expect(staffCopy.headers.get("content-disposition")).toBe(
      `attachment; filename="invoice-${formatInvoiceNumber(order.invoiceNumber!)}.pdf"`,
    );

    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(new Uint8Array(await staffCopy.arrayBuffer())).equals(Buffer.from(first))).toBe(true);
    expect((await readPdf(first)).text).toContain(`Invoice number: ${formatInvoiceNumber(order.invoiceNumber!)}`);
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).invoiceNumber).toBe(order.invoiceNumber);
  });

  it("is staff's only on the staff route: a customer gets 403, a visitor 401", async () => {
    const order = await makeOrder({ userId: owner.id });
    expect((await staffInvoiceCall(order.id, ownerCookie)).status).toBe(403);
    expect((await staffInvoiceCall(order.id, "")).status).toBe(401);
  });
});

describe("the confirmation e-mail's link", () => {
  const confirmation = (orderId: string) =>
    db().outgoingEmail.findFirstOrThrow({ where: { relatedType: "Order", relatedId: orderId, subject: { startsWith: "Your order" } } });

  it("takes a guest to /orders/{orderNumber}?token= with a token that opens the order; the e-mail log keeps a marker instead", async () => {
    const order = await makeOrder();
    expect(await finalizePaidOrder(order)).toBe(true);
    const mail = await confirmation(order.id);
    expect(mail.text).toContain("View your order: [order link, not kept]\n");
    expect(mail.html).toContain("[order link, not kept]");
    expect(`${mail.text}${mail.html}`).not.toContain("token=");
    const delivered = await deliveredMessage(mail.id);
    const link = /View your order: (\S+)/.exec(delivered)?.[1];
    expect(link, delivered).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe(publicOrigin(new Headers()));
    expect(url.pathname).toBe(`/orders/${order.orderNumber}`);
    const token = url.searchParams.get("token");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(delivered).toContain(`href="${link}"`);
    expect(JSON.stringify(await db().outgoingEmail.findUniqueOrThrow({ where: { id: mail.id } }))).not.toContain(token);
    expect(await orderForAccessToken(order.orderNumber, token!)).toBe(order.id);
    expect(await guestOrderView(order.orderNumber, token!)).toMatchObject({ orderNumber: order.orderNumber });
  });

  it("is sent again by staff with a new link that opens the order, the first one not being kept", async () => {
    const order = await makeOrder();
    expect(await finalizePaidOrder(order)).toBe(true);
    const mail = await confirmation(order.id);
    const first = /View your order: (\S+)/.exec(await deliveredMessage(mail.id))?.[1];
    const staff = await createCustomer();
    const copy = await resendEmailAsStaff(mail.id, { actor: { id: staff.id, email: staff.email }, ip: null });
    const again = /View your order: (\S+)/.exec(await deliveredMessage(copy!.id))?.[1];
    expect(again).toMatch(new RegExp(`/orders/${order.orderNumber}\\?token=[A-Za-z0-9_-]{43}$`));
    expect(again).not.toBe(first);
    expect(await orderForAccessToken(order.orderNumber, new URL(again!).searchParams.get("token")!)).toBe(order.id);
    expect((await db().outgoingEmail.findUniqueOrThrow({ where: { id: copy!.id } })).text).toContain(
      "View your order: [order link, not kept]",
    );
  });

  it("takes a customer with an account to /account/orders/{orderNumber}, with no token made", async () => {
    const order = await makeOrder({ userId: owner.id });
    expect(await finalizePaidOrder(order)).toBe(true);
    const mail = await confirmation(order.id);
    expect(mail.text).toContain(`View your order: ${publicOrigin(new Headers())}/account/orders/${order.orderNumber}\n`);
    expect(mail.text).not.toContain("token=");
    expect(await db().orderAccessToken.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("lists the safety data sheets for the order: each product's current revision in the library", async () => {
    const order = await makeOrder();
    expect(await finalizePaidOrder(order)).toBe(true);
    const mail = await confirmation(order.id);
    const origin = publicOrigin(new Headers());
    const lines = mail.text.split("\n");
    const heading = lines.indexOf("Safety data sheets for your order:");
    expect(heading, mail.text).toBeGreaterThan(0);
    const expected = [pail.product, gallon.product]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((product) => `  ${product.name}: ${origin}/sds/${product.itemNumber}/1`);
    expect(lines.slice(heading + 1, heading + 3)).toEqual(expected);
    expect(mail.html).toContain("<strong>Safety data sheets for your order</strong>");
    expect(mail.html).toContain(`href="${origin}/sds/${pail.product.itemNumber}/1"`);
  });
});
