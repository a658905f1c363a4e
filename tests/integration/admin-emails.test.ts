// The staff e-mail list (/admin/emails, lib/email/staff-view.ts) and its Resend (POST /api/admin/emails/{id}/resend):
// only staff may resend, an unknown message is a 404 naming the id, a resend queues a copy pointing to the
// original and is in the audit log; the list finds messages by status and by recipient or subject, and
// pages through them by id without showing one twice. Every message here carries a tag of its own, so the
// rows other test files write never count.
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as resend } from "@/app/api/admin/emails/[id]/resend/route";
import { emailMessage, emailsFor, listEmails } from "@/lib/email/staff-view";
import { emailsHref, NO_EMAIL_FILTERS, parseEmailFilters } from "@/lib/email/list-filters";
import type { ResendEmailResponse } from "@/lib/email/staff-view-model";
import { db } from "@/lib/db/client";
import type { EmailStatus } from "@/lib/generated/prisma/enums";
import { requestPasswordReset } from "@/lib/auth/password-reset";
import { createCustomer, mailedLink } from "@/tests/support/accounts";
import { sessionCookieHeader } from "@/tests/support/auth";

type Account = { id: string; email: string; role: "customer" | "staff" };

async function makeUser(role: "customer" | "staff"): Promise<Account> {
  const email = `admin-emails-${role}-${randomUUID()}@example.com`;
  const user = await db().user.create({ data: { email, firstName: "Eve", lastName: "Mailer", passwordHash: "scrypt$x", role } });
  return { id: user.id, email, role };
}

let staff: Account;
let staffCookie: string;
let customerCookie: string;

beforeAll(async () => {
  staff = await makeUser("staff");
  staffCookie = await sessionCookieHeader(staff);
  customerCookie = await sessionCookieHeader(await makeUser("customer"));
});

const callResend = (id: string, cookie: string | null) =>
  resend(
    new NextRequest(`http://localhost/api/admin/emails/${encodeURIComponent(id)}/resend`, {
      method: "POST",
      headers: cookie ? { cookie, "x-forwarded-for": "198.51.100.23" } : {},
    }),
    { params: Promise.resolve({ id }) },
  );

type Seed = {
  to: string;
  subject: string;
  status: EmailStatus;
  error?: string;
  attempts?: number;
  relatedType?: string;
  relatedId?: string;
};

/** Writes the messages in the order given (so the last is the newest) and returns their ids in that order. */
async function writeEmails(seeds: Seed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const seed of seeds) {
    const row = await db().outgoingEmail.create({
      data: { ...seed, text: `${seed.subject}: body`, attempts: seed.attempts ?? 0, error: seed.error ?? null },
      select: { id: true },
    });
    ids.push(row.id);
  }
  return ids;
}

describe("POST /api/admin/emails/{id}/resend", () => {
  let failedId: number;

  beforeAll(async () => {
    const [id] = await writeEmails([
      {
        to: `resend-${randomUUID()}@example.com`,
        subject: "Your order #TZ-RESEND is confirmed",
        status: "failed",
        error: "connect ECONNREFUSED 127.0.0.1:1",
        attempts: 6,
      },
    ]);
    failedId = id!;
  });

  it("answers 401 to a visitor and 403 to a customer, and queues nothing", async () => {
    const before = await db().outgoingEmail.count({ where: { resentFromId: failedId } });
    const anonymous = await callResend(String(failedId), null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Unauthorized" });
    const customer = await callResend(String(failedId), customerCookie);
    expect(customer.status).toBe(403);
    expect(await customer.json()).toEqual({ error: "Forbidden" });
    expect(await db().outgoingEmail.count({ where: { resentFromId: failedId } })).toBe(before);
  });

  it("answers 404 naming the id for a message that does not exist, and 400 for an id that is not a whole number", async () => {
    const unknown = await callResend("2000000000", staffCookie);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "E-mail not found", fields: { id: "No e-mail has this id" } });
    for (const id of ["abc", "0", "-1", "1e3", "99999999999999999999"]) {
      const bad = await callResend(id, staffCookie);
      expect(bad.status, id).toBe(400);
      expect(((await bad.json()) as { fields: Record<string, string> }).fields).toHaveProperty("id");
    }
  });

  it("refuses to resend a message still on its way (queued or sending), naming the id: it would arrive twice", async () => {
    for (const status of ["queued", "sending"] as const) {
      const row = await db().outgoingEmail.create({ data: { to: "pat@example.com", subject: `Still ${status}`, text: "x", status } });
      const response = await callResend(String(row.id), staffCookie);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: "This message is still being delivered: resend it once it is sent or has failed",
        fields: { id: "This message is still being delivered: resend it once it is sent or has failed" },
      });
      expect(await db().outgoingEmail.count({ where: { resentFromId: row.id } })).toBe(0);
    }
  });

  it("queues a copy of a failed message pointing to it, leaves the original as it was, and records who resent it", async () => {
    const response = await callResend(String(failedId), staffCookie);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ResendEmailResponse;
    expect(answer).toEqual({ success: true, email: { id: expect.any(Number), status: "queued" } });

    const original = await db().outgoingEmail.findUniqueOrThrow({ where: { id: failedId } });
    const copy = await db().outgoingEmail.findUniqueOrThrow({ where: { id: answer.email.id } });
    expect(copy).toMatchObject({
      status: "queued",
      resentFromId: failedId,
      to: original.to,
      subject: original.subject,
      attempts: 0,
      error: null,
    });
    expect(original).toMatchObject({ status: "failed", error: "connect ECONNREFUSED 127.0.0.1:1", attempts: 6 });

    const audit = await db().auditLog.findMany({ where: { action: "email.resent", entityType: "email", entityId: String(failedId) } });
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: staff.id,
        actorLabel: staff.email,
        ip: "198.51.100.23",
        after: expect.objectContaining({ subject: original.subject, to: original.to, originalStatus: "failed", newEmailId: copy.id }),
      }),
    ]);
  });
});

