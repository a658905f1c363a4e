// `check`: fails when the schema has changes that no migration contains, or when a migration drops,
// renames or tightens what the previous release may still use (the expand/contract rule,
// contract-rule.ts). For CI; needs no database.
import type { MigrationList } from "@prisma/schema-engine-wasm";
import { checkContractRule, RULE_SINCE, type RuleViolation } from "./contract-rule";
import { LOCKFILE_CONTENT, readMigrations } from "./migrations-dir";
import { openProjectEngine, readSchema, type ProjectPaths, type SchemaFile } from "./project";
import { DiffResult, NO_FILTERS } from "./results";

// `diff` with exitCode asks the engine for 2 when the two sides differ (the CLI convention).
const DIFFERENT = 2;

function migrationSources(migrationsList: MigrationList): { name: string; sql: string }[] {
  return migrationsList.migrationDirectories.flatMap(({ path, migrationFile }) =>
    migrationFile.content.tag === "ok" ? [{ name: path, sql: migrationFile.content.value }] : [],
  );
}

function printViolations(violations: RuleViolation[]): void {
  for (const { migration, unmarked, unused } of violations) {
    if (unmarked.length > 0) {
      console.log(`Migration ${migration} takes away what the previous release may still use:`);
      for (const { target, change } of unmarked) console.log(`  ${target}: ${change}`);
      console.log(
        "During a rolling deploy that release keeps serving on the migrated database, and fails on it at once.\n" +
          "Expand instead (add, copy, stop using it; see docs/operations.md), and take it away in a later\n" +
          "release in a contract migration whose SQL names it:",
      );
      console.log(`  -- contract: ${[...new Set(unmarked.map(({ target }) => target))].join(", ")}`);
    }
    if (unused.length > 0) {
      console.log(`Migration ${migration} marks as contract what it does not take away: ${unused.join(", ")}`);
    }
    console.log("");
  }
}

export async function check(paths: ProjectPaths): Promise<number> {
  const schema = readSchema(paths.schemaPath);
  const migrationsList = readMigrations(paths.migrationsDir);
  const violations = checkContractRule(migrationSources(migrationsList));
  printViolations(violations);
  const drift = await checkDrift(schema, migrationsList);
  if (violations.length === 0) {
    const checked = migrationsList.migrationDirectories.filter(({ path }) => path >= RULE_SINCE).length;
    console.log(`Expand/contract: no migration since ${RULE_SINCE.slice(0, 8)} takes away what an earlier one made (${checked} checked)`);
  }
  return violations.length > 0 ? 1 : drift;
}

async function checkDrift(schema: SchemaFile, migrationsList: MigrationList): Promise<number> {
  // Without a lockfile the engine cannot tell the connector of an empty history; the schema can.
  migrationsList.lockfile.content ??= LOCKFILE_CONTENT;
  const session = await openProjectEngine(schema, undefined);
  try {
    const { exitCode, stdout } = await session.run(
      "diff",
      (engine) =>
        engine.diff({
          from: { tag: "migrations", ...migrationsList },
          to: { tag: "schemaDatamodel", files: [schema] },
          script: true,
          exitCode: true,
          filters: NO_FILTERS,
        }),
      DiffResult,
    );
    if (exitCode !== DIFFERENT) {
      const count = migrationsList.migrationDirectories.length;
      console.log(`Schema and migrations are in sync (${count} migration${count === 1 ? "" : "s"})`);
      return 0;
    }
    console.log("Schema and migrations differ: the schema has changes that no migration contains.");
    console.log("A new migration would contain:\n");
    console.log((stdout ?? "").trimEnd());
    console.log("\nCreate it with: npm run db:migrate -- <name>");
    return 1;
  } finally {
    session.close();
  }
}
