// Who serves an embedded data directory. PGlite opens a directory a second process already has without a
// word, and two processes writing one directory ruin it; so scripts/db-server.mjs claims the directory in
// a file of its own there (its process id and, once it listens, its port) and gives it up when it stops.
// `npm run backup` and `npm run restore` read it to talk to the running database instead of opening a
// second one. A claim whose process is gone, or no longer listens on its port, is stale.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";

export const LOCK_FILE = "db-server.json";

/** @returns {{ pid: number, port?: number } | undefined} */
function readLock(dataDir) {
  const file = path.join(dataDir, LOCK_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const value = JSON.parse(readFileSync(file, "utf8"));
    if (!Number.isInteger(value?.pid) || value.pid <= 0) return undefined;
    const port = Number.isInteger(value.port) && value.port > 0 && value.port < 65536 ? value.port : undefined;
    return { pid: value.pid, port };
  } catch {
    return undefined;
  }
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user's.
    return error?.code === "EPERM";
  }
}

function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/**
 * The server that has `dataDir`, when one runs: `{ pid, port }`, with `port` undefined while it is still
 * opening the database.
 * @returns {Promise<{ pid: number, port?: number } | undefined>}
 */
export async function dataDirServer(dataDir) {
  const lock = readLock(dataDir);
  if (!lock || lock.pid === process.pid || !processAlive(lock.pid)) return undefined;
  if (lock.port !== undefined && !(await portAnswers(lock.port))) return undefined;
  return lock;
}

function writeLock(dataDir, value) {
  const file = path.join(dataDir, LOCK_FILE);
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(value)}\n`);
  renameSync(partial, file);
}

/**
 * Checks that no other server has `dataDir`, before this process opens it; throws, naming the holder.
 * The claim is written once the server listens (`listening`): written earlier it would land in the
 * cached empty cluster that a fresh directory is dumped into.
 * @returns {Promise<{ listening: (port: number) => void, release: () => void }>}
 */
export async function claimDataDir(dataDir) {
  const holder = await dataDirServer(dataDir);
  if (holder) {
    const where = holder.port ? ` on port ${holder.port}` : "";
    throw new Error(`${dataDir} is in use by the embedded database of process ${holder.pid}${where}`);
  }
  return {
    listening: (port) => writeLock(dataDir, { pid: process.pid, port }),
    release: () => {
      if (readLock(dataDir)?.pid === process.pid) rmSync(path.join(dataDir, LOCK_FILE), { force: true });
    },
  };
}
