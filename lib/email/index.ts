// E-mail the site sends (lead notifications, order confirmations and shipping news, account links).
// Every message is first recorded as an OutgoingEmail row (status "queued"), then delivered by a job
// of the queue (lib/jobs), which retries a failed delivery with backoff and finally marks it "failed"
// with the reason for staff to see and resend:
// - with SMTP_URL set, through nodemailer over SMTP (row status "sent");
// - without it, written as an RFC 822 .eml file to $DATA_DIR/outbox/ (status "written"), so nothing
//   is lost in the embedded demo and the tests can read what would have been sent.
// Delivery is at least once: a message whose instance stopped while delivering it is delivered again,
// with the same Message-ID, so that a receiving server drops the repeat (lib/email/deliver.ts). Urgent
// messages (someone is waiting: an order confirmation, a reset or confirmation link) go before normal
// ones, and those before bulk mail (lead notifications, staff replies). Links that open an account or an
// order are kept only until delivered (lib/email/secret-links.ts).
import "server-only";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { EmailPriority } from "@/lib/generated/prisma/enums";
import { EMAIL_JOB, EMAIL_JOB_PRIORITY, jobQueue, QUEUES } from "@/lib/jobs/queue";
import { siteConfig } from "@/lib/site-config";
import { hideSecretLinks, secretLinkMarker, type SecretLink } from "./secret-links";

export type { SecretLink } from "./secret-links";

const envSchema = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com:465")
    .optional(),
  /** The From of every message; defaults to the company's name and address from lib/site-config.ts. */
  EMAIL_FROM: z.string().min(3).optional(),
  /** Who receives lead notifications; defaults to siteConfig.email. */
  STAFF_EMAIL: z.email("STAFF_EMAIL must be an e-mail address").optional(),
  DATA_DIR: z.string().min(1).default(".data"),
});

export type EmailEnv = z.infer<typeof envSchema>;

