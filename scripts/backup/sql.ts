// What the dump and the load ask PostgreSQL (or PGlite, which answers the same) about the site's schema.
import type pg from "pg";

export const MIGRATIONS_TABLE = "_prisma_migrations";

/** A name inside double quotes, as SQL needs it. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const table = (name: string) => `public.${ident(name)}`;

/**
 * Text in and out the same way on both sides, whatever the server's settings: these are what COPY's
 * text format is also read with. LOCAL: on the embedded database every connection shares one session.
 */
export const TEXT_SETTINGS = [
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL extra_float_digits = 3",
  "SET LOCAL bytea_output = 'hex'",
];

/** Not a member of an extension (pg_trgm's functions live in public too). */
const OWN = (catalog: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = o.oid AND d.deptype = 'e')`;

/** The site's tables, by name, without Prisma's migration history. */
export async function tableNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT o.relname AS name FROM pg_class o WHERE o.relnamespace = 'public'::regnamespace AND o.relkind IN ('r', 'p')
       AND o.relname <> $1 AND ${OWN("pg_class")} ORDER BY o.relname`,
    [MIGRATIONS_TABLE],
  );
  return rows.map((row) => row.name);
}

/** A table's columns that hold data (not generated ones), in order, with their types as SQL writes them. */
export async function columnsOf(client: pg.Client, name: string): Promise<{ name: string; type: string }[]> {
  const { rows } = await client.query<{ name: string; type: string }>(
    `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [table(name)],
  );
  return rows;
}

export async function sequenceNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT o.relname AS name FROM pg_class o WHERE o.relnamespace = 'public'::regnamespace AND o.relkind = 'S'
       AND ${OWN("pg_class")} ORDER BY o.relname`,
  );
  return rows.map((row) => row.name);
}

/** The migrations applied to the database (none when it has no history table). */
export async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const { rows: present } = await client.query("SELECT 1 FROM pg_class WHERE relname = $1 AND relnamespace = 'public'::regnamespace", [
    MIGRATIONS_TABLE,
  ]);
  if (present.length === 0) return [];
  const { rows } = await client.query<{ name: string; finished: boolean }>(
    `SELECT migration_name AS name, finished_at IS NOT NULL AS finished FROM ${table(MIGRATIONS_TABLE)}
      WHERE rolled_back_at IS NULL ORDER BY migration_name`,
  );
  const failed = rows.filter((row) => !row.finished).map((row) => row.name);
  if (failed.length > 0) throw new Error(`migration ${failed.join(", ")} failed on this database and was never finished`);
  return rows.map((row) => row.name);
}

/**
 * Drops what the migrations made in the public schema (tables, views, sequences, functions, types), so that
 * they can be replayed from the start. Extensions stay: the migrations create them only if missing.
 */
export async function dropSchemaObjects(client: pg.Client): Promise<void> {
  const statements = async (sql: string) => (await client.query<{ statement: string }>(sql)).rows.map((row) => row.statement);
  const drops = [
    ...(await statements(
      `SELECT format('DROP TABLE IF EXISTS %s CASCADE', o.oid::regclass) AS statement FROM pg_class o
        WHERE o.relnamespace = 'public'::regnamespace AND o.relkind IN ('r', 'p') AND ${OWN("pg_class")}`,
    )),
    ...(await statements(
      `SELECT format('DROP %s IF EXISTS %s CASCADE', CASE o.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'SEQUENCE' END,
              o.oid::regclass) AS statement FROM pg_class o
        WHERE o.relnamespace = 'public'::regnamespace AND o.relkind IN ('v', 'm', 'S') AND ${OWN("pg_class")}`,
    )),
    ...(await statements(
      `SELECT format('DROP ROUTINE IF EXISTS %s CASCADE', o.oid::regprocedure) AS statement FROM pg_proc o
        WHERE o.pronamespace = 'public'::regnamespace AND o.prokind IN ('f', 'p') AND ${OWN("pg_proc")}`,
    )),
    ...(await statements(
      `SELECT format('DROP TYPE IF EXISTS %s CASCADE', o.oid::regtype) AS statement FROM pg_type o
        WHERE o.typnamespace = 'public'::regnamespace AND o.typtype IN ('e', 'd')  AND ${OWN("pg_type")}`,
    )),
  ];
  for (const statement of drops) await client.query(statement);
}
