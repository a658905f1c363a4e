// The server's environment, parsed once. Importing this from a client component is a build error.
import "server-only";
import { z } from "zod";

const schema = z.object({
  DATABASE_URL: z
    .string({ error: "DATABASE_URL is not set: start the site with `npm start`, which provides one" })
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgresql:// URL"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Set by the launcher (and the tests) when DATABASE_URL is the embedded PGlite server. */
  EMBEDDED_DATABASE: z
    .enum(["0", "1"])
    .optional()
    .transform((value) => value === "1"),
});

export type ServerEnv = z.infer<typeof schema>;

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= schema.parse({
    DATABASE_URL: process.env.DATABASE_URL,
    NODE_ENV: process.env.NODE_ENV,
    EMBEDDED_DATABASE: process.env.EMBEDDED_DATABASE || undefined,
  });
  return cached;
}
