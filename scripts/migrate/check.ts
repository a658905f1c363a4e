// `check`: fails when the schema has changes that no migration contains (for CI; needs no database).
import { LOCKFILE_CONTENT, readMigrations } from "./migrations-dir";
import { openProjectEngine, readSchema, type ProjectPaths } from "./project";
import { DiffResult, NO_FILTERS } from "./results";

// `diff` with exitCode asks the engine for 2 when the two sides differ (the CLI convention).
const DIFFERENT = 2;

export async function check(paths: ProjectPaths): Promise<number> {
  const schema = readSchema(paths.schemaPath);
  const migrationsList = readMigrations(paths.migrationsDir);
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
