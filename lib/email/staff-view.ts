// The e-mails the site sent, as staff look at them: the list of /admin/emails (newest first, filtered by
// lib/email/list-filters.ts, paged by id so that a message arriving meanwhile never shifts a page), one
// record's history (an order's page), one message as it was sent (a link that opened an account or an
// order shows as its marker: it is not kept), and staff's "Resend" with its audit row.
import "server-only";
import { canResend, RESEND_LINK_NOT_KEPT, RESEND_STILL_DELIVERING } from "./staff-view-model";
import { StaffRequestError } from "@/lib/admin/errors";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db/client";
import { resendEmail, type SecretLink } from "@/lib/email";
import { markedLinkKind } from "@/lib/email/secret-links";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { EmailPriority, EmailStatus } from "@/lib/generated/prisma/enums";
import { publicOrigin } from "@/lib/http/public-origin";
import { orderLink } from "@/lib/orders/access-token";
import { emailWhere, type EmailPageDirection } from "./list-filters";
import { keysetPage, pageSize } from "../admin/keyset-page";

export const EMAIL_PAGE_SIZE = 25;
/** The most a page may hold, whatever a caller asks for. */
const MAX_LIMIT = 100;
/** One record rarely has more than a handful; this bounds a runaway loop of resends. */
export const EMAIL_HISTORY_LIMIT = 50;

/** The record a message is about, with the staff page it can be seen on (orders and leads). */
export type EmailRelated = { type: string; id: string; label: string; href: string | null };

export type EmailRow = {
  id: number;
  to: string;
  subject: string;
  status: EmailStatus;
  /** The last attempt's reason: final when failed, "Attempt n failed: …" while still queued for a retry. */
  error: string | null;
  attempts: number;
  lastAttemptAt: Date | null;
  createdAt: Date;
  sentAt: Date | null;
  related: EmailRelated | null;
  /** The message this one copies, when staff resent it. */
  resentFromId: number | null;
};

export type EmailListOptions = {
  status?: EmailStatus | null;
  q?: string;
  /** The id the page starts beyond (exclusive); none for the newest page. */
  cursor?: number | null;
  /** Older (default): ids below the cursor, the next page down. Newer: ids above it, back up. */
  direction?: EmailPageDirection;
  limit: number;
};

export type EmailList = {
  rows: EmailRow[];
  /** The cursor of the next older page, null when this page holds the oldest match. */
  older: number | null;
  /** The cursor of the next newer page, null when this page holds the newest match. */
  newer: number | null;
};

const SELECT = {
  id: true,
  to: true,
  subject: true,
  status: true,
  error: true,
  attempts: true,
  lastAttemptAt: true,
  createdAt: true,
  sentAt: true,
  relatedType: true,
  relatedId: true,
  resentFromId: true,
} as const satisfies Prisma.OutgoingEmailSelect;

type Selected = Prisma.OutgoingEmailGetPayload<{ select: typeof SELECT }>;

/** The rows with their related record named: an order by its number, which staff know it by, not its id. */
async function toRows(emails: Selected[]): Promise<EmailRow[]> {
  const orderIds = [...new Set(emails.flatMap((e) => (e.relatedType === "Order" && e.relatedId ? [e.relatedId] : [])))];
  const orders = orderIds.length
    ? await db().order.findMany({ where: { id: { in: orderIds } }, select: { id: true, orderNumber: true } })
    : [];
  const orderNumbers = new Map(orders.map((order) => [order.id, order.orderNumber]));
  return emails.map(({ relatedType, relatedId, ...email }) => {
    let related: EmailRelated | null = null;
    if (relatedType && relatedId) {
      const isOrder = relatedType === "Order";
      const number = isOrder ? orderNumbers.get(relatedId) : undefined;
      related = {
        type: relatedType,
        id: relatedId,
        label: number ? `Order ${number}` : `${relatedType} ${relatedId}`,
        href: isOrder
          ? `/admin-orders/${encodeURIComponent(relatedId)}`
          : relatedType === "Lead" && /^\d{1,10}$/.test(relatedId)
            ? `/admin/leads/${relatedId}`
            : null,
      };
    }
    return { ...email, related };
  });
}

/** Whether a message matching `where` lies beyond `id` in that direction: decides whether a page link is shown. */
async function anyBeyond(where: Prisma.OutgoingEmailWhereInput, id: number, direction: EmailPageDirection): Promise<boolean> {
  const found = await db().outgoingEmail.findFirst({
    where: { AND: [where, { id: direction === "older" ? { lt: id } : { gt: id } }] },
    select: { id: true },
  });
  return found !== null;
}

/**
 * A page of the e-mails matching the status and search, newest first. Paged by id (ids grow with time):
 * each page starts beyond the previous page's last row, so paging never repeats or skips a message.
 */
