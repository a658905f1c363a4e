// E-mail the site sends (lead notifications, order confirmations and shipping news, account links).
// Every message is first recorded as an OutgoingEmail row (status "queued"), then delivered by a job
// of the queue (lib/jobs), which retries a failed delivery with backoff and finally marks it "failed"
// with the reason for staff to see and resend:
// - with SMTP_URL set, through nodemailer over SMTP (row status "sent");
// - without it, written as an RFC 822 .eml file to $DATA_DIR/outbox/ (status "written"), so nothing
//   is lost in the embedded demo and the tests can read what would have been sent.
// A row is claimed ("sending") by one job before it goes to SMTP and is never handed over twice: a job
// that finds it sent, written or claimed leaves it (lib/email/deliver.ts).
import "server-only";
import path from "node:path";
import { z } from "zod";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { jobQueue, QUEUES, EMAIL_RETRY } from "@/lib/jobs/queue";
import { siteConfig } from "@/lib/site-config";

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
};

/** What a caller gets back: the OutgoingEmail row, queued for delivery. */
export type QueuedEmail = { id: number };

// Subjects end up in a header: keep them to one line.
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();

type EmailWriter = Pick<Prisma.TransactionClient, "outgoingEmail">;

/**
 * Records the message for delivery, inside the caller's transaction when one is given (so that, say, a
 * paid order and its staff notice are saved together). The caller then hands the id to queueDelivery
 * after its commit; a row whose job was never queued is picked up by the e-mail sweep within minutes.
 */
export async function recordEmail(message: EmailMessage, client: EmailWriter = db()): Promise<QueuedEmail> {
  emailEnv(); // wrong settings fail here, where the caller can see them, not later in a job
  const row = await client.outgoingEmail.create({
    data: {
      to: message.to,
      subject: oneLine(message.subject).slice(0, 250),
      text: message.text,
      html: message.html ?? null,
      replyTo: message.replyTo ?? null,
      fromName: message.fromName ? oneLine(message.fromName).slice(0, 120) : null,
      status: "queued",
      relatedType: message.relatedType ?? null,
      relatedId: message.relatedId ?? null,
    },
    select: { id: true },
  });
  return { id: row.id };
}

/** Queues the delivery job of a recorded message and notes the job on the row. */
export async function queueDelivery(emailId: number): Promise<void> {
  const boss = await jobQueue();
  const jobId = await boss.send(QUEUES.email, { emailId }, EMAIL_RETRY);
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

/** Rows older than this without a job are queued by the sweep (the process stopped in between). */
const UNQUEUED_AFTER_MS = 60_000;

/** The e-mail sweep job: queues every message that was recorded but never got its delivery job. */
export async function queueForgottenEmails(now = new Date()): Promise<number> {
  const forgotten = await db().outgoingEmail.findMany({
    where: { status: "queued", jobId: null, createdAt: { lt: new Date(now.getTime() - UNQUEUED_AFTER_MS) } },
    select: { id: true },
    orderBy: { id: "asc" },
    take: 500,
  });
  for (const { id } of forgotten) await queueDelivery(id);
  return forgotten.length;
}

/**
 * Staff's "Resend": the message again, as a new row that points to the one it copies (which keeps its
 * own status and reason), queued for delivery.
 */
export async function resendEmail(emailId: number): Promise<QueuedEmail | null> {
  const original = await db().outgoingEmail.findUnique({ where: { id: emailId } });
  if (!original) return null;
  const row = await db().outgoingEmail.create({
    data: {
      to: original.to,
      subject: original.subject,
      text: original.text,
      html: original.html,
      replyTo: original.replyTo,
      fromName: original.fromName,
      status: "queued",
      relatedType: original.relatedType,
      relatedId: original.relatedId,
      resentFromId: original.id,
    },
    select: { id: true },
  });
  await queueDeliverySafely(row.id);
  return { id: row.id };
}
