// Zod shapes of the engine results the commands read (see schema_engine.d.ts of the pinned version).
import type { SchemaFilter } from "@prisma/schema-engine-wasm";
import { z } from "zod";

/** No tables or enums are managed outside Prisma here. */
export const NO_FILTERS: SchemaFilter = { externalTables: [], externalEnums: [] };

export const ApplyMigrationsResult = z.object({ appliedMigrationNames: z.array(z.string()) });

export const DevDiagnosticResult = z.object({
  action: z.discriminatedUnion("tag", [
    z.object({ tag: z.literal("reset"), reason: z.string() }),
    z.object({ tag: z.literal("createMigration") }),
  ]),
});

const MigrationFeedback = z.object({ message: z.string(), stepIndex: z.number() });

export const EvaluateDataLossResult = z.object({
  migrationSteps: z.number(),
  warnings: z.array(MigrationFeedback),
  unexecutableSteps: z.array(MigrationFeedback),
});

export const CreateMigrationResult = z.object({
  // Becomes a directory name: insist on Prisma's `<14 digits>_<name>` so it cannot point elsewhere.
  generatedMigrationName: z.string().regex(/^\d{14}_[a-z0-9_]+$/),
  migrationScript: z.string().nullable(),
});

export const DiffResult = z.object({ exitCode: z.number(), stdout: z.string().nullable() });

export const DiagnoseMigrationHistoryResult = z.object({ failedMigrationNames: z.array(z.string()) });
