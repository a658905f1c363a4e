// The rules of staff accounts (lib/staff/rules.ts): the shop keeps an active owner, nobody
// deactivates themself, an address with an account is not invited, and an invitation link is used,
// withdrawn or expired in that order of precedence.
import { describe, expect, it } from "vitest";
import { staffArea } from "@/lib/auth/staff-paths";
import {
  INVITATION_TTL_MS,
  STAFF_RULE_MESSAGES,
  invitationProblem,
  invitationState,
  mayInvite,
  revokesInvitations,
  staffChangeProblem,
  type StaffMemberState,
} from "@/lib/staff/rules";

const owner: StaffMemberState = { id: "owner-1", staffRole: "owner", active: true };
const sales: StaffMemberState = { id: "sales-1", staffRole: "sales", active: true };
const byOther = (activeOwners: number) => ({ actorId: "owner-2", activeOwners });

describe("changing a staff member", () => {
  it("refuses to take the owner role from the last active owner, naming staffRole", () => {
    expect(staffChangeProblem(owner, { staffRole: "sales" }, byOther(1))).toEqual({
      field: "staffRole",
      message: STAFF_RULE_MESSAGES.lastOwnerRole,
    });
  });

  it("refuses to deactivate the last active owner, naming active", () => {
    expect(staffChangeProblem(owner, { active: false }, byOther(1))).toEqual({
      field: "active",
      message: STAFF_RULE_MESSAGES.lastOwnerDeactivated,
    });
    // Both at once: the deactivation is what the owner is told about.
    expect(staffChangeProblem(owner, { staffRole: "orders", active: false }, byOther(1))?.field).toBe("active");
  });

  it("lets an owner go when another active owner remains", () => {
    expect(staffChangeProblem(owner, { staffRole: "content" }, byOther(2))).toBeNull();
    expect(staffChangeProblem(owner, { active: false }, byOther(2))).toBeNull();
  });

  it("refuses a member deactivating their own account, whatever the role and the owners", () => {
    const self = { actorId: "sales-1", activeOwners: 3 };
    expect(staffChangeProblem(sales, { active: false }, self)).toEqual({ field: "active", message: STAFF_RULE_MESSAGES.ownAccount });
    expect(staffChangeProblem(owner, { active: false }, { actorId: "owner-1", activeOwners: 3 })?.message).toBe(
      STAFF_RULE_MESSAGES.ownAccount,
    );
  });

  it("lets the last owner keep the role, give another role to others, and reactivate anyone", () => {
    expect(staffChangeProblem(owner, { staffRole: "owner" }, byOther(1))).toBeNull();
    expect(staffChangeProblem(owner, { active: true }, byOther(1))).toBeNull();
    expect(staffChangeProblem(sales, { staffRole: "orders" }, byOther(1))).toBeNull();
    expect(staffChangeProblem({ ...sales, active: false }, { active: true }, { actorId: "sales-1", activeOwners: 1 })).toBeNull();
  });

  it("does not count a deactivated owner as the one to keep", () => {
    const deactivatedOwner = { ...owner, active: false };
    expect(staffChangeProblem(deactivatedOwner, { staffRole: "sales" }, byOther(1))).toBeNull();
  });
});

describe("inviting an address", () => {
  it("refuses one with a customer or a staff account, naming email", () => {
    expect(invitationProblem({ role: "customer" })).toEqual({ field: "email", message: STAFF_RULE_MESSAGES.customerExists });
    expect(invitationProblem({ role: "staff" })).toEqual({ field: "email", message: STAFF_RULE_MESSAGES.staffExists });
    expect(invitationProblem(null)).toBeNull();
  });
});

describe("an invitation link", () => {
  const sent = new Date("2026-11-20T09:00:00Z");
  const invitation = { expiresAt: new Date(sent.getTime() + INVITATION_TTL_MS), usedAt: null, revokedAt: null };

  it("works for 72 hours", () => {
    expect(INVITATION_TTL_MS).toBe(72 * 60 * 60 * 1000);
    expect(invitationState(invitation, new Date(sent.getTime() + INVITATION_TTL_MS - 1))).toBe("valid");
    expect(invitationState(invitation, new Date(sent.getTime() + INVITATION_TTL_MS))).toBe("expired");
  });

  it("is used once used and withdrawn once withdrawn, even after 72 hours", () => {
    const later = new Date(sent.getTime() + 2 * INVITATION_TTL_MS);
    expect(invitationState({ ...invitation, usedAt: sent, revokedAt: sent }, later)).toBe("used");
    expect(invitationState({ ...invitation, revokedAt: sent }, later)).toBe("revoked");
    expect(invitationState(null, sent)).toBe("unknown");
  });
});

describe("an invitation and its inviter's access", () => {
  const owner = { role: "staff" as const, staffRole: "owner" as const, deactivatedAt: null };
  const link = { expiresAt: new Date("2026-12-10T00:00:00Z"), usedAt: null, revokedAt: null };
  const now = new Date("2026-12-08T00:00:00Z");

  it("is worth something only while its inviter is an active owner", () => {
    expect(mayInvite(owner)).toBe(true);
    expect(mayInvite({ ...owner, deactivatedAt: now })).toBe(false);
    expect(mayInvite({ ...owner, staffRole: "sales" })).toBe(false);
    expect(mayInvite({ ...owner, role: "customer" })).toBe(false);
    expect(mayInvite(null)).toBe(false);
    expect(invitationState({ ...link, invitedBy: owner }, now)).toBe("valid");
    expect(invitationState({ ...link, invitedBy: { ...owner, deactivatedAt: now } }, now)).toBe("inviter");
    expect(invitationState({ ...link, invitedBy: null }, now)).toBe("inviter");
    expect(invitationState({ ...link, usedAt: now, invitedBy: null }, now)).toBe("used");
  });

  it("is revoked by the inviter's deactivation and by any change of their role, not by a reactivation", () => {
    const active = { staffRole: "owner" as const, active: true };
    expect(revokesInvitations(active, { active: false })).toBe(true);
    expect(revokesInvitations(active, { staffRole: "sales" })).toBe(true);
    expect(revokesInvitations(active, { staffRole: "owner" })).toBe(false);
    expect(revokesInvitations({ ...active, active: false }, { active: true })).toBe(false);
  });
});

describe("the invitation page", () => {
  it("lies outside the staff area the proxy guards: the invitee has no account yet", () => {
    expect(staffArea("/staff-invitation")).toBeNull();
    expect(staffArea("/admin/staff")).toBe("page");
    expect(staffArea("/api/admin/staff/invitations")).toBe("api");
  });
});
