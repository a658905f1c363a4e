// The staff accounts the owner manages at /admin/staff: the members and the invitations
// still waiting, inviting someone (an e-mailed set-password link, lib/auth/staff-invitation.ts takes it
// from there), sending an invitation again or withdrawing it, changing a member's role, deactivating
// (their sessions end at once) and reactivating. The rules are lib/staff/rules.ts. Every change
// writes its audit row naming the owner who made it, in the change's own transaction.
import "server-only";
import { recordAudit } from "@/lib/audit";
import { newLinkToken } from "@/lib/auth/link-token";
import { personalEmail } from "@/lib/auth/account-email";
import { endAllSessions } from "@/lib/auth/sessions";
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS } from "@/lib/auth/staff-access";
import { db } from "@/lib/db/client";
import { INVITATION_TTL_MS, invitationProblem, invitationState, revokesInvitations, staffChangeProblem } from "@/lib/staff/rules";
import { queueDeliverySafely, recordEmail, type EmailMessage } from "@/lib/email";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StaffRole } from "@/lib/generated/prisma/enums";
import { siteConfig } from "@/lib/site-config";
import { StaffRequestError } from "../admin/errors";
import type { InvitationRow, InviteStaffInput, StaffChangeInput, StaffMemberRow } from "./schema";

const TRANSACTION = { maxWait: 10_000, timeout: 15_000 } as const;

/** Who acts (the signed-in owner) and from where; `origin` is the site's own address for the link. */
export type StaffContext = { actor: { id: string; email: string }; ip?: string | null; origin: string; now?: Date };

const MEMBER_FIELDS = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  staffRole: true,
  deactivatedAt: true,
  lastLoginAt: true,
} as const satisfies Prisma.UserSelect;

type Member = Prisma.UserGetPayload<{ select: typeof MEMBER_FIELDS }>;

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

function toMemberRow(member: Member): StaffMemberRow {
  return {
    ...member,
    active: member.deactivatedAt === null,
    deactivatedAt: member.deactivatedAt?.toISOString() ?? null,
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
  };
}

/** Every staff member (by name) and every invitation not used or withdrawn (newest first). */
export async function staffAccounts(now: Date = new Date()): Promise<{ members: StaffMemberRow[]; invitations: InvitationRow[] }> {
  const [members, invitations] = await Promise.all([
    db().user.findMany({ where: { role: "staff" }, orderBy: [{ firstName: "asc" }, { lastName: "asc" }], select: MEMBER_FIELDS }),
    db().staffInvitation.findMany({
      where: { usedAt: null, revokedAt: null },
      orderBy: { id: "desc" },
      take: 200,
      include: { invitedBy: { select: { firstName: true, lastName: true } } },
    }),
  ]);
  return {
    members: members.map(toMemberRow),
    invitations: invitations.map(
      ({ invitedBy, tokenHash: _hash, usedAt: _used, revokedAt: _revoked, invitedById: _by, ...invitation }) => ({
        ...invitation,
        createdAt: invitation.createdAt.toISOString(),
        expiresAt: invitation.expiresAt.toISOString(),
        expired: invitation.expiresAt.getTime() <= now.getTime(),
        invitedBy: invitedBy ? fullName(invitedBy) : null,
      }),
    ),
  };
}

type InvitationDetails = { firstName: string; lastName: string; email: string; staffRole: StaffRole };

function invitationEmail(invitation: InvitationDetails & { id: number }, link: string, inviter: string): EmailMessage {
  const role = STAFF_ROLE_LABELS[invitation.staffRole];
  const letter = personalEmail(
    invitation,
    `You are invited to the ${siteConfig.companyName} staff area`,
    [
      `${inviter} invited you to the ${siteConfig.companyName} staff area with the ${role} role (${STAFF_ROLE_DESCRIPTIONS[invitation.staffRole].toLowerCase()}). Choose your password here to make your account:`,
      link,
      "The link works once and for 72 hours. If you did not expect this invitation, ignore this e-mail: no account is made until the link is used.",
    ],
    { relatedType: "StaffInvitation", relatedId: String(invitation.id) },
  );
  // The e-mail log keeps a marker in place of the link.
  return { ...letter, secretLinks: [{ kind: "invitation", url: link }] };
}

