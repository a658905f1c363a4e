// Staff accounts: the owner invites someone by e-mail with a role, the invitee chooses a
// password through the link (once, within 72 hours, not after it was withdrawn) and signs in with that
// role; the owner changes roles, deactivates (every session ends at once, sign-in is refused) and
// reactivates; the shop always keeps an active owner; every change is in the audit log under the person
// who made it.
import { randomUUID } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import StaffAccountsPage from "@/app/(staff)/admin/staff/page";
import { DELETE as revokeRoute } from "@/app/api/admin/staff/invitations/[id]/route";
import { POST as resendRoute } from "@/app/api/admin/staff/invitations/[id]/resend/route";
import { POST as inviteRoute } from "@/app/api/admin/staff/invitations/route";
import { PATCH as changeRoute } from "@/app/api/admin/staff/members/[id]/route";
import type { StaffRequestError } from "@/lib/admin/errors";
import { changeStaffMember, inviteStaff, staffAccounts } from "@/lib/staff/accounts";
import { checkCredentials } from "@/lib/auth/credentials";
import { hashLinkToken } from "@/lib/auth/link-token";
import { findOpenSession, openSession } from "@/lib/auth/sessions";
import { acceptStaffInvitation, invitationLink } from "@/lib/auth/staff-invitation";
import { db } from "@/lib/db/client";
import { INVITATION_ACCOUNT_EXISTS, INVITATION_MESSAGES, STAFF_RULE_MESSAGES } from "@/lib/staff/rules";
import type { StaffRole } from "@/lib/generated/prisma/enums";
import type { RouteHandler } from "@/lib/http/route";
import StaffForbidden from "@/app/(staff)/forbidden";
import { StaffOnly } from "@/components/staff/staff-only";
import { staffPageUser } from "@/lib/admin/page-guard";
import { createCustomer, mailedLink, TEST_PASSWORD } from "@/tests/support/accounts";
import { sessionCookieHeader } from "@/tests/support/auth";

// The staff pages read the request through next/headers, as Next hands it to them.
const pageRequest = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => pageRequest.headers }));

