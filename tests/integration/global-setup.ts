// Gives the integration tests a database of their own with the migrations applied:
// TEST_DB=pglite (default) starts an in-memory embedded database; TEST_DB=postgres creates a scratch
// database on the PostgreSQL server of TEST_DATABASE_URL (default postgresql://127.0.0.1:5432/test).
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createScratchDatabase, type ScratchDatabase } from "../support/postgres";
import { startEmbeddedDatabase } from "../../scripts/lib/embedded-db.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: "pglite" | "postgres";
  }
}

const root = path.resolve(import.meta.dirname, "../..");

export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
  let stop: () => Promise<void>;
  let url: string;
  if (kind === "postgres") {
    const scratch: ScratchDatabase = await createScratchDatabase();
    url = scratch.url;
    stop = scratch.drop;
  } else {
    const embedded = await startEmbeddedDatabase({
      memory: true,
      templatePath: path.join(root, ".data", "pglite-template.tar.gz"),
    });
    url = embedded.url;
    stop = embedded.stop;
  }
  const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");
  const env = { ...process.env, DATABASE_URL: url, DATA_DIR: path.join(root, ".data", "test") };
  execFileSync(process.execPath, [tsx, "scripts/migrate.ts", "deploy"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  execFileSync(process.execPath, [tsx, "prisma/seed.ts"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  console.log(`integration tests on ${kind}`);
  project.provide("databaseUrl", url);
  project.provide("databaseKind", kind);
  return stop;
}
