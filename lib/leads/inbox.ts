// Staff work a lead: its status (lib/leads/status.ts), its owner, internal notes and
// replies by e-mail. Each change is audited (entityType "lead") in the transaction that makes it. A status
// change applies only from the status staff saw: the row is updated on the condition that it still has the
// status read, so two staff pressing at once from the same state apply one change and the other gets a
// 409 naming "status". A reply is recorded in the transaction too, sent through the job queue after the
// commit with Reply-To the sales address, and kept in the lead's e-mail history; it moves a new lead to
// contacted. The reply goes from the staff member's name "via" the company, at the company's address, and
// their name signs it.
import "server-only";
import { StaffRequestError } from "@/lib/admin/errors";
import type { LeadUpdate, LeadReply } from "@/lib/leads/staff-schema";
import { staffName } from "@/lib/leads/staff-view-model";
import { recordAudit } from "@/lib/audit";
import { mayUse, STAFF_ROLES } from "@/lib/auth/staff-access";
import { db } from "@/lib/db/client";
import { LEAD_STATUS_MESSAGES, leadStatusChange } from "@/lib/leads/status";
import { queueDeliverySafely, recordEmail, staffEmail } from "@/lib/email";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { LeadStatus } from "@/lib/generated/prisma/enums";
import { siteConfig } from "@/lib/site-config";

/** The signed-in staff member: named in the audit log, and signing replies. */
export type LeadActor = { id: string; email: string; firstName: string; lastName: string };
type Context = { actor: LeadActor; ip?: string | null };

const TRANSACTION = { maxWait: 10_000, timeout: 15_000 } as const;

export const LEAD_MESSAGES = {
  notFound: "This lead does not exist",
  notAnOwner: "Choose a staff member who works leads (sales or owner, not deactivated)",
} as const;

/** Who may own a lead: staff who may use the sales area, and whose account is active. */
export const LEAD_OWNER_WHERE = {
  role: "staff",
  deactivatedAt: null,
  staffRole: { in: STAFF_ROLES.filter((role) => mayUse(role, "sales")) },
} as const satisfies Prisma.UserWhereInput;

const OWNER_SELECT = { id: true, email: true } as const;

async function readLead(tx: Prisma.TransactionClient, id: number) {
  const lead = await tx.lead.findUnique({
    where: { id },
    select: { id: true, status: true, lostReason: true, ownerId: true, owner: { select: OWNER_SELECT } },
  });
  if (!lead) throw new StaffRequestError(404, LEAD_MESSAGES.notFound, "id");
  return lead;
}

type Tx = Prisma.TransactionClient;

/** One audit row about the lead, in the change's transaction. */
const audit = (tx: Tx, { actor, ip }: Context, id: number, action: string, change: { before?: unknown; after?: unknown }) =>
  recordAudit({ actor, ip, action, entityType: "lead", entityId: id, ...change }, tx);

type StatusState = { status: LeadStatus; lostReason?: string | null };

/**
 * Moves the lead from `from` to `to` on the condition that it still is `from`, and audits it. False, with
 * nothing changed, when the lead had moved meanwhile (another staff member's change committed first).
 */
async function moveStatus(tx: Tx, context: Context, id: number, from: StatusState, to: StatusState): Promise<boolean> {
  const updated = await tx.lead.updateMany({
    where: { id, status: from.status },
    data: { status: to.status, lostReason: to.lostReason ?? null },
  });
  if (updated.count === 0) return false;
  await audit(tx, context, id, "lead.status_changed", {
    before: { status: from.status, lostReason: from.lostReason ?? undefined },
    after: { status: to.status, lostReason: to.lostReason ?? undefined },
  });
  return true;
}

/** The 409 of a lead whose status moved since staff read it. */
async function moved(tx: Prisma.TransactionClient, id: number): Promise<StaffRequestError> {
  const now = await tx.lead.findUnique({ where: { id }, select: { status: true } });
  return now
    ? new StaffRequestError(409, LEAD_STATUS_MESSAGES.moved(now.status), "status")
    : new StaffRequestError(404, LEAD_MESSAGES.notFound, "id");
}

export type UpdatedLead = { status: LeadStatus; ownerId: string | null; changed: ("status" | "owner")[] };

/**
 * Changes a lead's status (from `expectedStatus`, when given: the status staff saw) and/or its owner. 404
 * unknown lead; 409 a move the status does not allow, or a status that moved meanwhile; 400 a lost lead
 * without a reason, or an owner who may not work leads. Either change is applied and audited only when it
 * changes something.
 */
