// Where the schema and the migrations live, and how a command opens the engine on them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createAdapterFactory } from "./adapter-factory";
import { openEngine, type EngineSession } from "./engine";
import { MigrateError } from "./errors";

const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));

// Defaults are anchored to the project, not the working directory, so the script works from anywhere.
export const DEFAULT_SCHEMA_PATH = path.join(PROJECT_ROOT, "prisma", "schema.prisma");
export const DEFAULT_MIGRATIONS_DIR = path.join(PROJECT_ROOT, "prisma", "migrations");

export interface ProjectPaths {
  schemaPath: string;
  migrationsDir: string;
}

export interface SchemaFile {
  path: string;
  content: string;
}

export function readSchema(schemaPath: string): SchemaFile {
  const absolute = path.resolve(schemaPath);
  try {
    return { path: absolute, content: readFileSync(absolute, "utf8") };
  } catch {
    throw new MigrateError(`cannot read the Prisma schema at ${absolute}`);
  }
}

/** `databaseUrl` undefined: the engine gets a throw-away main database (see adapter-factory). */
export function openProjectEngine(schema: SchemaFile, databaseUrl: string | undefined): Promise<EngineSession> {
  return openEngine({
    schemaPath: schema.path,
    schemaSource: schema.content,
    adapterFactory: createAdapterFactory(databaseUrl),
    log: process.env.MIGRATE_ENGINE_LOG === "1" ? (line) => process.stderr.write(`${line}\n`) : undefined,
  });
}
