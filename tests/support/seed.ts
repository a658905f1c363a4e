// Runs prisma/seed.ts against the test database, as `npm run db:seed` would.
import { execFileSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export function runSeed(databaseUrl: string): string {
  return execFileSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "prisma/seed.ts"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: path.join(root, ".data", "test") },
    encoding: "utf8",
  });
}
