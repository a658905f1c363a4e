import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listStaffTickets } from "@/app/api/admin/tickets/route";
import { GET as getStaffTicket } from "@/app/api/admin/tickets/[id]/route";
import { POST as staffReply } from "@/app/api/admin/tickets/[id]/messages/route";
import { PUT as putOwner } from "@/app/api/admin/tickets/[id]/owner/route";
import { PUT as putStatus } from "@/app/api/admin/tickets/[id]/status/route";
import { GET as getThread } from "@/app/api/customer/tickets/[id]/route";
import { GET as getMessages, POST as customerReply } from "@/app/api/customer/tickets/[id]/messages/route";
import { GET as listTickets, POST as openTicket } from "@/app/api/customer/tickets/route";
import { decodeKeysetCursor } from "@/lib/admin/keyset-page";
import { DEMO_CUSTOMER, DEMO_TICKETS } from "@/prisma/seed-data/demo-account";
import { NO_TICKET_FILTERS } from "@/lib/tickets/list-filters";
import { searchTickets, type TicketList } from "@/lib/tickets/list-search";
import type { StaffTicketDetail } from "@/lib/tickets/view-model";
import { db } from "@/lib/db/client";
import type { StaffRole } from "@/lib/generated/prisma/enums";
import type { PortalTicket, PortalTicketMessage, PortalTicketThread } from "@/lib/portal/schemas";
import { siteConfig } from "@/lib/site-config";
import { sessionCookieHeader } from "@/tests/support/auth";
import { deliverQueuedEmails } from "@/tests/support/jobs";
import { MADISON_CUSTOMER, TWO_QUARTS_TOTALS } from "@/tests/support/orders";

type Session = { id: string; email: string; cookie: string | null };

const saved = { DATA_DIR: process.env.DATA_DIR, SMTP_URL: process.env.SMTP_URL, STAFF_EMAIL: process.env.STAFF_EMAIL };
let dataDir: string;
let alice: Session;
let bob: Session;
let sales: Session;
let ordersClerk: Session;
const anonymous: Session = { id: "", email: "", cookie: null };

async function createCustomer(firstName: string, lastName = "Tester"): Promise<Session> {
  const user = await db().user.create({
    data: {
      email: `${firstName.toLowerCase()}-${randomUUID()}@customers.test`,
      firstName,
      lastName,
      company: `${firstName} Brewing`,
      passwordHash: "not-a-real-hash",
      role: "customer",
    },
  });
  return { id: user.id, email: user.email, cookie: await sessionCookieHeader({ ...user, role: "customer" }) };
}

async function createStaff(staffRole: StaffRole, { firstName = "Sam", deactivated = false } = {}): Promise<Session> {
  const user = await db().user.create({
    data: {
      email: `${staffRole}-${randomUUID()}@staff.test`,
      firstName,
      lastName: "Staffer",
      passwordHash: "not-a-real-hash",
      role: "staff",
      staffRole,
      deactivatedAt: deactivated ? new Date() : null,
    },
  });
  return { id: user.id, email: user.email, cookie: deactivated ? null : await sessionCookieHeader({ ...user, role: "staff" }) };
}

/** An order of `who`: paid (as checkout leaves it) unless said otherwise. */
async function placeOrder(who: Session, status: "completed" | "pending" = "completed") {
  return db().order.create({
    data: {
      orderNumber: `TZ-261125-${randomBytes(3).toString("hex").toUpperCase()}`,
      idempotencyKey: randomUUID(),
      status,
      paymentMethod: "card",
      gateway: "test",
      userId: who.id,
      customerEmail: who.email,
      ...MADISON_CUSTOMER,
      ...TWO_QUARTS_TOTALS,
    },
  });
}

