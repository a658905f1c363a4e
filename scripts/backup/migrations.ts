// Replays migrations for a restore with the same engine as `npm run db:deploy` (scripts/migrate).
import { applyPendingMigrations } from "../migrate/apply";
import { readMigrations } from "../migrate/migrations-dir";
import { DEFAULT_MIGRATIONS_DIR, DEFAULT_SCHEMA_PATH, openProjectEngine, readSchema } from "../migrate/project";

/** The code's migrations, in order. */
export function codeMigrations(): string[] {
  return readMigrations(DEFAULT_MIGRATIONS_DIR).migrationDirectories.map((directory) => directory.path);
}

/** Applies those of the code's migrations that `only` names (all when undefined) and are not applied yet. */
export async function applyMigrations(url: string, only?: string[]): Promise<string[]> {
  const list = readMigrations(DEFAULT_MIGRATIONS_DIR);
  if (only) list.migrationDirectories = list.migrationDirectories.filter((directory) => only.includes(directory.path));
  const session = await openProjectEngine(readSchema(DEFAULT_SCHEMA_PATH), url);
  try {
    return await applyPendingMigrations(session, list);
  } finally {
    // The engine leaves a timer behind: the command exits explicitly when it is done.
    session.close();
  }
}
