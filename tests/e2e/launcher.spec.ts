// `npm start` itself: what it serves, how it stops and what it keeps. Runs once (project "launcher", after
// the browser tests), on a port and data directory of its own, after the browser tests' server has made
// the build current.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { pinnedNodeVersion } from "../../scripts/lib/project-node.mjs";
import { postgresAvailable, startTestDatabase } from "../support/database.mjs";
import { descendants, isAlive } from "../support/processes";
import { E2E_PORT, E2E_SERVER_ENV } from "./server-env";

// LAUNCHER_PORT moves it when several checkouts run their browser tests on one machine.
const PORT = Number(process.env.LAUNCHER_PORT ?? 3190);
const base = `http://127.0.0.1:${PORT}`;
// The build names the address of the browser tests' site (without SITE_URL, the one it serves on);
// saying so here lets these launches reuse that build instead of making one for this port.
const BUILT_FOR = { SITE_URL: `http://localhost:${E2E_PORT}` };

const launched = new Set<ChildProcess>();

// A failed assertion must not leave a site running on the port for the next test.
test.afterEach(async () => {
  for (const child of launched) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
  }
  launched.clear();
});

type Launch = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function launch(env: Record<string, string>): Launch {
  let output = "";
  const child = spawn(process.execPath, ["scripts/start.mjs", "start"], {
    env: { ...process.env, ...E2E_SERVER_ENV, PORT: String(PORT), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (c) => (output += c));
  child.stderr!.on("data", (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  launched.add(child);
  return { child, output: () => output, exited };
}

async function waitForHealth(run: Launch, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`the launcher exited early:\n${run.output()}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no healthy site within ${timeoutMs} ms:\n${run.output()}`);
}

/** Stops the launcher with `signal`; resolves once every process it had started (at least `started`) has ended. */
async function stop(run: Launch, signal: NodeJS.Signals, started: number): Promise<void> {
  const tree = descendants(run.child.pid!);
  expect(tree.length).toBeGreaterThanOrEqual(started);
  run.child.kill(signal);
  await run.exited;
  await expect.poll(() => tree.filter(isAlive), { message: "processes the launcher started, still running" }).toEqual([]);
}

/** The embedded database's address, which the launcher prints without its password, with the password kept in `dataDir`. */
function embeddedUrl(run: Launch, dataDir: string): string {
  const match = /embedded database listening at (\S+)/.exec(run.output());
  if (!match?.[1]) throw new Error(`no database address in the output:\n${run.output()}`);
  const url = new URL(match[1]);
  expect(url.password).toBe("");
  url.password = readFileSync(path.join(dataDir, "pglite-password"), "utf8").trim();
  return url.toString();
}

/** Whether a second request, `idleMs` after the first, still goes on the first's kept-alive connection. */
async function keepsIdleConnection(idleMs: number): Promise<boolean> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const request = http.get(`${base}/api/health`, { agent }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
      });
      request.on("error", reject);
    });
  try {
    expect((await get()).status).toBe(200);
    await new Promise((r) => setTimeout(r, idleMs));
    const second = await get();
    expect(second.status).toBe(200);
    return second.reused;
  } finally {
    agent.destroy();
  }
}

test.describe.configure({ mode: "serial", timeout: 300_000 });

test("npm start on the embedded database: serves, stops on SIGTERM and Ctrl-C with nothing left, keeps the data", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tz-launcher-"));
  try {
    const first = launch({ DATA_DIR: dataDir, ...BUILT_FOR });
    await waitForHealth(first);
    expect(first.output()).toContain("Demo accounts created");
    expect(first.output()).toContain("the build is up to date");
    expect(first.output()).not.toContain("SITE_URL is not set");
    // The launcher, its database and the server all run on the Node.js package.json pins.
    const on = (pattern: RegExp) => pattern.exec(first.output())?.[1];
    expect({
      launcher: on(/launcher on Node\.js (v[\d.]+)/),
      database: on(/embedded database listening at .*; Node\.js (v[\d.]+)\)/),
      server: on(/\[server\] Node\.js (v[\d.]+)/),
    }).toEqual({ launcher: `v${pinnedNodeVersion()}`, database: `v${pinnedNodeVersion()}`, server: `v${pinnedNodeVersion()}` });
    const products = (await (await fetch(`${base}/api/products`)).json()) as unknown[];
    expect(products.length).toBeGreaterThanOrEqual(30);
    // A proxy's idle connection stays usable past Node's default 5 s (scripts/start.mjs).
    expect(await keepsIdleConnection(6_000), "a connection idle for 6 s is still open").toBe(true);

    const client = new pg.Client({ connectionString: embeddedUrl(first, dataDir) });
    await client.connect();
    await client.query(`INSERT INTO "Lead" (kind, form, email, fields) VALUES ('contact', 'launcher-test', 'kept@example.com', '{}')`);
    await client.end();
    await stop(first, "SIGTERM", 2); // the database and Next

    const second = launch({ DATA_DIR: dataDir, ...BUILT_FOR });
    await waitForHealth(second);
    expect(second.output()).not.toContain("Demo accounts created");
    const again = new pg.Client({ connectionString: embeddedUrl(second, dataDir) });
    await again.connect();
    const kept = await again.query(`SELECT email FROM "Lead" WHERE form = 'launcher-test'`);
    await again.end();
    expect(kept.rows).toEqual([{ email: "kept@example.com" }]);
    await stop(second, "SIGINT", 2);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("npm start with DATABASE_URL on PostgreSQL migrates, seeds and serves", async () => {
  // Not every machine has a PostgreSQL server; the embedded database test above always runs.
  test.skip(!(await postgresAvailable()), "no PostgreSQL answers at 127.0.0.1:5432");
  const scratch = await startTestDatabase("postgres");
  const dataDir = mkdtempSync(path.join(tmpdir(), "tz-launcher-pg-"));
  try {
    // AUTH_URL names the public address for Auth.js and e-mailed links without a rebuild (SITE_* values
    // are part of the build).
    const run = launch({ DATABASE_URL: scratch.url, DATA_DIR: dataDir, AUTH_URL: "https://shop.triplezero.example", ...BUILT_FOR });
    await waitForHealth(run);
    expect(run.output()).toContain("(DATABASE_URL)");
    expect(run.output()).not.toContain("SITE_URL is not set");
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: "ok", database: "ok" });
    const products = (await (await fetch(`${base}/api/products`)).json()) as unknown[];
    expect(products.length).toBeGreaterThanOrEqual(30);
    await stop(run, "SIGTERM", 1); // Next only
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch.stop();
  }
});
