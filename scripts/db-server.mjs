// The embedded database: PGlite (PostgreSQL in WebAssembly) served over the Postgres wire protocol on
// 127.0.0.1, in a process of its own so that the app (and `next build`'s workers) connect to it like
// to any PostgreSQL server. A data directory can be opened by one process only.
//
//   EMBEDDED_DATABASE_PASSWORD=… node scripts/db-server.mjs [--dir .data/pglite | --memory] [--port 0]
//
// Every user of the machine can reach 127.0.0.1, and PGlite trusts every client: a connection must first
// give the password of EMBEDDED_DATABASE_PASSWORD (scripts/lib/pg-password.mjs; scripts/lib/embedded-db.mjs
// makes it and keeps it beside the data). It comes in the environment, which other users cannot read.
//
// Prints `READY <port>` on stdout once it accepts connections. Stops cleanly (flushing data to disk)
// on SIGINT, SIGTERM, or when the parent that spawned it with an IPC channel goes away.
import { mkdirSync, existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { claimDataDir } from "./lib/data-dir-lock.mjs";
import { checkPassword, scramVerifier } from "./lib/pg-password.mjs";
import { oneExchangeAtATime } from "./lib/pglite-sessions.mjs";

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: ".data/pglite" },
    memory: { type: "boolean", default: false },
    port: { type: "string", default: "0" },
    template: { type: "string", default: ".data/pglite-template.tar.gz" },
  },
});

const password = process.env.EMBEDDED_DATABASE_PASSWORD ?? "";
if (password.length < 16) {
  console.error("db-server: set EMBEDDED_DATABASE_PASSWORD (16 characters or more) to the password clients must give");
  process.exit(2);
}
const verifier = scramVerifier(password);
delete process.env.EMBEDDED_DATABASE_PASSWORD;

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`db-server: invalid --port ${values.port}`);
  process.exit(2);
}

/**
 * The contrib extensions the migrations create: PGlite can only create (and later use) one that is
 * registered when the database opens. pg_trgm gives site search its typo tolerance (lib/search).
 */
const extensions = { pg_trgm };

/** A fresh data directory costs an initdb (several seconds); a cached empty cluster loads in about one. */
async function openDatabase() {
  const templatePath = path.resolve(values.template);
  const template = existsSync(templatePath) ? new Blob([readFileSync(templatePath)]) : undefined;
  if (values.memory) {
    const db = await PGlite.create(template ? { loadDataDir: template, extensions } : { extensions });
    if (!template) await saveTemplate(db, templatePath);
    return db;
  }
  const dir = path.resolve(values.dir);
  const fresh = !existsSync(path.join(dir, "PG_VERSION"));
  mkdirSync(dir, { recursive: true });
  claim = await claimDataDir(dir);
  const db = await PGlite.create(fresh && template ? { dataDir: dir, loadDataDir: template, extensions } : { dataDir: dir, extensions });
  if (fresh && !template) await saveTemplate(db, templatePath);
  return db;
}

async function saveTemplate(db, templatePath) {
  try {
    const dump = await db.dumpDataDir("gzip");
    mkdirSync(path.dirname(templatePath), { recursive: true });
    // Written aside and renamed: another database starting at the same moment reads a whole file or none.
    const partial = `${templatePath}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, templatePath);
  } catch (error) {
    // Only a speed-up for the next start; the database itself is fine.
    console.error("db-server: could not cache the empty cluster:", error instanceof Error ? error.message : error);
  }
}

/** pglite-socket's server, handed a connection only once it has given the password. */
class PasswordSocketServer extends PGLiteSocketServer {
  async handleConnection(socket) {
    const startup = await checkPassword(socket, verifier);
    if (!startup) return;
    // The handler listens for data as soon as handleConnection is called; it then reads the startup
    // message the check already took off the socket.
    const handled = super.handleConnection(socket);
    socket.emit("data", startup);
    await handled;
  }
}

/** This process's hold on its data directory (scripts/lib/data-dir-lock.mjs); none in memory. */
let claim;
let db;
try {
  db = await openDatabase();
} catch (error) {
  claim?.release();
  console.error(`db-server: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
// Several connections (the site, a backup, a migration) take turns by whole exchanges, not by messages.
const server = new PasswordSocketServer({ db: oneExchangeAtATime(db), host: "127.0.0.1", port, maxConnections: 32 });
await server.start();
const actualPort = Number(server.getServerConn().split(":").pop());
claim?.listening(actualPort);
process.stdout.write(`READY ${actualPort} ${process.version}\n`);

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  try {
    await server.stop();
    await db.close();
  } catch (error) {
    console.error("db-server: error while stopping:", error instanceof Error ? error.message : error);
    code = 1;
  }
  claim?.release();
  process.exit(code);
}

process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
process.on("disconnect", () => void stop());