function request(url: string, who: Session, init: { method?: string; body?: unknown } = {}) {
  const headers = new Headers({ "x-forwarded-for": "203.0.113.9" });
  if (who.cookie) headers.set("cookie", who.cookie);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  return new NextRequest(`http://localhost${url}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const params = (id: string) => ({ params: Promise.resolve({ id }) });

const customer = {
  list: (who: Session) => listTickets(request("/api/customer/tickets", who)),
  open: (who: Session, body: unknown) => openTicket(request("/api/customer/tickets", who, { body })),
  thread: (who: Session, id: string) => getThread(request(`/api/customer/tickets/${id}`, who), params(id)),
  messages: (who: Session, id: string) => getMessages(request(`/api/customer/tickets/${id}/messages`, who), params(id)),
  reply: (who: Session, id: string, body: unknown) =>
    customerReply(request(`/api/customer/tickets/${id}/messages`, who, { body }), params(id)),
};

const staff = {
  list: (who: Session, query = "") => listStaffTickets(request(`/api/admin/tickets${query}`, who)),
  ticket: (who: Session, id: string) => getStaffTicket(request(`/api/admin/tickets/${id}`, who), params(id)),
  reply: (who: Session, id: string, body: unknown) => staffReply(request(`/api/admin/tickets/${id}/messages`, who, { body }), params(id)),
  status: (who: Session, id: string, body: unknown) =>
    putStatus(request(`/api/admin/tickets/${id}/status`, who, { method: "PUT", body }), params(id)),
  owner: (who: Session, id: string, body: unknown) =>
    putOwner(request(`/api/admin/tickets/${id}/owner`, who, { method: "PUT", body }), params(id)),
};

/** A new ticket of `who`, opened through the portal's API. */
async function newTicket(who: Session, subject = `Foamer question ${randomUUID().slice(0, 8)}`, extra: object = {}): Promise<PortalTicket> {
  const response = await customer.open(who, { subject, message: "Which dilution for the drain foamer?", ...extra });
  expect(response.status).toBe(201);
  return (await response.json()) as PortalTicket;
}

const json = async <T>(response: Response) => (await response.json()) as T;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "support-tickets-"));
  process.env.DATA_DIR = dataDir;
  delete process.env.STAFF_EMAIL;
  delete process.env.SMTP_URL;
  alice = await createCustomer("Alice", "Marlow");
  bob = await createCustomer("Bob");
  sales = await createStaff("sales");
  ordersClerk = await createStaff("orders", { firstName: "Olga" });
});

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a ticket as a thread both ways", () => {
  it("carries the customer's question, staff's e-mailed answer and the customer's reply, each audited", async () => {
    const order = await placeOrder(alice);
    const ticket = await newTicket(alice, "Dented pail on the last order", { orderId: order.id });
    expect(ticket).toMatchObject({ status: "Open", order: { id: order.id, orderNumber: order.orderNumber } });

    // Staff read it in the inbox, with the order it concerns, and open it.
    const inbox = await json<TicketList>(await staff.list(sales, `?q=${encodeURIComponent(alice.email)}`));
    expect(inbox.rows.map((row) => [row.id, row.order?.orderNumber, row.awaitingReply])).toEqual([[ticket.id, order.orderNumber, true]]);
    const opened = await json<StaffTicketDetail>(await staff.ticket(sales, ticket.id));
    expect(opened.customer).toMatchObject({ id: alice.id, name: "Alice Marlow", email: alice.email, company: "Alice Brewing" });
    expect(opened.messages.map((m) => [m.fromStaff, m.author, m.body])).toEqual([
      [false, "Alice Marlow", "Which dilution for the drain foamer?"],
    ]);

    // Staff answer: the ticket is in progress, and the customer is e-mailed with the link into the portal.
    const answered = await staff.reply(sales, ticket.id, { message: "  Use 1:20 and rinse after ten minutes.  " });
    expect(answered.status).toBe(201);
    expect(await json<StaffTicketDetail>(answered)).toMatchObject({ status: "in_progress", statusLabel: "In Progress" });
    await deliverQueuedEmails();
    const toCustomer = await db().outgoingEmail.findFirstOrThrow({
      where: { relatedType: "SupportTicket", relatedId: ticket.id, to: alice.email },
    });
    expect(toCustomer).toMatchObject({
      status: "written",
      replyTo: siteConfig.email,
      subject: `Re: Support ticket ${ticket.id}: Dented pail on the last order`,
    });
    expect(toCustomer.text).toContain("Hello Alice,");
    expect(toCustomer.text).toContain(`Sam from ${siteConfig.companyName} answered your support ticket ${ticket.id}`);
    expect(toCustomer.text).toContain("Use 1:20 and rinse after ten minutes.");
    expect(toCustomer.text).toMatch(new RegExp(`https?://\\S+/\\?portal=support&ticket=${ticket.id}`));

    // The answer shows in the customer's portal: the thread and its messages.
    const thread = await json<PortalTicketThread>(await customer.thread(alice, ticket.id));
    expect(thread).toMatchObject({ id: ticket.id, status: "In Progress", canReply: true, order: { orderNumber: order.orderNumber } });
    expect(thread.messages.map((m) => [m.fromStaff, m.author, m.body])).toEqual([
      [false, "You", "Which dilution for the drain foamer?"],
      [true, `Sam from ${siteConfig.companyName}`, "Use 1:20 and rinse after ten minutes."],
    ]);
    expect(await json<PortalTicketMessage[]>(await customer.messages(alice, ticket.id))).toEqual(thread.messages);
    const listed = await json<PortalTicket[]>(await customer.list(alice));
    expect(listed.find((t) => t.id === ticket.id)).toMatchObject({ status: "In Progress", updated: thread.updated });

    // The customer replies: it stays in progress, and staff are e-mailed with the link to the ticket's page.
    const reply = await customer.reply(alice, ticket.id, { message: "Thanks, and for the hood cleaner?" });
    expect(reply.status).toBe(201);
    const after = await json<PortalTicketThread>(reply);
    expect(after.status).toBe("In Progress");
    expect(after.messages.at(-1)).toMatchObject({ fromStaff: false, author: "You", body: "Thanks, and for the hood cleaner?" });
    const toStaff = await db().outgoingEmail.findMany({
      where: { relatedType: "SupportTicket", relatedId: ticket.id, to: siteConfig.email },
      orderBy: { id: "asc" },
    });
    expect(toStaff.map((e) => e.subject)).toEqual([
      `Support ticket ${ticket.id}: Dented pail on the last order`,
      `New message on support ticket ${ticket.id}: Dented pail on the last order`,
    ]);
    expect(toStaff[0]!.text).toContain(`Order: ${order.orderNumber}`);
    expect(toStaff[1]).toMatchObject({ replyTo: alice.email });
    expect(toStaff[1]!.text).toContain("Thanks, and for the hood cleaner?");
    expect(toStaff[1]!.text).toMatch(new RegExp(`https?://\\S+/admin/tickets/${ticket.id}`));

    const audit = await db().auditLog.findMany({ where: { entityType: "ticket", entityId: ticket.id }, orderBy: { id: "asc" } });
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ["ticket.opened", alice.id],
      ["ticket.replied", sales.id],
      ["ticket.customer_replied", alice.id],
    ]);
    expect(audit[1]).toMatchObject({
      before: { status: "open" },
      after: { status: "in_progress", body: "Use 1:20 and rinse after ten minutes." },
    });
  });

  it("reopens a resolved ticket when the customer replies, and says so to staff", async () => {
    const ticket = await newTicket(alice);
    expect((await staff.status(sales, ticket.id, { status: "resolved", from: "open" })).status).toBe(200);
    expect((await json<PortalTicketThread>(await customer.thread(alice, ticket.id))).status).toBe("Resolved");

    const reply = await customer.reply(alice, ticket.id, { message: "The foam still leaves a film." });
    expect(reply.status).toBe(201);
    expect((await json<PortalTicketThread>(reply)).status).toBe("Open");
    expect((await db().supportTicket.findUniqueOrThrow({ where: { id: ticket.id } })).status).toBe("open");
    const notice = await db().outgoingEmail.findFirstOrThrow({ where: { relatedId: ticket.id, subject: { startsWith: "New message" } } });
    expect(notice.text).toContain("which was resolved: it is open again");
  });

  it("keeps a closed ticket read-only for the customer (409 naming message) and for staff until they reopen it", async () => {
    const ticket = await newTicket(alice);
    expect((await staff.status(sales, ticket.id, { status: "closed", from: "open" })).status).toBe(200);
    const thread = await json<PortalTicketThread>(await customer.thread(alice, ticket.id));
    expect(thread).toMatchObject({ status: "Closed", canReply: false });

    const refused = await customer.reply(alice, ticket.id, { message: "One more thing about the foamer." });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: "This ticket is closed, so it cannot be answered. Please open a new ticket if you need more help.",
      fields: { message: "This ticket is closed, so it cannot be answered. Please open a new ticket if you need more help." },
    });
    const staffRefused = await staff.reply(sales, ticket.id, { message: "Anything else?" });
    expect(staffRefused.status).toBe(409);
    expect((await json<{ fields: Record<string, string> }>(staffRefused)).fields).toEqual({
      message: "This ticket is closed: reopen it to reply.",
    });
    expect(await db().ticketMessage.count({ where: { ticketId: ticket.id } })).toBe(1);

    expect((await staff.status(sales, ticket.id, { status: "open", from: "closed" })).status).toBe(200);
    expect((await customer.reply(alice, ticket.id, { message: "One more thing about the foamer." })).status).toBe(201);
  });
});

