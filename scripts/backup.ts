// `npm run backup [-- FILE]`: the site's database (PostgreSQL or the embedded one, also while the site
// runs) and the uploaded files kept on disk, in one gzipped tar archive (docs/operations.md).
//
//   manifest.json          what it holds: format, migrations, tables and row counts, sequences, files
//   data/<table>.jsonl     the rows of one table in one snapshot (scripts/backup/dump.ts)
//   uploads/<name>         $DATA_DIR/uploads
//
// Written aside and renamed when complete, so a file with the backup's name is always a whole backup.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { openTarget } from "./backup/database";
import { dumpDatabase } from "./backup/dump";
import { dataFile, FORMAT, FORMAT_VERSION, Manifest, MANIFEST_FILE, uploadFile } from "./backup/manifest";
import { writeArchive } from "./backup/tar";
import { loadEnvFile } from "./lib/env.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** Files on disk as lib/storage/disk.ts names them; its half-written ones start with a dot. */
function uploadedFiles(dir: string): { name: string; bytes: number }[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries
    .filter((name) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(name))
    .flatMap((name) => {
      const info = statSync(path.join(dir, name), { throwIfNoEntry: false });
      return info?.isFile() ? [{ name, bytes: info.size }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

function defaultFile(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");
  return path.join(root, "backups", `triple-zero-${stamp}.tar.gz`);
}

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  loadEnvFile(path.join(root, ".env"));
  const createdAt = new Date();
  const file = path.resolve(positionals[0] ?? defaultFile(createdAt));
  mkdirSync(path.dirname(file), { recursive: true });

  const target = await openTarget(process.env, { create: false });
  const work = mkdtempSync(path.join(path.dirname(file), ".backup-"));
  const partial = `${file}.partial`;
  try {
    console.log(`Backing up ${target.description}`);
    mkdirSync(path.join(work, "data"));
    const dump = await dumpDatabase(target.url, (table) => path.join(work, dataFile(table)));
    await target.close();
    // After the snapshot: a file is written before its row and never changed, so each image row of the
    // snapshot finds its file here.
    const uploadsDir = path.join(target.dataDir, "uploads");
    const files = uploadedFiles(uploadsDir);
    const manifest: Manifest = Manifest.parse({
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      appVersion: (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }).version,
      database: { kind: dump.embedded ? "embedded" : "postgresql", serverVersion: dump.serverVersion },
      migrations: dump.migrations,
      tables: dump.tables,
      sequences: dump.sequences,
      uploads: { files },
    });

    const archive = writeArchive(partial);
    await archive.addBuffer(MANIFEST_FILE, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    for (const { name } of manifest.tables) await archive.addFile(dataFile(name), path.join(work, dataFile(name)));
    for (const { name } of files) await archive.addFile(uploadFile(name), path.join(uploadsDir, name));
    await archive.close();
    renameSync(partial, file);

    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const count = (name: string) => manifest.tables.find((table) => table.name === name)?.rows ?? 0;
    const bytes = files.reduce((sum, upload) => sum + upload.bytes, 0);
    console.log(
      `Wrote ${path.relative(process.cwd(), file) || file} (${(statSync(file).size / 1024).toFixed(0)} kB): ` +
        `${rows} rows in ${manifest.tables.length} tables (${count("Order")} orders, ${count("Product")} products, ` +
        `${count("User")} accounts, ${count("Image")} images), ${files.length} uploaded files (${(bytes / 1024).toFixed(0)} kB), ` +
        `${manifest.migrations.length} migrations`,
    );
  } finally {
    await target.close();
    rmSync(work, { recursive: true, force: true });
    rmSync(partial, { force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