/**
 * Makes the invitation and its e-mail in one transaction (the e-mail's delivery is queued after the
 * commit). `replacing` is the invitation sent again: it must still be waiting, so that two presses of
 * "Resend" send one new link. Any other invitation of the address still waiting stops working.
 */
async function issueInvitation(details: InvitationDetails, context: StaffContext, replacing?: number) {
  const now = context.now ?? new Date();
  const { token, tokenHash, expiresAt } = newLinkToken(INVITATION_TTL_MS, now);
  const link = `${context.origin}/staff-invitation?token=${encodeURIComponent(token)}`;
  const { invitation, emailId } = await db().$transaction(async (tx) => {
    if (replacing !== undefined) {
      const claimed = await tx.staffInvitation.updateMany({
        where: { id: replacing, usedAt: null, revokedAt: null },
        data: { revokedAt: now },
      });
      if (claimed.count !== 1) throw new StaffRequestError(409, "This invitation has been used or withdrawn meanwhile", "id");
    }
    const replaced = await tx.staffInvitation.updateMany({
      where: { email: details.email, usedAt: null, revokedAt: null },
      data: { revokedAt: now },
    });
    const inviter = await tx.user.findUnique({ where: { id: context.actor.id }, select: { firstName: true, lastName: true } });
    const invitation = await tx.staffInvitation.create({
      data: { ...details, tokenHash, expiresAt, invitedById: context.actor.id, createdAt: now },
      select: { id: true, email: true, expiresAt: true },
    });
    const email = await recordEmail(
      invitationEmail({ ...details, id: invitation.id }, link, inviter ? fullName(inviter) : "The owner"),
      tx,
    );
    await recordAudit(
      {
        actor: context.actor,
        action: replacing === undefined ? "staff.invited" : "staff.invitation_resent",
        entityType: "StaffInvitation",
        entityId: invitation.id,
        before: replacing === undefined ? undefined : { invitation: replacing },
        after: {
          name: fullName(details),
          email: details.email,
          staffRole: details.staffRole,
          expiresAt,
          ...(replacing === undefined && replaced.count > 0 ? { replaced: replaced.count } : {}),
        },
        ip: context.ip,
      },
      tx,
    );
    return { invitation, emailId: email.id };
  }, TRANSACTION);
  await queueDeliverySafely(emailId);
  return { id: invitation.id, email: invitation.email, expiresAt: invitation.expiresAt.toISOString() };
}

async function refuseExistingAccount(email: string) {
  const account = await db().user.findUnique({ where: { email }, select: { role: true } });
  const problem = invitationProblem(account);
  if (problem) throw new StaffRequestError(409, problem.message, problem.field);
}

/** Invites `input.email` with a role; 409 naming "email" when the address has an account already. */
export async function inviteStaff(input: InviteStaffInput, context: StaffContext) {
  const details = { ...input, email: input.email.trim().toLowerCase() };
  await refuseExistingAccount(details.email);
  return issueInvitation(details, context);
}

async function waitingInvitation(id: number) {
  const invitation = await db().staffInvitation.findUnique({ where: { id } });
  if (!invitation) throw new StaffRequestError(404, "No invitation has this id", "id");
  const state = invitationState(invitation);
  if (state === "used") throw new StaffRequestError(409, "This invitation has been used: the account exists", "id");
  if (state === "revoked") throw new StaffRequestError(409, "This invitation has been withdrawn", "id");
  return invitation;
}

/** "Resend": a new link (72 hours from now) for a waiting or expired invitation; the old link stops working. */
export async function resendInvitation(id: number, context: StaffContext) {
  const { firstName, lastName, email, staffRole } = await waitingInvitation(id);
  await refuseExistingAccount(email);
  return issueInvitation({ firstName, lastName, email, staffRole }, context, id);
}

