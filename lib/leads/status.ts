// A lead's life: new → contacted → quoted → won or lost. Staff may skip steps (a request
// that is answered with a quote at once goes new → quoted; a visitor who orders on the phone new → won).
// A quote can go back to "contacted" when it was withdrawn or needs another conversation. Won and lost
// are the outcomes; either can be reopened as "contacted" (the customer writes again), and nothing else:
// a reopened lead is worked again from there. Nothing moves back to "new": new means nobody has answered
// yet, which staff cannot undo. A lost lead says why (at most 500 characters); the reason goes with
// "lost" only, and leaving "lost" clears it (the audit log keeps it). Pure and client-safe: the lead
// page offers only the moves allowed here, and the server checks them again.
import type { LeadStatus } from "@/lib/generated/prisma/enums";

/** Every status, in the order a lead moves through them (the filter's and the select's order). */
export const LEAD_STATUSES = ["new", "contacted", "quoted", "won", "lost"] as const satisfies readonly LeadStatus[];

const LABELS: Record<LeadStatus, string> = { new: "New", contacted: "Contacted", quoted: "Quoted", won: "Won", lost: "Lost" };

export const leadStatusLabel = (status: LeadStatus) => LABELS[status];

const NEXT: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ["contacted", "quoted", "won", "lost"],
  contacted: ["quoted", "won", "lost"],
  quoted: ["contacted", "won", "lost"],
  won: ["contacted"],
  lost: ["contacted"],
};

/** The statuses a lead of `from` may be moved to, in the list's order. */
export const nextLeadStatuses = (from: LeadStatus): readonly LeadStatus[] => NEXT[from];

export const canMoveLead = (from: LeadStatus, to: LeadStatus): boolean => NEXT[from].includes(to);

export const MAX_LOST_REASON = 500;

export const LEAD_STATUS_MESSAGES = {
  reasonRequired: "Say why the lead was lost",
  reasonTooLong: `Use at most ${MAX_LOST_REASON} characters`,
  reasonOnlyWhenLost: "A reason goes only with “Lost”",
  moved: (now: LeadStatus) =>
    `Someone else changed this lead meanwhile: it is ${LABELS[now].toLowerCase()} now. Reload the page and try again.`,
} as const;

/** What a status change is refused for: 409 when the lead's state does not allow it, 400 when the input is wrong. */
export type LeadStatusRefusal = { status: 400 | 409; field: "status" | "lostReason"; message: string };

export type LeadStatusChange = { ok: true; status: LeadStatus; lostReason: string | null } | ({ ok: false } & LeadStatusRefusal);

function refusal(status: 400 | 409, field: "status" | "lostReason", message: string): LeadStatusChange {
  return { ok: false, status, field, message };
}

/**
 * Whether a lead that is `from` may become `to`, and the lost reason it then keeps (trimmed; null unless
 * lost). `lostReason` is what staff typed: blank counts as none.
 */
export function leadStatusChange(from: LeadStatus, to: LeadStatus, lostReason?: string | null): LeadStatusChange {
  const reason = lostReason?.trim() || null;
  if (from === to) return refusal(409, "status", `The lead is already ${LABELS[to].toLowerCase()}`);
  if (!canMoveLead(from, to)) {
    return refusal(409, "status", `A lead that is ${LABELS[from].toLowerCase()} cannot be marked ${LABELS[to].toLowerCase()}`);
  }
  if (to !== "lost")
    return reason ? refusal(400, "lostReason", LEAD_STATUS_MESSAGES.reasonOnlyWhenLost) : { ok: true, status: to, lostReason: null };
  if (!reason) return refusal(400, "lostReason", LEAD_STATUS_MESSAGES.reasonRequired);
  if (reason.length > MAX_LOST_REASON) return refusal(400, "lostReason", LEAD_STATUS_MESSAGES.reasonTooLong);
  return { ok: true, status: to, lostReason: reason };
}
