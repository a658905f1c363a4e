// A doubled submit is applied once (docs/security.md, "Repeated requests"): five identical requests sent
// at the same moment, with the one Idempotency-Key the browser gives a user action, leave one row and one
// e-mail and get five identical answers: a lead's reply and note, a ticket's reply by staff and by the
// customer, a staff invitation and an e-mail's resend. A repeat after the answer gets the kept answer; the
// key with another request is refused; identical requests without a key are applied once while the first
// is running, and a later one is a new action.
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as resendEmail } from "@/app/api/admin/emails/[id]/resend/route";
import { POST as postNote } from "@/app/api/admin/leads/[id]/notes/route";
import { POST as postReply } from "@/app/api/admin/leads/[id]/reply/route";
import { POST as invite } from "@/app/api/admin/staff/invitations/route";
import { POST as staffReply } from "@/app/api/admin/tickets/[id]/messages/route";
import { POST as customerReply } from "@/app/api/customer/tickets/[id]/messages/route";
import { POST as openTicket } from "@/app/api/customer/tickets/route";
import { db } from "@/lib/db/client";
import { KEEP_ANSWER_MS } from "@/lib/http/idempotency";
import { HANDLERS } from "@/lib/jobs/handlers";
import { QUEUES } from "@/lib/jobs/queue";
import type { RouteHandler } from "@/lib/http/route";
import { sessionCookieHeader } from "@/tests/support/auth";

type Account = { id: string; email: string; cookie: string };

async function account(role: "customer" | "staff"): Promise<Account> {
  const email = `idempotency-${role}-${randomUUID()}@example.com`;
  const user = await db().user.create({
    data: { email, firstName: "Dee", lastName: "Double", passwordHash: "scrypt$x", role, staffRole: role === "staff" ? "owner" : null },
  });
  return { id: user.id, email, cookie: await sessionCookieHeader({ id: user.id, email, role }) };
}

let staff: Account;
let customer: Account;

beforeAll(async () => {
  staff = await account("staff");
  customer = await account("customer");
});

type Call = { path: string; params?: Record<string, string>; body?: unknown; key?: string | null; who: Account };

