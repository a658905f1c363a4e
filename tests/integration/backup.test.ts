// `npm run backup` and `npm run restore` as an operator runs them, against the seeded test database (the
// embedded one, or PostgreSQL with TEST_DB=postgres) with a paid order, its invoice and an uploaded image.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { POST as uploadImage } from "@/app/api/images/upload/route";
import { db } from "@/lib/db/client";
import type { LibraryImage } from "@/lib/images/schemas";
import { sessionCookieHeader } from "@/tests/support/auth";
import { checkoutCustomer } from "@/tests/support/checkout";
import { newProduct, shopper } from "@/tests/support/shopper";
import { startTestDatabase, type TestDatabase } from "../support/database.mjs";
import { startEmbeddedDatabase } from "../../scripts/lib/embedded-db.mjs";
import { extractArchive, writeArchive } from "../../scripts/backup/tar";

const root = path.resolve(import.meta.dirname, "../..");
const tsxCli = path.join(root, "node_modules/tsx/dist/cli.mjs");
const sourceUrl = inject("databaseUrl");
const kind = inject("databaseKind");

type CliResult = { code: number | null; stdout: string; stderr: string };

/** `npm run backup|restore -- …` in a child process, with only the variables given (no DATABASE_URL: the embedded one). */
function run(script: "backup" | "restore", args: string[], env: { DATABASE_URL?: string; DATA_DIR: string }): Promise<CliResult> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (env.DATABASE_URL === undefined) delete childEnv.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsxCli, `scripts/${script}.ts`, ...args], { cwd: root, env: childEnv });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 240_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Every table's rows, as text, in order: two databases with the same answer hold the same data. But for
 * the job an e-mail waits for: the job queue is not restored, so a restore clears it (and says so below).
 */
async function contents(url: string): Promise<Record<string, string[]>> {
  const tables = await query<{ name: string }>(
    url,
    "SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' AND relname <> '_prisma_migrations' ORDER BY 1",
  );
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await query<{ row: string }>(url, `SELECT (to_jsonb(r) - 'jobId')::text AS row FROM "${name}" r ORDER BY 1`);
    result[name] = rows.map((row) => row.row);
  }
  return result;
}

const PNG_1X1 = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"),
);

