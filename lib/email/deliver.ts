// Delivery of one recorded message, run by the e-mail job (lib/jobs/handlers.ts), at least once. The row
// is claimed ("queued" → "sending") by one conditional update before anything is handed to SMTP, so two
// jobs for the same row (a duplicate, a retry racing a slow first attempt) do not both send it. A claim
// holds for CLAIM_LEASE_MS: a row left "sending" by an instance that stopped mid-send (nobody knows
// whether the message went) is claimed again after it, by the same job when the queue hands it out again
// at once, or by the job the e-mail sweep queues, and delivered again with the same Message-ID, which a
// receiving server that has it already drops. The outbox writer recognises a message it already wrote.
import "server-only";
import path from "node:path";
import { createTransport, type Transporter } from "nodemailer";
import { db } from "@/lib/db/client";
import { siteConfig } from "@/lib/site-config";
import { CLAIM_LEASE_MS, emailEnv, type EmailEnv } from "./index";
import { outboxFileName, writeToOutbox } from "./outbox";
import { restoreSecretLinks, UnreadableLinks } from "./secret-links";

export type DeliveryAttempt = {
  /** The attempt this is, counting from 1. */
  attempt: number;
  /** No retry follows: a failure now marks the message failed. */
  final: boolean;
  /** The queue's job that makes the attempt: it may take over its own claim, left by an attempt that was cut off. */
  jobId?: string;
};

export type DeliveryResult =
  | { outcome: "sent" | "written"; file?: string }
  /** Another job has it, or had it: nothing was sent by this one. */
  | { outcome: "skipped"; status: string }
  /** Failed; `retry` says whether the job should be retried. */
  | { outcome: "failed"; error: string; retry: boolean };

const transports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    // Timeouts so that a dead or silent mail server cannot hold a delivery past its claim.
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

/** The Message-ID of a row: its own, or for a row of an earlier release one made from its id and time. */
export function messageIdOf(row: { id: number; createdAt: Date; messageId: string | null }): string {
  return row.messageId ?? `<email-${row.id}.${row.createdAt.getTime()}@${new URL(siteConfig.url).hostname}>`;
}

export async function deliverEmail(emailId: number, { attempt, final, jobId }: DeliveryAttempt, now = new Date()): Promise<DeliveryResult> {
  // The claim returns the row: one round trip.
  const [row] = await db().outgoingEmail.updateManyAndReturn({
    where: {
      id: emailId,
      OR: [
        { status: "queued" },
        {
          status: "sending",
          OR: [{ lastAttemptAt: null }, { lastAttemptAt: { lt: new Date(now.getTime() - CLAIM_LEASE_MS) } }, ...(jobId ? [{ jobId }] : [])],
        },
      ],
    },
    data: { status: "sending", attempts: { increment: 1 }, lastAttemptAt: now, ...(jobId ? { jobId } : {}) },
  });
  if (!row) {
    const current = await db().outgoingEmail.findUnique({ where: { id: emailId }, select: { status: true } });
    return { outcome: "skipped", status: current?.status ?? "missing" };
  }

  let body;
  try {
    body = restoreSecretLinks({ text: row.text, html: row.html }, row.sealedLinks);
  } catch (error) {
    if (!(error instanceof UnreadableLinks)) throw error;
    // No attempt can do better: the message is failed at once, its links gone; the recipient asks for new ones.
    const reason = `${error.message}; ask for a new link`;
    await db().outgoingEmail.update({ where: { id: emailId }, data: { status: "failed", error: reason, sealedLinks: null } });
    return { outcome: "failed", error: reason, retry: false };
  }
  const env = emailEnv();
  const mail = {
    from: fromAddress(env, row.fromName),
    to: row.to,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: body.text,
    html: body.html ?? undefined,
    // The same Message-ID and Date on every attempt: a receiving server that saw it once can drop a repeat.
    messageId: messageIdOf(row),
    date: row.createdAt,
    headers: { "X-Outgoing-Email-Id": String(row.id) },
  };

  try {
    let result: DeliveryResult;
    if (env.SMTP_URL) {
      await smtpTransport(env.SMTP_URL).sendMail(mail);
      result = { outcome: "sent" };
    } else {
      const dir = path.resolve(env.DATA_DIR, "outbox");
      const { file } = await writeToOutbox(
        dir,
        outboxFileName(row, mail.messageId),
        async () => (await composer.sendMail(mail)).message as Buffer,
      );
      result = { outcome: "written", file };
    }
    // Delivered: the links that open an account or an order are not kept any longer.
    await db().outgoingEmail.update({
      where: { id: emailId },
      data: { status: result.outcome === "sent" ? "sent" : "written", error: null, sentAt: new Date(), sealedLinks: null },
    });
    return result;
  } catch (error) {
    const reason = describeError(error);
    console.error(`[email] message ${emailId} to ${row.to}, attempt ${attempt}: ${reason}`);
    await db().outgoingEmail.update({
      where: { id: emailId },
      data: final
        ? { status: "failed", error: reason, sealedLinks: null }
        : { status: "queued", error: `Attempt ${attempt} failed: ${reason}` },
    });
    return { outcome: "failed", error: reason, retry: !final };
  }
}
