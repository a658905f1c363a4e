// `npm run restore -- FILE [--force]`: brings back what `npm run backup` wrote, into DATABASE_URL's
// database or the embedded one of $DATA_DIR, and the uploaded files into $DATA_DIR/uploads.
//
// It reads and checks the whole archive first. Then it replays the migrations the backup was made at
// on an emptied schema, loads the rows in one transaction, applies the code's newer migrations, and puts
// the files in place. It refuses a backup made by newer code (migrations this code does not have), and a
// database with rows or a non-empty uploads folder unless --force (whose files are then moved aside).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { openTarget } from "./backup/database";
import { loadDump, tablesWithRows } from "./backup/load";
import { dataFile, Manifest, MANIFEST_FILE, uploadFile } from "./backup/manifest";
import { applyMigrations, codeMigrations } from "./backup/migrations";
import { dropSchemaObjects } from "./backup/sql";
import { extractArchive } from "./backup/tar";
import { loadEnvFile } from "./lib/env.mjs";
import { describeError } from "./migrate/errors";

const root = path.resolve(import.meta.dirname, "..");

const USAGE = "usage: npm run restore -- FILE [--force]";

function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!existsSync(file)) throw new Error("this is not a backup of the site: it has no manifest.json");
  const parsed = Manifest.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`this backup's manifest is not one this code reads (${issue?.path.join(".")}: ${issue?.message})`);
  }
  return parsed.data;
}

async function emptySchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    await dropSchemaObjects(client);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false } } });
  const [archive] = positionals;
  if (!archive || positionals.length > 1) throw new Error(USAGE);
  if (!existsSync(archive)) throw new Error(`${archive} does not exist`);
  loadEnvFile(path.join(root, ".env"));

  const target = await openTarget(process.env, { create: true });
  // Beside the uploads folder, so that the restored files are moved into place, not copied.
  mkdirSync(target.dataDir, { recursive: true });
  const work = mkdtempSync(path.join(target.dataDir, ".restore-"));
  try {
    await extractArchive(path.resolve(archive), work);
    const manifest = readManifest(work);
    const known = codeMigrations();
    const newer = manifest.migrations.filter((name) => !known.includes(name));
    if (newer.length > 0) {
      throw new Error(
        `this backup was made by a newer release: its database has the migrations ${newer.join(", ")}, which this code does not. ` +
          "Restore it with that release (or a later one).",
      );
    }
    const absent = [
      ...manifest.tables.map(({ name }) => dataFile(name)),
      ...manifest.uploads.files.map(({ name }) => uploadFile(name)),
    ].filter((name) => !existsSync(path.join(work, name)));
    if (absent.length > 0) throw new Error(`the backup lacks ${absent.slice(0, 3).join(", ")}: it is damaged`);

    const filled = await tablesWithRows(target.url);
    const uploadsDir = path.join(target.dataDir, "uploads");
    const uploadsHeld = existsSync(uploadsDir) ? readdirSync(uploadsDir).length : 0;
    if (!values.force && (filled.length > 0 || uploadsHeld > 0)) {
      const what = [
        filled.length > 0 ? `${target.description} holds data (${filled.slice(0, 5).join(", ")}${filled.length > 5 ? ", …" : ""})` : "",
        uploadsHeld > 0 ? `${path.relative(process.cwd(), uploadsDir)} holds ${uploadsHeld} file${uploadsHeld === 1 ? "" : "s"}` : "",
      ].filter(Boolean);
      throw new Error(
        `${what.join(" and ")}: restoring replaces it all. Run again with --force to do so (npm run restore -- FILE --force)`,
      );
    }

    console.log(`Restoring ${path.basename(archive)} (made ${manifest.createdAt}) into ${target.description}`);
    await emptySchema(target.url);
    await applyMigrations(target.url, manifest.migrations);
    await loadDump(target.url, manifest, (table) => path.join(work, dataFile(table)));
    const applied = await applyMigrations(target.url);

    if (uploadsHeld > 0) {
      const aside = `${uploadsDir}.before-restore-${new Date()
        .toISOString()
        .replace(/\.\d+Z$/, "Z")
        .replace(/:/g, "-")}`;
      renameSync(uploadsDir, aside);
      console.log(`Moved the ${uploadsHeld} files that were in ${uploadsDir} to ${aside}`);
    } else {
      rmSync(uploadsDir, { recursive: true, force: true });
    }
    const extracted = path.join(work, "uploads");
    if (existsSync(extracted)) renameSync(extracted, uploadsDir);

    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const count = (name: string) => manifest.tables.find((table) => table.name === name)?.rows ?? 0;
    console.log(
      `Restored ${rows} rows in ${manifest.tables.length} tables (${count("Order")} orders, ${count("Product")} products, ` +
        `${count("User")} accounts, ${count("Image")} images) and ${manifest.uploads.files.length} uploaded files` +
        (applied.length > 0 ? `; then applied ${applied.length} newer migrations (${applied.join(", ")})` : ""),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
    await target.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`restore: ${describeError(error)}`);
    process.exit(1);
  },
);