describe("the demo customer's seeded tickets", () => {
  it("show staff's answers as the company's, in the order they were written", async () => {
    const demo = await db().user.findUniqueOrThrow({ where: { email: DEMO_CUSTOMER.email } });
    const seeded = DEMO_TICKETS.find((t) => t.status === "resolved")!;
    const ticket = await db().supportTicket.findFirstOrThrow({ where: { userId: demo.id, subject: seeded.subject } });
    const cookie = await sessionCookieHeader({ ...demo, role: "customer" });
    const thread = await json<PortalTicketThread>(await customer.thread({ id: demo.id, email: demo.email, cookie }, ticket.id));
    expect(thread.messages.map((m) => [m.fromStaff, m.body])).toEqual(seeded.messages.map((m) => [m.from === "staff", m.body]));
    expect(thread.messages.filter((m) => m.fromStaff).every((m) => m.author.endsWith(siteConfig.companyName))).toBe(true);
  });
});

describe("who may read and write a ticket", () => {
  let ticket: PortalTicket;

  beforeAll(async () => {
    ticket = await newTicket(alice, "Private question about our account");
  });

  it("answers another customer 404 on the ticket and its messages, and writes nothing", async () => {
    for (const response of [
      await customer.thread(bob, ticket.id),
      await customer.messages(bob, ticket.id),
      await customer.reply(bob, ticket.id, { message: "Let me in" }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(await response.json()).toEqual({ error: "Ticket not found" });
    }
    expect(await db().ticketMessage.count({ where: { ticketId: ticket.id } })).toBe(1);
    expect((await json<PortalTicket[]>(await customer.list(bob))).map((t) => t.id)).not.toContain(ticket.id);
    // A ticket that does not exist reads the same.
    expect((await customer.thread(bob, "2099-9999")).status).toBe(404);
  });

  it("answers a visitor 401", async () => {
    expect((await customer.thread(anonymous, ticket.id)).status).toBe(401);
    expect((await customer.reply(anonymous, ticket.id, { message: "Hello there" })).status).toBe(401);
    expect((await staff.ticket(anonymous, ticket.id)).status).toBe(401);
  });

  it("answers staff of the orders desk 403 on the ticket API, and a customer 403 too", async () => {
    const calls = (who: Session) => [
      staff.list(who),
      staff.ticket(who, ticket.id),
      staff.reply(who, ticket.id, { message: "Hello from orders" }),
      staff.status(who, ticket.id, { status: "resolved", from: "open" }),
      staff.owner(who, ticket.id, { ownerId: null }),
    ];
    for (const response of await Promise.all(calls(ordersClerk))) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: "This needs the Sales role" });
    }
    for (const response of await Promise.all(calls(alice))) expect(response.status).toBe(403);
    expect(await db().supportTicket.findUniqueOrThrow({ where: { id: ticket.id } })).toMatchObject({ status: "open", ownerId: null });
    expect(await db().ticketMessage.count({ where: { ticketId: ticket.id } })).toBe(1);
  });
});

