// The embedded database (scripts/db-server.mjs) as `npm start` runs it: it listens on 127.0.0.1, where
// every user of the machine can connect, so it takes only connections that give its password, made on
// the first start and kept beside the data.
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedDatabase } from "../../scripts/lib/embedded-db.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const templatePath = path.join(root, ".data", "pglite-template.tar.gz");
const dataDirs: string[] = [];

afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
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
    dataDirs.push(dataRoot);
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
    dataDirs.push(dataRoot);
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
