// The database part of GET /api/health.
import "server-only";
import { db } from "@/lib/db/client";

export type DatabaseHealth = { ok: true } | { ok: false; reason: string };

/** `ping` is the query to try; the tests pass one that cannot reach a server. */
export async function checkDatabase(
  ping: () => Promise<unknown> = () => db().$queryRaw`SELECT 1`,
  timeoutMs = 3_000,
): Promise<DatabaseHealth> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([ping(), timeout]);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: describe(error) };
  } finally {
    clearTimeout(timer);
  }
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // Keep the answer short and free of connection strings.
  const line = message.split("\n").find((l) => l.trim().length > 0) ?? "unknown error";
  return line.replace(/postgres(ql)?:\/\/\S+/g, "postgresql://…").slice(0, 200);
}
