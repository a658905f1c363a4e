// manifest.json, the first file of a backup: what it holds, read and checked before anything is restored.
import { z } from "zod";

export const FORMAT = "triple-zero-backup";
export const FORMAT_VERSION = 1;
export const MANIFEST_FILE = "manifest.json";

/** A table's rows are `data/<table>.jsonl`: one JSON array per row, each value PostgreSQL's text for it or null. */
export const dataFile = (table: string) => `data/${table}.jsonl`;
/** An uploaded file kept on disk ($DATA_DIR/uploads/<name>). */
export const uploadFile = (name: string) => `uploads/${name}`;

const name = z.string().min(1).max(63);

export const Manifest = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  /** package.json's version of the code that made it. */
  appVersion: z.string(),
  database: z.object({ kind: z.enum(["postgresql", "embedded"]), serverVersion: z.string() }),
  /** The migrations applied to the database it was made from, in order: the shape of its data. */
  migrations: z.array(z.string().regex(/^\d{14}_[a-z0-9_]+$/)),
  tables: z.array(z.object({ name, columns: z.array(name).min(1), rows: z.number().int().nonnegative() })),
  sequences: z.array(z.object({ name, lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  uploads: z.object({
    files: z.array(z.object({ name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/), bytes: z.number().int().nonnegative() })),
  }),
});

export type Manifest = z.infer<typeof Manifest>;