describe("a message that carried a link opening an account", () => {
  let id: number;
  let token: string;

  beforeAll(async () => {
    const user = await createCustomer();
    await requestPasswordReset(user.email, { origin: "http://shop.test" });
    ({ token } = await mailedLink(user.email, "/reset-password"));
    id = (await db().outgoingEmail.findFirstOrThrow({ where: { to: user.email }, orderBy: { id: "desc" } })).id;
  });

  it("is shown to staff as it was sent, with a marker where the link was", async () => {
    const shown = await emailMessage(id);
    expect(shown).toMatchObject({ id, status: "written", subject: expect.stringMatching(/Reset your .* password/) });
    expect(shown!.text).toContain("Choose a new password here:\n\n[reset link, not kept]");
    expect(shown!.text).toContain("The link works once and for 30 minutes.");
    expect(JSON.stringify(shown)).not.toContain(token);
    expect(await emailMessage(2_000_000_000)).toBeNull();
  });

  it("is not resent (409 naming the id): the customer asks for a new link", async () => {
    const response = await callResend(String(id), staffCookie);
    expect(response.status).toBe(409);
    const answer = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(answer.error).toMatch(/reset link is not kept.*Forgot your password/);
    expect(answer.fields).toEqual({ id: answer.error });
    expect(await db().outgoingEmail.count({ where: { resentFromId: id } })).toBe(0);
  });
});