describe("the order a ticket concerns", () => {
  it("must be one the customer placed and paid: another's, an unpaid one or an unknown one is refused naming orderId", async () => {
    const bobs = await placeOrder(bob);
    const unpaid = await placeOrder(alice, "pending");
    const before = await db().supportTicket.count({ where: { userId: alice.id } });
    for (const orderId of [bobs.id, unpaid.id, "no-such-order", "../x"]) {
      const response = await customer.open(alice, { subject: `About order ${orderId}`, message: "Is this one on its way yet?", orderId });
      expect(response.status, orderId).toBe(400);
      expect(await response.json()).toEqual({ error: "Invalid request", fields: { orderId: "Choose one of your orders from the list" } });
    }
    expect(await db().supportTicket.count({ where: { userId: alice.id } })).toBe(before);
  });

  it("is none when the form sends an empty choice", async () => {
    const ticket = await newTicket(alice, "General question", { orderId: "" });
    expect(ticket.order).toBeNull();
  });
});

describe("staff's changes", () => {
  it("move a ticket once when two staff change it at once, the other told 409 naming status", async () => {
    const ticket = await newTicket(alice);
    const [first, second] = await Promise.all([
      staff.status(sales, ticket.id, { status: "resolved", from: "open" }),
      staff.status(sales, ticket.id, { status: "closed", from: "open" }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    const body = await json<{ error: string; fields: Record<string, string> }>(refused);
    expect(Object.keys(body.fields)).toEqual(["status"]);
    expect(body.error).toMatch(/^This ticket was changed meanwhile: it is (Resolved|Closed) now, not Open\. Reload the page to see it\.$/);
    expect(await db().auditLog.count({ where: { entityType: "ticket", entityId: ticket.id, action: "ticket.status_changed" } })).toBe(1);
  });

  it("refuse a move the rules do not allow (409 naming status) and a stale one, and audit the allowed", async () => {
    const ticket = await newTicket(alice);
    expect((await staff.status(sales, ticket.id, { status: "in_progress", from: "open" })).status).toBe(200);
    const stale = await staff.status(sales, ticket.id, { status: "resolved", from: "open" });
    expect(stale.status).toBe(409);
    expect((await json<{ fields: Record<string, string> }>(stale)).fields.status).toContain("it is In Progress now, not Open");
    const notAllowed = await staff.status(sales, ticket.id, { status: "in_progress", from: "in_progress" });
    expect(notAllowed.status).toBe(409);
    expect(await notAllowed.json()).toEqual({
      error: "This ticket is already In Progress.",
      fields: { status: "This ticket is already In Progress." },
    });
    const audit = await db().auditLog.findFirstOrThrow({ where: { entityId: ticket.id, action: "ticket.status_changed" } });
    expect(audit).toMatchObject({ actorId: sales.id, before: { status: "open" }, after: { status: "in_progress" } });
  });

  it("give a ticket to an active owner or sales member, or to nobody; anyone else is refused naming ownerId", async () => {
    const ticket = await newTicket(alice);
    const given = await staff.owner(sales, ticket.id, { ownerId: sales.id });
    expect(given.status).toBe(200);
    expect((await json<StaffTicketDetail>(given)).owner).toEqual({ id: sales.id, name: "Sam Staffer", email: sales.email });

    const former = await createStaff("sales", { deactivated: true });
    const content = await createStaff("content");
    for (const ownerId of [former.id, content.id, ordersClerk.id, alice.id, "no-such-user"]) {
      const response = await staff.owner(sales, ticket.id, { ownerId });
      expect(response.status, ownerId).toBe(400);
      expect(await response.json()).toEqual({
        error: "Choose an active staff member who answers tickets",
        fields: { ownerId: "Choose an active staff member who answers tickets" },
      });
    }
    const cleared = await staff.owner(sales, ticket.id, { ownerId: "" });
    expect((await json<StaffTicketDetail>(cleared)).owner).toBeNull();
    const audit = await db().auditLog.findMany({ where: { entityId: ticket.id, action: "ticket.owner_changed" }, orderBy: { id: "asc" } });
    expect(audit.map((row) => [row.before, row.after])).toEqual([
      [
        { ownerId: null, owner: null },
        { ownerId: sales.id, owner: sales.email },
      ],
      [
        { ownerId: sales.id, owner: sales.email },
        { ownerId: null, owner: null },
      ],
    ]);
  });

  it("refuse bad input with 400 naming the field, and an unknown ticket with 404", async () => {
    const ticket = await newTicket(alice);
    const cases: [Promise<Response>, Record<string, string>][] = [
      [staff.reply(sales, ticket.id, {}), { message: "Message is required" }],
      [staff.reply(sales, ticket.id, { message: "   " }), { message: "Write your message" }],
      [staff.reply(sales, ticket.id, { message: "x".repeat(5001) }), { message: "Message can be at most 5000 characters" }],
      [customer.reply(alice, ticket.id, { message: 42 }), { message: "Message is required" }],
      [
        staff.status(sales, ticket.id, { status: "done" }),
        { status: "Choose a status from the list", from: "Say which status the ticket had" },
      ],
      [staff.owner(sales, ticket.id, { ownerId: 7 }), { ownerId: "Choose a staff member from the list" }],
      [staff.ticket(sales, "abc"), { id: "id is not a ticket number such as 2026-0042" }],
      [customer.thread(alice, "../../x"), { id: "id is not a ticket number such as 2026-0042" }],
    ];
    for (const [call, fields] of cases) {
      const response = await call;
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Invalid request", fields });
    }
    const unknown = await staff.reply(sales, "2099-9999", { message: "Hello?" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Ticket not found" });
  });
});

describe("the staff inbox", () => {
  let mine: PortalTicket[];
  let carol: Session;

  beforeAll(async () => {
    carol = await createCustomer("Carol", "Quinlan");
    mine = [];
    for (let i = 0; i < 5; i++) mine.push(await newTicket(carol, `Carol's question ${i}`));
    // Activity a minute apart, the first ticket the latest.
    for (const [index, ticket] of mine.entries()) {
      await db().supportTicket.update({ where: { id: ticket.id }, data: { updatedAt: new Date(Date.UTC(2030, 0, 1, 12, 10 - index)) } });
    }
  });

  const ids = async (query: string) => (await json<TicketList>(await staff.list(sales, query))).rows.map((row) => row.id);

  it("finds a customer's tickets by e-mail, by name and by 'first last', latest activity first", async () => {
    const expected = mine.map((t) => t.id);
    expect(await ids(`?q=${encodeURIComponent(carol.email)}`)).toEqual(expected);
    expect(await ids("?q=carol%20quinl")).toEqual(expected);
    expect(await ids(`?q=${encodeURIComponent("Carol's question 3")}`)).toEqual([mine[3]!.id]);
    expect(await ids(`?q=${mine[2]!.id}`)).toEqual([mine[2]!.id]);
  });

  it("filters by status and owner (or nobody)", async () => {
    await staff.status(sales, mine[1]!.id, { status: "resolved", from: "open" });
    await staff.owner(sales, mine[2]!.id, { ownerId: sales.id });
    const q = `q=${encodeURIComponent(carol.email)}`;
    expect(await ids(`?${q}&status=resolved`)).toEqual([mine[1]!.id]);
    expect(await ids(`?${q}&status=open&owner=none`)).toEqual([mine[0]!.id, mine[3]!.id, mine[4]!.id]);
    expect(await ids(`?${q}&owner=${sales.id}`)).toEqual([mine[2]!.id]);
  });

  it("pages from a cursor without repeating or skipping a ticket, both ways", async () => {
    // The changes above moved two tickets in the order: page the five in the order they stand in now.
    const query = { ...NO_TICKET_FILTERS, q: carol.email, cursor: null, direction: "older" as const };
    const all = (await searchTickets(query, 10)).rows.map((row) => row.id);
    expect([...all].sort()).toEqual(mine.map((t) => t.id).sort());

    const first = await searchTickets(query, 2);
    expect(first.newer).toBeNull();
    const second = await searchTickets({ ...query, cursor: cursorOf(first.older!) }, 2);
    const third = await searchTickets({ ...query, cursor: cursorOf(second.older!) }, 2);
    expect([...first.rows, ...second.rows, ...third.rows].map((row) => row.id)).toEqual(all);
    expect(third.older).toBeNull();
    const back = await searchTickets({ ...query, cursor: cursorOf(second.newer!), direction: "newer" }, 2);
    expect(back.rows.map((row) => row.id)).toEqual(first.rows.map((row) => row.id));
  });

  it("answers 400 naming the field for a bad filter or page link", async () => {
    for (const [query, fields] of [
      ["?status=waiting", { status: "Choose a status from the list" }],
      ["?owner=a%20b", { owner: "Choose a staff member from the list" }],
      ["?cursor=broken!", { cursor: "This page link is damaged: start again from the latest tickets" }],
      ["?from=2026-03-02&to=2026-03-01", { to: "The end date is before the start date" }],
    ] as const) {
      const response = await staff.list(sales, query);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ error: "Invalid request", fields });
    }
  });
});

/** The cursor text of the API as the query's cursor. */
function cursorOf(text: string) {
  const decoded = decodeKeysetCursor(text);
  if (!decoded) throw new Error(`not a cursor: ${text}`);
  return { updatedAt: decoded.createdAt, id: decoded.id };
}
