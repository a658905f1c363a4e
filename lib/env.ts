// The server's environment, parsed once. Importing this from a client component is a build error.
import "server-only";
import { z } from "zod";

const schema = z.object({
  DATABASE_URL: z
    .string({ error: "DATABASE_URL is not set: start the site with `npm start`, which provides one" })
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgresql:// URL"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
});

export type ServerEnv = z.infer<typeof schema>;

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= schema.parse({ DATABASE_URL: process.env.DATABASE_URL, NODE_ENV: process.env.NODE_ENV });
  return cached;
}
