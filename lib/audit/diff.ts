// The audit log's compact before/after: only what changed, one line per field. Client-safe, pure.

export type AuditChange = { field: string; before: string | null; after: string | null };

const MAX_TEXT = 120;

/** A stored JSON value as one short line: lists joined with "; ", objects as JSON, long text cut. */
export function formatAuditValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  let text: string;
  if (Array.isArray(value)) text = value.map((item) => (typeof item === "string" ? item : JSON.stringify(item))).join("; ");
  else if (typeof value === "object") text = JSON.stringify(value);
  else text = String(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * The fields whose value differs between `before` and `after` (either may be absent: a creation has no
 * before, a deletion no after), in the order they first appear. Identical fields are left out, so an
 * edit of the price reads as one line.
 */
export function auditDiff(before: unknown, after: unknown): AuditChange[] {
  const b = asRecord(before) ?? {};
  const a = asRecord(after) ?? {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (JSON.stringify(b[field] ?? null) === JSON.stringify(a[field] ?? null)) continue;
    changes.push({ field, before: formatAuditValue(b[field]), after: formatAuditValue(a[field]) });
  }
  return changes;
}

/** The audit actions as staff read them. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "product.created": "Product added",
  "product.updated": "Product updated",
  "product.sizes_updated": "Product sizes changed",
  "product.images_updated": "Product pictures changed",
  "product.deleted": "Product deleted",
  "product.archived": "Product archived",
  "order.paid": "Order paid",
  "order.repriced": "Order priced again",
  "order.refunded": "Order refunded",
  "order.voided": "Transaction voided",
  "order.abandoned": "Order abandoned (not paid within a day)",
  "order.processing": "Order marked processing",
  "order.partially_shipped": "Part of the order shipped",
  "order.shipped": "Order shipped",
  "order.delivered": "Order delivered",
  "order.note_added": "Internal note added",
  "lead.status_changed": "Lead status changed",
  "lead.owner_changed": "Lead owner changed",
  "lead.note_added": "Note on the lead added",
  "lead.replied": "Lead answered by e-mail",
  // Quotes (lib/quotes).
  "quote.created": "Quote drafted",
  "quote.updated": "Quote draft changed",
  "quote.sent": "Quote sent",
  "quote.revised": "Quote revised and sent again",
  "quote.withdrawn": "Quote withdrawn",
  "quote.accepted": "Quote accepted by the customer",
  // Support tickets (lib/tickets/thread.ts, lib/portal/tickets.ts).
  "ticket.opened": "Support ticket opened",
  "ticket.customer_replied": "Customer wrote on the ticket",
  "ticket.replied": "Ticket answered",
  "ticket.status_changed": "Ticket status changed",
  "ticket.owner_changed": "Ticket owner changed",
  "email.resent": "E-mail resent",
  "image.uploaded": "Image uploaded",
  "image.imported": "Image imported",
  "image.deleted": "Image deleted",
  "setting.updated": "Setting changed",
  "user.registered": "Account created",
  "user.password_reset": "Password reset",
  // Staff accounts (lib/staff/accounts.ts, lib/auth/staff-invitation.ts).
  "staff.invited": "Staff member invited",
  "staff.invitation_resent": "Staff invitation sent again",
  "staff.invitation_revoked": "Staff invitation withdrawn",
  "staff.invitations_revoked": "Staff invitations withdrawn with their sender's access",
  "staff.joined": "Staff account created from an invitation",
  "staff.role_changed": "Staff role changed",
  "staff.deactivated": "Staff account deactivated",
  "staff.reactivated": "Staff account reactivated",
  // Sign-in and access (lib/audit/auth-events.ts).
  "auth.signed_in": "Signed in",
  "auth.sign_in_failed": "Sign-in failed",
  "auth.locked_out": "Locked out",
  "auth.signed_out": "Signed out",
  "auth.password_reset_requested": "Password reset requested",
  "auth.password_reset": "Password reset",
  "auth.password_changed": "Password changed",
  "auth.verification_sent": "Verification e-mail sent",
  "auth.email_verified": "E-mail verified",
  "auth.access_denied": "Access refused",
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}
