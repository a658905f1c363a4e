// Reads and validates the environment the migrate commands depend on.
import { z } from "zod";
import { MigrateError } from "./errors";

const DatabaseEnv = z.object({
  DATABASE_URL: z
    .string({ error: "DATABASE_URL is not set" })
    .trim()
    .min(1, { error: "DATABASE_URL is not set" })
    .pipe(
      z.url({
        protocol: /^postgres(ql)?$/,
        hostname: /^.+$/,
        error: "DATABASE_URL must be a URL like postgresql://user:password@host:5432/database",
      }),
    ),
});

export function readDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const parsed = DatabaseEnv.safeParse(env);
  if (!parsed.success) throw new MigrateError(parsed.error.issues[0]?.message ?? "DATABASE_URL is invalid");
  return parsed.data.DATABASE_URL;
}

/** host:port/database, for messages: the URL itself may hold a password. */
export function describeTarget(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}${url.port ? `:${url.port}` : ""}${url.pathname}`;
}
