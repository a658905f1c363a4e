import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getDocument } from "@/app/api/customer/documents/[id]/route";
import { GET as listDocuments } from "@/app/api/customer/documents/route";
import { POST as reorder } from "@/app/api/customer/orders/[id]/reorder/route";
import { GET as listOrders } from "@/app/api/customer/orders/route";
import { GET as getStats } from "@/app/api/customer/stats/route";
import { GET as listTickets, POST as openTicket } from "@/app/api/customer/tickets/route";
import type { CartItemView } from "@/lib/cart/schemas";
import { DEMO_CUSTOMER, DEMO_ORDERS, DEMO_TICKETS } from "@/prisma/seed-data/demo-account";
import { db } from "@/lib/db/client";
import { phOf, readFacts } from "@/lib/catalog/facts";
import { deliverQueuedEmails } from "@/tests/support/jobs";
import { readPdf } from "@/tests/support/pdf-text";
import type { PortalDocument, PortalOrder, PortalStats, PortalTicket, ReorderResponse } from "@/lib/portal/schemas";
import { siteConfig } from "@/lib/site-config";
import { sessionCookieHeader } from "../support/auth";
import { createPaidOrder } from "../support/orders";

type Session = { id: string; email: string; cookie: string | null };

const saved = { DATA_DIR: process.env.DATA_DIR, SMTP_URL: process.env.SMTP_URL, STAFF_EMAIL: process.env.STAFF_EMAIL };
let dataDir: string;
let demo: Session;
let other: Session;
let staff: Session;
const anonymous: Session = { id: "", email: "", cookie: null };

async function sessionFor(user: { id: string; email: string; role: "customer" | "staff" }): Promise<Session> {
  return { id: user.id, email: user.email, cookie: await sessionCookieHeader(user) };
}

async function createCustomer(firstName: string): Promise<Session> {
  const user = await db().user.create({
    data: {
      email: `${firstName.toLowerCase()}-${randomUUID()}@customers.test`,
      firstName,
      lastName: "Tester",
      company: `${firstName} Foods`,
      passwordHash: "not-a-real-hash",
      role: "customer",
    },
  });
  return sessionFor({ id: user.id, email: user.email, role: "customer" });
}

/** A paid order of `itemNumber` for `who`, as checkout would leave it. */
async function paidOrderOf(who: Session, itemNumber: string, quantity = 1) {
  const product = await db().product.findUniqueOrThrow({ where: { itemNumber } });
  const buyer = { userId: who.id, firstName: "Other", lastName: "Tester", email: who.email };
  return createPaidOrder(buyer, { product, unitPrice: product.pricePerGallon, quantity });
}

