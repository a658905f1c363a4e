// The environment of the launcher and the test runner, parsed with zod before use.
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgresql:// URL")
    .optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  TRUST_PROXY: z.enum(["true", "false"], { error: 'TRUST_PROXY must be "true" or "false"' }).default("false"),
  // How many `next start` instances run behind nginx (`npm run start:cluster`, or `npm start` with more than one).
  INSTANCES: z.coerce.number().int().min(1, "INSTANCES must be at least 1").max(32, "INSTANCES must be at most 32").optional(),
  // The addresses of a TLS load balancer in front of the cluster's nginx, comma-separated (addresses or
  // CIDR ranges): nginx takes the visitor's address and scheme from their X-Forwarded-* headers.
  LOAD_BALANCER_ADDRESSES: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: "LOAD_BALANCER_ADDRESSES must list IP addresses or CIDR ranges" }),
      ),
    )
    .default([]),
  // How long a stopping instance waits for its requests and jobs (scripts/lib/graceful-stop.cjs).
  STOP_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(1, "STOP_GRACE_SECONDS must be at least 1")
    .max(600, "STOP_GRACE_SECONDS must be at most 600")
    .default(20),
});

/** Loads KEY=value lines from a .env file when there is one; variables already set win. */
export function loadEnvFile(file) {
  if (existsSync(file)) process.loadEnvFile(file);
}

export function projectEnv(source = process.env) {
  const parsed = schema.safeParse({
    PORT: source.PORT || undefined,
    DATABASE_URL: source.DATABASE_URL || undefined,
    DATA_DIR: source.DATA_DIR || undefined,
    TRUST_PROXY: source.TRUST_PROXY || undefined,
    INSTANCES: source.INSTANCES || undefined,
    LOAD_BALANCER_ADDRESSES: source.LOAD_BALANCER_ADDRESSES || undefined,
    STOP_GRACE_SECONDS: source.STOP_GRACE_SECONDS || undefined,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const DATA_DIR = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    DATA_DIR,
    trustProxy: parsed.data.TRUST_PROXY === "true",
    pgliteDir: path.join(DATA_DIR, "pglite"),
    // Shared by every data directory: an empty cluster, so that a new one skips initdb.
    pgliteTemplate: path.resolve(".data", "pglite-template.tar.gz"),
  };
}
