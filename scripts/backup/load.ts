// Puts a dump's rows back into a database whose schema the backup's migrations have just made, in one
// transaction: nothing is half-loaded. Foreign keys are taken off while the rows go in (any order then
// works, self-references included) and put back after, which checks every row against them; user
// triggers are off too, as they guard changes made by the site, not the rows it made.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import pg from "pg";
import { z } from "zod";
import type { Manifest } from "./manifest";
import { columnsOf, ident, table, tableNames, TEXT_SETTINGS } from "./sql";

/** Rows per INSERT, and a cap on the text one carries. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

const Row = z.array(z.string().nullable());

/** The tables that hold rows (not counting the migration history): a restore replaces them only when told to. */
export async function tablesWithRows(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const withRows: string[] = [];
    for (const name of await tableNames(client)) {
      const { rows } = await client.query(`SELECT 1 FROM ${table(name)} LIMIT 1`);
      if (rows.length > 0) withRows.push(name);
    }
    return withRows;
  } finally {
    await client.end();
  }
}

async function* rowsOf(file: string): AsyncGenerator<(string | null)[]> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line) yield Row.parse(JSON.parse(line));
  }
}

export async function loadDump(url: string, manifest: Manifest, fileFor: (table: string) => string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    for (const setting of TEXT_SETTINGS) await client.query(setting);

    const present = new Set(await tableNames(client));
    const missing = manifest.tables.filter((t) => !present.has(t.name)).map((t) => t.name);
    if (missing.length > 0) throw new Error(`the backup's migrations did not make the tables ${missing.join(", ")}`);

    const { rows: foreignKeys } = await client.query<{ table: string; name: string; definition: string }>(
      `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
         FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
    );
    for (const key of foreignKeys) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${ident(key.name)}`);
    for (const { name } of manifest.tables) await client.query(`ALTER TABLE ${table(name)} DISABLE TRIGGER USER`);

    for (const { name, columns, rows: expected } of manifest.tables) {
      const types = new Map((await columnsOf(client, name)).map((column) => [column.name, column.type]));
      const unknown = columns.filter((column) => !types.has(column));
      if (unknown.length > 0) throw new Error(`the table ${name} has no column ${unknown.join(", ")} after the backup's migrations`);
      // Each value is cast from its text by the column's type, as COPY reads it.
      const insert = `INSERT INTO ${table(name)} (${columns.map(ident).join(", ")}) OVERRIDING SYSTEM VALUE
        SELECT ${columns.map((column, i) => `(r ->> ${i})::${types.get(column)}`).join(", ")} FROM jsonb_array_elements($1::jsonb) AS r`;
      let batch: (string | null)[][] = [];
      let chars = 0;
      let loaded = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        await client.query(insert, [JSON.stringify(batch)]);
        loaded += batch.length;
        batch = [];
        chars = 0;
      };
      for await (const row of rowsOf(fileFor(name))) {
        if (row.length !== columns.length) throw new Error(`a row of ${name} has ${row.length} values for ${columns.length} columns`);
        batch.push(row);
        chars += row.reduce((sum, value) => sum + (value?.length ?? 0), 0);
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
      }
      await flush();
      if (loaded !== expected) throw new Error(`the backup holds ${loaded} rows of ${name}, its manifest says ${expected}: it is damaged`);
    }

    for (const { name } of manifest.tables) await client.query(`ALTER TABLE ${table(name)} ENABLE TRIGGER USER`);
    for (const key of foreignKeys) await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${ident(key.name)} ${key.definition}`);
    for (const sequence of manifest.sequences) {
      await client.query("SELECT setval($1::regclass, $2::bigint, $3)", [table(sequence.name), sequence.lastValue, sequence.isCalled]);
    }
    await requeueWaitingEmails(client);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * E-mails that were waiting for the job queue, which is not in a backup (dump.ts): without a job they go
 * back to the sweep (lib/email queueForgottenEmails), which queues them on the site's next start.
 */
async function requeueWaitingEmails(client: pg.Client): Promise<void> {
  const { rows } = await client.query(
    `SELECT 1 FROM pg_attribute WHERE attrelid = to_regclass('public."OutgoingEmail"') AND attname = 'jobId' AND NOT attisdropped`,
  );
  if (rows.length > 0) await client.query(`UPDATE public."OutgoingEmail" SET "jobId" = NULL WHERE "status" = 'queued'`);
}
