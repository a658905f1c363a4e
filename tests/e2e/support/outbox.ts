// The e-mails the browser tests' site wrote (DATA_DIR .data/e2e, lib/email: without SMTP_URL each message
// is an .eml file in the outbox), read as a customer's mailbox.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

const OUTBOX = path.resolve(".data/e2e/outbox");

/** The text of the newest message to `to` whose subject matches, once the job queue has written it (quoted-printable decoded). */
export async function mailTo(to: string, subject: RegExp): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const files = (await readdir(OUTBOX).catch(() => [] as string[]))
          .filter((name) => name.endsWith(".eml"))
          .sort()
          .reverse();
        for (const name of files) {
          const raw = (await readFile(path.join(OUTBOX, name), "utf8")).replace(/=\r?\n/g, "");
          if (!raw.includes(`To: ${to}`) || !subject.test(raw)) continue;
          found = raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
          return true;
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}
