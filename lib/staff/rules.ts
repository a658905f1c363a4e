// The rules of staff accounts: who may be invited, which changes of a member are refused,
// and what an invitation link is still worth. The shop must always keep an active owner, or nobody could
// manage staff again; a member cannot lock themself out. Pure: the owner's page, the API and the tests share it.
import { mayUse } from "@/lib/auth/staff-access";
import type { Role, StaffRole } from "@/lib/generated/prisma/enums";

/** An invitation's link works for 72 hours. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;

/** A refusal, naming the field of the request it is about (the API answers 409 with it). */
export type StaffRuleProblem = { field: "email" | "staffRole" | "active"; message: string };

export const STAFF_RULE_MESSAGES = {
  lastOwnerRole: "This is the last active owner: make another member an owner before changing this role",
  lastOwnerDeactivated: "This is the last active owner: make another member an owner before deactivating this account",
  ownAccount: "You cannot deactivate your own account",
  customerExists: "This e-mail address already has a customer account",
  staffExists: "This e-mail address already has a staff account",
} as const;

/** A staff member as the rules see them. */
export type StaffMemberState = { id: string; staffRole: StaffRole | null; active: boolean };

/** What the owner asks to change; a part left out stays as it is. */
export type StaffChange = { staffRole?: StaffRole; active?: boolean };

const isActiveOwner = (member: Pick<StaffMemberState, "staffRole" | "active">) => member.active && member.staffRole === "owner";

/**
 * Why `change` of `member`, asked by `actorId` while `activeOwners` active owners exist, is refused; null
 * when it may go ahead. Deactivating oneself is refused whatever the role; the last active owner can
 * neither be deactivated nor lose the owner role.
 */
export function staffChangeProblem(
  member: StaffMemberState,
  change: StaffChange,
  { actorId, activeOwners }: { actorId: string; activeOwners: number },
): StaffRuleProblem | null {
  const deactivating = change.active === false && member.active;
  if (deactivating && member.id === actorId) return { field: "active", message: STAFF_RULE_MESSAGES.ownAccount };
  const after = { staffRole: change.staffRole ?? member.staffRole, active: change.active ?? member.active };
  if (isActiveOwner(member) && !isActiveOwner(after) && activeOwners <= 1) {
    return deactivating
      ? { field: "active", message: STAFF_RULE_MESSAGES.lastOwnerDeactivated }
      : { field: "staffRole", message: STAFF_RULE_MESSAGES.lastOwnerRole };
  }
  return null;
}

/** Why an address cannot be invited: it has an account already (a customer's or a staff member's). */
export function invitationProblem(account: { role: "customer" | "staff" } | null): StaffRuleProblem | null {
  if (!account) return null;
  return { field: "email", message: account.role === "staff" ? STAFF_RULE_MESSAGES.staffExists : STAFF_RULE_MESSAGES.customerExists };
}

/** Inviting staff is the staff accounts' area: only an active member whose role may manage staff accounts. */
export const INVITING_AREA = "owner" as const;

/** A person as the invitation rules see them. */
export type Inviter = { role: Role; staffRole: StaffRole | null; deactivatedAt: Date | null };

/**
 * Whether `member` may invite staff now. An invitation is worth only what its inviter may still do: it
 * dies with the inviter's access (deactivated, another role, account gone), also when it was already sent.
 */
export function mayInvite(member: Inviter | null): boolean {
  return member !== null && member.role === "staff" && member.deactivatedAt === null && mayUse(member.staffRole, INVITING_AREA);
}

/** Whether a change of a member takes away their open invitations: deactivation and any change of role. */
export function revokesInvitations(member: Pick<StaffMemberState, "staffRole" | "active">, change: StaffChange): boolean {
  return (change.active === false && member.active) || (change.staffRole !== undefined && change.staffRole !== member.staffRole);
}

export type InvitationState = "valid" | "used" | "revoked" | "expired" | "unknown" | "inviter";

/**
 * What an invitation link is worth at `now`: a used one stays used, a revoked one revoked, whatever its
 * age. Given its inviter (`invitedBy`, null when their account is gone), it is also worth nothing once the
 * inviter may no longer invite ("inviter").
 */
export function invitationState(
  invitation: { expiresAt: Date; usedAt: Date | null; revokedAt: Date | null; invitedBy?: Inviter | null } | null,
  now: Date = new Date(),
): InvitationState {
  if (!invitation) return "unknown";
  if (invitation.usedAt) return "used";
  if (invitation.revokedAt) return "revoked";
  if (invitation.invitedBy !== undefined && !mayInvite(invitation.invitedBy)) return "inviter";
  if (invitation.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

export const INVITATION_MESSAGES: Record<Exclude<InvitationState, "valid">, string> = {
  used: "This invitation has already been used. Sign in with the password you chose, or use “Forgot your password?” on the sign-in page.",
  revoked:
    "This invitation has been withdrawn or replaced by a newer one. Open the link in the newest invitation e-mail, or ask the owner to invite you again.",
  expired: "This invitation has expired (links work for 72 hours). Ask the owner to send you a new one.",
  inviter: "This invitation no longer works: the person who sent it no longer manages staff accounts. Ask an owner to invite you again.",
  unknown: "This invitation link is not valid. Check that you opened the whole link from the e-mail, or ask the owner to send a new one.",
};

/** The answer when the address got an account of its own between the invitation and its use. */
export const INVITATION_ACCOUNT_EXISTS =
  "An account with this e-mail address exists already, so this invitation cannot make another. Sign in with it, or ask the owner for help.";
