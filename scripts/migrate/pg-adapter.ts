// A PrismaPg driver adapter tuned for the schema engine: reads the catalog type "char" and runs migration scripts whole.
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { ColumnTypeEnum, type SqlDriverAdapter, type SqlQuery, type SqlResultSet, type Transaction } from "@prisma/driver-adapter-utils";

const CHAR_OID = 18;
const TEXT_OID = 25;
// Appended to the name of a column pg reported as "char"; a NUL cannot occur in a real column name.
const CHAR_MARKER = "\u0000char";

interface FieldDescription {
  name: string;
  dataTypeID: number;
}

function isRowDescription(message: unknown): message is { fields: FieldDescription[] } {
  return typeof message === "object" && message !== null && Array.isArray((message as { fields?: unknown }).fields);
}

/**
 * adapter-pg 7.10 throws "Unsupported column type char" on OID 18, which the engine's introspection of
 * pg_catalog reads (relkind, contype, ...). Runs before pg's own listener so pg parses it as text, and
 * tags the column so `restoreCharColumns` can tell the engine its real type: reported as Text, the
 * engine panics ("unreachable").
 */
function reportCharAsText(message: unknown): void {
  if (!isRowDescription(message)) return;
  for (const field of message.fields) {
    if (field.dataTypeID === CHAR_OID) {
      field.dataTypeID = TEXT_OID;
      field.name += CHAR_MARKER;
    }
  }
}

function restoreCharColumns(result: SqlResultSet): SqlResultSet {
  if (!result.columnNames.some((name) => name.endsWith(CHAR_MARKER))) return result;
  const columnNames = [...result.columnNames];
  const columnTypes = [...result.columnTypes];
  columnNames.forEach((name, index) => {
    if (name.endsWith(CHAR_MARKER)) {
      columnNames[index] = name.slice(0, -CHAR_MARKER.length);
      columnTypes[index] = ColumnTypeEnum.Character;
    }
  });
  return { ...result, columnNames, columnTypes };
}

function wrapTransaction(tx: Transaction): Transaction {
  return {
    adapterName: tx.adapterName,
    provider: tx.provider,
    options: tx.options,
    queryRaw: async (query: SqlQuery) => restoreCharColumns(await tx.queryRaw(query)),
    executeRaw: (query: SqlQuery) => tx.executeRaw(query),
    commit: () => tx.commit(),
    rollback: () => tx.rollback(),
    ...(tx.createSavepoint && { createSavepoint: tx.createSavepoint.bind(tx) }),
    ...(tx.rollbackToSavepoint && { rollbackToSavepoint: tx.rollbackToSavepoint.bind(tx) }),
    ...(tx.releaseSavepoint && { releaseSavepoint: tx.releaseSavepoint.bind(tx) }),
  };
}

export interface PgAdapterOptions {
  connectionString: string;
  /** Runs after the pool is closed, e.g. to stop the server behind a shadow database. */
  onDispose?: () => Promise<void>;
}

/** Connects a pool to `connectionString` and returns an adapter the schema engine can drive. */
export async function connectPgAdapter(options: PgAdapterOptions): Promise<SqlDriverAdapter> {
  const pool = new pg.Pool({ connectionString: options.connectionString, connectionTimeoutMillis: 10_000 });
  pool.on("connect", (client) => {
    client.connection.prependListener("rowDescription", reportCharAsText);
  });
  const inner = await new PrismaPg(pool, { disposeExternalPool: true }).connect();
  return {
    adapterName: inner.adapterName,
    provider: inner.provider,
    queryRaw: async (query) => restoreCharColumns(await inner.queryRaw(query)),
    executeRaw: (query) => inner.executeRaw(query),
    // adapter-pg splits scripts on every ";" (breaking strings and $$ bodies) and runs the pieces in
    // autocommit. One simple-protocol query (no parameters) is what the native engine sends: Postgres
    // runs it as a single implicit transaction, so a failing migration leaves nothing half-applied.
    executeScript: async (script) => {
      await inner.executeRaw({ sql: script, args: [], argTypes: [] });
    },
    startTransaction: async (isolationLevel) => wrapTransaction(await inner.startTransaction(isolationLevel)),
    getConnectionInfo: () => inner.getConnectionInfo(),
    dispose: async () => {
      try {
        await inner.dispose();
      } finally {
        await options.onDispose?.();
      }
    },
  };
}