const PASSWORD = "copper-kettle-58";
let addressCounter = 0;
// A range of its own: the sign-in limits count per address across the whole run (auth-accounts.test.ts uses 198.18.x.x, auth-reset.test.ts 198.19.x.x).
const nextAddress = () => `100.64.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

type Member = { id: string; email: string; cookie: string };

async function staffMember(staffRole: StaffRole, firstName = "Dana"): Promise<Member> {
  const user = await createCustomer({ email: `staff-${staffRole}-${randomUUID()}@example.com`, firstName, lastName: "Reyes" });
  await db().user.update({ where: { id: user.id }, data: { role: "staff", staffRole } });
  return { id: user.id, email: user.email, cookie: await sessionCookieHeader({ ...user, role: "staff" }) };
}

let owner: Member;

beforeAll(async () => {
  owner = await staffMember("owner", "Olive");
});

/** One call of a staff-account route as `who`, with its JSON answer. */
async function api(handler: RouteHandler, who: Member, { body, id }: { body?: unknown; id?: string | number } = {}) {
  const headers = new Headers({ cookie: who.cookie, "x-forwarded-for": nextAddress() });
  if (body !== undefined) headers.set("content-type", "application/json");
  const request = new Request("http://localhost/api/admin/staff", {
    method: handler === changeRoute ? "PATCH" : handler === revokeRoute ? "DELETE" : "POST",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await handler(request, { params: Promise.resolve(id === undefined ? {} : { id: String(id) }) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { fields?: Record<string, string> } };
}

const newInvitee = (staffRole: StaffRole = "sales") => ({
  firstName: "Sam",
  lastName: "Ortiz",
  email: `invitee-${randomUUID()}@example.com`,
  staffRole,
});

/** Invites through the API as the owner; the mailed link's token. */
async function invite(invitee = newInvitee()) {
  const answer = await api(inviteRoute, owner, { body: invitee });
  expect(answer.status).toBe(201);
  return { ...(await mailedLink(invitee.email, "/staff-invitation")), invitationId: (answer.body.invitation as { id: number }).id };
}

const signIn = (email: string, password = PASSWORD) => checkCredentials({ email, password }, { address: nextAddress() });

describe("inviting staff", () => {
  it("e-mails a link through the queue, its token stored only as a hash, good for 72 hours, and audits the owner", async () => {
    const invitee = newInvitee("orders");
    const { mail, link, token, invitationId } = await invite(invitee);
    expect(link).toMatch(/\/staff-invitation\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail).toMatchObject({ status: expect.stringMatching(/queued|sending|sent|written/), relatedType: "StaffInvitation" });
    // Recorded with the invitation, then handed to the job queue that delivers it.
    expect(mail.jobId).not.toBeNull();
    expect(mail.text).toContain("Orders role");
    expect(mail.text).toContain("72 hours");
    // The e-mail log keeps the message with a marker in place of the link.
    expect(mail.text).toContain("[invitation link, not kept]");
    expect(JSON.stringify(await db().outgoingEmail.findUniqueOrThrow({ where: { id: mail.id } }))).not.toContain(token);
    const row = await db().staffInvitation.findUniqueOrThrow({ where: { id: invitationId } });
    expect(row).toMatchObject({ email: invitee.email, staffRole: "orders", invitedById: owner.id, usedAt: null, revokedAt: null });
    expect(row.tokenHash).toBe(hashLinkToken(token));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(72 * 60 * 60 * 1000);
    expect(await db().auditLog.findFirst({ where: { action: "staff.invited", entityId: String(invitationId) } })).toMatchObject({
      actorId: owner.id,
      actorLabel: owner.email,
    });
    expect((await staffAccounts()).invitations.map((invitation) => invitation.id)).toContain(invitationId);
  });

  it("refuses an address that has a customer or a staff account (409 on the e-mail)", async () => {
    const customer = await createCustomer();
    const answer = await api(inviteRoute, owner, { body: { ...newInvitee(), email: customer.email.toUpperCase() } });
    expect(answer).toEqual({
      status: 409,
      body: { error: STAFF_RULE_MESSAGES.customerExists, fields: { email: STAFF_RULE_MESSAGES.customerExists } },
    });
    const staff = await api(inviteRoute, owner, { body: { ...newInvitee(), email: owner.email } });
    expect(staff.body.fields).toEqual({ email: STAFF_RULE_MESSAGES.staffExists });
  });

  it("names the fields a bad invitation lacks", async () => {
    const answer = await api(inviteRoute, owner, { body: { firstName: "", email: "not-an-address", staffRole: "janitor" } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields ?? {}).sort()).toEqual(["email", "firstName", "lastName", "staffRole"]);
  });

  it("replaces the invitation still waiting when the address is invited again, and on Resend", async () => {
    const invitee = newInvitee();
    const first = await invite(invitee);
    const second = await invite(invitee);
    expect((await invitationLink(first.token)).state).toBe("revoked");
    expect((await invitationLink(second.token)).state).toBe("valid");

    const resent = await api(resendRoute, owner, { id: second.invitationId });
    expect(resent.status).toBe(200);
    const third = await mailedLink(invitee.email, "/staff-invitation");
    expect(third.token).not.toBe(second.token);
    expect((await invitationLink(second.token)).state).toBe("revoked");
    expect((await invitationLink(third.token)).state).toBe("valid");
    const waiting = (await staffAccounts()).invitations.filter((invitation) => invitation.email === invitee.email);
    expect(waiting).toHaveLength(1);
    expect(
      await db().auditLog.count({ where: { action: "staff.invitation_resent", actorId: owner.id, entityId: String(waiting[0]!.id) } }),
    ).toBe(1);
    // The replaced invitation cannot be sent again.
    expect((await api(resendRoute, owner, { id: second.invitationId })).status).toBe(409);
  });
});

describe("accepting an invitation", () => {
  it("sets the password and makes a staff account with the role, which signs in", async () => {
    const invitee = newInvitee("content");
    const { token, invitationId } = await invite(invitee);
    expect(await invitationLink(token)).toEqual({
      state: "valid",
      invitee: { firstName: "Sam", email: invitee.email, staffRole: "content" },
    });
    expect(await acceptStaffInvitation({ token, password: PASSWORD }, { ip: "203.0.113.61" })).toEqual({ ok: true, email: invitee.email });

    const signedIn = await signIn(invitee.email);
    expect(signedIn).toMatchObject({ ok: true, user: { email: invitee.email, role: "staff", staffRole: "content", firstName: "Sam" } });
    const user = await db().user.findUniqueOrThrow({ where: { email: invitee.email } });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await db().auditLog.findFirst({ where: { action: "staff.joined", entityId: user.id } })).toMatchObject({
      actorId: user.id,
      actorLabel: invitee.email,
      ip: "203.0.113.61",
      after: expect.objectContaining({ staffRole: "content", invitation: invitationId, invitedBy: owner.email }),
    });
    expect((await staffAccounts()).invitations.map((invitation) => invitation.id)).not.toContain(invitationId);
  });

  it("refuses the link once used, and a password the rules refuse", async () => {
    const invitee = newInvitee();
    const { token } = await invite(invitee);
    expect(await acceptStaffInvitation({ token, password: "password123" })).toMatchObject({
      ok: false,
      fields: { password: expect.any(String) },
    });
    expect(await acceptStaffInvitation({ token, password: `${invitee.email}-x` })).toMatchObject({
      ok: false,
      fields: { password: expect.any(String) },
    });
    expect((await acceptStaffInvitation({ token, password: PASSWORD })).ok).toBe(true);
    expect(await acceptStaffInvitation({ token, password: "another-choice-99" })).toEqual({
      ok: false,
      error: INVITATION_MESSAGES.used,
      fields: { token: INVITATION_MESSAGES.used },
    });
    expect((await signIn(invitee.email)).ok).toBe(true);
    expect((await signIn(invitee.email, "another-choice-99")).ok).toBe(false);
  });

  it("refuses a link after 72 hours", async () => {
    const invitee = newInvitee();
    const sent = new Date(Date.now() - 73 * 60 * 60 * 1000);
    await inviteStaff(invitee, { actor: { id: owner.id, email: owner.email }, origin: "http://shop.test", now: sent });
    const { token } = await mailedLink(invitee.email, "/staff-invitation");
    expect((await invitationLink(token, new Date(sent.getTime() + 71 * 60 * 60 * 1000))).state).toBe("valid");
    expect((await invitationLink(token)).state).toBe("expired");
    expect(await acceptStaffInvitation({ token, password: PASSWORD })).toMatchObject({ ok: false, error: INVITATION_MESSAGES.expired });
    expect(await db().user.count({ where: { email: invitee.email } })).toBe(0);
    // Still listed, marked expired, so the owner can send it again.
    expect((await staffAccounts()).invitations.find((invitation) => invitation.email === invitee.email)).toMatchObject({ expired: true });
  });

  it("refuses a revoked link with a clear message", async () => {
    const invitee = newInvitee();
    const { token, invitationId } = await invite(invitee);
    expect(await api(revokeRoute, owner, { id: invitationId })).toEqual({ status: 200, body: { success: true } });
    expect(await acceptStaffInvitation({ token, password: PASSWORD })).toMatchObject({ ok: false, error: INVITATION_MESSAGES.revoked });
    expect(
      await db().auditLog.count({ where: { action: "staff.invitation_revoked", actorId: owner.id, entityId: String(invitationId) } }),
    ).toBe(1);
    expect((await api(revokeRoute, owner, { id: invitationId })).status).toBe(409);
    expect((await api(revokeRoute, owner, { id: 2_000_000_000 })).status).toBe(404);
  });

  it("makes one account of two submissions at once", async () => {
    const invitee = newInvitee();
    const { token } = await invite(invitee);
    const results = await Promise.all([
      acceptStaffInvitation({ token, password: "first-choice-123" }),
      acceptStaffInvitation({ token, password: "second-choice-456" }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await db().user.count({ where: { email: invitee.email } })).toBe(1);
    expect(await db().auditLog.count({ where: { action: "staff.joined", actorLabel: invitee.email } })).toBe(1);
  });

  it("makes no second account when the address registered meanwhile", async () => {
    const invitee = newInvitee();
    const { token } = await invite(invitee);
    await createCustomer({ email: invitee.email });
    expect(await acceptStaffInvitation({ token, password: PASSWORD })).toEqual({ ok: false, error: INVITATION_ACCOUNT_EXISTS, fields: {} });
    expect((await db().user.findUniqueOrThrow({ where: { email: invitee.email } })).role).toBe("customer");
    expect((await invitationLink(token)).state).toBe("valid");
  });
});

/**
 * Runs `body` while `ownerId` is the only active owner: the other owners (the seeded one, those of other
 * tests) are made sales staff meanwhile and owners again afterwards.
 */
async function asOnlyOwner(ownerId: string, body: () => Promise<void>) {
  const others = await db().user.findMany({
    where: { role: "staff", staffRole: "owner", deactivatedAt: null, id: { not: ownerId } },
    select: { id: true },
  });
  const ids = others.map((other) => other.id);
  await db().user.updateMany({ where: { id: { in: ids } }, data: { staffRole: "sales" } });
  try {
    await body();
  } finally {
    await db().user.updateMany({ where: { id: { in: ids } }, data: { staffRole: "owner" } });
  }
}

describe("changing a member", () => {
  it("keeps the last active owner: no other role, no deactivation (409 naming the field)", async () => {
    const only = await staffMember("owner");
    const colleague = await staffMember("orders");
    await asOnlyOwner(only.id, async () => {
      expect(await api(changeRoute, only, { id: only.id, body: { staffRole: "sales" } })).toEqual({
        status: 409,
        body: { error: STAFF_RULE_MESSAGES.lastOwnerRole, fields: { staffRole: STAFF_RULE_MESSAGES.lastOwnerRole } },
      });
      expect((await api(changeRoute, only, { id: only.id, body: { active: false } })).body.fields).toEqual({
        active: STAFF_RULE_MESSAGES.ownAccount,
      });
      // With a second owner, the first may step down.
      expect((await api(changeRoute, only, { id: colleague.id, body: { staffRole: "owner" } })).status).toBe(200);
      expect(await api(changeRoute, only, { id: only.id, body: { staffRole: "sales" } })).toMatchObject({
        status: 200,
        body: { member: { id: only.id, staffRole: "sales", active: true } },
      });
      // Now the colleague is the last owner in turn.
      expect((await api(changeRoute, colleague, { id: colleague.id, body: { staffRole: "content" } })).status).toBe(409);
      await db().user.update({ where: { id: only.id }, data: { staffRole: "owner" } });
      await db().user.update({ where: { id: colleague.id }, data: { staffRole: "orders" } });
    });
  });

  it("of two owners removing each other at once, only one succeeds", async () => {
    const first = await staffMember("owner");
    const second = await staffMember("owner");
    await asOnlyOwner(first.id, async () => {
      await db().user.update({ where: { id: second.id }, data: { staffRole: "owner" } });
      // Past the door both at once: the lock on the active owners decides.
      const results = await Promise.allSettled([
        changeStaffMember(second.id, { active: false }, { actor: first }),
        changeStaffMember(first.id, { staffRole: "sales" }, { actor: second }),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
      const refusal = results.find((result) => result.status === "rejected")!.reason as StaffRequestError;
      expect(refusal).toMatchObject({ status: 409, field: expect.stringMatching(/^(active|staffRole)$/) });
      expect(await db().user.count({ where: { id: { in: [first.id, second.id] }, staffRole: "owner", deactivatedAt: null } })).toBe(1);
      await db().user.updateMany({ where: { id: { in: [first.id, second.id] } }, data: { staffRole: "sales", deactivatedAt: null } });
      await db().user.update({ where: { id: first.id }, data: { staffRole: "owner" } });
    });
  });

  it("deactivation ends every session at once and refuses sign-in; reactivation lets the member back", async () => {
    const member = await staffMember("sales", "Quinn");
    const other = await openSession(member.id);
    expect(await findOpenSession(other.id, member.id)).not.toBeNull();

    const answer = await api(changeRoute, owner, { id: member.id, body: { active: false } });
    expect(answer).toMatchObject({ status: 200, body: { member: { id: member.id, active: false } } });
    expect(await findOpenSession(other.id, member.id)).toBeNull();
    const ended = await db().session.findMany({ where: { userId: member.id } });
    expect(ended.map((session) => [session.endedAt !== null, session.endReason])).toEqual(ended.map(() => [true, "deactivated"]));
    expect((await checkCredentials({ email: member.email, password: TEST_PASSWORD }, { address: nextAddress() })).ok).toBe(false);
    // The member's own cookie opens nothing any more.
    expect((await api(changeRoute, member, { id: owner.id, body: { staffRole: "sales" } })).status).toBe(401);
    expect(await db().auditLog.findFirst({ where: { action: "staff.deactivated", entityId: member.id } })).toMatchObject({
      actorId: owner.id,
      actorLabel: owner.email,
      before: { name: "Quinn Reyes", active: true },
      after: { name: "Quinn Reyes", active: false, sessionsEnded: ended.length },
    });

    expect((await api(changeRoute, owner, { id: member.id, body: { active: true } })).body.member).toMatchObject({ active: true });
    expect((await checkCredentials({ email: member.email, password: TEST_PASSWORD }, { address: nextAddress() })).ok).toBe(true);
    expect(await db().auditLog.count({ where: { action: "staff.reactivated", entityId: member.id, actorId: owner.id } })).toBe(1);
  });

  it("a new role counts at the member's next request, and is audited with the owner's name", async () => {
    const member = await staffMember("sales");
    expect((await api(changeRoute, owner, { id: member.id, body: { staffRole: "owner" } })).status).toBe(200);
    expect((await api(changeRoute, member, { id: member.id, body: { staffRole: "sales" } })).status).toBe(200);
    expect((await api(changeRoute, member, { id: member.id, body: { staffRole: "owner" } })).body).toEqual({
      error: "Only an owner may do this",
    });
    const changes = await db().auditLog.findMany({ where: { action: "staff.role_changed", entityId: member.id }, orderBy: { id: "asc" } });
    expect(changes.map((entry) => [entry.actorId, entry.before, entry.after])).toEqual([
      [owner.id, { name: "Dana Reyes", staffRole: "sales" }, { name: "Dana Reyes", staffRole: "owner" }],
      [member.id, { name: "Dana Reyes", staffRole: "owner" }, { name: "Dana Reyes", staffRole: "sales" }],
    ]);
  });

  it("answers 404 for an id that is not a staff member's, a customer's included", async () => {
    const customer = await createCustomer();
    expect((await api(changeRoute, owner, { id: customer.id, body: { staffRole: "sales" } })).status).toBe(404);
    expect((await api(changeRoute, owner, { id: "no-such-member", body: { active: false } })).status).toBe(404);
    expect((await api(changeRoute, owner, { id: owner.id, body: {} })).body.fields).toEqual({
      body: "Send a new staffRole, or active true or false",
    });
  });
});

describe("an inviter's access", () => {
  /** `inviter` invites a new address as an owner; the mailed link's token and the invitation's id. */
  async function inviteAs(inviter: Member, staffRole: StaffRole = "owner") {
    const invitee = newInvitee(staffRole);
    const answer = await api(inviteRoute, inviter, { body: invitee });
    expect(answer.status).toBe(201);
    return {
      invitee,
      ...(await mailedLink(invitee.email, "/staff-invitation")),
      invitationId: (answer.body.invitation as { id: number }).id,
    };
  }

  /** An owner made the way the pen-test made one: invited by an owner, joined through the link. */
  async function invitedOwner(): Promise<Member> {
    const { invitee, token } = await inviteAs(owner);
    expect((await acceptStaffInvitation({ token, password: PASSWORD })).ok).toBe(true);
    const user = await db().user.findUniqueOrThrow({ where: { email: invitee.email } });
    return { id: user.id, email: user.email, cookie: await sessionCookieHeader({ ...user, role: "staff" }) };
  }

  it("a deactivated owner's invitation makes no owner: revoked on deactivation, and refused on use", async () => {
    const second = await invitedOwner();
    const { invitee, token, invitationId } = await inviteAs(second);
    expect((await api(changeRoute, owner, { id: second.id, body: { active: false } })).status).toBe(200);

    expect((await invitationLink(token)).state).toBe("revoked");
    expect(await acceptStaffInvitation({ token, password: PASSWORD })).toMatchObject({ ok: false, error: INVITATION_MESSAGES.revoked });
    expect(await db().user.count({ where: { email: invitee.email } })).toBe(0);
    expect((await staffAccounts()).invitations.map((invitation) => invitation.id)).not.toContain(invitationId);
    expect(await db().auditLog.findFirst({ where: { action: "staff.invitations_revoked", entityId: second.id } })).toMatchObject({
      actorId: owner.id,
      after: expect.objectContaining({ revoked: 1 }),
    });
  });

  it("a demoted owner's invitation is revoked with the role", async () => {
    const second = await invitedOwner();
    const { invitee, token } = await inviteAs(second, "sales");
    expect((await api(changeRoute, owner, { id: second.id, body: { staffRole: "sales" } })).status).toBe(200);
    expect(await acceptStaffInvitation({ token, password: PASSWORD })).toMatchObject({ ok: false, error: INVITATION_MESSAGES.revoked });
    expect(await db().user.count({ where: { email: invitee.email } })).toBe(0);
  });

  it("an invitation still open whose inviter lost their access is refused on use, the account not made", async () => {
    const second = await invitedOwner();
    const { invitee, token } = await inviteAs(second);
    // As an invitation sent before its inviter was deactivated, or one whose revocation raced the use.
    await db().user.update({ where: { id: second.id }, data: { deactivatedAt: new Date() } });
    expect((await invitationLink(token)).state).toBe("inviter");
    expect(await acceptStaffInvitation({ token, password: PASSWORD })).toMatchObject({ ok: false, error: INVITATION_MESSAGES.inviter });
    expect(await db().user.count({ where: { email: invitee.email } })).toBe(0);

    const third = await invitedOwner();
    const late = await inviteAs(third);
    await db().user.update({ where: { id: third.id }, data: { staffRole: "orders" } });
    expect(await acceptStaffInvitation({ token: late.token, password: PASSWORD })).toMatchObject({
      ok: false,
      error: INVITATION_MESSAGES.inviter,
    });
    expect(await db().user.count({ where: { email: late.invitee.email } })).toBe(0);
  });

  it("a reactivation or another member's change leaves the invitations of the others as they are", async () => {
    const second = await invitedOwner();
    const { token } = await inviteAs(second, "content");
    const sales = await staffMember("sales");
    expect((await api(changeRoute, owner, { id: sales.id, body: { active: false } })).status).toBe(200);
    expect((await acceptStaffInvitation({ token, password: PASSWORD })).ok).toBe(true);
  });
});

describe("the staff pages", () => {
  /** The page as `cookie`'s holder gets it, and the refusal it shows instead of its content, if any. */
  async function visit(cookie: string) {
    pageRequest.headers = new Headers({ cookie, "x-forwarded-proto": "http", "x-forwarded-for": nextAddress() });
    try {
      await StaffAccountsPage();
      return null;
    } catch (error) {
      // forbidden(): Next answers 403 with app/(staff)/forbidden.tsx, which shows StaffOnly.
      expect(error).toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;403" });
      expect(StaffForbidden().type).toBe(StaffOnly);
      return renderToStaticMarkup(await StaffOnly());
    }
  }

  it("show the owner the staff accounts, and tell another role that the page is not for it", async () => {
    expect(await visit(owner.cookie)).toBeNull();
    const sales = await staffMember("sales");
    const refusal = await visit(sales.cookie);
    await expect(staffPageUser("/admin/staff", "owner")).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;403" });
    expect(await staffPageUser("/admin/leads", "sales")).toMatchObject({ id: sales.id, staffRole: "sales" });
    expect(refusal).toContain("Not for your role");
    expect(refusal).toContain("This page is not for your role (Sales).");
    expect(refusal).toContain('href="/admin"');
  });

  it("tell a customer that they are for staff", async () => {
    const customer = await createCustomer();
    const refusal = await visit(await sessionCookieHeader(customer));
    expect(refusal).toContain("Staff only");
    expect(refusal).not.toContain("your role");
  });
});
