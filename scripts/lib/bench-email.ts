// The e-mail part of `npm run bench`: one instance's job worker writing to the outbox (no SMTP_URL), on a
// scratch PostgreSQL database. 1,000 bulk messages (lead mail) are queued before the instance starts;
// once it answers, a guest pays by card and completes the order, and the bench waits for the order
// confirmation (urgent) to be written, then for the backlog to drain. It reports figures; it asserts nothing.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { tokenizeTestCard } from "../../lib/payments/test-tokenizer";
import { startTestDatabase, type TestDatabase } from "../../tests/support/database.mjs";
import { startCluster, stopServer } from "./bench-servers";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = promisify(execFile);

export type EmailFigures = {
  queued: number;
  /** Recording and queueing the backlog through lib/email, one message after the other. */
  queueSeconds: number;
  /** From the worker's first attempt to the last message written. */
  drainSeconds: number;
  perSecond: number;
  /** From the card payment's answer to the confirmation's file in the outbox. */
  confirmationMs: number;
  /** Backlog messages still queued when the confirmation was written: it went ahead of them. */
  backlogAtConfirmation: number;
};

const BACKLOG = 1000;

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A guest's card order on `origin`, completed: the confirmation is queued. Resolves when the payment answered, with the order's id. */
async function guestOrder(origin: string): Promise<{ orderId: string; paidAt: number }> {
  const headers = { "content-type": "application/json", origin };
  const cart = await fetch(`${origin}/api/cart`, {
    method: "POST",
    headers,
    body: JSON.stringify({ itemNumber: "TZ-PS-101", quantity: 2 }),
  });
  if (!cart.ok) throw new Error(`add to cart: ${cart.status} ${await cart.text()}`);
  const cookie = (cart.headers.get("set-cookie") ?? "").split(";")[0]!;
  const token = tokenizeTestCard({ cardNumber: "4111111111111111", expirationDate: "12/30", cardCode: "123" });
  if (!token.ok) throw new Error(token.error);
  const customer = {
    firstName: "Robin",
    lastName: "Okafor",
    email: `bench-buyer-${randomUUID().slice(0, 8)}@example.com`,
    phone: "608-555-0123",
    shippingAddress: "18 Pier Rd",
    shippingCity: "Madison",
    shippingState: "WI",
    shippingZipCode: "53703",
    sameAsShipping: true,
  };
  const paid = await fetch(`${origin}/api/authorize-net/process-payment`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: JSON.stringify({ idempotencyKey: randomUUID(), customer, opaqueData: token.opaqueData }),
  });
  if (!paid.ok) throw new Error(`payment: ${paid.status} ${await paid.text()}`);
  const paidAt = Date.now();
  const { orderId } = (await paid.json()) as { orderId: string };
  const completed = await fetch(`${origin}/api/complete-order`, { method: "POST", headers: { ...headers, cookie }, body: "{}" });
  if (!completed.ok) throw new Error(`complete order: ${completed.status} ${await completed.text()}`);
  return { orderId, paidAt };
}

/** The e-mail figures on a scratch database of the PostgreSQL server at `databaseUrl`, nginx on `port`, the instance on the next. */
export async function emailFigures({
  port,
  databaseUrl,
  log,
}: {
  port: number;
  databaseUrl: string;
  log: (line: string) => void;
}): Promise<EmailFigures> {
  let scratch: TestDatabase | undefined;
  let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
  let pool: pg.Pool | undefined;
  try {
    scratch = await startTestDatabase("postgres", databaseUrl);
    const env = { ...process.env, DATABASE_URL: scratch.url, EMBEDDED_DATABASE: "0", SMTP_URL: "" };
    await run(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/migrate.ts", "deploy"], { cwd: root, env });
    const producer = await run(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "scripts/lib/bench-email-producer.ts", String(BACKLOG)],
      { cwd: root, env },
    );
    const queueSeconds = Number(producer.stdout.trim());
    log(`e-mail: ${BACKLOG} bulk messages queued in ${queueSeconds} s; starting one instance`);

    pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    const db = pool;
    // A real database and no gateway credentials: the test gateway takes the card, as in the browser tests.
    cluster = await startCluster({ port, instances: 1, databaseUrl: scratch.url, env: { PAYMENTS_MODE: "test" } });
    const { orderId, paidAt } = await guestOrder(`http://127.0.0.1:${port + 1}`);

    const confirmation = await until(
      "the order confirmation written",
      async () => {
        const { rows } = await db.query<{ sentAt: Date }>(
          `SELECT "sentAt" FROM "OutgoingEmail" WHERE "relatedType" = 'Order' AND "relatedId" = $1 AND subject LIKE 'Your order%' AND status = 'written'`,
          [orderId],
        );
        return rows[0]?.sentAt;
      },
      120_000,
    );
    const confirmationMs = confirmation.getTime() - paidAt;
    const { rows: waiting } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "OutgoingEmail" WHERE "relatedType" = 'Bench' AND ("sentAt" IS NULL OR "sentAt" > $1)`,
      [confirmation],
    );
    const backlogAtConfirmation = waiting[0]?.n ?? 0;

    const span = await until(
      "the backlog drained",
      async () => {
        const { rows } = await db.query<{ left: number; first: Date; last: Date }>(
          `SELECT count(*) FILTER (WHERE status <> 'written')::int AS left, min("lastAttemptAt") AS first, max("sentAt") AS last
           FROM "OutgoingEmail" WHERE "relatedType" = 'Bench'`,
        );
        const row = rows[0];
        return row && row.left === 0 ? row : undefined;
      },
      600_000,
    );
    const drainSeconds = Math.max(0.001, (span.last.getTime() - span.first.getTime()) / 1000);
    return {
      queued: BACKLOG,
      queueSeconds,
      drainSeconds: Math.round(drainSeconds * 10) / 10,
      perSecond: Math.round(BACKLOG / drainSeconds),
      confirmationMs,
      backlogAtConfirmation,
    };
  } finally {
    await pool?.end().catch(() => undefined);
    await stopServer(cluster);
    await scratch?.stop().catch((error: unknown) => log(`could not drop the e-mail scratch database: ${String(error)}`));
  }
}
