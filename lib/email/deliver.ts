// Delivery of one recorded message, run by the e-mail job (lib/jobs/handlers.ts). The row is claimed
// ("queued" → "sending") by one conditional update before anything is handed to SMTP, so two jobs for
// the same row (a duplicate, a retry racing a slow first attempt) never both send it. A row left
// "sending" by a process that stopped mid-send is not sent again: nobody knows whether it went out, so
// it is marked failed with that reason and staff decide whether to resend.
import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport, type Transporter } from "nodemailer";
import { db } from "@/lib/db/client";
import { siteConfig } from "@/lib/site-config";
import { emailEnv, type EmailEnv } from "./index";

export type DeliveryAttempt = {
  /** The attempt this is, counting from 1. */
  attempt: number;
  /** No retry follows: a failure now marks the message failed. */
  final: boolean;
};

export type DeliveryResult =
  | { outcome: "sent" | "written"; file?: string }
  /** Another job has it, or had it: nothing was sent by this one. */
  | { outcome: "skipped"; status: string }
  /** Failed; `retry` says whether the job should be retried. */
  | { outcome: "failed"; error: string; retry: boolean };

/** A claim older than this was left by a process that stopped while sending (the job has long expired). */
const ABANDONED_CLAIM_MS = 15 * 60 * 1000;

const transports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    // Timeouts so that a dead mail server cannot hold a job for minutes.
    transport = createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    transports.set(url, transport);
  }
  return transport;
}

// Builds the RFC 822 message exactly as it would go over SMTP, CRLF line ends.
const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });

function fromAddress(env: EmailEnv, fromName: string | null): string | { name: string; address: string } {
  const configured = env.EMAIL_FROM ?? `"${siteConfig.companyName.replaceAll('"', "")}" <${siteConfig.email}>`;
  if (!fromName) return configured;
  // A staff member's message: their name "via" the company, from the site's own address (a mailbox the
  // site may send from, so SPF and DKIM still hold); replies go to Reply-To.
  const address = /<([^>]+)>/.exec(configured)?.[1] ?? configured.trim();
  return { name: `${fromName} via ${siteConfig.companyName}`, address };
}

export function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // Connection errors can quote the URL; never store credentials.
  return text.replace(/smtps?:\/\/[^\s@]*@/gi, "smtp://…@").slice(0, 1000);
}

export async function deliverEmail(emailId: number, { attempt, final }: DeliveryAttempt, now = new Date()): Promise<DeliveryResult> {
  const claimed = await db().outgoingEmail.updateMany({
    where: { id: emailId, status: "queued" },
    data: { status: "sending", attempts: { increment: 1 }, lastAttemptAt: now },
  });
  if (claimed.count === 0) {
    const row = await db().outgoingEmail.findUnique({ where: { id: emailId }, select: { status: true, lastAttemptAt: true } });
    if (row?.status === "sending" && row.lastAttemptAt && now.getTime() - row.lastAttemptAt.getTime() > ABANDONED_CLAIM_MS) {
      await db().outgoingEmail.updateMany({
        where: { id: emailId, status: "sending", lastAttemptAt: row.lastAttemptAt },
        data: { status: "failed", error: "Delivery not confirmed: the server stopped while sending. Resend it if it did not arrive." },
      });
    }
    return { outcome: "skipped", status: row?.status ?? "missing" };
  }

  const row = await db().outgoingEmail.findUniqueOrThrow({ where: { id: emailId } });
  const env = emailEnv();
  const mail = {
    from: fromAddress(env, row.fromName),
    to: row.to,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.text,
    html: row.html ?? undefined,
    // The same Message-ID on every attempt: a receiving server that saw it once can drop a repeat.
    messageId: `<email-${row.id}.${row.createdAt.getTime()}@${new URL(siteConfig.url).hostname}>`,
    headers: { "X-Outgoing-Email-Id": String(row.id) },
  };

  try {
    let result: DeliveryResult;
    if (env.SMTP_URL) {
      await smtpTransport(env.SMTP_URL).sendMail(mail);
      result = { outcome: "sent" };
    } else {
      const info = await composer.sendMail(mail);
      const dir = path.resolve(env.DATA_DIR, "outbox");
      await mkdir(dir, { recursive: true });
      // Sortable by time and findable from the row id; the random part keeps names unique when
      // several databases (dev, tests) share one outbox.
      const stamp = row.createdAt
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d+Z$/, "Z");
      const file = path.join(dir, `${stamp}-email-${row.id}-${randomBytes(3).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer, { flag: "wx" });
      result = { outcome: "written", file };
    }
    await db().outgoingEmail.update({
      where: { id: emailId },
      data: { status: result.outcome === "sent" ? "sent" : "written", error: null, sentAt: new Date() },
    });
    return result;
  } catch (error) {
    const reason = describeError(error);
    console.error(`[email] message ${emailId} to ${row.to}, attempt ${attempt}: ${reason}`);
    await db().outgoingEmail.update({
      where: { id: emailId },
      data: final ? { status: "failed", error: reason } : { status: "queued", error: `Attempt ${attempt} failed: ${reason}` },
    });
    return { outcome: "failed", error: reason, retry: !final };
  }
}