function request(url: string, who: Session, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const headers = new Headers({ "x-forwarded-for": "203.0.113.7" });
  const cookies = [who.cookie, init.cookie].filter(Boolean).join("; ");
  if (cookies) headers.set("cookie", cookies);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  return new NextRequest(`http://localhost${url}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const params = <T extends string | number>(id: T) => ({ params: Promise.resolve({ id: String(id) }) });

const api = {
  orders: (who: Session) => listOrders(request("/api/customer/orders", who)),
  stats: (who: Session) => getStats(request("/api/customer/stats", who)),
  tickets: (who: Session) => listTickets(request("/api/customer/tickets", who)),
  openTicket: (who: Session, body: unknown) => openTicket(request("/api/customer/tickets", who, { body })),
  documents: (who: Session) => listDocuments(request("/api/customer/documents", who)),
  document: (who: Session, id: number | string) => getDocument(request(`/api/customer/documents/${id}`, who), params(id)),
  reorder: (who: Session, id: string, cartCookie?: string) =>
    reorder(request(`/api/customer/orders/${id}/reorder`, who, { method: "POST", cookie: cartCookie }), params(id)),
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "customer-portal-"));
  process.env.DATA_DIR = dataDir;
  delete process.env.STAFF_EMAIL;
  delete process.env.SMTP_URL;
  const demoUser = await db().user.findUniqueOrThrow({ where: { email: DEMO_CUSTOMER.email } });
  demo = await sessionFor({ id: demoUser.id, email: demoUser.email, role: "customer" });
  const staffUser = await db().user.findFirstOrThrow({ where: { role: "staff" } });
  staff = await sessionFor({ id: staffUser.id, email: staffUser.email, role: "staff" });
  other = await createCustomer("Olive");
});

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the customer API without a session", () => {
  it.each([
    ["GET /api/customer/orders", () => api.orders(anonymous)],
    ["GET /api/customer/stats", () => api.stats(anonymous)],
    ["GET /api/customer/tickets", () => api.tickets(anonymous)],
    ["POST /api/customer/tickets", () => api.openTicket(anonymous, { subject: "Hello there", message: "Anyone reading this?" })],
    ["GET /api/customer/documents", () => api.documents(anonymous)],
    ["GET /api/customer/documents/1", () => api.document(anonymous, 1)],
    ["POST /api/customer/orders/x/reorder", () => api.reorder(anonymous, "x")],
  ])("%s answers 401 JSON { error: 'Unauthorized' }", async (_name, call) => {
    const response = await call();
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: "Unauthorized" });
  });

  it("refuses a forged session cookie", async () => {
    const forged: Session = { id: "", email: "", cookie: "authjs.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.forged" };
    expect((await api.orders(forged)).status).toBe(401);
  });
});

describe("the demo customer's orders", () => {
  it("lists exactly their four seeded orders, newest first, with the seed's columns", async () => {
    const response = await api.orders(demo);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const orders = (await response.json()) as PortalOrder[];

    const own = await db().order.findMany({ where: { userId: demo.id, status: { in: ["completed", "refunded", "voided"] } } });
    expect(orders.map((o) => o.id).sort()).toEqual(own.map((o) => o.id).sort());
    const seeded = await db().order.findMany({ where: { idempotencyKey: { startsWith: "demo:" } }, include: { items: true } });
    expect(seeded).toHaveLength(DEMO_ORDERS.length);

    const byAge = [...DEMO_ORDERS].sort((a, b) => a.daysAgo - b.daysAgo);
    const demoRows = orders.filter((o) => seeded.some((s) => s.id === o.id));
    // The status is the seed's (000 §4) from payment and fulfilment: a paid order nothing has happened to
    // yet is "Order Placed"; Delivered is green, In Transit (shipped or partly) blue, any other gray.
    const paidLabel = {
      unfulfilled: "Order Placed",
      processing: "Processing",
      partially_shipped: "In Transit",
      shipped: "In Transit",
      delivered: "Delivered",
    };
    const expected = demoRows.map((o) => {
      const row = seeded.find((s) => s.id === o.id)!;
      const label = row.status === "refunded" ? "Refunded" : paidLabel[row.fulfilmentStatus];
      return { status: label, tone: label === "Delivered" ? "green" : label === "In Transit" ? "blue" : "gray" };
    });
    expect(demoRows.map((o) => ({ status: o.status, tone: o.tone }))).toEqual(expected);
    expect(demoRows.map((o) => o.status === "Refunded")).toEqual(byAge.map((d) => d.status === "refunded"));
    expect(demoRows.map((o) => o.items.map((i) => `${i.itemNumber}×${i.quantity}`))).toEqual(
      byAge.map((d) => d.items.map((i) => `${i.itemNumber}×${i.quantity}`)),
    );
    for (const order of demoRows) {
      const row = seeded.find((s) => s.id === order.id)!;
      expect(order.orderNumber).toBe(row.orderNumber);
      expect(order.total).toBe(Number(row.total.toFixed(2)));
      expect(order.date).toBe(row.createdAt.toISOString());
    }
    // DEMO-1004: three lines, named by the first.
    expect(demoRows[0]!.product).toBe(`${seeded.find((s) => s.id === demoRows[0]!.id)!.items[0]!.productName} + 2 more`);
    const dates = orders.map((o) => o.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("shows no other customer's orders, and none to a customer without orders", async () => {
    const fresh = await createCustomer("Nadia");
    const response = await api.orders(fresh);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it("shows staff their own (empty) list", async () => {
    const response = await api.orders(staff);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});

describe("the stats cards", () => {
  it("count the demo customer's orders, this year's $60-per-shipment savings, open tickets and last order", async () => {
    const stats = (await (await api.stats(demo)).json()) as PortalStats;
    const orders = await db().order.findMany({
      where: { userId: demo.id, status: { in: ["completed", "refunded", "voided"] } },
      orderBy: { createdAt: "desc" },
    });
    const year = new Date().getUTCFullYear();
    const shipments = orders.filter((o) => o.status === "completed" && (o.completedAt ?? o.createdAt).getUTCFullYear() === year).length;
    const open = await db().supportTicket.count({ where: { userId: demo.id, status: { in: ["open", "in_progress"] } } });
    expect(stats).toEqual({
      totalOrders: orders.length,
      ytdSavings: shipments * 60,
      openTickets: open,
      lastOrder: orders[0]!.createdAt.toISOString(),
    });
    expect(stats.totalOrders).toBeGreaterThanOrEqual(4);
    expect(stats.openTickets).toBeGreaterThanOrEqual(2);
  });

  it("are zero for a new customer", async () => {
    const fresh = await createCustomer("Zed");
    expect(await (await api.stats(fresh)).json()).toEqual({ totalOrders: 0, ytdSavings: 0, openTickets: 0, lastOrder: null });
  });
});

describe("support tickets", () => {
  it("lists the demo customer's seeded tickets with their year-sequence ids and the seed's status names", async () => {
    const tickets = (await (await api.tickets(demo)).json()) as PortalTicket[];
    for (const seeded of DEMO_TICKETS) {
      const ticket = tickets.find((t) => t.subject === seeded.subject);
      expect(ticket, seeded.subject).toBeDefined();
      expect(ticket!.id).toMatch(/^\d{4}-\d{4}$/);
      expect(ticket!.status).toBe({ open: "Open", in_progress: "In Progress", resolved: "Resolved", closed: "Closed" }[seeded.status]);
    }
    const rows = await db().supportTicket.findMany({ where: { userId: demo.id } });
    expect(tickets.map((t) => t.id).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it("never shows one customer's tickets to another", async () => {
    const fresh = await createCustomer("Pat");
    expect(await (await api.tickets(fresh)).json()).toEqual([]);
    const mine = (await (await api.tickets(demo)).json()) as PortalTicket[];
    const theirs = (await (await api.tickets(other)).json()) as PortalTicket[];
    expect(theirs.filter((t) => mine.some((m) => m.id === t.id))).toEqual([]);
  });

  it("opens a ticket numbered YYYY-NNNN, saves the first message and e-mails staff at the site's address", async () => {
    const before = await db().ticketSequence.findUnique({ where: { year: new Date().getUTCFullYear() } });
    const response = await api.openTicket(demo, {
      subject: "  Need COA for last order  ",
      message: "Please send the certificate of analysis for our last order.",
    });
    expect(response.status).toBe(201);
    const ticket = (await response.json()) as PortalTicket;
    const year = new Date().getUTCFullYear();
    expect(ticket.id).toBe(`${year}-${String((before?.last ?? 0) + 1).padStart(4, "0")}`);
    expect(ticket).toMatchObject({ subject: "Need COA for last order", status: "Open" });

    const row = await db().supportTicket.findUniqueOrThrow({ where: { id: ticket.id }, include: { messages: true } });
    expect(row.userId).toBe(demo.id);
    expect(row.messages.map((m) => [m.authorId, m.body])).toEqual([
      [demo.id, "Please send the certificate of analysis for our last order."],
    ]);

    const listed = (await (await api.tickets(demo)).json()) as PortalTicket[];
    expect(listed[0]).toEqual(ticket);

    await deliverQueuedEmails();
    const email = await db().outgoingEmail.findFirstOrThrow({ where: { relatedType: "SupportTicket", relatedId: ticket.id } });
    expect(email).toMatchObject({
      to: siteConfig.email,
      status: "written",
      subject: `Support ticket ${ticket.id}: Need COA for last order`,
    });
    expect(email.text).toContain(DEMO_CUSTOMER.email);
    expect(email.text).toContain("Please send the certificate of analysis");
    const file = readdirSync(path.join(dataDir, "outbox")).find((name) => name.includes(`-email-${email.id}-`));
    expect(file).toBeDefined();
    const raw = readFileSync(path.join(dataDir, "outbox", file!), "utf8");
    expect(raw).toMatch(new RegExp(`^To: ${siteConfig.email.replace(".", "\\.")}$`, "m"));
    expect(raw).toMatch(new RegExp(`^Reply-To: ${DEMO_CUSTOMER.email.replace(".", "\\.")}$`, "m"));
  });

  it("numbers 10 parallel new tickets with 10 distinct consecutive numbers", async () => {
    const year = new Date().getUTCFullYear();
    const before = (await db().ticketSequence.findUnique({ where: { year } }))?.last ?? 0;
    const customer = await createCustomer("Quinn");
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.openTicket(customer, { subject: `Parallel ticket ${i}`, message: `Parallel message number ${i}` }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const ids = (await Promise.all(responses.map((r) => r.json() as Promise<PortalTicket>))).map((t) => t.id).sort();
    expect(ids).toEqual(Array.from({ length: 10 }, (_, i) => `${year}-${String(before + i + 1).padStart(4, "0")}`));
    expect(await db().supportTicket.count({ where: { userId: customer.id } })).toBe(10);
    expect(await db().outgoingEmail.count({ where: { relatedType: "SupportTicket", relatedId: { in: ids } } })).toBe(10);
  });

  it("saves a doubled submit once and answers both with the same ticket", async () => {
    const customer = await createCustomer("Remy");
    const body = { subject: "Pump dosing question", message: "What dosing rate for the foamer?" };
    const [first, second] = await Promise.all([api.openTicket(customer, body), api.openTicket(customer, body)]);
    // The second, sent while the first is saved, is given the first's answer (lib/http/idempotency.ts).
    expect([first.status, second.status]).toEqual([201, 201]);
    const a = (await first.json()) as PortalTicket;
    const b = (await second.json()) as PortalTicket;
    expect(a.id).toBe(b.id);
    expect(await db().supportTicket.count({ where: { userId: customer.id } })).toBe(1);
  });

  it("answers an identical resubmit with the first ticket without counting it against the hourly limit, also at the limit", async () => {
    const customer = await createCustomer("Sasha");
    const first = { subject: "Foamer dilution", message: "Which dilution for the drain foamer?" };
    const opened = await api.openTicket(customer, first);
    expect(opened.status).toBe(201);
    const ticket = (await opened.json()) as PortalTicket;
    for (let i = 0; i < 3; i++) {
      const again = await api.openTicket(customer, first);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(ticket);
    }
    // 19 more new tickets fill the 20 an hour.
    for (let i = 0; i < 19; i++) {
      const response = await api.openTicket(customer, { subject: `Question ${i}`, message: `Another question, number ${i}` });
      expect(response.status, `new ticket ${i + 2}`).toBe(201);
    }
    const atLimit = await api.openTicket(customer, first);
    expect(atLimit.status).toBe(200);
    expect(await atLimit.json()).toEqual(ticket);
    const refused = await api.openTicket(customer, { subject: "One too many", message: "This one is over the limit" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await db().supportTicket.count({ where: { userId: customer.id } })).toBe(20);
  });

  const REQUIRED = { subject: "Subject is required", message: "Message is required" };
  it.each([
    [{}, REQUIRED],
    [{ subject: "Hi", message: "Long enough message" }, { subject: "Subject needs at least 3 characters" }],
    [{ subject: "A real subject", message: "short" }, { message: "Tell us a little more: at least 10 characters" }],
    [{ subject: "x".repeat(151), message: "Long enough message" }, { subject: "Subject can be at most 150 characters" }],
    [{ subject: 42, message: ["no"] }, REQUIRED],
  ])("refuses %j with 400 naming %j", async (body, fields) => {
    const response = await api.openTicket(demo, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Invalid request", fields });
  });

  it("refuses a body that is not JSON with 415", async () => {
    const req = request("/api/customer/tickets", demo);
    const response = await openTicket(
      new NextRequest(req.url, { method: "POST", headers: { cookie: demo.cookie!, "content-type": "text/plain" }, body: "subject=hi" }),
    );
    expect(response.status).toBe(415);
  });
});

describe("documents", () => {
  let demoDocs: PortalDocument[];

  beforeAll(async () => {
    demoDocs = (await (await api.documents(demo)).json()) as PortalDocument[];
  });

  it("lists the current safety data sheet and the instructions of each product the demo customer bought, and the general training", async () => {
    const bought = [...new Set(DEMO_ORDERS.flatMap((o) => o.items.map((i) => i.itemNumber)))];
    const products = await db().product.findMany({ where: { itemNumber: { in: bought } }, select: { itemNumber: true } });
    const sds = demoDocs.filter((d) => d.kind === "safety_data_sheet");
    // The seed published revision 1 of every sheet: the portal links the library's file.
    expect(sds.map((d) => d.url).sort()).toEqual(products.map((p) => `/sds/${p.itemNumber}/1`).sort());
    expect(sds.map((d) => d.fileName).sort()).toEqual(products.map((p) => `SDS-${p.itemNumber}-rev1.pdf`).sort());
    expect(sds.every((d) => d.product !== null && d.label === `${d.product} (revision 1)`)).toBe(true);
    const instructions = demoDocs.filter((d) => d.kind === "application_instructions");
    expect(instructions.map((d) => d.fileName).sort()).toEqual(products.map((p) => `application-instructions-${p.itemNumber}.pdf`).sort());
    // No lot was recorded for the demo orders: no certificate is made up for them.
    expect(demoDocs.filter((d) => d.kind === "certificate_of_analysis")).toEqual([]);
    expect(demoDocs.filter((d) => d.kind === "training_materials").map((d) => d.fileName)).toEqual(["training-materials.pdf"]);
  });

  it("gives a customer without orders the general instructions and training, and no sheet or certificate of their own", async () => {
    const fresh = await createCustomer("Gail");
    const docs = (await (await api.documents(fresh)).json()) as PortalDocument[];
    expect(docs.map((d) => d.fileName)).toEqual(["application-instructions.pdf", "training-materials.pdf"]);
    expect(new Set(docs.map((d) => d.label))).toEqual(new Set([`All ${siteConfig.productLine} products`]));
  });

  it("downloads a product's instructions as a real PDF attachment, with the product's facts in it", async () => {
    const doc = demoDocs.find((d) => d.fileName === "application-instructions-TZ-BL-102.pdf")!;
    const response = await api.document(demo, doc.url.split("/").at(-1)!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${doc.fileName}"; filename*=UTF-8''${doc.fileName}`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.byteLength);
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw.startsWith("%PDF-")).toBe(true);
    expect(raw.trimEnd().endsWith("%%EOF")).toBe(true);
    const product = await db().product.findUniqueOrThrow({ where: { itemNumber: "TZ-BL-102" } });
    const { text } = await readPdf(bytes);
    expect(text).toContain(product.name);
    expect(text).toContain(`pH: ${phOf(readFacts(product.facts)!)}`);
  });

  it("never lets another customer read the instructions of products they did not buy (404)", async () => {
    const otherDocs = (await (await api.documents(other)).json()) as PortalDocument[];
    expect(otherDocs.filter((d) => demoDocs.some((m) => m.id === d.id && d.product !== null))).toEqual([]);
    for (const doc of demoDocs.filter((d) => d.kind === "application_instructions")) {
      const response = await api.document(other, doc.url.split("/").at(-1)!);
      expect(response.status, doc.fileName).toBe(404);
      expect(await response.json()).toEqual({ error: "Document not found" });
    }
  });

  it("gives a second customer the sheet and instructions of a product once they have bought it", async () => {
    const buyer = await createCustomer("Bea");
    await paidOrderOf(buyer, "TZ-BL-102", 2);
    const docs = (await (await api.documents(buyer)).json()) as PortalDocument[];
    expect(docs.find((d) => d.kind === "safety_data_sheet")?.url).toBe("/sds/TZ-BL-102/1");
    const instructions = docs.find((d) => d.fileName === "application-instructions-TZ-BL-102.pdf");
    expect((await api.document(buyer, instructions!.url.split("/").at(-1)!)).status).toBe(200);
    // Listing twice adds nothing.
    const again = (await (await api.documents(buyer)).json()) as PortalDocument[];
    expect(again.map((d) => d.id)).toEqual(docs.map((d) => d.id));
  });

  it("answers 400 naming id for a malformed id and 404 for one that does not exist", async () => {
    const bad = await api.document(demo, "abc");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "Invalid request", fields: { id: "id must be a number" } });
    const missing = await api.document(demo, 99999999);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Document not found" });
  });
});

