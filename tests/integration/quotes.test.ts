// Quotes: sales staff build a quote from a lead (or from nothing), send it as a link, revise
// it; the customer reads it and its PDF by the link's token only, and accepts it: exactly its lines at
// exactly its prices become a cart locked to the quote, and then an order that records the quote and wins
// the lead. Accepted twice at once makes one cart; an expired, withdrawn or revised-meanwhile quote refuses;
// quoted prices reach no other cart; the visitor's own cart comes back after the quote's order.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as putQuote } from "@/app/api/admin/quotes/[id]/route";
import { POST as sendRoute } from "@/app/api/admin/quotes/[id]/send/route";
import { POST as withdrawRoute } from "@/app/api/admin/quotes/[id]/withdraw/route";
import { GET as listQuotes, POST as createRoute } from "@/app/api/admin/quotes/route";
import { POST as completeOrder } from "@/app/api/complete-order/route";
import { POST as reorderRoute } from "@/app/api/customer/orders/[id]/reorder/route";
import { POST as acceptRoute } from "@/app/api/quotes/[token]/accept/route";
import { GET as pdfRoute } from "@/app/api/quotes/[token]/pdf/route";
import { salesDashboard } from "@/lib/orders/dashboard";
import { db } from "@/lib/db/client";
import { addDays, quoteTotals, shopToday } from "@/lib/quotes/rules";
import { acceptQuote, QuoteAcceptError } from "@/lib/quotes/accept";
import { expireQuotes } from "@/lib/quotes/expire";
import { newQuoteValues, quoteForCustomer } from "@/lib/quotes/read";
import { sessionCookieHeader } from "@/tests/support/auth";
import { checkoutCustomer } from "@/tests/support/checkout";
import { createPaidOrder } from "@/tests/support/orders";
import { newProduct, shopper } from "@/tests/support/shopper";
import { readPdf } from "@/tests/support/pdf-text";

const TAG = `qt${randomBytes(4).toString("hex")}`;
let dataDir: string;
const saved = { DATA_DIR: process.env.DATA_DIR, SMTP_URL: process.env.SMTP_URL, PAYMENTS_MODE: process.env.PAYMENTS_MODE };

let salesCookie = "";
let customerCookie = "";
let customerId = "";
let product: Awaited<ReturnType<typeof newProduct>>;
let gallonId = 0;
let drumId = 0;
let drumItem = "";
let leadId = 0;

type Json = Record<string, unknown>;

