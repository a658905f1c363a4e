// What a recipient gets of a recorded message in the integration tests: without SMTP_URL each message
// is an .eml file in the outbox (lib/email), delivered by its job; read back as text.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { db } from "@/lib/db/client";
import { outboxDir } from "@/lib/email";
import { deliverQueuedEmails } from "./jobs";

/** Undoes quoted-printable (soft line breaks and =XX), enough to read the body of a written message. */
export function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

/**
 * The outbox files of the message with this id. The outbox is shared by runs on other databases, whose
 * rows have the same ids: the file must also be addressed to the row's recipient.
 */
export async function outboxFilesFor(emailId: number): Promise<string[]> {
  const { to } = await db().outgoingEmail.findUniqueOrThrow({ where: { id: emailId } });
  const dir = outboxDir();
  const names = (await readdir(dir).catch(() => [] as string[])).filter(
    (name) => name.includes(`-email-${emailId}-`) && name.endsWith(".eml"),
  );
  const files = await Promise.all(names.map(async (name) => [name, await readFile(path.join(dir, name), "utf8")] as const));
  return files.filter(([, raw]) => raw.includes(`To: ${to}`)).map(([name]) => path.join(dir, name));
}

/** The message as its recipient reads it (headers, then the decoded body), delivered first if it is still queued. */
export async function deliveredMessage(emailId: number): Promise<string> {
  let [file] = await outboxFilesFor(emailId);
  if (!file) {
    await deliverQueuedEmails();
    [file] = await outboxFilesFor(emailId);
  }
  if (!file) throw new Error(`message ${emailId} was not written to the outbox`);
  return decodeQuotedPrintable(await readFile(file, "utf8"));
}
