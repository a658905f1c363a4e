// The migration-aware adapter factory handed to the engine: the target database plus an in-memory shadow.
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { connectPgAdapter } from "./pg-adapter";
import { connectScratchDatabase } from "./scratch-db";

/**
 * `databaseUrl` undefined (the `check` command): the engine still connects to a main database as soon
 * as it is created, to read the server version, so it gets a throw-away in-memory one as well.
 */
export function createAdapterFactory(databaseUrl: string | undefined): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    connect: () => (databaseUrl === undefined ? connectScratchDatabase() : connectPgAdapter({ connectionString: databaseUrl })),
    connectToShadowDb: connectScratchDatabase,
  };
}