async function call(
  handler: (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>,
  method: string,
  url: string,
  { body, cookie = salesCookie, params = {} }: { body?: unknown; cookie?: string; params?: Record<string, string> } = {},
) {
  const headers = new Headers({ host: "localhost", "x-forwarded-for": `2001:db8:70::${randomBytes(2).toString("hex")}` });
  if (cookie) headers.set("cookie", cookie);
  if (body !== undefined) headers.set("content-type", "application/json");
  const response = await handler(
    new NextRequest(`http://localhost${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    { params: Promise.resolve(params) },
  );
  return response;
}

const today = () => shopToday(new Date());

/** A quote's content as the editor sends it: a drum at 10 % off and four gallons at list price, to Wisconsin. */
function content(changes: Json = {}): Json {
  return {
    leadId,
    customerName: "Dana Brewer",
    customerEmail: `dana.${TAG}@example.com`,
    customerCompany: "Lakeside Brewing",
    customerState: "WI",
    shipping: "185.00",
    validUntil: addDays(today(), 30),
    notes: "Delivered by freight, lift gate included.",
    lines: [
      { sizeId: drumId, quantity: "2", unitPrice: "1500.00", discountPercent: "10" },
      { sizeId: gallonId, quantity: "4", unitPrice: "40.00", discountPercent: "" },
    ],
    ...changes,
  };
}

/** drum 2 × $1,350.00 + 4 × $40.00 = $2,860.00; shipping $185.00; WI 5.5 % tax $157.30. */
const EXPECTED = quoteTotals(
  [
    { unitPriceCents: 150_000, discountPercent: 10, quantity: 2 },
    { unitPriceCents: 4_000, discountPercent: 0, quantity: 4 },
  ],
  18_500,
  "WI",
);

async function createQuote(changes: Json = {}): Promise<{ id: number; number: string }> {
  const response = await call(createRoute, "POST", "/api/admin/quotes", { body: content(changes) });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; number: string };
}

async function stamp(id: number): Promise<string> {
  return (await db().quote.findUniqueOrThrow({ where: { id } })).updatedAt.toISOString();
}

async function send(id: number) {
  return call(sendRoute, "POST", `/api/admin/quotes/${id}/send`, { body: { updatedAt: await stamp(id) }, params: { id: String(id) } });
}

async function sentQuote(changes: Json = {}) {
  const { id, number } = await createQuote(changes);
  expect((await send(id)).status).toBe(200);
  const { token } = await db().quote.findUniqueOrThrow({ where: { id } });
  return { id, number, token };
}

const accept = (token: string, revision: number, cookie?: string) =>
  call(acceptRoute, "POST", `/api/quotes/${token}/accept`, { body: { revision }, cookie: cookie ?? "", params: { token } });

const cartCookieOf = (response: Response) => response.headers.get("set-cookie")?.split(";")[0] ?? "";

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "quotes-"));
  process.env.DATA_DIR = dataDir;
  delete process.env.SMTP_URL;
  // The test gateway, whichever database the suite runs on.
  process.env.PAYMENTS_MODE = "test";
  const sales = await db().user.create({
    data: {
      email: `sales.${TAG}@example.com`,
      firstName: "Sam",
      lastName: "Seller",
      passwordHash: "scrypt$x",
      role: "staff",
      staffRole: "sales",
    },
  });
  salesCookie = await sessionCookieHeader({ id: sales.id, email: sales.email, role: "staff" });
  const customer = await db().user.create({
    data: { email: `buyer.${TAG}@example.com`, firstName: "Bo", lastName: "Buyer", passwordHash: "scrypt$x", role: "customer" },
  });
  customerCookie = await sessionCookieHeader({ id: customer.id, email: customer.email, role: "customer" });
  customerId = customer.id;
  product = await newProduct("40.00");
  gallonId = product.sizes[0]!.id;
  drumItem = `${product.itemNumber}-D`;
  const drum = await db().productSize.create({
    data: { productId: product.id, size: "drum", itemNumber: drumItem, price: "1500.00", quoteOnly: true, stockQuantity: 10 },
  });
  drumId = drum.id;
  const lead = await db().lead.create({
    data: {
      kind: "quote",
      form: "product-quote",
      email: `dana.${TAG}@example.com`,
      firstName: "Dana",
      lastName: "Brewer",
      company: "Lakeside Brewing",
      productId: product.id,
      productName: product.name,
      fields: { form: "product-quote", itemNumber: drumItem, quantity: 2, productName: product.name },
    },
  });
  leadId = lead.id;
});

afterAll(async () => {
  await db().quote.deleteMany({ where: { customerEmail: { contains: TAG } } });
  rmSync(dataDir, { recursive: true, force: true });
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe("building and sending a quote", () => {
  it("starts from the lead: its requester, and the drum and quantity they asked about at list price", async () => {
    const { values, leadId: found } = await newQuoteValues(leadId);
    expect(found).toBe(leadId);
    expect(values).toMatchObject({
      customerName: "Dana Brewer",
      customerEmail: `dana.${TAG}@example.com`,
      customerCompany: "Lakeside Brewing",
    });
    expect(values.lines).toEqual([{ sizeId: drumId, quantity: "2", unitPrice: "1500.00", discountPercent: "" }]);
  });

  it("sends a draft: the customer is e-mailed the link and the total, and the lead becomes quoted", async () => {
    const { id, number } = await createQuote();
    const quote = await db().quote.findUniqueOrThrow({ where: { id } });
    expect(quote).toMatchObject({ status: "draft", revision: 0, leadId });
    // A draft's link opens nothing yet.
    expect(await quoteForCustomer(quote.token)).toBeNull();

    const response = await send(id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ revision: 1, message: `Quote ${number} sent to the customer` });
    const email = await db().outgoingEmail.findFirstOrThrow({ where: { relatedType: "Quote", relatedId: String(id) } });
    expect(email.to).toBe(`dana.${TAG}@example.com`);
    expect(email.subject).toBe(`Your quote ${number} from Triple Zero Chemical Co.`);
    expect(email.text).toContain(`http://localhost/quotes/${quote.token}`);
    expect(email.text).toContain("Total: $3,202.30");
    expect(EXPECTED.totalCents).toBe(320_230);
    expect(email.text).toContain("Sam Seller");
    expect(email.fromName).toBe("Sam Seller");
    expect((await db().lead.findUniqueOrThrow({ where: { id: leadId } })).status).toBe("quoted");

    // Sending twice is refused: a sent quote is changed to send a revision.
    const again = await send(id);
    expect(again.status).toBe(409);
    expect((await again.json()).fields).toHaveProperty("status");
  });

  it("refuses wrong input with a 400 naming the field", async () => {
    const cases: [Json, string, string][] = [
      [{ lines: [{ sizeId: gallonId, quantity: "2", unitPrice: "abc" }] }, "lines.0.unitPrice", "Unit price must be an amount, e.g. 49.95"],
      [{ lines: [{ sizeId: gallonId, quantity: "0", unitPrice: "40" }] }, "lines.0.quantity", "Quantity must be from 1 to 99,999"],
      [{ lines: [] }, "lines", "Add at least one product"],
      [{ customerState: "ZZ" }, "customerState", "Choose a US state or DC"],
      [{ shipping: "-5" }, "shipping", "Shipping cannot be negative"],
      [{ validUntil: addDays(today(), -1) }, "validUntil", "Valid until cannot be in the past"],
      [
        { lines: [{ sizeId: 2_000_000_000, quantity: "1", unitPrice: "1" }] },
        "lines.0.sizeId",
        "This product size does not exist: choose another",
      ],
      [{ leadId: 2_000_000_000 }, "leadId", "This lead does not exist"],
    ];
    for (const [changes, field, message] of cases) {
      const response = await call(createRoute, "POST", "/api/admin/quotes", { body: content(changes) });
      expect(response.status, field).toBe(400);
      const answer = await response.json();
      expect(answer.fields?.[field], JSON.stringify(answer)).toBe(message);
    }
  });

  it("lists quotes by status and search for sales staff, and not for a customer", async () => {
    const { number } = await sentQuote({ customerCompany: `Find Me ${TAG}` });
    const response = await call(listQuotes, "GET", `/api/admin/quotes?status=sent&q=${encodeURIComponent(`find me ${TAG}`)}`);
    const { rows } = (await response.json()) as { rows: { number: string; status: string; totalCents: number }[] };
    expect(rows).toEqual([expect.objectContaining({ number, status: "sent", totalCents: EXPECTED.totalCents })]);
    expect((await call(listQuotes, "GET", "/api/admin/quotes", { cookie: customerCookie })).status).toBe(403);
    expect((await call(listQuotes, "GET", "/api/admin/quotes?status=lost")).status).toBe(400);
  });
});

