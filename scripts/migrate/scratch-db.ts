// A throw-away in-memory PGlite served on a loopback port: the shadow database, and the main one for `check`.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import type { SqlDriverAdapter } from "@prisma/driver-adapter-utils";
import { connectPgAdapter } from "./pg-adapter";

// Shared with scripts/db-server.mjs: loading this cached empty cluster is several times faster than an initdb.
const TEMPLATE_PATH = fileURLToPath(new URL("../../.data/pglite-template.tar.gz", import.meta.url));

// As in scripts/db-server.mjs: the migrations create pg_trgm, which PGlite must have registered at open.
const extensions = { pg_trgm };

async function createDatabase(): Promise<PGlite> {
  if (existsSync(TEMPLATE_PATH)) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([readFileSync(TEMPLATE_PATH)]), extensions });
    } catch {
      // A template half-written by a concurrent db-server start: fall back to a fresh cluster.
    }
  }
  const db = await PGlite.create({ extensions });
  await saveTemplate(db);
  return db;
}

async function saveTemplate(db: PGlite): Promise<void> {
  // Write then rename so a concurrent reader never sees a partial archive.
  const partial = `${TEMPLATE_PATH}.${process.pid}.tmp`;
  try {
    const dump = await db.dumpDataDir("gzip");
    mkdirSync(path.dirname(TEMPLATE_PATH), { recursive: true });
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, TEMPLATE_PATH);
  } catch {
    // Only a speed-up for the next run.
    rmSync(partial, { force: true });
  }
}

/**
 * Never adapter-pg's own connectToShadowDb: given a connection string, it creates a database but
 * then runs the shadow replay on the main one. An in-memory cluster per call is isolated and needs no cleanup.
 */
export async function connectScratchDatabase(): Promise<SqlDriverAdapter> {
  const db = await createDatabase();
  // Several connections because adapter-pg's pool may open more than one; PGlite serialises them.
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 32 });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  const port = Number(server.getServerConn().split(":").pop());
  return connectPgAdapter({
    connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    onDispose: async () => {
      await server.stop();
      await db.close();
    },
  });
}
