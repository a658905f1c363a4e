// Accepting a staff invitation: the invitee opens the e-mailed link (/staff-invitation),
// chooses a password by the site's rules and gets a staff account with the role the owner gave, its
// address proven (the link came to it); then they sign in. The link works once, for 72 hours, and not
// after the owner withdrew or replaced it, nor once its inviter may no longer invite (deactivated, another
// role). Only the token's hash is stored (./link-token.ts); the owner's
// side (inviting, resending, revoking) is lib/staff/accounts.ts.
import "server-only";
import type { RequestOrigin } from "@/lib/audit/auth-events";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import {
  INVITATION_ACCOUNT_EXISTS,
  INVITATION_MESSAGES,
  invitationState,
  mayInvite,
  type InvitationState,
  type Inviter,
} from "@/lib/staff/rules";
import { Prisma } from "@/lib/generated/prisma/client";
import type { StaffRole } from "@/lib/generated/prisma/enums";
import { recordNewAccount } from "./accounts";
import { hashLinkToken, isWellFormedLinkToken } from "./link-token";
import { hashPassword } from "./password";
import { PASSWORD_MESSAGES, passwordProblem } from "./password-rules";

const INVITATION_FIELDS = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  staffRole: true,
  expiresAt: true,
  usedAt: true,
  revokedAt: true,
  invitedById: true,
  invitedBy: { select: { email: true, role: true, staffRole: true, deactivatedAt: true } },
} as const satisfies Prisma.StaffInvitationSelect;

async function findInvitation(token: unknown) {
  if (!isWellFormedLinkToken(token)) return null;
  return db().staffInvitation.findUnique({ where: { tokenHash: hashLinkToken(token) }, select: INVITATION_FIELDS });
}

export type InvitationLink =
  { state: "valid"; invitee: { firstName: string; email: string; staffRole: StaffRole } } | { state: Exclude<InvitationState, "valid"> };

/** What the invitation page shows for a link, before anyone types a password. */
export async function invitationLink(token: unknown, now: Date = new Date()): Promise<InvitationLink> {
  const invitation = await findInvitation(token);
  const state = invitationState(invitation, now);
  if (state !== "valid" || !invitation) return { state: state === "valid" ? "unknown" : state };
  return { state, invitee: { firstName: invitation.firstName, email: invitation.email, staffRole: invitation.staffRole } };
}

export type AcceptInvitationResult = { ok: true; email: string } | { ok: false; error: string; fields: Record<string, string> };

const refused = (state: Exclude<InvitationState, "valid">): AcceptInvitationResult => ({
  ok: false,
  error: INVITATION_MESSAGES[state],
  fields: { token: INVITATION_MESSAGES[state] },
});

/**
 * Makes the staff account of the invitation with `password`, and uses the link up. Of two submissions at
 * once, only the one that claims the invitation goes on: one account, the other is told the link is used.
 */
export async function acceptStaffInvitation(
  { token, password }: { token: string; password: string },
  { now = new Date(), ip, userAgent }: RequestOrigin & { now?: Date } = {},
): Promise<AcceptInvitationResult> {
  const invitation = await findInvitation(token);
  const state = invitationState(invitation, now);
  if (state !== "valid" || !invitation) return refused(state === "valid" ? "unknown" : state);

  const problem = passwordProblem(password, invitation.email);
  if (problem) return { ok: false, error: PASSWORD_MESSAGES[problem], fields: { password: PASSWORD_MESSAGES[problem] } };

  const passwordHash = await hashPassword(password);
  let user: { id: string; email: string } | null;
  try {
    user = await db().$transaction(async (tx) => {
      // The inviter must still be allowed to invite. Their row is held until this commits, so a
      // deactivation or change of role at the same moment comes after the new account, and revokes
      // what it finds still open then (changeStaffMember), never before this check.
      const inviter = invitation.invitedById
        ? await tx.$queryRaw<Inviter[]>`
            SELECT "role", "staffRole", "deactivatedAt" FROM "User" WHERE id = ${invitation.invitedById} FOR SHARE`
        : [];
      if (!mayInvite(inviter[0] ?? null)) return null;
      // Claims the invitation: a second submission waits for this one and then finds it used.
      const claimed = await tx.staffInvitation.updateMany({
        where: { id: invitation.id, usedAt: null, revokedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (claimed.count !== 1) return null;
      const created = await tx.user.create({
        data: {
          email: invitation.email,
          firstName: invitation.firstName,
          lastName: invitation.lastName,
          passwordHash,
          role: "staff",
          staffRole: invitation.staffRole,
          emailVerifiedAt: now,
        },
        select: { id: true, email: true },
      });
      // Any other invitation of the address has nothing left to make.
      await tx.staffInvitation.updateMany({ where: { email: invitation.email, usedAt: null, revokedAt: null }, data: { revokedAt: now } });
      const after = {
        name: `${invitation.firstName} ${invitation.lastName}`,
        email: created.email,
        staffRole: invitation.staffRole,
        invitation: invitation.id,
        invitedBy: invitation.invitedBy?.email ?? null,
      };
      await recordNewAccount(tx, created, "staff.joined", after, { ip, userAgent });
      return created;
    });
  } catch (error) {
    // The address got an account of its own since the invitation (the unique index decides).
    if (isUniqueViolation(error)) {
      return { ok: false, error: INVITATION_ACCOUNT_EXISTS, fields: {} };
    }
    throw error;
  }
  if (!user) {
    // Used, withdrawn or expired between the look-up and the claim: told as it is now.
    const since = invitationState(await findInvitation(token), now);
    return refused(since === "valid" ? "used" : since);
  }
  return { ok: true, email: user.email };
}