/** "Revoke": the invitation's link stops working. */
export async function revokeInvitation(id: number, context: Omit<StaffContext, "origin">): Promise<void> {
  const invitation = await waitingInvitation(id);
  const now = context.now ?? new Date();
  await db().$transaction(async (tx) => {
    const revoked = await tx.staffInvitation.updateMany({ where: { id, usedAt: null, revokedAt: null }, data: { revokedAt: now } });
    if (revoked.count !== 1) throw new StaffRequestError(409, "This invitation has been used or withdrawn meanwhile", "id");
    await recordAudit(
      {
        actor: context.actor,
        action: "staff.invitation_revoked",
        entityType: "StaffInvitation",
        entityId: id,
        before: { name: fullName(invitation), email: invitation.email, staffRole: invitation.staffRole },
        ip: context.ip,
      },
      tx,
    );
  }, TRANSACTION);
}

/**
 * A new role, deactivation or reactivation of the staff member `id`. The active owners are locked first,
 * so that two owners demoting each other at the same moment cannot leave the shop without one.
 * Deactivation ends every session of the member at once; deactivation and a new role revoke the
 * invitations the member sent that are still open.
 */
export async function changeStaffMember(
  id: string,
  change: StaffChangeInput,
  context: Omit<StaffContext, "origin">,
): Promise<StaffMemberRow> {
  const now = context.now ?? new Date();
  const updated = await db().$transaction(async (tx) => {
    const owners = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "User" WHERE role = 'staff' AND "staffRole" = 'owner' AND "deactivatedAt" IS NULL FOR UPDATE`;
    const member = await tx.user.findFirst({ where: { id, role: "staff" }, select: MEMBER_FIELDS });
    if (!member) throw new StaffRequestError(404, "No staff member has this id", "id");
    const active = member.deactivatedAt === null;
    const problem = staffChangeProblem({ id, staffRole: member.staffRole, active }, change, {
      actorId: context.actor.id,
      activeOwners: owners.length,
    });
    if (problem) throw new StaffRequestError(409, problem.message, problem.field);

    const newRole = change.staffRole !== undefined && change.staffRole !== member.staffRole ? change.staffRole : null;
    const newActive = change.active !== undefined && change.active !== active ? change.active : null;
    if (newRole === null && newActive === null) return member;
    const changed = await tx.user.update({
      where: { id },
      data: { ...(newRole ? { staffRole: newRole } : {}), ...(newActive === null ? {} : { deactivatedAt: newActive ? null : now }) },
      select: MEMBER_FIELDS,
    });
    const audit = (action: string, before: object, after: object) =>
      recordAudit({ actor: context.actor, action, entityType: "User", entityId: id, before, after, ip: context.ip }, tx);
    const name = fullName(member);
    if (newRole) await audit("staff.role_changed", { name, staffRole: member.staffRole }, { name, staffRole: newRole });
    if (newActive === false) {
      const sessionsEnded = await endAllSessions(id, "deactivated", tx);
      await audit("staff.deactivated", { name, active: true }, { name, active: false, sessionsEnded });
    }
    if (newActive === true) await audit("staff.reactivated", { name, active: false }, { name, active: true });
    // The invitations this member sent die with the access they were sent under.
    if (revokesInvitations({ staffRole: member.staffRole, active }, change)) {
      const open = await tx.staffInvitation.findMany({ where: { invitedById: id, usedAt: null, revokedAt: null }, select: { id: true } });
      if (open.length > 0) {
        await tx.staffInvitation.updateMany({
          where: { id: { in: open.map((row) => row.id) }, usedAt: null, revokedAt: null },
          data: { revokedAt: now },
        });
        await audit("staff.invitations_revoked", { name, invitations: open.map((row) => row.id) }, { name, revoked: open.length });
      }
    }
    return changed;
  }, TRANSACTION);
  return toMemberRow(updated);
}
