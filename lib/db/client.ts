// The Prisma client, one per process, always through the pg driver adapter (no Rust engine).
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { serverEnv } from "@/lib/env";

function createClient() {
  const adapter = new PrismaPg({
    connectionString: serverEnv().DATABASE_URL,
    // The embedded database serves one statement at a time and its socket server interleaves the
    // messages of concurrent connections (seen as "bind message supplies 2 parameters…"): give it
    // a single connection, on which node-postgres queues the queries in order.
    max: serverEnv().EMBEDDED_DATABASE ? 1 : 10,
    connectionTimeoutMillis: 5_000,
  });
  return new PrismaClient({ adapter });
}

type Client = ReturnType<typeof createClient>;
// Kept on globalThis so that hot reloads in development do not open a new pool each time.
const holder = globalThis as typeof globalThis & { __tzPrisma?: Client };

/** The shared client; created on first use so that building pages that never query needs no database. */
export function db(): Client {
  holder.__tzPrisma ??= createClient();
  return holder.__tzPrisma;
}
