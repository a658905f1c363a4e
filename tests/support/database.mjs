// The databases the tests run on, for every runner: the integration tests' global setup, the migration
// tests, the launcher's browser test and `npm test` (scripts/test.mjs, plain Node: hence JavaScript, typed
// by database.d.mts). Either an in-memory embedded database (PGlite, scripts/db-server.mjs) or a scratch
// database on a real PostgreSQL server, created and dropped per run.
import { randomBytes } from "node:crypto";
import { userInfo } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startEmbeddedDatabase } from "../../scripts/lib/embedded-db.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The cached empty cluster the embedded database starts from, several times faster than an initdb. */
const EMBEDDED_TEMPLATE = path.join(root, ".data", "pglite-template.tar.gz");

// pg takes the user from $USER, which a CI shell may not set: name the OS user explicitly.
export const POSTGRES_URL = process.env.TEST_DATABASE_URL || `postgresql://${userInfo().username}@127.0.0.1:5432/test`;

/** Whether a PostgreSQL server answers at `url`, within 2 s. */
export async function postgresAvailable(url = POSTGRES_URL) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A new, empty database on the server of `url`, named tz_test_<random>; `stop` drops it. */
async function createScratchDatabase(url) {
  const name = `tz_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    stop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The kind of database the integration tests run on: TEST_DB=postgres, else the embedded one. */
export function testDatabaseKind(env = process.env) {
  return env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

/**
 * A new, empty database of `kind`: an in-memory embedded one in a process of its own, or a scratch database
 * on the PostgreSQL server of `postgresUrl`. Nothing of it is left once `stop` has resolved.
 */
export async function startTestDatabase(kind, postgresUrl = POSTGRES_URL) {
  if (kind === "postgres") return createScratchDatabase(postgresUrl);
  const { url, stop } = await startEmbeddedDatabase({ memory: true, templatePath: EMBEDDED_TEMPLATE });
  return { url, stop };
}
