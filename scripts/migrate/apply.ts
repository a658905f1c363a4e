// Applies pending migrations and, when one fails, names it: the engine's error only carries the database's message.
import type { MigrationList } from "@prisma/schema-engine-wasm";
import type { EngineSession } from "./engine";
import { describeError, MigrateError } from "./errors";
import { ApplyMigrationsResult, DiagnoseMigrationHistoryResult, NO_FILTERS } from "./results";

export async function applyPendingMigrations(session: EngineSession, migrationsList: MigrationList): Promise<string[]> {
  try {
    const { appliedMigrationNames } = await session.run(
      "applyMigrations",
      (engine) => engine.applyMigrations({ migrationsList, filters: NO_FILTERS }),
      ApplyMigrationsResult,
    );
    return appliedMigrationNames;
  } catch (error) {
    const failed = await failedMigrations(session, migrationsList);
    const reason = describeError(error);
    // A history with an earlier failure is reported by the engine by name already.
    if (failed.length === 0 || failed.some((name) => reason.includes(name))) throw error;
    throw new MigrateError(`migration ${failed.join(", ")} failed: ${reason}`);
  }
}

async function failedMigrations(session: EngineSession, migrationsList: MigrationList): Promise<string[]> {
  try {
    const { failedMigrationNames } = await session.run(
      "diagnoseMigrationHistory",
      (engine) => engine.diagnoseMigrationHistory({ migrationsList, optInToShadowDatabase: false, filters: NO_FILTERS }),
      DiagnoseMigrationHistoryResult,
    );
    return failedMigrationNames;
  } catch {
    // The database may be gone altogether; the original error says more than this one.
    return [];
  }
}
