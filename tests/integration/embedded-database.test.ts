// The embedded database server (scripts/db-server.mjs) shared by the site and the tools that reach it
// while the site runs (`npm run backup`, `npm run restore`). It listens on 127.0.0.1, where every user of
// the machine can connect, so it takes only connections that give its password, made on the first start
// and kept beside the data.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
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

/** What `select 1` on `url` gives: the number, or the error's message. */
async function selectOne(url: string): Promise<number | string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ one: number }>("select 1 as one");
    return rows[0]!.one;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** `url` with another password, or none. */
function withPassword(url: string, password: string): string {
  const changed = new URL(url);
  changed.password = password;
  return changed.toString();
}

describe("the embedded database", () => {
  it("refuses a connection without its password or with a wrong one, and serves the URL it gives", async () => {
    const dataRoot = mkdtempSync(path.join(tmpdir(), "embedded-db-"));
    dirs.push(dataRoot);
    const database = await startEmbeddedDatabase({ dataDir: path.join(dataRoot, "pglite"), templatePath });
    try {
      expect(await selectOne(database.url)).toBe(1);
      expect(await selectOne(withPassword(database.url, ""))).toMatch(/password/i);
      expect(await selectOne(withPassword(database.url, "guessed"))).toMatch(/password authentication failed/);
    } finally {
      await database.stop();
    }
  });

  it("keeps its password beside the data, readable by its owner alone, and uses it again after a restart", async () => {
    const dataRoot = mkdtempSync(path.join(tmpdir(), "embedded-db-"));
    dirs.push(dataRoot);
    const dataDir = path.join(dataRoot, "pglite");
    const first = await startEmbeddedDatabase({ dataDir, templatePath });
    await first.stop();
    const kept = readdirSync(dataRoot).filter((name) => name !== "pglite");
    expect(kept).toEqual(["pglite-password"]);
    expect(statSync(path.join(dataRoot, "pglite-password")).mode & 0o777).toBe(0o600);

    const second = await startEmbeddedDatabase({ dataDir, templatePath });
    try {
      expect(new URL(second.url).password).toBe(new URL(first.url).password);
      expect(await selectOne(second.url)).toBe(1);
    } finally {
      await second.stop();
    }
  });

  it("gives an in-memory database a password of its own too", async () => {
    const database = await startEmbeddedDatabase({ memory: true, templatePath });
    try {
      expect(new URL(database.url).password).not.toBe("");
      expect(await selectOne(database.url)).toBe(1);
      expect(await selectOne(withPassword(database.url, ""))).toMatch(/password/i);
    } finally {
      await database.stop();
    }
  });
});
