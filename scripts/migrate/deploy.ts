// `deploy`: applies the pending migrations to DATABASE_URL, like `prisma migrate deploy`.
import { applyPendingMigrations } from "./apply";
import { describeTarget } from "./env";
import { readMigrations } from "./migrations-dir";
import { openProjectEngine, readSchema, type ProjectPaths } from "./project";

export async function deploy(paths: ProjectPaths, databaseUrl: string): Promise<number> {
  const session = await openProjectEngine(readSchema(paths.schemaPath), databaseUrl);
  try {
    const migrationsList = readMigrations(paths.migrationsDir);
    const appliedMigrationNames = await applyPendingMigrations(session, migrationsList);
    const target = describeTarget(databaseUrl);
    if (appliedMigrationNames.length === 0) {
      console.log(`No pending migrations: ${target} is up to date`);
    } else {
      const count = appliedMigrationNames.length;
      console.log(`Applied ${count} migration${count === 1 ? "" : "s"} to ${target}:`);
      for (const name of appliedMigrationNames) console.log(`  ${name}`);
    }
    return 0;
  } finally {
    session.close();
  }
}
