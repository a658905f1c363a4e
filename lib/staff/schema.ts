// The inputs and answers of the staff-account APIs under /api/admin/staff, and the toasts
// of the owner's page. Client-safe: the invite form checks its fields with the schema the API parses with.
import { z } from "zod";
import { API_MESSAGES } from "@/lib/client/api";
import { emailAddress, personName } from "@/lib/auth/schemas";
import { STAFF_ROLES } from "@/lib/auth/staff-access";
import type { StaffRole } from "@/lib/generated/prisma/enums";
import { recordIdSchema } from "@/lib/http/record-id";

const staffRole = z.enum(STAFF_ROLES, { error: "Choose a role." });

/** POST /api/admin/staff/invitations: who is invited, and with which role. */
export const inviteStaffSchema = z.object({
  firstName: personName("first name", "their"),
  lastName: personName("last name", "their"),
  email: emailAddress("their"),
  staffRole,
});
export type InviteStaffInput = z.output<typeof inviteStaffSchema>;
/** The invite form's values: no role is chosen until the owner picks one. */
export type InviteStaffFormValues = { firstName: string; lastName: string; email: string; staffRole: StaffRole | "" };

/** PATCH /api/admin/staff/members/{id}: a new role, deactivation (false) or reactivation (true). */
export const staffChangeSchema = z
  .object({
    staffRole: staffRole.optional(),
    active: z.boolean({ error: "active must be true or false" }).optional(),
  })
  .refine((change) => change.staffRole !== undefined || change.active !== undefined, "Send a new staffRole, or active true or false");
export type StaffChangeInput = z.output<typeof staffChangeSchema>;

export const staffMemberParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "The staff member's id is not valid"),
});

export const invitationParams = z.object({ id: recordIdSchema("invitation") });

/** A staff member as the owner's page lists them. */
export type StaffMemberRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  staffRole: StaffRole | null;
  active: boolean;
  deactivatedAt: string | null;
  lastLoginAt: string | null;
};

/** An invitation not used and not withdrawn yet; `expired` once its 72 hours are over (it can be sent again). */
export type InvitationRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  staffRole: StaffRole;
  createdAt: string;
  expiresAt: string;
  expired: boolean;
  invitedBy: string | null;
};

export const invitationResponseSchema = z.object({
  success: z.literal(true),
  invitation: z.object({ id: z.number(), email: z.string(), expiresAt: z.string() }),
});
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;
export type StaffMemberResponse = { success: true; member: StaffMemberRow };

export const STAFF_TOASTS = {
  invited: "Invitation sent",
  inviteFailed: "The invitation was not sent",
  resent: "Invitation sent again",
  resendFailed: "The invitation was not sent again",
  revoked: "Invitation withdrawn",
  revokeFailed: "The invitation was not withdrawn",
  roleChanged: "Role changed",
  deactivated: "Account deactivated",
  reactivated: "Account reactivated",
  changeFailed: "The change was not saved",
} as const;

/** What a toast says when the server could not be reached (a call's status 0) instead of its refusal. */
export const OFFLINE_DESCRIPTION = API_MESSAGES.offline;
