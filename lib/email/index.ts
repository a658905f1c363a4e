// E-mail the site sends (lead notifications to staff, later order confirmations). Every message is
// first recorded as an OutgoingEmail row, then delivered:
// - with SMTP_URL set, through nodemailer over SMTP (row status "sent", or "failed" with the error);
// - without it, written as an RFC 822 .eml file to $DATA_DIR/outbox/ (status "written"), so nothing
//   is lost in the embedded demo and the tests can read what would have been sent.
// sendEmail never throws because delivery failed: the caller's record (a lead, an order) is already
// saved, and a failed row can be resent later. It does throw when the row itself cannot be written.
import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport, type Transporter } from "nodemailer";
import { z } from "zod";
import { db } from "@/lib/db/client";
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
  /** What the message is about, e.g. "Lead" and its id, for finding it again. */
  relatedType?: string;
  relatedId?: string;
};

export type EmailResult = {
  /** The OutgoingEmail row. */
  id: number;
  status: "sent" | "written" | "failed";
  error?: string;
  /** The .eml file, when written to the outbox. */
  file?: string;
};

// Subjects end up in a header: keep them to one line.
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();

const transports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    // Timeouts so that a dead mail server cannot hold a visitor's request for minutes.
    transport = createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(url, transport);
  }
  return transport;
}

// Builds the RFC 822 message exactly as it would go over SMTP, CRLF line ends.
const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });

function fromAddress(env: EmailEnv): string {
  return env.EMAIL_FROM ?? `"${siteConfig.companyName.replaceAll('"', "")}" <${siteConfig.email}>`;
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // Connection errors can quote the URL; never store credentials.
  return text.replace(/smtps?:\/\/[^\s@]*@/gi, "smtp://…@").slice(0, 1000);
}

export async function sendEmail(message: EmailMessage): Promise<EmailResult> {
  const env = emailEnv();
  const subject = oneLine(message.subject).slice(0, 250);
  const row = await db().outgoingEmail.create({
    data: {
      to: message.to,
      subject,
      text: message.text,
      html: message.html ?? null,
      status: "queued",
      relatedType: message.relatedType ?? null,
      relatedId: message.relatedId ?? null,
    },
    select: { id: true, createdAt: true },
  });

  const mail = {
    from: fromAddress(env),
    to: message.to,
    replyTo: message.replyTo,
    subject,
    text: message.text,
    html: message.html,
    headers: { "X-Outgoing-Email-Id": String(row.id) },
  };

  let result: EmailResult;
  try {
    if (env.SMTP_URL) {
      await smtpTransport(env.SMTP_URL).sendMail(mail);
      result = { id: row.id, status: "sent" };
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
      result = { id: row.id, status: "written", file };
    }
  } catch (error) {
    result = { id: row.id, status: "failed", error: describeError(error) };
    console.error(`[email] message ${row.id} to ${message.to} not delivered: ${result.error}`);
  }

  try {
    await db().outgoingEmail.update({
      where: { id: row.id },
      data: {
        status: result.status,
        error: result.error ?? null,
        sentAt: result.status === "failed" ? null : new Date(),
      },
    });
  } catch (error) {
    // The message went out (or not) regardless; only its status could not be recorded.
    console.error(`[email] status of message ${row.id} not recorded: ${describeError(error)}`);
  }
  return result;
}
