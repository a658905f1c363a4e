// Database migrations without Prisma's native schema engine: `deploy`, `dev <name>` and `check` (see DESIGN.md §3).
import { parseArgs } from "node:util";
import { check } from "./migrate/check";
import { deploy } from "./migrate/deploy";
import { dev, validateMigrationName } from "./migrate/dev";
import { lastEnginePanic } from "./migrate/engine";
import { readDatabaseUrl } from "./migrate/env";
import { describeError, MigrateError } from "./migrate/errors";
import { DEFAULT_MIGRATIONS_DIR, DEFAULT_SCHEMA_PATH, type ProjectPaths } from "./migrate/project";

const USAGE = `usage: tsx scripts/migrate.ts <command> [options]

  deploy                 apply the pending migrations to DATABASE_URL
  dev <name>             create a migration from the schema changes and apply it to DATABASE_URL
      --accept-data-loss   allow a migration that drops columns, tables or values with data
  check                  exit 1 when the schema has changes no migration contains (no database needed)

  --schema <path>        Prisma schema (default prisma/schema.prisma)
  --migrations <dir>     migrations folder (default prisma/migrations)`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      schema: { type: "string" },
      migrations: { type: "string" },
      name: { type: "string" },
      "accept-data-loss": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || command === undefined) {
    console.log(USAGE);
    return command === undefined && !values.help ? 2 : 0;
  }
  const paths: ProjectPaths = {
    schemaPath: values.schema ?? DEFAULT_SCHEMA_PATH,
    migrationsDir: values.migrations ?? DEFAULT_MIGRATIONS_DIR,
  };
  switch (command) {
    case "deploy":
      return deploy(paths, readDatabaseUrl());
    case "check":
      return check(paths);
    case "dev": {
      // Spaces reach us as several positionals ("add product" → ["add", "product"]).
      const name = values.name ?? (rest.length > 0 ? rest.join(" ") : undefined);
      if (name === undefined) throw new MigrateError("dev needs a migration name: npm run db:migrate -- <name>");
      // Before DATABASE_URL, so a bad name is reported as such whatever the environment.
      validateMigrationName(name);
      return dev(paths, readDatabaseUrl(), { name, acceptDataLoss: values["accept-data-loss"] });
    }
    default:
      console.error(`migrate: unknown command "${command}"\n\n${USAGE}`);
      return 2;
  }
}

function fail(error: unknown): never {
  const panic = lastEnginePanic();
  // After a Rust panic the thrown error only says "unreachable"; the panic hook kept the real message.
  const reason = panic !== undefined ? `schema engine panic: ${panic.replace(/\s*\n\s*/g, " ")}` : describeError(error);
  console.error(`migrate: ${reason}`);
  if (process.env.MIGRATE_DEBUG === "1" && error instanceof Error) console.error(error.stack);
  process.exit(1);
}

// An engine panic can surface from a wasm callback rather than from the awaited call.
process.on("uncaughtException", fail);
process.on("unhandledRejection", fail);

// Always exit explicitly: the engine keeps a 10 s timer alive after free().
main(process.argv.slice(2)).then((code) => process.exit(code), fail);