export async function listEmails({ status, q, cursor = null, direction = "older", limit }: EmailListOptions): Promise<EmailList> {
  const take = pageSize(limit, MAX_LIMIT);
  const where = emailWhere({ status, q });
  const goingNewer = cursor !== null && direction === "newer";
  const found = await db().outgoingEmail.findMany({
    where: cursor === null ? where : { AND: [where, { id: goingNewer ? { gt: cursor } : { lt: cursor } }] },
    // Going up the list reads upwards from the cursor; keysetPage turns the page back to newest first.
    orderBy: { id: goingNewer ? "asc" : "desc" },
    take: take + 1,
    select: SELECT,
  });
  const page = await keysetPage(found, {
    take,
    fromCursor: cursor !== null,
    goingNewer,
    anyBeyond: (email, way) => anyBeyond(where, email.id, way),
  });
  return { rows: await toRows(page.rows), older: page.older?.id ?? null, newer: page.newer?.id ?? null };
}

export type EmailMessageView = EmailRow & {
  /** The text as sent, with a marker where a link that opened an account or an order was. */
  text: string;
  hasHtml: boolean;
  replyTo: string | null;
  fromName: string | null;
  messageId: string | null;
  priority: EmailPriority;
};

/** One message for its staff page, or null when no message has this id. */
export async function emailMessage(id: number): Promise<EmailMessageView | null> {
  const email = await db().outgoingEmail.findUnique({
    where: { id },
    select: { ...SELECT, text: true, html: true, replyTo: true, fromName: true, messageId: true, priority: true },
  });
  if (!email) return null;
  const { text, html, replyTo, fromName, messageId, priority, ...listed } = email;
  const [row] = await toRows([listed]);
  return { ...row!, text, hasHtml: html !== null, replyTo, fromName, messageId, priority };
}

/** Every message about one record (an order, a lead, a ticket), newest first, for its page. */
export async function emailsFor(relatedType: string, relatedId: string): Promise<EmailRow[]> {
  const emails = await db().outgoingEmail.findMany({
    where: { relatedType, relatedId },
    orderBy: { id: "desc" },
    take: EMAIL_HISTORY_LIMIT,
    select: SELECT,
  });
  return toRows(emails);
}

export type EmailResender = { actor: { id: string; email: string }; ip: string | null };

/**
 * New links for the copy of a message whose links were not kept: an order's page gets a link of its own
 * (a guest's with a new token); a link that opened an account cannot be made here (409 saying where).
 */
async function renewedLinks(original: { text: string; relatedType: string | null; relatedId: string | null }): Promise<SecretLink[]> {
  const kind = markedLinkKind(original.text);
  if (kind === null) return [];
  if (kind === "order" && original.relatedType === "Order" && original.relatedId) {
    const order = await db().order.findUnique({ where: { id: original.relatedId }, select: { id: true, orderNumber: true, userId: true } });
    if (order) return [{ kind, url: await orderLink(order, publicOrigin(new Headers())) }];
  }
  throw new StaffRequestError(409, RESEND_LINK_NOT_KEPT[kind], "id");
}

/**
 * Staff's "Resend": a new queued copy of the message (lib/email resendEmail; the original keeps its
 * status and reason), with an audit row naming who asked. Null when no message has this id.
 */
export async function resendEmailAsStaff(
  emailId: number,
  { actor, ip }: EmailResender,
): Promise<{ id: number; status: EmailStatus } | null> {
  const original = await db().outgoingEmail.findUnique({
    where: { id: emailId },
    select: { id: true, to: true, subject: true, status: true, relatedType: true, relatedId: true, text: true },
  });
  if (!original) return null;
  // A message still on its way (queued for a retry, or being handed to the mail server now) would
  // arrive twice: staff resend what was sent, written or failed.
  if (!canResend(original.status)) throw new StaffRequestError(409, RESEND_STILL_DELIVERING, "id");
  const queued = await resendEmail(original.id, { links: await renewedLinks(original) });
  // Deleted between the two reads: as unknown as if it had never been.
  if (!queued) return null;
  await recordAudit({
    actor,
    action: "email.resent",
    entityType: "email",
    entityId: original.id,
    // The subject names the entry on the audit page and is what its search finds.
    after: {
      subject: original.subject,
      to: original.to,
      originalStatus: original.status,
      newEmailId: queued.id,
      related: original.relatedType && original.relatedId ? `${original.relatedType} ${original.relatedId}` : undefined,
    },
    ip,
  });
  // Read back rather than assumed: a worker may already have picked the copy up.
  const copy = await db().outgoingEmail.findUnique({ where: { id: queued.id }, select: { id: true, status: true } });
  return copy ?? { id: queued.id, status: "queued" };
}
