// The Prisma client, one per process, always through the pg driver adapter (no Rust engine), on a pg
// pool of its own making so that the job queue (lib/jobs) can share it on the embedded database.
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { Pool } from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { serverEnv } from "@/lib/env";

function createPool() {
  return new Pool({
    connectionString: serverEnv().DATABASE_URL,
    // The embedded database serves one statement at a time and its socket server interleaves the
    // messages of concurrent connections (seen as "bind message supplies 2 parameters…"): give it
    // a single connection, on which node-postgres queues the queries in order.
    max: serverEnv().EMBEDDED_DATABASE ? 1 : 10,
    connectionTimeoutMillis: 5_000,
  });
}

function createClient(pool: Pool) {
  return new PrismaClient({ adapter: new PrismaPg(pool) });
}

type Client = ReturnType<typeof createClient>;
// Kept on globalThis so that hot reloads in development do not open a new pool each time.
const holder = globalThis as typeof globalThis & { __tzPool?: Pool; __tzPrisma?: Client };

/** The process's pg pool (one connection on the embedded database). */
export function dbPool(): Pool {
  holder.__tzPool ??= createPool();
  return holder.__tzPool;
}

/** The shared client; created on first use so that building pages that never query needs no database. */
export function db(): Client {
  holder.__tzPrisma ??= createClient(dbPool());
  return holder.__tzPrisma;
}