function request({ path, body, key, who }: Call): NextRequest {
  const headers: Record<string, string> = { cookie: who.cookie };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (key) headers["idempotency-key"] = key;
  return new NextRequest(`http://localhost${path}`, {
    method: "POST",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function send(handler: RouteHandler, call: Call) {
  const response = await handler(request(call), { params: Promise.resolve(call.params ?? {}) });
  return { status: response.status, body: (await response.json()) as unknown, replayed: response.headers.get("idempotent-replayed") };
}

/** Five identical requests at once: their answers. */
const fiveAtOnce = (handler: RouteHandler, call: Call) => Promise.all(Array.from({ length: 5 }, () => send(handler, call)));

/** The e-mails queued since `since` (an id): nothing else writes them while a test file runs alone. */
const emailsAfter = (since: number) => db().outgoingEmail.findMany({ where: { id: { gt: since } }, select: { to: true, subject: true } });
const lastEmailId = async () => (await db().outgoingEmail.findFirst({ orderBy: { id: "desc" }, select: { id: true } }))?.id ?? 0;

function expectOneAnswer(answers: Awaited<ReturnType<typeof fiveAtOnce>>, status: number) {
  expect(answers.map((answer) => answer.status)).toEqual([status, status, status, status, status]);
  for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
  // One ran; the other four were given its answer.
  expect(answers.filter((answer) => answer.replayed === "true")).toHaveLength(4);
}

async function newLead() {
  return db().lead.create({
    data: {
      kind: "contact",
      form: "contact-page",
      email: `lead-${randomUUID()}@example.com`,
      firstName: "Lee",
      lastName: "Lead",
      fields: {},
    },
  });
}

async function newTicket() {
  const opened = await send(openTicket, {
    path: "/api/customer/tickets",
    body: { subject: `Drum arrived dented ${randomUUID()}`, message: "The 55-gallon drum arrived with a dent in its side." },
    key: randomUUID(),
    who: customer,
  });
  expect(opened.status).toBe(201);
  return (opened.body as { id: string }).id;
}

describe("five identical requests at once, with one key", () => {
  it("a lead's reply: one e-mail to the requester, five identical answers", async () => {
    const lead = await newLead();
    const since = await lastEmailId();
    const answers = await fiveAtOnce(postReply, {
      path: `/api/admin/leads/${lead.id}/reply`,
      params: { id: String(lead.id) },
      body: { subject: "Your descaler question", body: "Thanks for asking: a 5-gallon pail treats 40 tanks." },
      key: randomUUID(),
      who: staff,
    });
    expectOneAnswer(answers, 201);
    expect(await emailsAfter(since)).toEqual([{ to: lead.email, subject: "Your descaler question" }]);
  });

  it("a lead's note: one note", async () => {
    const lead = await newLead();
    const answers = await fiveAtOnce(postNote, {
      path: `/api/admin/leads/${lead.id}/notes`,
      params: { id: String(lead.id) },
      body: { body: "Called back, wants a quote for 12 drums." },
      key: randomUUID(),
      who: staff,
    });
    expectOneAnswer(answers, 201);
    expect(await db().leadNote.count({ where: { leadId: lead.id } })).toBe(1);
  });

  it("staff's reply to a ticket: one message, one e-mail to the customer", async () => {
    const ticketId = await newTicket();
    const since = await lastEmailId();
    const message = `We are sending a new drum today (${randomUUID()}).`;
    const answers = await fiveAtOnce(staffReply, {
      path: `/api/admin/tickets/${ticketId}/messages`,
      params: { id: ticketId },
      body: { message },
      key: randomUUID(),
      who: staff,
    });
    expectOneAnswer(answers, 201);
    expect(await db().ticketMessage.count({ where: { ticketId, body: message } })).toBe(1);
    expect((await emailsAfter(since)).map((email) => email.to)).toEqual([customer.email]);
  });

  it("the customer's reply to a ticket: one message, one e-mail to staff", async () => {
    const ticketId = await newTicket();
    const since = await lastEmailId();
    const message = `Thank you, the photo is attached (${randomUUID()}).`;
    const answers = await fiveAtOnce(customerReply, {
      path: `/api/customer/tickets/${ticketId}/messages`,
      params: { id: ticketId },
      body: { message },
      key: randomUUID(),
      who: customer,
    });
    expectOneAnswer(answers, 201);
    expect(await db().ticketMessage.count({ where: { ticketId, body: message } })).toBe(1);
    expect(await emailsAfter(since)).toHaveLength(1);
  });

  it("a staff invitation: one invitation, one e-mail", async () => {
    const email = `invitee-${randomUUID()}@example.com`;
    const since = await lastEmailId();
    const answers = await fiveAtOnce(invite, {
      path: "/api/admin/staff/invitations",
      body: { firstName: "Ivy", lastName: "Invitee", email, staffRole: "sales" },
      key: randomUUID(),
      who: staff,
    });
    expectOneAnswer(answers, 201);
    expect(await db().staffInvitation.count({ where: { email } })).toBe(1);
    expect((await emailsAfter(since)).map((row) => row.to)).toEqual([email]);
  });

  it("an e-mail's resend: one copy", async () => {
    const original = await db().outgoingEmail.create({
      data: { to: `reader-${randomUUID()}@example.com`, subject: "Your order shipped", text: "It is on its way.", status: "sent" },
    });
    const answers = await fiveAtOnce(resendEmail, {
      path: `/api/admin/emails/${original.id}/resend`,
      params: { id: String(original.id) },
      key: randomUUID(),
      who: staff,
    });
    expectOneAnswer(answers, 200);
    expect(await db().outgoingEmail.count({ where: { resentFromId: original.id } })).toBe(1);
  });
});

describe("a key after its first answer", () => {
  it("gives a later repeat the kept answer, and refuses it with another request (422 naming the header)", async () => {
    const lead = await newLead();
    const call = {
      path: `/api/admin/leads/${lead.id}/notes`,
      params: { id: String(lead.id) },
      body: { body: "Prefers calls after 3 pm." },
      key: randomUUID(),
      who: staff,
    };
    const first = await send(postNote, call);
    const repeat = await send(postNote, call);
    expect(repeat).toEqual({ ...first, replayed: "true" });
    const other = await send(postNote, { ...call, body: { body: "Prefers e-mail." } });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      error: "This Idempotency-Key was used for another request",
      fields: { "Idempotency-Key": "Send a new key for a new action" },
    });
    expect(await db().leadNote.count({ where: { leadId: lead.id } })).toBe(1);
  });

  it("is not kept for a refusal: the same key is asked again once the refusal no longer holds", async () => {
    const ticketId = await newTicket();
    await db().supportTicket.update({ where: { id: ticketId }, data: { status: "closed" } });
    const call = {
      path: `/api/admin/tickets/${ticketId}/messages`,
      params: { id: ticketId },
      body: { message: "Reopened for the replacement." },
      key: randomUUID(),
      who: staff,
    };
    expect((await send(staffReply, call)).status).toBe(409);
    await db().supportTicket.update({ where: { id: ticketId }, data: { status: "open" } });
    expect((await send(staffReply, call)).status).toBe(201);
  });

  it("refuses a malformed key naming the header, before anything is applied", async () => {
    const lead = await newLead();
    const answer = await send(postNote, {
      path: `/api/admin/leads/${lead.id}/notes`,
      params: { id: String(lead.id) },
      body: { body: "A note." },
      key: "short",
      who: staff,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { "Idempotency-Key": expect.stringContaining("8 to 128") } });
    expect(await db().leadNote.count({ where: { leadId: lead.id } })).toBe(0);
  });

  it("is kept 24 hours, then deleted by the scheduled job", async () => {
    const lead = await newLead();
    const key = randomUUID();
    const call = {
      path: `/api/admin/leads/${lead.id}/notes`,
      params: { id: String(lead.id) },
      body: { body: "Kept a day." },
      key,
      who: staff,
    };
    await send(postNote, call);
    const kept = await db().idempotencyKey.findFirstOrThrow({ where: { key } });
    expect(kept.expiresAt.getTime() - kept.completedAt!.getTime()).toBe(KEEP_ANSWER_MS);
    await HANDLERS[QUEUES.expireIdempotencyKeys]({ id: "test", data: null, retryCount: 0, retryLimit: 0 });
    expect(await db().idempotencyKey.count({ where: { key } })).toBe(1);
    await db().idempotencyKey.update({ where: { id: kept.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await HANDLERS[QUEUES.expireIdempotencyKeys]({ id: "test", data: null, retryCount: 0, retryLimit: 0 });
    expect(await db().idempotencyKey.count({ where: { key } })).toBe(0);
    // Forgotten, the key is a new action.
    expect((await send(postNote, call)).replayed).toBeNull();
    expect(await db().leadNote.count({ where: { leadId: lead.id } })).toBe(2);
  });
});

describe("identical requests without a key", () => {
  it("sent at once by a signed-in caller are applied once; one sent after the answer is a new action", async () => {
    const lead = await newLead();
    const call = {
      path: `/api/admin/leads/${lead.id}/notes`,
      params: { id: String(lead.id) },
      body: { body: "Same words." },
      key: null,
      who: staff,
    };
    const answers = await fiveAtOnce(postNote, call);
    expectOneAnswer(answers, 201);
    expect(await db().leadNote.count({ where: { leadId: lead.id } })).toBe(1);
    expect((await send(postNote, call)).status).toBe(201);
    expect(await db().leadNote.count({ where: { leadId: lead.id } })).toBe(2);
  });
});