describe("listEmails", () => {
  const tag = `mailtag-${randomUUID().slice(0, 8)}`;
  let ids: number[];

  beforeAll(async () => {
    ids = await writeEmails([
      { to: `alice.${tag}@example.com`, subject: "Your order #TZ-1 is confirmed", status: "sent" },
      { to: `bob.${tag}@example.com`, subject: `New lead ${tag}`, status: "failed", error: "550 mailbox unavailable", attempts: 6 },
      {
        to: `carol@example.com`,
        subject: `Reset your password (${tag})`,
        status: "queued",
        error: "Attempt 2 failed: timeout",
        attempts: 2,
      },
      { to: `dave.${tag}@example.com`, subject: "Order shipped", status: "written" },
      { to: `erin.${tag}@example.com`, subject: `Your quote ${tag}`, status: "failed", error: "refused", attempts: 6 },
    ]);
  });

  const newestFirst = () => [...ids].reverse();

  it("finds messages by recipient or subject, case-insensitively, newest first", async () => {
    expect(idsOf((await listEmails({ q: tag.toUpperCase(), limit: 25 })).rows)).toEqual(newestFirst());
    // "carol" only has the tag in her subject, "dave" only in his address.
    expect(idsOf((await listEmails({ q: `Reset your password (${tag}`, limit: 25 })).rows)).toEqual([ids[2]]);
    expect(idsOf((await listEmails({ q: `DAVE.${tag}`, limit: 25 })).rows)).toEqual([ids[3]]);
  });

  it("finds messages by status, and by status and search together", async () => {
    const failed = await listEmails({ status: "failed", q: tag, limit: 25 });
    expect(idsOf(failed.rows)).toEqual([ids[4], ids[1]]);
    expect(failed.rows.map((row) => row.error)).toEqual(["refused", "550 mailbox unavailable"]);
    expect(idsOf((await listEmails({ status: "written", q: tag, limit: 25 })).rows)).toEqual([ids[3]]);
    expect((await listEmails({ status: "sending", q: tag, limit: 25 })).rows).toEqual([]);
    const all = await listEmails({ status: "failed", limit: 25 });
    expect(all.rows.every((row) => row.status === "failed")).toBe(true);
  });

  it("pages older by the cursor without showing a message twice or skipping one, and back newer", async () => {
    const seen: number[] = [];
    let page = await listEmails({ q: tag, limit: 2 });
    expect(page.newer).toBeNull();
    const pages: number[][] = [idsOf(page.rows)];
    seen.push(...idsOf(page.rows));
    while (page.older !== null) {
      page = await listEmails({ q: tag, cursor: page.older, direction: "older", limit: 2 });
      pages.push(idsOf(page.rows));
      seen.push(...idsOf(page.rows));
    }
    const [fifth, fourth, third, second, first] = newestFirst();
    expect(pages).toEqual([[fifth, fourth], [third, second], [first]]);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(newestFirst());

    // The last page goes back up to the one before it, which goes back to the newest.
    expect(page.newer).toBe(first);
    const back = await listEmails({ q: tag, cursor: page.newer!, direction: "newer", limit: 2 });
    expect(idsOf(back.rows)).toEqual([third, second]);
    expect(back).toMatchObject({ older: second, newer: third });
    const top = await listEmails({ q: tag, cursor: back.newer!, direction: "newer", limit: 2 });
    expect(idsOf(top.rows)).toEqual([fifth, fourth]);
    expect(top).toMatchObject({ older: fourth, newer: null });
  });

  it("reads its filters from the address leniently, and writes them back", () => {
    expect(parseEmailFilters({ status: "failed", q: `  ${tag} `, cursor: "42", dir: "newer" })).toEqual({
      status: "failed",
      q: tag,
      cursor: 42,
      direction: "newer",
    });
    expect(parseEmailFilters({ status: "bounced", q: "x".repeat(201), cursor: "-3", dir: "sideways" })).toEqual(NO_EMAIL_FILTERS);
    expect(parseEmailFilters({ cursor: "99999999999" })).toEqual(NO_EMAIL_FILTERS);
    // A direction without a cursor means the newest page.
    expect(parseEmailFilters({ dir: "newer" })).toEqual(NO_EMAIL_FILTERS);
    expect(emailsHref({ status: "failed", q: "tz 1" }, { cursor: 9, direction: "newer" })).toBe(
      "/admin/emails?status=failed&q=tz+1&cursor=9&dir=newer",
    );
    expect(emailsHref(NO_EMAIL_FILTERS)).toBe("/admin/emails");
  });
});

describe("emailsFor", () => {
  it("lists one record's messages newest first, an order's named by its number with a link to its page", async () => {
    const order = await db().order.findFirstOrThrow({ select: { id: true, orderNumber: true } });
    const lead = `lead-${randomUUID()}`;
    const [confirmation, notice] = await writeEmails([
      {
        to: `buyer-${randomUUID()}@example.com`,
        subject: "Your order is confirmed",
        status: "written",
        relatedType: "Order",
        relatedId: order.id,
      },
      { to: "staff@example.com", subject: "New order", status: "sent", relatedType: "Order", relatedId: order.id },
      { to: "staff@example.com", subject: "New lead", status: "sent", relatedType: "Lead", relatedId: lead },
    ]);
    const history = await emailsFor("Order", order.id);
    // Other files write messages about the same seeded order: these two are the newest.
    expect(idsOf(history.slice(0, 2))).toEqual([notice, confirmation]);
    expect(history.every((row) => row.related?.id === order.id)).toBe(true);
    expect(history[0]!.related).toEqual({
      type: "Order",
      id: order.id,
      label: `Order ${order.orderNumber}`,
      href: `/admin-orders/${encodeURIComponent(order.id)}`,
    });
    const leadHistory = await emailsFor("Lead", lead);
    expect(leadHistory.map((row) => row.subject)).toEqual(["New lead"]);
    expect(leadHistory[0]!.related).toEqual({ type: "Lead", id: lead, label: `Lead ${lead}`, href: null });
  });
});

function idsOf(rows: { id: number }[]): number[] {
  return rows.map((row) => row.id);
}
