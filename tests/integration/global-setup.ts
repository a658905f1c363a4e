// Gives the integration tests a database of their own with the migrations applied:
// TEST_DB=pglite (default) starts an in-memory embedded database; TEST_DB=postgres creates a scratch
// database on the PostgreSQL server of TEST_DATABASE_URL (default postgresql://<OS user>@127.0.0.1:5432/test).
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startTestDatabase, testDatabaseKind, type TestDatabaseKind } from "../support/database.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: TestDatabaseKind;
  }
}

const root = path.resolve(import.meta.dirname, "../..");

export default async function setup(project: TestProject) {
  const kind = testDatabaseKind();
  const { url, stop } = await startTestDatabase(kind);
  const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");
  // The seed's accounts get cheap password hashes, as every account the tests make (setup.ts).
  const env = { ...process.env, DATABASE_URL: url, DATA_DIR: path.join(root, ".data", "test"), PASSWORD_HASH_COST: "10" };
  execFileSync(process.execPath, [tsx, "scripts/migrate.ts", "deploy"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  execFileSync(process.execPath, [tsx, "prisma/seed.ts"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  console.log(`integration tests on ${kind}`);
  project.provide("databaseUrl", url);
  project.provide("databaseKind", kind);
  return stop;
}