describe("the customer's link", () => {
  it("shows the quote and its PDF by the token only", async () => {
    const { number, token } = await sentQuote();
    const view = await quoteForCustomer(token);
    expect(view?.document).toMatchObject({ number, status: "sent", revision: 1, totals: EXPECTED });
    const pdf = await call(pdfRoute, "GET", `/api/quotes/${token}/pdf`, { cookie: "", params: { token } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).text;
    expect(text).toContain(`Quote ${number}`);
    expect(text).toContain("$3,202.30");
    // Another token, however well-formed, opens nothing; nor does a signed-in customer's session.
    const other = randomBytes(32).toString("base64url");
    expect((await call(pdfRoute, "GET", `/api/quotes/${other}/pdf`, { cookie: customerCookie, params: { token: other } })).status).toBe(
      404,
    );
    expect(await quoteForCustomer(other)).toBeNull();
    expect((await accept(other, 1, customerCookie)).status).toBe(404);
  });

  it("shows the latest revision; an accept of the revision read before is refused until the new one is read", async () => {
    const { id, token } = await sentQuote();
    const revised = await call(putQuote, "PUT", `/api/admin/quotes/${id}`, {
      body: { ...content({ shipping: "0" }), updatedAt: await stamp(id) },
      params: { id: String(id) },
    });
    expect(revised.status).toBe(200);
    expect(await revised.json()).toMatchObject({ status: "sent", revision: 2 });
    const emails = await db().outgoingEmail.findMany({ where: { relatedType: "Quote", relatedId: String(id) }, orderBy: { id: "asc" } });
    expect(emails.map((email) => email.subject)).toEqual([expect.stringMatching(/^Your quote/), expect.stringMatching(/^Revised quote/)]);
    expect((await quoteForCustomer(token))?.document.totals.shippingCents).toBe(0);

    const stale = await accept(token, 1);
    expect(stale.status).toBe(409);
    expect((await stale.json()).fields.revision).toMatch(/revised since you opened it/);
    expect((await accept(token, 2)).status).toBe(200);
  });

  it("refuses a change from a stale page with 409 on updatedAt", async () => {
    const { id } = await createQuote();
    const seen = await stamp(id);
    const first = await call(putQuote, "PUT", `/api/admin/quotes/${id}`, {
      body: { ...content(), updatedAt: seen },
      params: { id: String(id) },
    });
    expect(first.status).toBe(200);
    const second = await call(putQuote, "PUT", `/api/admin/quotes/${id}`, {
      body: { ...content(), updatedAt: seen },
      params: { id: String(id) },
    });
    expect(second.status).toBe(409);
    expect((await second.json()).fields.updatedAt).toMatch(/changed this quote meanwhile/);
  });
});

describe("accepting a quote", () => {
  it("accepted twice at the same moment makes one cart, and both answers hold it", async () => {
    const { id, token } = await sentQuote();
    const answers = await Promise.all([accept(token, 1), accept(token, 1), accept(token, 1)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const cookies = new Set(answers.map(cartCookieOf));
    expect(cookies.size).toBe(1);
    expect(await db().cart.count({ where: { quoteId: id } })).toBe(1);
    expect((await db().quote.findUniqueOrThrow({ where: { id } })).status).toBe("accepted");
    const audits = await db().auditLog.count({ where: { entityType: "quote", entityId: String(id), action: "quote.accepted" } });
    expect(audits).toBe(1);
  });

  it("an expired quote refuses, and the job stores it as expired", async () => {
    const { id, token } = await sentQuote({ validUntil: today() });
    const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000);
    await expect(acceptQuote(token, 1, undefined, tomorrow)).rejects.toMatchObject({ status: 409, field: "status" });
    await db().quote.update({ where: { id }, data: { validUntil: new Date(`${addDays(today(), -1)}T00:00:00Z`) } });
    const refused = await accept(token, 1);
    expect(refused.status).toBe(409);
    expect((await refused.json()).fields.status).toMatch(/^This quote expired at the end of .+\. Please ask us for a new quote\.$/);
    expect(await expireQuotes()).toBeGreaterThanOrEqual(1);
    expect((await db().quote.findUniqueOrThrow({ where: { id } })).status).toBe("expired");
    expect(await db().cart.count({ where: { quoteId: id } })).toBe(0);
  });

  it("a withdrawn quote refuses", async () => {
    const { id, token } = await sentQuote();
    const withdrawn = await call(withdrawRoute, "POST", `/api/admin/quotes/${id}/withdraw`, {
      body: { updatedAt: await stamp(id) },
      params: { id: String(id) },
    });
    expect(withdrawn.status).toBe(200);
    const refused = await accept(token, 1);
    expect(refused.status).toBe(409);
    expect((await refused.json()).fields.status).toBe("This quote was withdrawn. Please ask us for a new quote.");
    await expect(acceptQuote(token, 1, undefined)).rejects.toBeInstanceOf(QuoteAcceptError);
  });

  it("quoted prices reach the order and no other cart; the lead is won; the visitor's own cart comes back", async () => {
    const { id, token } = await sentQuote();
    const customer = checkoutCustomer({ firstName: "Dana", lastName: "Brewer", email: `dana.${TAG}@example.com` });
    const buyer = shopper(customer);
    // The visitor's own cart: one gallon at list price.
    expect((await buyer.add(product.itemNumber, 3)).status).toBe(200);
    const ownCart = buyer.cartId;

    const accepted = await accept(token, 1, buyer.setCookie);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ redirect: "/checkout" });
    const held = shopper(customer, cartCookieOf(accepted));
    expect(held.cartId).not.toBe(ownCart);
    const lines = (await held.cart()) as {
      sizeId: number;
      quantity: number;
      product: { pricePerGallon: string };
      quote?: { shipping: string };
    }[];
    expect(lines.map((line) => [line.sizeId, line.quantity, line.product.pricePerGallon])).toEqual([
      [drumId, 2, "$1350.00"],
      [gallonId, 4, "$40.00"],
    ]);
    expect(lines.every((line) => line.quote?.shipping === "185.00")).toBe(true);

    // The quote's cart cannot be changed, and nobody else's cart gets its prices.
    const refused = await held.add(product.itemNumber, 1);
    expect(refused.status).toBe(409);
    expect((await refused.json()).fields.cart).toMatch(/holds quote Q-\d+ at its quoted prices/);
    const stranger = shopper(customer);
    expect((await stranger.add(drumItem, 2)).status).toBe(400);
    await stranger.add(product.itemNumber, 4);
    const strangerLines = (await stranger.cart()) as { product: { pricePerGallon: string }; quote?: unknown }[];
    expect(strangerLines).toEqual([expect.objectContaining({ product: expect.objectContaining({ pricePerGallon: "$40.00" }) })]);
    expect(strangerLines[0]!.quote).toBeUndefined();

    const paid = await held.pay();
    expect(paid.status, await paid.clone().text()).toBe(200);
    const order = await db().order.findFirstOrThrow({ where: { quoteId: id }, include: { items: { orderBy: { id: "asc" } } } });
    expect(order.status).toBe("completed");
    expect([order.subtotal, order.shipping, order.tax, order.total].map((value) => value.toFixed(2))).toEqual([
      "2860.00",
      "185.00",
      "157.30",
      "3202.30",
    ]);
    expect(order.items.map((item) => [item.itemNumber, item.quantity, item.unitPrice.toFixed(2)])).toEqual([
      [drumItem, 2, "1350.00"],
      [product.itemNumber, 4, "40.00"],
    ]);
    const lead = await db().lead.findUniqueOrThrow({ where: { id: leadId } });
    expect(lead).toMatchObject({ status: "won", wonOrderId: order.id });
    expect((await quoteForCustomer(token))?.orderNumber).toBe(order.orderNumber);

    // Once ordered, the link cannot make another cart.
    const again = await accept(token, 1);
    expect(again.status).toBe(409);
    expect((await again.json()).fields.status).toBe("This quote has already been ordered.");

    // Complete Order gives the visitor back the cart they had before accepting.
    const complete = await completeOrder(
      new NextRequest("http://localhost/api/complete-order", {
        method: "POST",
        headers: { host: "localhost", cookie: held.setCookie!, "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(complete.status).toBe(200);
    const back = (await held.cart()) as { sizeId: number; quantity: number; product: { pricePerGallon: string }; quote?: unknown }[];
    expect(back.map((line) => [line.sizeId, line.quantity, line.product.pricePerGallon, line.quote])).toEqual([
      [gallonId, 3, "$40.00", undefined],
    ]);
    expect(await db().cart.count({ where: { id: ownCart } })).toBe(0);
  });

  it("counts sent quotes not past their date as open on the dashboard", async () => {
    const before = (await salesDashboard()).openQuotes;
    await sentQuote();
    expect((await salesDashboard()).openQuotes).toBe(before + 1);
  });
});

/** A paid order of `quantity` gallons for the signed-in customer, as checkout would leave it. */
function paidGallonOrder(quantity: number) {
  const buyer = { userId: customerId, firstName: "Bo", lastName: "Buyer", email: `buyer.${TAG}@example.com` };
  return createPaidOrder(buyer, { product, size: { id: gallonId, size: "gallon" }, unitPrice: "40.00", quantity });
}

describe("a quote's cart", () => {
  /** The quote accepted into a cart of its own, and a shopper holding that cart. */
  async function acceptedQuote(changes: Json = {}) {
    const sent = await sentQuote(changes);
    const accepted = await accept(sent.token, 1);
    expect(accepted.status).toBe(200);
    const customer = checkoutCustomer({ firstName: "Dana", lastName: "Brewer", email: `dana.${TAG}@example.com` });
    return { ...sent, held: shopper(customer, cartCookieOf(accepted)), customer };
  }

  const quantities = async (cartId: string) =>
    (await db().cartItem.findMany({ where: { cartId }, orderBy: { sizeId: "asc" } })).map((item) => [item.sizeId, item.quantity]);

  it("takes no reorder: 409 naming the cart, and its lines stay the quote's", async () => {
    const { held } = await acceptedQuote();
    const before = await quantities(held.cartId);
    const order = await paidGallonOrder(3);
    const response = await call(reorderRoute, "POST", `/api/customer/orders/${order.id}/reorder`, {
      cookie: `${customerCookie}; ${held.setCookie}`,
      params: { id: order.id },
    });
    expect(response.status).toBe(409);
    expect((await response.json()).fields.cart).toMatch(/holds quote Q-\d+ at its quoted prices, so it cannot be changed/);
    expect(await quantities(held.cartId)).toEqual(before);
  });

  it("is paid at the quoted price only in the quote's quantities: a grown line stops the checkout", async () => {
    const { id, held } = await acceptedQuote();
    // However a line came to grow, its quoted price does not stretch over the extra drums.
    await db().cartItem.updateMany({ where: { cartId: held.cartId, sizeId: drumId }, data: { quantity: 4 } });
    const refused = await held.pay();
    expect(refused.status).toBe(409);
    expect((await refused.json()).fields.cart).toMatch(/no longer holds exactly quote Q-\d+/);
    expect(await db().order.count({ where: { quoteId: id, status: "completed" } })).toBe(0);
  });

  it("is not paid after the quote's valid-until day, and accepting it again then is refused", async () => {
    const { id, token, held } = await acceptedQuote({ validUntil: today() });
    await db().quote.update({ where: { id }, data: { validUntil: new Date(`${addDays(today(), -1)}T00:00:00Z`) } });
    const again = await accept(token, 1);
    expect(again.status).toBe(409);
    expect((await again.json()).fields.status).toMatch(
      /^Quote Q-\d+ expired at the end of .+, so it can no longer be paid at its prices\./,
    );
    const refused = await held.pay();
    expect(refused.status).toBe(409);
    expect((await refused.json()).fields.cart).toMatch(/^Quote Q-\d+ expired at the end of .+ Please ask us for a new quote\.$/);
    expect(await db().order.count({ where: { quoteId: id, status: "completed" } })).toBe(0);
    // The buyer's next change lets go of the ended quote: the cart is an ordinary one again.
    expect((await held.add(product.itemNumber, 2)).status).toBe(200);
    expect(await quantities(held.cartId)).toEqual([[gallonId, 2]]);
    expect(await db().cart.count({ where: { quoteId: id } })).toBe(0);
  });

  it("is withdrawn by staff until paid: it leaves the buyer's cart, the buyer is e-mailed and sees it withdrawn", async () => {
    const customer = checkoutCustomer({ firstName: "Dana", lastName: "Brewer", email: `dana.${TAG}@example.com` });
    const buyer = shopper(customer);
    expect((await buyer.add(product.itemNumber, 3)).status).toBe(200);
    const sent = await sentQuote();
    const accepted = await accept(sent.token, 1, buyer.setCookie);
    const held = shopper(customer, cartCookieOf(accepted));

    const withdrawAs = async (cookie: string) =>
      call(withdrawRoute, "POST", `/api/admin/quotes/${sent.id}/withdraw`, {
        body: { updatedAt: await stamp(sent.id) },
        params: { id: String(sent.id) },
        cookie,
      });
    expect((await withdrawAs(customerCookie)).status).toBe(403);
    const withdrawn = await withdrawAs(salesCookie);
    expect(withdrawn.status, await withdrawn.clone().text()).toBe(200);
    expect((await db().quote.findUniqueOrThrow({ where: { id: sent.id } })).status).toBe("withdrawn");

    // The cart the buyer holds is theirs again, with what they had before accepting.
    expect(await db().cart.count({ where: { quoteId: sent.id } })).toBe(0);
    expect(await quantities(held.cartId)).toEqual([[gallonId, 3]]);
    const lines = (await held.cart()) as { quote?: unknown; product: { pricePerGallon: string } }[];
    expect(lines.map((line) => [line.product.pricePerGallon, line.quote])).toEqual([["$40.00", undefined]]);
    expect((await quoteForCustomer(sent.token))?.document.status).toBe("withdrawn");
    const refused = await accept(sent.token, 1);
    expect((await refused.json()).fields.status).toBe("This quote was withdrawn. Please ask us for a new quote.");

    const emails = await db().outgoingEmail.findMany({
      where: { relatedType: "Quote", relatedId: String(sent.id) },
      orderBy: { id: "asc" },
    });
    expect(emails.map((email) => email.subject)).toEqual([
      `Your quote ${sent.number} from Triple Zero Chemical Co.`,
      `Quote ${sent.number} from Triple Zero Chemical Co. was withdrawn`,
    ]);
    expect(emails[1]!.to).toBe(`dana.${TAG}@example.com`);
  });

  it("stops a PayPal payment begun before the withdrawal: nothing is captured at the quoted prices", async () => {
    const { id, held } = await acceptedQuote();
    const created = await held.paypalOrder();
    expect(created.status).toBe(200);
    const { paypalOrderId } = (await created.json()) as { paypalOrderId: string };
    const withdrawn = await call(withdrawRoute, "POST", `/api/admin/quotes/${id}/withdraw`, {
      body: { updatedAt: await stamp(id) },
      params: { id: String(id) },
    });
    expect(withdrawn.status).toBe(200);
    const captured = await held.capture(paypalOrderId);
    expect(captured.status).toBe(409);
    expect((await captured.json()).fields.cart).toMatch(/^Quote Q-\d+ is no longer in your cart \(it was withdrawn\)/);
    expect(await db().order.count({ where: { quoteId: id, status: "completed" } })).toBe(0);
  });

  it("refuses a withdrawal once the quote's order is paid", async () => {
    const paid = await acceptedQuote();
    expect((await paid.held.pay()).status).toBe(200);
    const late = await call(withdrawRoute, "POST", `/api/admin/quotes/${paid.id}/withdraw`, {
      body: { updatedAt: await stamp(paid.id) },
      params: { id: String(paid.id) },
    });
    expect(late.status).toBe(409);
    expect((await late.json()).fields.status).toBe("This quote has been paid, so it cannot be withdrawn: refund its order instead.");
  });
});