/** Read on every call (cheap), so a changed environment (tests, a restart with new settings) applies at once. */
export function emailEnv(source: NodeJS.ProcessEnv = process.env): EmailEnv {
  const parsed = envSchema.safeParse({
    SMTP_URL: source.SMTP_URL || undefined,
    EMAIL_FROM: source.EMAIL_FROM || undefined,
    STAFF_EMAIL: source.STAFF_EMAIL || undefined,
    DATA_DIR: source.DATA_DIR || undefined,
  });
  if (!parsed.success) {
    // Never echo the values: SMTP_URL carries a password.
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid e-mail settings: ${problems}`);
  }
  return parsed.data;
}

/** The address that receives contact, consultation and quote requests. */
export function staffEmail(): string {
  return emailEnv().STAFF_EMAIL ?? siteConfig.email;
}

export function outboxDir(): string {
  return path.resolve(emailEnv().DATA_DIR, "outbox");
}

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where staff's reply goes, e.g. the visitor who filled in a form. */
  replyTo?: string;
  /** The staff member who writes it, shown as the sender's name (the address stays the site's). */
  fromName?: string;
  /** What the message is about, e.g. "Lead" and its id, for finding it again. */
  relatedType?: string;
  relatedId?: string;
  /** Which messages go first when many wait; normal unless said. */
  priority?: EmailPriority;
  /** The links in `text` (and `html`) that open an account or an order: the log keeps a marker in their place. */
  secretLinks?: readonly SecretLink[];
};

/** What a caller gets back: the OutgoingEmail row, queued for delivery. */
export type QueuedEmail = { id: number };

// Subjects end up in a header: keep them to one line.
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();

/** A new message's Message-ID, kept on its row: the same on every attempt to deliver it. */
export function newMessageId(): string {
  return `<${randomUUID()}@${new URL(siteConfig.url).hostname}>`;
}

type EmailWriter = Pick<Prisma.TransactionClient, "outgoingEmail">;

/**
 * Records the message for delivery, inside the caller's transaction when one is given (so that, say, a
 * paid order and its staff notice are saved together). The caller then hands the id to queueDelivery
 * after its commit; a row whose job was never queued is picked up by the e-mail sweep within minutes.
 */
export async function recordEmail(message: EmailMessage, client: EmailWriter = db()): Promise<QueuedEmail> {
  emailEnv(); // wrong settings fail here, where the caller can see them, not later in a job
  const body = hideSecretLinks({ text: message.text, html: message.html ?? null }, message.secretLinks ?? []);
  const row = await client.outgoingEmail.create({
    data: {
      to: message.to,
      subject: oneLine(message.subject).slice(0, 250),
      text: body.text,
      html: body.html,
      sealedLinks: body.sealed,
      replyTo: message.replyTo ?? null,
      fromName: message.fromName ? oneLine(message.fromName).slice(0, 120) : null,
      status: "queued",
      priority: message.priority ?? "normal",
      messageId: newMessageId(),
      relatedType: message.relatedType ?? null,
      relatedId: message.relatedId ?? null,
    },
    select: { id: true },
  });
  return { id: row.id };
}

/** Queues the delivery job of a recorded message, with the message's priority, and notes the job on the row. */
export async function queueDelivery(emailId: number): Promise<void> {
  const row = await db().outgoingEmail.findUnique({ where: { id: emailId }, select: { priority: true } });
  if (!row) return;
  const boss = await jobQueue();
  const jobId = await boss.send(QUEUES.email, { emailId }, { ...EMAIL_JOB, priority: EMAIL_JOB_PRIORITY[row.priority] });
  if (jobId) await db().outgoingEmail.updateMany({ where: { id: emailId, jobId: null }, data: { jobId } });
}

/**
 * Records the message and queues its delivery. Never throws because the queue could not be reached:
 * the row is saved, and the sweep queues it. Throws when the row itself cannot be written.
 */
export async function sendEmail(message: EmailMessage): Promise<QueuedEmail> {
  const queued = await recordEmail(message);
  await queueDeliverySafely(queued.id);
  return queued;
}

/** queueDelivery for callers whose own work is done: a failure is logged, and the sweep catches up. */
export async function queueDeliverySafely(emailId: number): Promise<void> {
  try {
    await queueDelivery(emailId);
  } catch (error) {
    console.error(`[email] message ${emailId} saved, its delivery job not queued yet:`, error instanceof Error ? error.message : error);
  }
}

/**
 * How long a delivery's claim on its row ("sending") holds. Longer than a delivery can take (the SMTP
 * timeouts of lib/email/deliver.ts); past it, the instance that claimed it is taken to have stopped.
 */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;

/** Rows older than this without a job are queued by the sweep (the process stopped in between). */
const UNQUEUED_AFTER_MS = 60_000;

/**
 * The e-mail sweep job: queues every message that was recorded but never got its delivery job, and every
 * message whose delivery claim ran out (its instance stopped while delivering it), to be delivered again.
 */
export async function queueForgottenEmails(now = new Date()): Promise<number> {
  const forgotten = await db().outgoingEmail.findMany({
    where: {
      OR: [
        { status: "queued", jobId: null, createdAt: { lt: new Date(now.getTime() - UNQUEUED_AFTER_MS) } },
        { status: "sending", OR: [{ lastAttemptAt: null }, { lastAttemptAt: { lt: new Date(now.getTime() - CLAIM_LEASE_MS) } }] },
      ],
    },
    select: { id: true },
    orderBy: { id: "asc" },
    take: 500,
  });
  for (const { id } of forgotten) await queueDelivery(id);
  return forgotten.length;
}

/**
 * Staff's "Resend": the message again, as a new row that points to the one it copies (which keeps its
 * own status and reason), queued for delivery with a Message-ID of its own. A message whose links were
 * not kept is copied with `links`, new ones made by the caller for its markers (lib/email/staff-view.ts).
 */
export async function resendEmail(emailId: number, { links = [] }: { links?: readonly SecretLink[] } = {}): Promise<QueuedEmail | null> {
  const original = await db().outgoingEmail.findUnique({ where: { id: emailId } });
  if (!original) return null;
  const renewed = renewLinks(original, links);
  const row = await db().outgoingEmail.create({
    data: {
      to: original.to,
      subject: original.subject,
      text: original.text,
      html: original.html,
      sealedLinks: renewed,
      replyTo: original.replyTo,
      fromName: original.fromName,
      status: "queued",
      priority: original.priority,
      messageId: newMessageId(),
      relatedType: original.relatedType,
      relatedId: original.relatedId,
      resentFromId: original.id,
    },
    select: { id: true },
  });
  await queueDeliverySafely(row.id);
  return { id: row.id };
}

/** The sealed links of a copy: the new ones, put where the original's markers are (each kind numbered as recorded). */
function renewLinks(original: { text: string; html: string | null }, links: readonly SecretLink[]): string | null {
  if (links.length === 0) return null;
  // Recorded anew with the new links, then compared: the markers must land exactly where the original's are.
  let text = original.text;
  let html = original.html;
  const perKind = new Map<string, number>();
  for (const { kind, url } of links) {
    const nth = (perKind.get(kind) ?? 0) + 1;
    perKind.set(kind, nth);
    const marker = secretLinkMarker(kind, nth);
    if (!text.includes(marker)) throw new Error(`the message has no ${marker} for the new link`);
    text = text.replaceAll(marker, () => url);
    html = html === null ? null : html.replaceAll(marker, () => url);
  }
  const hidden = hideSecretLinks({ text, html }, links);
  if (hidden.text !== original.text) throw new Error("the new links do not stand where the message's markers are");
  return hidden.sealed;
}
