// The embedded database server (scripts/db-server.mjs) shared by the site and the tools that reach it
// while the site runs (`npm run backup`, `npm run restore`).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedDatabase } from "../../scripts/lib/embedded-db.mjs";
import { dataDirServer, LOCK_FILE } from "../../scripts/lib/data-dir-lock.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const templatePath = path.join(root, ".data", "pglite-template.tar.gz");
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "tz-embedded-"));
  dirs.push(dir);
  return path.join(dir, "pglite");
}

async function client(url: string): Promise<pg.Client> {
  // A query the server mixed up with another connection's may never be answered: fail it, do not hang.
  const connection = new pg.Client({ connectionString: url, query_timeout: 20_000 });
  await connection.connect();
  return connection;
}

describe("the embedded database server", { timeout: 180_000 }, () => {
  it("answers the site's queries right while other connections run transactions", async () => {
    const database = await startEmbeddedDatabase({ dataDir: dataDir(), templatePath });
    const site = await client(database.url);
    const others = await Promise.all([1, 2, 3].map(() => client(database.url)));
    try {
      await site.query("CREATE TABLE item (id int PRIMARY KEY, name text)");
      await site.query("INSERT INTO item SELECT n, 'item ' || n FROM generate_series(1, 100) n");
      const failures: string[] = [];
      let done = false;
      // The site's queries use the extended protocol (Parse, Bind, Execute, Sync), as Prisma's do.
      const siteQueries = (async () => {
        for (let n = 1; n <= 300; n++) {
          try {
            const { rows } = await site.query<{ name: string }>("UPDATE item SET name = name WHERE id = $1 RETURNING name", [
              1 + (n % 100),
            ]);
            if (rows[0]?.name !== `item ${1 + (n % 100)}`) failures.push(`query ${n} answered ${JSON.stringify(rows)}`);
          } catch (error) {
            failures.push(`query ${n}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        done = true;
      })();
      // A backup's snapshot: simple queries in a transaction of their own.
      const transactions = others.map(async (other) => {
        while (!done) {
          try {
            await other.query("BEGIN ISOLATION LEVEL REPEATABLE READ");
            await other.query("SELECT count(*) FROM item");
            await other.query("COMMIT");
          } catch (error) {
            failures.push(`transaction: ${error instanceof Error ? error.message : String(error)}`);
            await other.query("ROLLBACK").catch(() => undefined);
          }
        }
      });
      await Promise.all([siteQueries, ...transactions]);
      expect(failures).toEqual([]);
    } finally {
      await site.end();
      for (const other of others) await other.end();
      await database.stop();
    }
  });

  it("refuses to open a data directory another server has, which would ruin it, and frees it when it stops", async () => {
    const dir = dataDir();
    const first = await startEmbeddedDatabase({ dataDir: dir, templatePath });
    try {
      expect(await dataDirServer(dir)).toEqual({ pid: expect.any(Number), port: first.port });
      await expect(startEmbeddedDatabase({ dataDir: dir, templatePath })).rejects.toThrow(/used by another process/);
    } finally {
      await first.stop();
    }
    expect(await dataDirServer(dir)).toBeUndefined();
    const again = await startEmbeddedDatabase({ dataDir: dir, templatePath });
    await again.stop();
  });

  it("takes over a data directory whose server was killed", async () => {
    const dir = dataDir();
    const first = await startEmbeddedDatabase({ dataDir: dir, templatePath });
    const { pid } = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), "utf8")) as { pid: number };
    process.kill(pid, "SIGKILL");
    await first.stop();
    const second = await startEmbeddedDatabase({ dataDir: dir, templatePath });
    try {
      const connection = await client(second.url);
      expect((await connection.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
      await connection.end();
    } finally {
      await second.stop();
    }
  });
});
