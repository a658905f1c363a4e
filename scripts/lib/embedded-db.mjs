// Starts scripts/db-server.mjs as a child process and waits until it accepts connections.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const server = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "db-server.mjs");

/** Where the password of the database in `dataDir` is kept: beside it. */
const passwordFileOf = (dataDir) => `${path.resolve(dataDir)}-password`;

/** The URL of a database served on `port` with `password`. */
const urlOf = (port, password) => `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

/**
 * The URL of the running server of `dataDir` (its port from scripts/lib/data-dir-lock.mjs), with the
 * password kept beside the data: for a tool that talks to the site's database while the site runs.
 * @param {string} dataDir
 * @param {number} port
 */
export function embeddedDatabaseUrl(dataDir, port) {
  return urlOf(port, readFileSync(passwordFileOf(dataDir), "utf8").trim());
}

/**
 * The database's password: for a data directory, made on its first start and kept beside it
 * (`<dataDir>-password`, readable by its owner alone); for an in-memory database, a new one each time.
 */
function databasePassword(dataDir, memory) {
  const made = () => randomBytes(24).toString("base64url");
  if (memory) return made();
  const file = passwordFileOf(dataDir);
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept) return kept;
  } catch {
    // Not there yet: made below.
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${made()}\n`, { flag: "wx", mode: 0o600 });
  } catch {
    // Another start made it first: its password is the one to use.
  }
  return readFileSync(file, "utf8").trim();
}

/**
 * @param {{ dataDir?: string, memory?: boolean, templatePath?: string, timeoutMs?: number }} options
 * @returns {Promise<{ url: string, port: number, nodeVersion: string, passwordFile: string | null, stop: () => Promise<void> }>}
 */
export function startEmbeddedDatabase({ dataDir, memory = false, templatePath, timeoutMs = 90_000 }) {
  const args = [server, "--port", "0", ...(memory ? ["--memory"] : ["--dir", dataDir])];
  if (templatePath) args.push("--template", templatePath);
  // The IPC channel lets the database notice when its parent dies, even by SIGKILL.
  const password = databasePassword(dataDir, memory);
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "pipe", "inherit", "ipc"],
    env: { ...process.env, EMBEDDED_DATABASE_PASSWORD: password },
  });

  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  };

  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the embedded database did not start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.stdout.on("data", (chunk) => {
      output += chunk.toString();
      const match = /READY (\d+) (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        const port = Number(match[1]);
        child.stdout.resume();
        resolve({
          url: urlOf(port, password),
          port,
          nodeVersion: match[2],
          passwordFile: memory ? null : passwordFileOf(dataDir),
          stop,
        });
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the embedded database exited before it was ready (exit ${code}); is ${dataDir} used by another process?`));
    });
  });
}
