// The migration commands as a developer and CI run them: `tsx scripts/migrate.ts deploy | dev | check`.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { postgresAvailable, startTestDatabase } from "../support/database.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const tsxCli = path.join(root, "node_modules/tsx/dist/cli.mjs");
const migrationsDir = path.join(root, "prisma/migrations");

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in a child process, the way `npm run db:*` does; DATABASE_URL only when given. */
function migrate(args: string[], databaseUrl?: string): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  if (databaseUrl !== undefined) env.DATABASE_URL = databaseUrl;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsxCli, "scripts/migrate.ts", ...args], { cwd: root, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    // The commands must exit on their own (the wasm engine leaves a timer behind); a hang fails the test.
    // Generous: a busy machine makes one command slow.
    const timer = setTimeout(() => child.kill("SIGKILL"), 150_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

function committedMigrationNames(): string[] {
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

async function publicTables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    return rows.map((row) => row.tablename);
  } finally {
    await client.end();
  }
}

// Decided before the tests are collected so that the PostgreSQL test is reported as skipped, not passed.
const postgresAnswers = await postgresAvailable();

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe("npm run db:check", { timeout: 180_000 }, () => {
  it("db:check passes on the committed schema and migrations", async () => {
    const result = await migrate(["check"]);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("Schema and migrations are in sync");
    expect(result.code).toBe(0);
  });

  it("db:check fails when a field is added to the schema without a migration", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "migrate-check-"));
    tempDirs.push(dir);
    cpSync(migrationsDir, path.join(dir, "migrations"), { recursive: true });
    const schema = readFileSync(path.join(root, "prisma/schema.prisma"), "utf8");
    const changed = schema.replace(/^model Product \{\n/m, "model Product {\n  warehouseNote String?\n");
    expect(changed).not.toBe(schema);
    writeFileSync(path.join(dir, "schema.prisma"), changed);

    const result = await migrate(["check", "--schema", path.join(dir, "schema.prisma"), "--migrations", path.join(dir, "migrations")]);

    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/ALTER TABLE "Product" ADD COLUMN\s+"warehouseNote" TEXT/);
  });
});

/** A copy of the schema and the migrations in a folder of its own, with `edit` applied to the schema. */
function projectCopy(editSchema: (schema: string) => string): { dir: string; schema: string; migrations: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "migrate-check-"));
  tempDirs.push(dir);
  cpSync(migrationsDir, path.join(dir, "migrations"), { recursive: true });
  const schema = readFileSync(path.join(root, "prisma/schema.prisma"), "utf8");
  const changed = editSchema(schema);
  expect(changed).not.toBe(schema);
  writeFileSync(path.join(dir, "schema.prisma"), changed);
  return { dir, schema: path.join(dir, "schema.prisma"), migrations: path.join(dir, "migrations") };
}

function addMigration(migrations: string, name: string, sql: string): void {
  mkdirSync(path.join(migrations, name));
  writeFileSync(path.join(migrations, name, "migration.sql"), sql);
}

// Product.description is read by every product page of the previous release.
const withoutDescription = (schema: string) => schema.replace(/^ {2}description\s+String\n/m, "");
const DROP_DESCRIPTION = 'ALTER TABLE "Product" DROP COLUMN "description";\n';

describe("npm run db:check: expand/contract", { timeout: 180_000 }, () => {
  it("refuses a migration that drops a column an earlier migration made, naming it", async () => {
    const project = projectCopy(withoutDescription);
    addMigration(project.migrations, "20261208090000_drop_description", DROP_DESCRIPTION);

    const result = await migrate(["check", "--schema", project.schema, "--migrations", project.migrations]);

    expect(result.code).toBe(1);
    expect(result.stdout).toContain("20261208090000_drop_description");
    expect(result.stdout).toContain('"Product"."description": drops the column');
    expect(result.stdout).toContain('-- contract: "Product"."description"');
  });

  it("accepts the same drop in a migration marked as the contract of that column", async () => {
    const project = projectCopy(withoutDescription);
    addMigration(
      project.migrations,
      "20261208090000_drop_description",
      `-- contract: "Product"."description" (the release of 2026-12-08 no longer reads it)\n${DROP_DESCRIPTION}`,
    );

    const result = await migrate(["check", "--schema", project.schema, "--migrations", project.migrations]);

    expect(result.stdout).toContain("Schema and migrations are in sync");
    expect(result.code).toBe(0);
  });

  it("refuses a contract migration that takes away more than its mark names", async () => {
    const project = projectCopy((schema) => withoutDescription(schema).replace(/^ {2}applications\s+String\[\].*\n/m, ""));
    addMigration(
      project.migrations,
      "20261208090000_drop_description",
      `-- contract: "Product"."description"\n${DROP_DESCRIPTION}ALTER TABLE "Product" DROP COLUMN "applications";\n`,
    );

    const result = await migrate(["check", "--schema", project.schema, "--migrations", project.migrations]);

    expect(result.code).toBe(1);
    expect(result.stdout).toContain('"Product"."applications": drops the column');
    expect(result.stdout).not.toContain('"Product"."description": drops');
  });
});

describe("npm run db:deploy", () => {
  it("deploy applies the migrations to an empty embedded database and then reports nothing pending", async () => {
    const db = await startTestDatabase("pglite");
    try {
      const first = await migrate(["deploy"], db.url);
      expect(first.stderr).toBe("");
      expect(first.code).toBe(0);
      for (const name of committedMigrationNames()) expect(first.stdout).toContain(name);

      const second = await migrate(["deploy"], db.url);
      expect(second.code).toBe(0);
      expect(second.stdout).toContain("No pending migrations");

      expect(await publicTables(db.url)).toEqual(expect.arrayContaining(["Product", "Order", "_prisma_migrations"]));
    } finally {
      await db.stop();
    }
  });

  it.skipIf(!postgresAnswers)("deploy applies the migrations to PostgreSQL", async () => {
    const scratch = await startTestDatabase("postgres");
    try {
      const result = await migrate(["deploy"], scratch.url);
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(await publicTables(scratch.url)).toEqual(expect.arrayContaining(["Product", "Order", "_prisma_migrations"]));
    } finally {
      await scratch.stop();
    }
  });

  it("deploy explains in one line that DATABASE_URL is missing", async () => {
    const result = await migrate(["deploy"]);
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim()).toBe("migrate: DATABASE_URL is not set");
  });

  it("deploy explains in one line that the database cannot be reached", async () => {
    const result = await migrate(["deploy"], "postgresql://postgres@127.0.0.1:1/postgres");
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain("Can't reach database server at `127.0.0.1:1`");
  });
});

describe("npm run db:migrate", () => {
  it("dev refuses a migration name with spaces", async () => {
    const before = committedMigrationNames();
    const result = await migrate(["dev", "add product"], "postgresql://postgres@127.0.0.1:1/postgres");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('invalid migration name "add product"');
    expect(committedMigrationNames()).toEqual(before);
  });
});
