// The leads inbox: GET /api/admin/leads finds the leads of every form by kind, form, status,
// industry, owner, day and search, newest first, paged by (createdAt, id) without repeating or skipping one;
// PATCH /api/admin/leads/{id} moves a lead new → contacted → quoted → won or lost (with a reason), refuses
// a move from a state that changed meanwhile (409 naming "status") and gives it an owner; notes and replies
// by e-mail are saved, audited, and a reply is queued with Reply-To the sales address; every requester is
// acknowledged once; only sales staff and owners may use any of it. The leads here carry tags of their own
// in their e-mail addresses, are dated 2008-2009 (behind every other file's) and are deleted at the end.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchLead } from "@/app/api/admin/leads/[id]/route";
import { POST as postNote } from "@/app/api/admin/leads/[id]/notes/route";
import { POST as postReply } from "@/app/api/admin/leads/[id]/reply/route";
import { GET as listLeads } from "@/app/api/admin/leads/route";
import { POST as postContact } from "@/app/api/contact/route";
import { emailsFor } from "@/lib/email/staff-view";
import { NO_LEAD_FILTERS, type LeadFilters, type LeadListQuery } from "@/lib/leads/list-filters";
import { newLeadCount, searchLeads, type LeadList } from "@/lib/leads/list-search";
import { leadDetail, leadOwners } from "@/lib/leads/staff-view";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StaffRole } from "@/lib/generated/prisma/enums";
import { sessionCookieHeader } from "@/tests/support/auth";
import { deliverQueuedEmails } from "@/tests/support/jobs";

const TAG = `ld${randomBytes(5).toString("hex")}`;
const BULK = `lb${randomBytes(5).toString("hex")}`;
/** The leads the tests change, and those sent through the site: kept out of the named leads' searches. */
const FRESH = `lf${randomBytes(5).toString("hex")}`;
const BULK_COUNT = 23;
const SALES_ADDRESS = "sales-desk@triplezero.test";

let dataDir: string;
const saved = { DATA_DIR: process.env.DATA_DIR, SMTP_URL: process.env.SMTP_URL, STAFF_EMAIL: process.env.STAFF_EMAIL };

type Account = { id: string; email: string; role: "customer" | "staff" };

async function makeUser(
  role: "customer" | "staff",
  staffRole: StaffRole | null,
  name: [string, string],
  changes: Partial<Prisma.UserCreateInput> = {},
): Promise<Account> {
  const email = `admin-leads-${staffRole ?? role}-${randomUUID()}@example.com`;
  const user = await db().user.create({
    data: { email, firstName: name[0], lastName: name[1], passwordHash: "scrypt$x", role, staffRole, ...changes },
  });
  return { id: user.id, email, role };
}

let owner: Account;
let sales: Account;
let ordersStaff: Account;
let formerSales: Account;
const cookies: Record<"owner" | "sales" | "orders" | "content" | "customer", string> = {
  owner: "",
  sales: "",
  orders: "",
  content: "",
  customer: "",
};

type Seed = Partial<Prisma.LeadUncheckedCreateInput> & { key: string; createdAt: Date };

const leadRow = ({ key, ...seed }: Seed, tag: string): Prisma.LeadUncheckedCreateInput => ({
  kind: "contact",
  form: "contact-page",
  email: `${key}.${tag}@example.com`,
  firstName: "Pat",
  lastName: "Requester",
  fields: { form: "contact" },
  ...seed,
});

/** The named leads, each found by one filter of its own; n1, n2 and n3 sit on the edges of 1 March 2009. */
const NAMED: Seed[] = [
  {
    key: "n1",
    createdAt: new Date("2009-03-01T00:00:00.000Z"),
    kind: "consultation",
    form: "home-consultation",
    status: "new",
    industry: "food",
    firstName: "Odalys",
    lastName: `Brankovic${TAG}`,
    message: "We descale 12 dish machines weekly.",
  },
  {
    key: "n2",
    createdAt: new Date("2009-03-01T23:59:59.999Z"),
    kind: "quote",
    form: "grill-quote",
    status: "contacted",
    productName: `Smoker Cleaner ${TAG}`,
  },
  {
    key: "n3",
    createdAt: new Date("2009-03-02T00:00:00.000Z"),
    kind: "pool_contact",
    form: "pool-contact",
    status: "quoted",
    industry: "pool-spa",
    company: `Lagoon ${TAG} Resort`,
  },
  {
    key: "n4",
    createdAt: new Date("2009-02-28T23:59:59.999Z"),
    kind: "sample_request",
    form: "sample-request",
    status: "lost",
    lostReason: "Too far to ship",
    industry: "hvac",
    message: `Descale the ${TAG} chillers 100%_now`,
  },
  { key: "n5", createdAt: new Date("2009-03-05T12:00:00.000Z"), kind: "brewery_contact", form: "brewery-contact", status: "won" },
];

