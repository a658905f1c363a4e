// A real PostgreSQL server for the tests, when one answers: scratch databases created and dropped per run.
import { randomBytes } from "node:crypto";
import { userInfo } from "node:os";
import pg from "pg";

// pg takes the user from $USER, which a CI shell may not set: name the OS user explicitly.
export const POSTGRES_URL = process.env.TEST_DATABASE_URL || `postgresql://${userInfo().username}@127.0.0.1:5432/test`;

export async function postgresAvailable(url = POSTGRES_URL): Promise<boolean> {
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

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

/** A new, empty database on the server of `url`, named tz_test_<random>. */
export async function createScratchDatabase(url = POSTGRES_URL): Promise<ScratchDatabase> {
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
    drop: async () => {
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
