// The outbox: without SMTP_URL each message is an RFC 822 .eml file in $DATA_DIR/outbox/. A message has
// one file name, made from its row and its Message-ID, so a delivery repeated after a stop (the file was
// written, the row not yet marked) finds the file and writes nothing; and a file appears whole or not at
// all (written under a temporary name, then renamed), so nobody reads half a message.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { access, mkdir, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/** Sortable by time, findable from the row id ("-email-42-"); the Message-ID's digest tells apart rows of other databases sharing the folder. */
export function outboxFileName(row: { id: number; createdAt: Date }, messageId: string): string {
  const stamp = row.createdAt
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  const digest = createHash("sha256").update(messageId).digest("hex").slice(0, 12);
  return `${stamp}-email-${row.id}-${digest}.eml`;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Writes the message as `name` in `dir` unless it is there already; `compose` is called only when it is
 * not. `written` says whether this call wrote it.
 */
export async function writeToOutbox(
  dir: string,
  name: string,
  compose: () => Promise<Buffer>,
): Promise<{ file: string; written: boolean }> {
  const file = path.join(dir, name);
  if (await exists(file)) return { file, written: false };
  await mkdir(dir, { recursive: true });
  // A dot name without .eml: readers of the folder never take it for a message.
  const temporary = path.join(dir, `.${name}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    await writeFile(temporary, await compose(), { flag: "wx" });
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  return { file, written: true };
}