const named = new Map<string, number>();
const ids = (...keys: string[]) => keys.map((key) => named.get(key)!);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "admin-leads-"));
  process.env.DATA_DIR = dataDir;
  process.env.STAFF_EMAIL = SALES_ADDRESS;
  delete process.env.SMTP_URL;

  owner = await makeUser("staff", "owner", ["Olive", "Owner"]);
  sales = await makeUser("staff", "sales", ["Sam", "Seller"]);
  ordersStaff = await makeUser("staff", "orders", ["Otto", "Orders"]);
  formerSales = await makeUser("staff", "sales", ["Fay", "Former"], { deactivatedAt: new Date() });
  cookies.owner = await sessionCookieHeader(owner);
  cookies.sales = await sessionCookieHeader(sales);
  cookies.orders = await sessionCookieHeader(ordersStaff);
  cookies.content = await sessionCookieHeader(await makeUser("staff", "content", ["Cleo", "Content"]));
  cookies.customer = await sessionCookieHeader(await makeUser("customer", null, ["Cy", "Customer"]));

  for (const seed of NAMED) {
    const ownerId = seed.key === "n2" ? sales.id : seed.key === "n5" ? owner.id : null;
    const lead = await db().lead.create({ data: { ...leadRow(seed, TAG), ownerId }, select: { id: true } });
    named.set(seed.key, lead.id);
  }
  // Three leads a second: leads of the same moment are told apart by their id.
  const start = Date.UTC(2008, 0, 1);
  await db().lead.createMany({
    data: Array.from({ length: BULK_COUNT }, (_, i) =>
      leadRow({ key: `b${i}`, createdAt: new Date(start + Math.floor(i / 3) * 1000) }, BULK),
    ),
  });
});