const dirs: string[] = [];
const databases: TestDatabase[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

const saved = { DATA_DIR: process.env.DATA_DIR, PAYMENTS_MODE: process.env.PAYMENTS_MODE };
let sourceDir: string;
let backupFile: string;
let order: { orderNumber: string; invoiceNumber: number | null; total: string };
let image: LibraryImage;

beforeAll(async () => {
  sourceDir = folder("tz-backup-source-");
  process.env.DATA_DIR = sourceDir;
  process.env.PAYMENTS_MODE = "test";
  backupFile = path.join(folder("tz-backups-"), "site.tar.gz");

  const product = await newProduct("41.50");
  const buyer = shopper(checkoutCustomer({ firstName: "Rosa", lastName: "Backup", email: `backup-${randomUUID()}@example.com` }));
  await buyer.add(product.itemNumber, 2);
  const paid = (await (await buyer.pay()).json()) as { orderNumber: string };
  order = await db()
    .order.findUniqueOrThrow({
      where: { orderNumber: paid.orderNumber },
      select: { orderNumber: true, invoiceNumber: true, total: true },
    })
    .then((row) => ({ ...row, total: row.total.toFixed(2) }));

  const staff = await db().user.create({
    data: {
      email: `backup-staff-${randomUUID()}@example.com`,
      firstName: "Sam",
      lastName: "Staff",
      passwordHash: "scrypt$x",
      role: "staff",
    },
  });
  const form = new FormData();
  form.append("image", new File([PNG_1X1 as BlobPart], "backup-drum.png", { type: "image/png" }));
  const uploaded = await uploadImage(
    new NextRequest("http://localhost:3000/api/images/upload", {
      method: "POST",
      headers: { cookie: await sessionCookieHeader(staff) },
      body: form,
    }),
  );
  image = ((await uploaded.json()) as { image: LibraryImage }).image;
}, 120_000);

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  for (const database of databases) await database.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("npm run backup and npm run restore", { timeout: 600_000 }, () => {
  let restored: TestDatabase;
  let restoredDir: string;

  it("brings back the same orders, invoices and images into an empty database and uploads folder", async () => {
    expect(order.invoiceNumber).not.toBeNull();
    expect(readdirSync(path.join(sourceDir, "uploads"))).toEqual([image.filename]);

    const backup = await run("backup", [backupFile], { DATABASE_URL: sourceUrl, DATA_DIR: sourceDir });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/Wrote .*site\.tar\.gz .*orders.* 1 uploaded files/);

    restored = await startTestDatabase(kind);
    databases.push(restored);
    restoredDir = folder("tz-backup-restored-");
    const restore = await run("restore", [backupFile], { DATABASE_URL: restored.url, DATA_DIR: restoredDir });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);

    const [restoredOrder] = await query<{ orderNumber: string; invoiceNumber: number; total: string }>(
      restored.url,
      `SELECT "orderNumber", "invoiceNumber", "total"::text AS total FROM "Order" WHERE "orderNumber" = $1`,
      [order.orderNumber],
    );
    expect(restoredOrder).toEqual(order);
    const [restoredImage] = await query<{ filename: string; url: string }>(
      restored.url,
      `SELECT "filename", "url" FROM "Image" WHERE "id" = $1`,
      [image.id],
    );
    expect(restoredImage).toEqual({ filename: image.filename, url: image.url });
    expect(new Uint8Array(readFileSync(path.join(restoredDir, "uploads", image.filename)))).toEqual(PNG_1X1);
    expect(await contents(restored.url)).toEqual(await contents(sourceUrl));
    // The staff's e-mail about the new order was waiting for its job: the sweep queues it again.
    const waiting = `SELECT "jobId" FROM "OutgoingEmail" WHERE "relatedId" = (SELECT "id" FROM "Order" WHERE "orderNumber" = $1) AND "status" = 'queued'`;
    expect((await query(sourceUrl, waiting, [order.orderNumber])).length).toBeGreaterThan(0);
    expect(await query(restored.url, waiting, [order.orderNumber])).toEqual(
      (await query(sourceUrl, waiting, [order.orderNumber])).map(() => ({ jobId: null })),
    );

    // The next paid order gets the next invoice number, not one the backup already holds.
    const [next] = await query<{ number: string }>(restored.url, "SELECT nextval('invoice_number_seq')::text AS number");
    const [highest] = await query<{ number: string }>(restored.url, `SELECT max("invoiceNumber")::text AS number FROM "Order"`);
    expect(Number(next!.number)).toBeGreaterThan(Number(highest!.number));
  });

  it("refuses to restore over a database that holds data, unless told to with --force", async () => {
    const refused = await run("restore", [backupFile], { DATABASE_URL: restored.url, DATA_DIR: restoredDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/holds data \(.*\) and .*uploads holds 1 file: restoring replaces it all\. Run again with --force/);

    await query(restored.url, `DELETE FROM "Image" WHERE "id" = $1`, [image.id]);
    const forced = await run("restore", [backupFile, "--force"], { DATABASE_URL: restored.url, DATA_DIR: restoredDir });
    expect(forced.stderr).toBe("");
    expect(forced.code).toBe(0);
    expect(await query(restored.url, `SELECT "filename" FROM "Image" WHERE "id" = $1`, [image.id])).toEqual([{ filename: image.filename }]);
    expect(readdirSync(path.join(restoredDir, "uploads"))).toEqual([image.filename]);
  });

  it("refuses a backup made by a release with migrations this code does not have, and changes nothing", async () => {
    const opened = folder("tz-backup-newer-");
    await extractArchive(backupFile, opened);
    const manifest = JSON.parse(readFileSync(path.join(opened, "manifest.json"), "utf8")) as { migrations: string[] };
    manifest.migrations.push("20991231000000_from_the_future");
    writeFileSync(path.join(opened, "manifest.json"), JSON.stringify(manifest));
    const newer = path.join(opened, "newer.tar.gz");
    const archive = writeArchive(newer);
    await archive.addBuffer("manifest.json", readFileSync(path.join(opened, "manifest.json")));
    for (const name of readdirSync(path.join(opened, "data"))) await archive.addFile(`data/${name}`, path.join(opened, "data", name));
    await archive.close();

    const empty = await startTestDatabase(kind);
    databases.push(empty);
    const result = await run("restore", [newer], { DATABASE_URL: empty.url, DATA_DIR: folder("tz-backup-refused-") });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "this backup was made by a newer release: its database has the migrations 20991231000000_from_the_future",
    );
    expect(await query(empty.url, "SELECT 1 FROM pg_tables WHERE schemaname = 'public'")).toEqual([]);
  });

  it("restores into the embedded database and backs it up again while the site runs on it", async () => {
    const dataDir = folder("tz-backup-embedded-");
    const restore = await run("restore", [backupFile], { DATA_DIR: dataDir });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);

    // The site: the embedded server on that directory, answering queries all along.
    const site = await startEmbeddedDatabase({
      dataDir: path.join(dataDir, "pglite"),
      templatePath: path.join(root, ".data", "pglite-template.tar.gz"),
    });
    const visitor = new pg.Client({ connectionString: site.url });
    await visitor.connect();
    try {
      let browsing = true;
      const failures: string[] = [];
      const visits = (async () => {
        while (browsing) {
          await visitor
            .query(`SELECT "name" FROM "Product" WHERE "itemNumber" = $1`, ["TZ-PS-102"])
            .catch((error: Error) => failures.push(error.message));
        }
      })();
      const second = path.join(dataDir, "again.tar.gz");
      const backup = await run("backup", [second], { DATA_DIR: dataDir });
      browsing = false;
      await visits;
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain("served by the running site");
      expect(failures).toEqual([]);

      const [first, again] = [folder("tz-backup-a-"), folder("tz-backup-b-")];
      await extractArchive(backupFile, first);
      await extractArchive(second, again);
      const tablesOf = (dir: string) => (JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as { tables: unknown }).tables;
      expect(tablesOf(again)).toEqual(tablesOf(first));
      expect(readFileSync(path.join(again, "uploads", image.filename))).toEqual(readFileSync(path.join(first, "uploads", image.filename)));
      // The e-mails' jobs aside (cleared by the restore, as above), the same rows.
      for (const name of readdirSync(path.join(first, "data")).filter((file) => file !== "OutgoingEmail.jsonl")) {
        expect(
          readFileSync(path.join(again, "data", name), "utf8")
            .split("\n")
            .sort(),
        ).toEqual(
          readFileSync(path.join(first, "data", name), "utf8")
            .split("\n")
            .sort(),
        );
      }
    } finally {
      await visitor.end();
      await site.stop();
    }
    expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
  });
});
