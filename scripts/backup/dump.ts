// Reads the site's data in one snapshot: every table of the public schema row by row, each value as
// PostgreSQL's text for it (what COPY's text format holds), and where each sequence stands. The schema
// itself is not dumped: the restore replays the migrations the manifest names, which gives any
// PostgreSQL, embedded or not, of whatever version, the same tables to load the rows into.
//
// pg-boss's schema (the job queue) is left out: its jobs point at rows of this snapshot and would run a
// second time from an older state, and its tables are pg-boss's own, created and upgraded by it when the
// site starts. What it was about to do is in the site's tables: e-mails waiting to go are `queued` rows,
// which the restore hands back to the sweep (load.ts); scheduled work is scheduled again at start.
import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import pg from "pg";
import { appliedMigrations, columnsOf, ident, sequenceNames, table, tableNames, TEXT_SETTINGS } from "./sql";
import type { Manifest } from "./manifest";

const FETCH_ROWS = 1_000;

export type Dump = Pick<Manifest, "migrations" | "tables" | "sequences"> & { serverVersion: string; embedded: boolean };

/** Writes `data/<table>.jsonl` files through `fileFor` and returns what the manifest says of them. */
export async function dumpDatabase(url: string, fileFor: (table: string) => string): Promise<Dump> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One snapshot for every table, so an order and its lines, a refund and its order, agree.
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    for (const setting of TEXT_SETTINGS) await client.query(setting);
    const migrations = await appliedMigrations(client);
    if (migrations.length === 0) throw new Error("the database has no migrations applied: there is nothing of the site's to back up");
    const { rows: version } = await client.query<{ version: string }>("SELECT version()");

    const tables: Dump["tables"] = [];
    for (const name of await tableNames(client)) {
      const columns = (await columnsOf(client, name)).map((column) => column.name);
      const out = createWriteStream(fileFor(name), { mode: 0o600 });
      let rows = 0;
      await client.query(
        `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT ${columns.map((c) => `${ident(c)}::text`).join(", ")} FROM ${table(name)}`,
      );
      for (;;) {
        const batch = await client.query<string[]>({ text: `FETCH ${FETCH_ROWS} FROM backup_rows`, rowMode: "array" });
        for (const row of batch.rows) {
          if (!out.write(`${JSON.stringify(row)}\n`)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
        }
        rows += batch.rows.length;
        if (batch.rows.length < FETCH_ROWS) break;
      }
      await client.query("CLOSE backup_rows");
      out.end();
      await finished(out);
      tables.push({ name, columns, rows });
    }

    const sequences: Dump["sequences"] = [];
    for (const name of await sequenceNames(client)) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM ${table(name)}`,
      );
      sequences.push({ name, lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called });
    }
    await client.query("COMMIT");
    // "PostgreSQL 18.6 (PGlite 0.5.14) on wasm32-unknown-emscripten, …": the part before " on ".
    const serverVersion = (version[0]?.version ?? "unknown").split(" on ")[0]!;
    return { migrations, tables, sequences, serverVersion, embedded: serverVersion.includes("PGlite") };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