afterAll(async () => {
  await db().lead.deleteMany({ where: { OR: [TAG, BULK, FRESH].map((tag) => ({ email: { contains: tag } })) } });
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

// ------------------------------------------------------------------ calling the routes

const headers = (cookie: string | null): Record<string, string> => ({
  ...(cookie ? { cookie } : {}),
  "content-type": "application/json",
  "x-forwarded-for": "198.51.100.61",
});

type Answer = { status: number; body: Record<string, unknown> & { fields?: Record<string, string> } };

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

const get = async (query: string, cookie: string | null = cookies.sales) =>
  answer(await listLeads(new NextRequest(`http://localhost/api/admin/leads${query}`, { headers: headers(cookie) })));

const send =
  (handler: typeof patchLead, method: "PATCH" | "POST", suffix: string) =>
  async (id: number | string, body: unknown, cookie: string | null = cookies.sales) =>
    answer(
      await handler(
        new NextRequest(`http://localhost/api/admin/leads/${id}${suffix}`, {
          method,
          headers: headers(cookie),
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ id: String(id) }) },
      ),
    );

const patch = send(patchLead, "PATCH", "");
const note = send(postNote, "POST", "/notes");
const reply = send(postReply, "POST", "/reply");

const query = (changes: Partial<LeadListQuery>): LeadListQuery => ({ ...NO_LEAD_FILTERS, cursor: null, direction: "older", ...changes });
const found = async (changes: Partial<LeadFilters>) => (await searchLeads(query({ q: TAG, ...changes }))).rows.map((row) => row.id);

const statusOf = async (id: number) => (await db().lead.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
const auditOf = (id: number, action: string) =>
  db().auditLog.findMany({ where: { entityType: "lead", entityId: String(id), action }, orderBy: { id: "asc" } });

/** A fresh lead of its own, new and nobody's, for the tests that change one. */
async function freshLead(changes: Omit<Partial<Prisma.LeadUncheckedCreateInput>, "createdAt"> = {}): Promise<number> {
  const key = `f${randomBytes(4).toString("hex")}`;
  const lead = await db().lead.create({
    data: leadRow({ key, createdAt: new Date("2009-06-01T12:00:00Z"), ...changes }, FRESH),
    select: { id: true },
  });
  return lead.id;
}

// ------------------------------------------------------------------ who may

describe("who may use the leads inbox", () => {
  it("answers 401 to a visitor, 403 to a customer and to staff of the orders or content role", async () => {
    expect(await get("", null)).toEqual({ status: 401, body: { error: "Unauthorized" } });
    expect(await get("", cookies.customer)).toEqual({ status: 403, body: { error: "Forbidden" } });
    for (const role of ["orders", "content"] as const) {
      expect(await get("", cookies[role]), role).toEqual({ status: 403, body: { error: "This needs the Sales role" } });
    }
  });

  it("lets sales staff and owners read the list", async () => {
    for (const role of ["sales", "owner"] as const) {
      const { status, body } = await get(`?q=${TAG}`, cookies[role]);
      expect(status, role).toBe(200);
      expect((body.rows as { id: number }[]).map((row) => row.id)).toEqual(ids("n5", "n3", "n2", "n1", "n4"));
    }
  });

  it("refuses every change to orders staff, and changes nothing", async () => {
    const id = named.get("n1")!;
    expect((await patch(id, { status: "contacted" }, cookies.orders)).status).toBe(403);
    expect((await note(id, { body: "Not mine" }, cookies.orders)).status).toBe(403);
    expect((await reply(id, { subject: "Hi", body: "Hello" }, cookies.orders)).status).toBe(403);
    expect(await statusOf(id)).toBe("new");
    expect(await db().leadNote.count({ where: { leadId: id } })).toBe(0);
  });
});

// ------------------------------------------------------------------ finding leads

describe("finding leads", () => {
  it("lists every lead of the search newest first, with its kind, form, status and owner as staff read them", async () => {
    const { rows } = await searchLeads(query({ q: TAG }));
    expect(rows.map((row) => row.id)).toEqual(ids("n5", "n3", "n2", "n1", "n4"));
    expect(rows.find((row) => row.id === named.get("n2"))).toMatchObject({
      kindLabel: "Quote request",
      formTitle: "Grill cleaning quote request",
      statusLabel: "Contacted",
      owner: { id: sales.id, name: "Sam Seller" },
      productName: `Smoker Cleaner ${TAG}`,
    });
    expect(rows.find((row) => row.id === named.get("n1"))).toMatchObject({
      formTitle: "Consultation request (home)",
      industry: "Food & Beverage Plants",
      owner: null,
    });
  });

  it("narrows by status, kind, form and industry", async () => {
    expect(await found({ status: "new" })).toEqual(ids("n1"));
    expect(await found({ status: "lost" })).toEqual(ids("n4"));
    expect(await found({ kind: "quote" })).toEqual(ids("n2"));
    expect(await found({ form: "pool-contact" })).toEqual(ids("n3"));
    expect(await found({ industry: "hvac" })).toEqual(ids("n4"));
    expect(await found({ kind: "quote", status: "new" })).toEqual([]);
  });

  it("narrows by owner, and to the leads nobody owns", async () => {
    expect(await found({ owner: sales.id })).toEqual(ids("n2"));
    expect(await found({ owner: owner.id })).toEqual(ids("n5"));
    expect(await found({ owner: "none" })).toEqual(ids("n3", "n1", "n4"));
  });

  it("takes a day from its first to its last millisecond (UTC)", async () => {
    expect(await found({ from: "2009-03-01", to: "2009-03-01" })).toEqual(ids("n2", "n1"));
    expect(await found({ to: "2009-02-28" })).toEqual(ids("n4"));
    expect(await found({ from: "2009-03-02" })).toEqual(ids("n5", "n3"));
  });

  it("finds a lead by its name across first and last name, its product, company, message or number", async () => {
    const search = async (q: string) => (await searchLeads(query({ q }))).rows.map((row) => row.id);
    expect(await search(`odalys brankovic${TAG}`)).toEqual(ids("n1"));
    expect(await search(`Smoker Cleaner ${TAG}`)).toEqual(ids("n2"));
    expect(await search(`lagoon ${TAG}`)).toEqual(ids("n3"));
    expect(await search(`${TAG} chillers 100%_now`)).toEqual(ids("n4"));
    expect(await search(`#${named.get("n3")}`)).toEqual(ids("n3"));
    // % and _ are looked for as they are, not as wildcards.
    expect(await search(`${TAG}%`)).toEqual([]);
    expect(await search(`${TAG} chillers 100%x`)).toEqual([]);
  });

  it("reads the same filters from the API's query string", async () => {
    const { status, body } = await get(`?q=${TAG}&owner=none&from=2009-03-01&industry=pool-spa`);
    expect(status).toBe(200);
    expect(body).toEqual({ rows: [expect.objectContaining({ id: named.get("n3"), status: "quoted" })], older: null, newer: null });
  });

  it("answers 400 naming each field that is wrong", async () => {
    const fields = async (q: string) => {
      const result = await get(q);
      expect(result.status, q).toBe(400);
      return result.body.fields;
    };
    expect(await fields("?status=open")).toEqual({ status: "Choose a status from the list" });
    expect(await fields("?kind=newsletter&industry=mining")).toEqual({
      kind: "Choose a kind from the list",
      industry: "Choose an industry from the list",
    });
    expect(await fields("?from=2009-02-30")).toEqual({ from: "Enter a date as YYYY-MM-DD" });
    expect(await fields("?from=2009-03-02&to=2009-03-01")).toEqual({ to: "The end date is before the start date" });
    expect(await fields("?cursor=damaged")).toEqual({ cursor: "This page link is damaged: start again from the newest leads" });
  });

  it("pages through every match newest first, without repeating or skipping one, and back up again", async () => {
    const expected = (
      await db().lead.findMany({
        where: { email: { contains: BULK } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: { id: true },
      })
    ).map((lead) => lead.id);
    expect(expected).toHaveLength(BULK_COUNT);

    const pages: LeadList[] = [];
    let page = await searchLeads(query({ q: BULK }), 5);
    pages.push(page);
    while (page.older) {
      const cursor = page.older;
      const { body } = await get(`?q=${BULK}&cursor=${cursor}`);
      expect((body.rows as unknown[]).length).toBeGreaterThan(0);
      page = await searchLeads(query({ q: BULK, cursor: decode(cursor) }), 5);
      pages.push(page);
    }
    expect(pages.flatMap((p) => p.rows.map((row) => row.id))).toEqual(expected);
    expect(pages.map((p) => p.rows.length)).toEqual([5, 5, 5, 5, 3]);
    expect(pages[0]!.newer).toBeNull();
    expect(pages.at(-1)!.older).toBeNull();

    // Back up from the last page: the same pages, in reverse.
    const back = await searchLeads(query({ q: BULK, cursor: decode(pages.at(-1)!.newer!), direction: "newer" }), 5);
    expect(back.rows.map((row) => row.id)).toEqual(pages.at(-2)!.rows.map((row) => row.id));
  });
});

/** The cursor as the address reads it. */
function decode(cursor: string): LeadListQuery["cursor"] {
  const [iso, id] = atob(cursor.replace(/-/g, "+").replace(/_/g, "/")).split("|");
  return { createdAt: new Date(iso!), id: Number(id) };
}

// ------------------------------------------------------------------ status

describe("a lead's status", () => {
  it("moves a new lead to contacted, and records who did it in the audit log", async () => {
    const id = await freshLead();
    const result = await patch(id, { status: "contacted", expectedStatus: "new" });
    expect(result).toEqual({ status: 200, body: { success: true, message: "Marked contacted", status: "contacted", ownerId: null } });
    expect(await statusOf(id)).toBe("contacted");
    expect(await auditOf(id, "lead.status_changed")).toEqual([
      expect.objectContaining({ actorId: sales.id, actorLabel: sales.email, before: { status: "new" }, after: { status: "contacted" } }),
    ]);
  });

  it("marks a lead lost only with a reason of at most 500 characters, and keeps the reason", async () => {
    const id = await freshLead({ status: "quoted" });
    expect(await patch(id, { status: "lost" })).toEqual({
      status: 400,
      body: { error: "Invalid request", fields: { lostReason: "Say why the lead was lost" } },
    });
    expect((await patch(id, { status: "lost", lostReason: "x".repeat(501) })).body.fields).toEqual({
      lostReason: "Use at most 500 characters",
    });
    expect((await patch(id, { status: "won", lostReason: "No" })).body.fields).toEqual({ lostReason: "A reason goes only with “Lost”" });
    expect(await statusOf(id)).toBe("quoted");

    expect((await patch(id, { status: "lost", lostReason: "  Chose a cheaper hazmat acid  " })).status).toBe(200);
    expect(await db().lead.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "lost",
      lostReason: "Chose a cheaper hazmat acid",
    });
  });

  it("reopens a lost lead as contacted, clearing the reason (the audit log keeps it), and refuses lost → won", async () => {
    const id = await freshLead({ status: "lost", lostReason: "No budget" });
    expect(await patch(id, { status: "won" })).toEqual({
      status: 409,
      body: { error: "A lead that is lost cannot be marked won", fields: { status: "A lead that is lost cannot be marked won" } },
    });
    expect((await patch(id, { status: "contacted", expectedStatus: "lost" })).status).toBe(200);
    expect(await db().lead.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "contacted", lostReason: null });
    expect((await auditOf(id, "lead.status_changed"))[0]).toMatchObject({
      before: { status: "lost", lostReason: "No budget" },
      after: { status: "contacted" },
    });
  });

  it("refuses a change from a status that moved meanwhile, naming status, and changes nothing", async () => {
    const id = await freshLead({ status: "quoted" });
    const stale = await patch(id, { status: "won", expectedStatus: "new" });
    expect(stale.status).toBe(409);
    expect(stale.body.fields).toEqual({
      status: "Someone else changed this lead meanwhile: it is quoted now. Reload the page and try again.",
    });
    expect(await statusOf(id)).toBe("quoted");
    expect(await auditOf(id, "lead.status_changed")).toEqual([]);
  });

  it("applies one of two changes sent at once from the same state; the other is a 409 naming status", async () => {
    const id = await freshLead();
    const results = await Promise.all([
      patch(id, { status: "contacted", expectedStatus: "new" }, cookies.sales),
      patch(id, { status: "lost", expectedStatus: "new", lostReason: "Duplicate request" }, cookies.owner),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const refused = results.find((result) => result.status === 409)!;
    expect(Object.keys(refused.body.fields!)).toEqual(["status"]);
    const applied = results.find((result) => result.status === 200)!;
    expect(await statusOf(id)).toBe(applied.body.status);
    expect(await auditOf(id, "lead.status_changed")).toHaveLength(1);
  });

  it("answers 404 naming id for a lead that does not exist, and 400 for an id or body that is wrong", async () => {
    expect(await patch(2_000_000_000, { status: "contacted" })).toEqual({
      status: 404,
      body: { error: "This lead does not exist", fields: { id: "This lead does not exist" } },
    });
    for (const bad of ["abc", "0", "-1", "1e3", "99999999999"])
      expect((await patch(bad, { status: "contacted" })).body.fields, bad).toHaveProperty("id");
    const id = named.get("n1")!;
    expect((await patch(id, {})).body.fields).toEqual({ status: "Send a status or an owner" });
    expect((await patch(id, { status: "open" })).body.fields).toEqual({ status: "Choose a status from the list" });
    expect((await patch(id, { ownerId: "not an id" })).body.fields).toEqual({ ownerId: "Choose a staff member from the list" });
  });
});

// ------------------------------------------------------------------ owner

describe("a lead's owner", () => {
  it("offers the active sales staff and owners, not orders staff or a deactivated member", async () => {
    const offered = (await leadOwners()).map((member) => member.id);
    expect(offered).toEqual(expect.arrayContaining([owner.id, sales.id]));
    expect(offered).not.toContain(ordersStaff.id);
    expect(offered).not.toContain(formerSales.id);
  });

  it("gives a lead an owner and takes it away again, each in the audit log", async () => {
    const id = await freshLead();
    expect(await patch(id, { ownerId: sales.id }, cookies.owner)).toEqual({
      status: 200,
      body: { success: true, message: "Owner changed", status: "new", ownerId: sales.id },
    });
    expect((await db().lead.findUniqueOrThrow({ where: { id } })).ownerId).toBe(sales.id);
    expect((await patch(id, { ownerId: null })).body).toMatchObject({ ownerId: null });
    expect((await auditOf(id, "lead.owner_changed")).map((entry) => [entry.before, entry.after])).toEqual([
      [null, { owner: sales.email }],
      [{ owner: sales.email }, null],
    ]);
    // The same owner again changes nothing.
    expect((await patch(id, { ownerId: null })).body).toMatchObject({ message: "Nothing to change" });
  });

  it("refuses an owner who may not work leads, naming ownerId", async () => {
    const id = await freshLead();
    for (const member of [ordersStaff, formerSales]) {
      const result = await patch(id, { ownerId: member.id });
      expect(result.status).toBe(400);
      expect(result.body.fields).toEqual({ ownerId: "Choose a staff member who works leads (sales or owner, not deactivated)" });
    }
    expect((await db().lead.findUniqueOrThrow({ where: { id } })).ownerId).toBeNull();
  });
});

// ------------------------------------------------------------------ notes

describe("internal notes", () => {
  it("saves a note with its author, in the audit log, and shows it on the lead's page", async () => {
    const id = await freshLead();
    const result = await note(id, { body: "  Called back: wants a 55-gallon drum price.  " });
    expect(result).toEqual({ status: 201, body: { success: true, message: "Note added", noteId: expect.any(Number) } });
    expect(await db().leadNote.findMany({ where: { leadId: id } })).toEqual([
      expect.objectContaining({ authorId: sales.id, body: "Called back: wants a 55-gallon drum price." }),
    ]);
    expect(await auditOf(id, "lead.note_added")).toHaveLength(1);
    const detail = await leadDetail(id);
    expect(detail!.notes).toEqual([expect.objectContaining({ author: "Sam Seller", body: "Called back: wants a 55-gallon drum price." })]);
  });

  it("answers 400 naming body for an empty note, and 404 for an unknown lead", async () => {
    expect((await note(named.get("n1")!, { body: "   " })).body.fields).toEqual({ body: "Write the note" });
    expect((await note(2_000_000_000, { body: "Hello" })).status).toBe(404);
  });
});

// ------------------------------------------------------------------ reply

describe("a reply by e-mail", () => {
  it("queues the e-mail to the requester, from the staff member's name, Reply-To the sales address, signed by staff, and marks a new lead contacted", async () => {
    const id = await freshLead({ message: "Quote for 10 totes, please." });
    const result = await reply(id, { subject: "Re: your quote request", body: "Hello Pat,\n\nA tote is $1,150 delivered." });
    expect(result).toEqual({
      status: 201,
      body: { success: true, message: "Reply queued for sending", emailId: expect.any(Number), status: "contacted" },
    });
    const emailId = result.body.emailId as number;
    const lead = await db().lead.findUniqueOrThrow({ where: { id } });
    expect(lead.status).toBe("contacted");
    const email = await db().outgoingEmail.findUniqueOrThrow({ where: { id: emailId } });
    expect(email).toMatchObject({
      to: lead.email,
      subject: "Re: your quote request",
      replyTo: SALES_ADDRESS,
      fromName: "Sam Seller",
      relatedType: "Lead",
      relatedId: String(id),
      status: "queued",
    });
    expect(email.text).toContain("A tote is $1,150 delivered.\n\nSam Seller\nTriple Zero Chemical Co.");
    expect(email.text).toContain(`Your request #${id} of`);
    expect(email.text).toContain("> Quote for 10 totes, please.");

    expect((await auditOf(id, "lead.replied")).map((entry) => entry.after)).toEqual([
      { subject: "Re: your quote request", to: lead.email, emailId },
    ]);
    expect(await auditOf(id, "lead.status_changed")).toEqual([
      expect.objectContaining({ before: { status: "new" }, after: { status: "contacted" } }),
    ]);

    // The job queue delivers it: without SMTP it is written to the outbox, with its Reply-To.
    await deliverQueuedEmails();
    expect((await db().outgoingEmail.findUniqueOrThrow({ where: { id: emailId } })).status).toBe("written");
    const file = readdirSync(path.join(dataDir, "outbox")).find((name) => name.includes(`-email-${emailId}-`));
    expect(file).toBeDefined();
    const head = readFileSync(path.join(dataDir, "outbox", file!), "utf8").split("\r\n\r\n")[0]!;
    expect(head).toMatch(new RegExp(`^To: ${lead.email.replace(/\./g, "\\.")}$`, "m"));
    expect(head).toMatch(/^Reply-To: sales-desk@triplezero\.test$/m);
    expect(head).toMatch(/^From: "Sam Seller via Triple Zero Chemical Co\." <sales@triplezero\.example>$/m);

    // Kept in the lead's history.
    expect((await emailsFor("Lead", String(id))).map((row) => row.id)).toContain(emailId);
  });

  it("leaves the status of a lead that was already worked", async () => {
    const id = await freshLead({ status: "quoted" });
    expect((await reply(id, { subject: "Following up", body: "Any questions on the quote?" })).body.status).toBe("quoted");
    expect(await statusOf(id)).toBe("quoted");
    expect(await auditOf(id, "lead.status_changed")).toEqual([]);
  });

  it("answers 400 naming subject and body, and sends nothing", async () => {
    const id = await freshLead();
    expect((await reply(id, { subject: "", body: "" })).body.fields).toEqual({ subject: "Write a subject", body: "Write the reply" });
    expect((await reply(id, { subject: "Hi\r\nBcc: x@y.test", body: "Hello" })).body.fields).toEqual({
      subject: "Use a single line of text",
    });
    expect(await db().outgoingEmail.count({ where: { relatedType: "Lead", relatedId: String(id) } })).toBe(0);
    expect(await statusOf(id)).toBe("new");
  });
});

// ------------------------------------------------------------------ a lead from the site

let contactAddress = 0;
const contact = async (body: unknown, referer = "http://localhost:3000/convenience-store") =>
  answer(
    await postContact(
      new Request("http://localhost/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.18.0.${++contactAddress}`, "user-agent": "vitest", referer },
        body: JSON.stringify(body),
      }),
    ),
  );

const convenience = () => ({
  form: "convenience-quote",
  storeName: "Quick Stop #4",
  contactName: "Maria de la Cruz",
  email: `maria.${FRESH}@example.com`,
  storeType: "gas-station",
  quantity: "custom",
  customQuantity: "40",
  needs: "Fuel pump handles.",
  productName: "Triple Zero Fuel System Cleaner",
  itemNumber: "TZ-CS-101",
  source: "convenience-store",
  submissionId: randomUUID(),
});

describe("a lead sent from the site", () => {
  it("is acknowledged once, also when the same submit arrives twice", async () => {
    const payload = convenience();
    const first = await contact(payload);
    const second = await contact(payload);
    expect(first.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    const id = first.body.id as number;
    expect((await db().lead.findUniqueOrThrow({ where: { id } })).acknowledgedAt).toBeInstanceOf(Date);
    const acknowledgements = await db().outgoingEmail.findMany({
      where: { relatedType: "Lead", relatedId: String(id), to: payload.email },
    });
    expect(acknowledgements).toEqual([
      expect.objectContaining({ subject: `Thank you for contacting Triple Zero Chemical Co. (request #${id})`, replyTo: SALES_ADDRESS }),
    ]);
    expect(acknowledgements[0]!.text).toContain("We'll get back to you within 24 hours.");
  });

  it("shows on its page every field the visitor sent by its label, the page it came from and the product and quantity asked about", async () => {
    const { body } = await contact(convenience());
    const detail = await leadDetail(body.id as number);
    expect(detail!.sent).toEqual([
      { label: "Name", value: "Maria de la Cruz" },
      { label: "E-mail", value: `maria.${FRESH}@example.com` },
      { label: "Store", value: "Quick Stop #4" },
      { label: "Store type", value: "Gas Station" },
      { label: "Product", value: "Triple Zero Fuel System Cleaner" },
      { label: "Item number", value: "TZ-CS-101" },
      { label: "Quantity", value: "40 gallons (custom amount)" },
    ]);
    expect(detail!.lead).toMatchObject({
      pagePath: "/convenience-store",
      formTitle: "Convenience store quote request",
      messageLabel: "Cleaning needs / additional requirements",
      message: "Fuel pump handles.",
      source: "convenience-store",
    });
    expect(detail!.askedAbout).toMatchObject({
      productName: "Triple Zero Fuel System Cleaner",
      href: expect.stringMatching(/^\/products\//),
      itemNumber: "TZ-CS-101",
      quantity: "40 gallons (custom amount)",
    });
  });

  it("counts in the staff navigation while it is new", async () => {
    const before = await newLeadCount();
    const { body } = await contact(convenience());
    expect(await newLeadCount()).toBe(before + 1);
    await patch(body.id as number, { status: "contacted" });
    expect(await newLeadCount()).toBe(before);
  });
});
