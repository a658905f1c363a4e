// `dev <name>`: authors the next migration from the schema and applies it, like `prisma migrate dev --name`.
import path from "node:path";
import { applyPendingMigrations } from "./apply";
import { contractChanges } from "./contract-rule";
import { describeTarget } from "./env";
import { MigrateError } from "./errors";
import { readMigrations, writeMigration } from "./migrations-dir";
import { openProjectEngine, readSchema, type ProjectPaths } from "./project";
import { CreateMigrationResult, DevDiagnosticResult, EvaluateDataLossResult, NO_FILTERS } from "./results";

const MIGRATION_NAME = /^[a-z0-9_]+$/;

export interface DevOptions {
  name: string;
  acceptDataLoss: boolean;
}

function printApplied(names: string[], target: string): void {
  for (const name of names) console.log(`Applied ${name} to ${target}`);
}

/** Becomes part of a directory name and of the history in every database, so it is checked before anything runs. */
export function validateMigrationName(name: string): void {
  if (!MIGRATION_NAME.test(name)) {
    throw new MigrateError(`invalid migration name "${name}": use only a-z, 0-9 and _ (e.g. add_product_sku)`);
  }
}

export async function dev(paths: ProjectPaths, databaseUrl: string, options: DevOptions): Promise<number> {
  validateMigrationName(options.name);
  const schema = readSchema(paths.schemaPath);
  const target = describeTarget(databaseUrl);
  const session = await openProjectEngine(schema, databaseUrl);
  try {
    const migrationsList = readMigrations(paths.migrationsDir);

    const { action } = await session.run(
      "devDiagnostic",
      (engine) => engine.devDiagnostic({ migrationsList, filters: NO_FILTERS }),
      DevDiagnosticResult,
    );
    if (action.tag === "reset") {
      // `prisma migrate dev` would offer to wipe the database here; a script should never do that on its own.
      throw new MigrateError(
        `${target} does not match the migration history (${action.reason.trim()}); ` +
          "reset it (drop and recreate the database) and run this again",
      );
    }

    printApplied(await applyPendingMigrations(session, migrationsList), target);

    // createMigration would apply a destructive migration without asking; check first.
    const loss = await session.run(
      "evaluateDataLoss",
      (engine) => engine.evaluateDataLoss({ migrationsList, schema: { files: [schema] }, filters: NO_FILTERS }),
      EvaluateDataLossResult,
    );
    if (loss.unexecutableSteps.length > 0) {
      const steps = loss.unexecutableSteps.map((step) => step.message.trim()).join(" ");
      throw new MigrateError(`the change cannot be applied to the data in ${target}: ${steps}`);
    }
    if (loss.warnings.length > 0 && !options.acceptDataLoss) {
      const warnings = loss.warnings.map((warning) => warning.message.trim()).join(" ");
      throw new MigrateError(
        `refusing to create "${options.name}": it would lose data in ${target}: ${warnings} ` +
          "Re-run with --accept-data-loss if that is intended.",
      );
    }

    const created = await session.run(
      "createMigration",
      (engine) =>
        engine.createMigration({
          draft: false,
          migrationName: options.name,
          migrationsList,
          schema: { files: [schema] },
          filters: NO_FILTERS,
        }),
      CreateMigrationResult,
    );
    if (created.migrationScript === null) {
      console.log("Already in sync: the schema matches the migrations; no migration created");
      return 0;
    }

    const file = writeMigration(paths.migrationsDir, created.generatedMigrationName, created.migrationScript);
    const shown = path.relative(process.cwd(), file);
    console.log(`Created ${shown.startsWith("..") ? file : shown}`);
    const taken = contractChanges(created.migrationScript);
    if (taken.length > 0) {
      // Said now rather than at db:check in CI: the change has to be split over releases.
      console.log(
        `Warning: it takes away what the previous release may still use (${taken.map((c) => `${c.target}: ${c.change}`).join("; ")}); ` +
          "npm run db:check refuses it unless it is a later, marked contract migration (docs/operations.md).",
      );
    }
    printApplied(await applyPendingMigrations(session, readMigrations(paths.migrationsDir)), target);
    return 0;
  } finally {
    session.close();
  }
}