export async function updateLead(id: number, input: LeadUpdate, context: Context): Promise<UpdatedLead> {
  return db().$transaction(async (tx) => {
    const lead = await readLead(tx, id);
    const changed: UpdatedLead["changed"] = [];
    let status = lead.status;
    if (input.status !== undefined) {
      if (input.expectedStatus !== undefined && input.expectedStatus !== lead.status) throw await moved(tx, id);
      const change = leadStatusChange(lead.status, input.status, input.lostReason);
      if (!change.ok) throw new StaffRequestError(change.status, change.message, change.field);
      if (!(await moveStatus(tx, context, id, lead, change))) throw await moved(tx, id);
      status = change.status;
      changed.push("status");
    }

    let ownerId = lead.ownerId;
    if (input.ownerId !== undefined && input.ownerId !== lead.ownerId) {
      const owner =
        input.ownerId === null
          ? null
          : await tx.user.findFirst({ where: { id: input.ownerId, ...LEAD_OWNER_WHERE }, select: OWNER_SELECT });
      if (input.ownerId !== null && !owner) throw new StaffRequestError(400, LEAD_MESSAGES.notAnOwner, "ownerId");
      await tx.lead.update({ where: { id }, data: { ownerId: owner?.id ?? null } });
      await audit(tx, context, id, "lead.owner_changed", {
        before: lead.owner ? { owner: lead.owner.email } : undefined,
        after: owner ? { owner: owner.email } : undefined,
      });
      ownerId = owner?.id ?? null;
      changed.push("owner");
    }
    return { status, ownerId, changed };
  }, TRANSACTION);
}

/** An internal note: staff only, never shown to the requester or e-mailed. */
export async function addLeadNote(id: number, body: string, context: Context): Promise<{ id: number }> {
  return db().$transaction(async (tx) => {
    await readLead(tx, id);
    const note = await tx.leadNote.create({ data: { leadId: id, authorId: context.actor.id, body }, select: { id: true } });
    await audit(tx, context, id, "lead.note_added", { after: { noteId: note.id, body } });
    return note;
  }, TRANSACTION);
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

type RepliedLead = { id: number; createdAt: Date; message: string | null };

/** The reply's text: staff's words, signed with their name, and the request it answers quoted below. */
export function replyText(body: string, actor: Pick<LeadActor, "firstName" | "lastName" | "email">, lead: RepliedLead): string {
  const quoted = lead.message?.trim()
    ? [
        "",
        "",
        `Your request #${lead.id} of ${dateFormat.format(lead.createdAt)}:`,
        ...lead.message
          .trim()
          .split(/\r?\n/)
          .map((line) => `> ${line}`),
      ]
    : [];
  return [body.trim(), "", staffName(actor), siteConfig.companyName, `${siteConfig.phone.display} · ${siteConfig.url}`, ...quoted, ""].join(
    "\n",
  );
}

export type QueuedReply = { emailId: number; status: LeadStatus };

/**
 * Staff's reply by e-mail: recorded for the requester with Reply-To the sales address, audited, and
 * queued after the commit. A new lead becomes contacted (audited as a status change of its own).
 */
export async function replyToLead(id: number, reply: LeadReply, context: Context): Promise<QueuedReply> {
  const result = await db().$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({
      where: { id },
      select: { id: true, email: true, status: true, message: true, createdAt: true },
    });
    if (!lead) throw new StaffRequestError(404, LEAD_MESSAGES.notFound, "id");
    const email = await recordEmail(
      {
        to: lead.email,
        subject: reply.subject,
        text: replyText(reply.body, context.actor, lead),
        replyTo: staffEmail(),
        fromName: staffName(context.actor),
        relatedType: "Lead",
        relatedId: String(id),
        // After confirmations and account links when many messages wait.
        priority: "bulk",
      },
      tx,
    );
    await audit(tx, context, id, "lead.replied", { after: { subject: reply.subject, to: lead.email, emailId: email.id } });
    // Answered: someone has contacted the requester. A lead moved meanwhile keeps the status it was given.
    const answered = lead.status === "new" && (await moveStatus(tx, context, id, { status: "new" }, { status: "contacted" }));
    const status = answered ? "contacted" : (await tx.lead.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
    return { emailId: email.id, status };
  }, TRANSACTION);
  await queueDeliverySafely(result.emailId);
  return result;
}