describe("reorder", () => {
  it("puts the order's items into a new cart, sets the cart cookie and answers the cart", async () => {
    const orders = (await (await api.orders(demo)).json()) as PortalOrder[];
    const target = orders.find((o) => o.items.length === 3)!;
    const response = await api.reorder(demo, target.id);
    expect(response.status).toBe(200);
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^tz_cart=[A-Za-z0-9_-]{43};/);
    const body = (await response.json()) as ReorderResponse;
    expect(body.items.map((i) => [i.product.itemNumber, i.quantity])).toEqual(target.items.map((i) => [i.itemNumber, i.quantity]));
    expect(body.skipped).toEqual([]);

    // A second reorder into the same cart adds to the lines.
    const cartCookie = setCookie.split(";")[0]!;
    const again = await api.reorder(demo, target.id, cartCookie);
    expect(again.headers.get("set-cookie")).toBeNull();
    const items = ((await again.json()) as ReorderResponse).items as CartItemView[];
    expect(items.map((i) => i.quantity)).toEqual(target.items.map((i) => i.quantity * 2));
  });

  it("puts the items into a new cart of the server's when the cookie names no cart", async () => {
    const orders = (await (await api.orders(demo)).json()) as PortalOrder[];
    const chosen = "c".repeat(43);
    const response = await api.reorder(demo, orders[0]!.id, `tz_cart=${chosen}`);
    expect(response.status).toBe(200);
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^tz_cart=[A-Za-z0-9_-]{43};/);
    expect(setCookie).not.toContain(chosen);
    expect(await db().cart.findUnique({ where: { id: chosen } })).toBeNull();
  });

  it("leaves out products that are no longer sold and names them", async () => {
    const buyer = await createCustomer("Ari");
    const order = await paidOrderOf(buyer, "TZ-KD-101", 3);
    const product = await db().product.findUniqueOrThrow({ where: { itemNumber: "TZ-KD-101" } });
    await db().product.update({ where: { id: product.id }, data: { archivedAt: new Date() } });
    try {
      const response = await api.reorder(buyer, order.id);
      expect(response.status).toBe(409);
      const body = (await response.json()) as { error: string; fields: Record<string, string> };
      expect(body.error).toBe("None of the products in this order can be ordered online any more");
      expect(body.fields.id).toContain("no longer sold");
    } finally {
      await db().product.update({ where: { id: product.id }, data: { archivedAt: null } });
    }
  });

  it("answers 404 for another customer's order and 400 for a malformed id", async () => {
    const orders = (await (await api.orders(demo)).json()) as PortalOrder[];
    const response = await api.reorder(other, orders[0]!.id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Order not found" });
    expect((await api.reorder(other, "bad id!")).status).toBe(400);
  });
});
