// The launcher behind `npm start` and `npm run dev`.
//
//   node scripts/start.mjs start|dev|build|cluster
//
// Without DATABASE_URL it starts the embedded database (PGlite, data kept in $DATA_DIR/pglite) in a
// process of its own. Then it applies the migrations, seeds an empty database, builds when the build
// is missing or older than the sources (start only), and runs Next on $PORT (default 3000). Ctrl-C or
// SIGTERM stops Next and the database and leaves no process behind. `build` does everything up to the
// build and then stops (the test script builds while the integration tests run).
//
// `cluster` (`npm run start:cluster`, or `npm start` with INSTANCES above 1) runs $INSTANCES (default 2)
// `next start` instances on the ports after $PORT, on 127.0.0.1 only, and nginx on $PORT in front of
// them with the shipped configuration (deploy/nginx, rendered into $DATA_DIR/nginx). The instances
// trust nginx's X-Forwarded-* headers (TRUST_PROXY=true). An instance that exits on its own is started
// again; SIGHUP restarts them one at a time on the newest build (scripts/lib/cluster.mjs); SIGTERM stops
// everything gracefully. The launcher's process id is in $DATA_DIR/cluster.pid.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIsCurrent, recordBuild, sourceHash } from "./lib/build-hash.mjs";
import { markEagerChunks } from "./lib/compile-hints.mjs";
import { startEmbeddedDatabase } from "./lib/embedded-db.mjs";
import { loadEnvFile, projectEnv } from "./lib/env.mjs";
import { startCluster } from "./lib/cluster.mjs";
import { ensureNginx } from "./ensure-nginx.mjs";
import { requireProjectNode } from "./lib/project-node.mjs";

requireProjectNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
loadEnvFile(path.join(root, ".env"));

const command = process.argv[2];
const mode = command === "dev" ? "dev" : command === "build" ? "build" : "start";
const env = projectEnv();
const port = env.PORT;
/** App instances behind nginx; 0 means one instance facing visitors itself, as `npm start` always did. */
const instances = command === "cluster" ? (env.INSTANCES ?? 2) : mode === "start" && (env.INSTANCES ?? 1) > 1 ? env.INSTANCES : 0;
const trustProxy = instances > 0 || env.trustProxy;
const children = new Set();
let stopping = false;

function log(message) {
  process.stdout.write(`[triple-zero] ${message}\n`);
}

/** Runs a child to completion; rejects with its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"], ...options });
    children.add(child);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(args[0] ?? command)} ${args.slice(1).join(" ")} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

const tsx = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

let database;

/** The variable `name`, or a random key made on the first start and kept in $DATA_DIR/`file`. */
function keptSecret(name, fileName, what) {
  if (process.env[name]?.trim()) return process.env[name].trim();
  const file = path.join(env.DATA_DIR, fileName);
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600 });
    log(`made ${what} in ${path.relative(root, file)}`);
  }
  return readFileSync(file, "utf8").trim();
}

let cluster = null;
const pidFile = path.join(env.DATA_DIR, "cluster.pid");

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (cluster) {
    await cluster.stop();
    rmSync(pidFile, { force: true });
  }
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(
    [...children].map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", resolve)))),
  );
  if (database) await database.stop();
  process.exit(code);
}

process.on("SIGINT", () => void shutdown(130));
process.on("SIGTERM", () => void shutdown(143));
// A rolling restart of the cluster's instances (scripts/lib/cluster.mjs); not a stop, whatever the terminal does.
if (instances > 0) {
  process.on("SIGHUP", () => (cluster ? void cluster.rollingRestart() : log("SIGHUP: the cluster is not serving yet; nothing restarted")));
}

try {
  // The embedded server gives its one database to one connection at a time correctly (lib/db/client.ts
  // keeps the app to one); a second instance's queries would interleave with the first's.
  if (instances > 1 && !env.DATABASE_URL) {
    throw new Error(
      `${instances} instances need PostgreSQL: set DATABASE_URL (the embedded database serves one instance; INSTANCES=1 runs nginx in front of it)`,
    );
  }
  // Links in e-mails and payment pages come only from AUTH_URL or SITE_URL (lib/http/public-origin.ts).
  // Behind a proxy or load balancer of your own the site has a public address, which must be said; the
  // cluster alone on this machine is the demo at http://localhost:PORT, its own address, which the build
  // names already (lib/site-env.ts localSiteUrl).
  const configuredUrl = process.env.AUTH_URL?.trim() || process.env.SITE_URL?.trim();
  if (instances > 0 && !configuredUrl && (env.trustProxy || env.LOAD_BALANCER_ADDRESSES.length > 0)) {
    throw new Error(
      "set SITE_URL (or AUTH_URL) to the site's public address: behind a proxy or load balancer (TRUST_PROXY=true, LOAD_BALANCER_ADDRESSES) links in e-mails cannot point at this machine, and never take the host a request names",
    );
  }
  const siteUrl = instances > 0 ? configuredUrl || `http://localhost:${port}` : undefined;
  let databaseUrl = env.DATABASE_URL;
  log(`launcher on Node.js ${process.version}`);
  if (!databaseUrl) {
    log(`starting the embedded database in ${path.relative(root, env.pgliteDir) || "."}`);
    database = await startEmbeddedDatabase({ dataDir: env.pgliteDir, templatePath: env.pgliteTemplate });
    databaseUrl = database.url;
    // The URL carries the database's password, which stays out of the log.
    const shown = new URL(database.url);
    shown.password = "";
    log(
      `embedded database listening at ${shown} (password in ${path.relative(root, database.passwordFile)}; Node.js ${database.nodeVersion})`,
    );
  }
  const childEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    EMBEDDED_DATABASE: database ? "1" : "0",
    DATA_DIR: env.DATA_DIR,
    NEXT_TELEMETRY_DISABLED: "1",
    // Auth.js signs and encrypts session cookies with it (the same file lib/auth/secret.ts falls back to).
    AUTH_SECRET: keptSecret("AUTH_SECRET", "auth-secret", "a session key"),
    // The offline test gateways sign their tokens and approval links with it; kept, so that a test PayPal
    // approval survives a restart. Only where they may run: the embedded database or PAYMENTS_MODE=test.
    ...(database || process.env.PAYMENTS_MODE === "test"
      ? { TEST_GATEWAY_SECRET: keptSecret("TEST_GATEWAY_SECRET", "test-gateway-secret", "a test gateway key") }
      : {}),
    // The embedded setup is served as-is on whatever host name reaches it; behind a real domain set
    // AUTH_URL (or AUTH_TRUST_HOST behind a proxy that sets the Host header) instead.
    // Behind the shipped nginx the host is the one nginx was asked for (X-Forwarded-Host).
    ...((database || instances > 0) && !process.env.AUTH_TRUST_HOST && !process.env.AUTH_URL ? { AUTH_TRUST_HOST: "true" } : {}),
    ...(siteUrl && !process.env.SITE_URL?.trim() && !process.env.AUTH_URL?.trim() ? { SITE_URL: siteUrl } : {}),
  };

  log("applying database migrations");
  await run(process.execPath, [tsx, "scripts/migrate.ts", "deploy"], { env: childEnv });

  await run(process.execPath, [tsx, "prisma/seed.ts", "--if-empty"], { env: childEnv });

  /** Builds into .next unless it holds a build of the current sources. */
  const build = async () => {
    if (buildIsCurrent(root)) {
      log("the build is up to date");
    } else {
      log("building the site (about a minute)");
      const hash = sourceHash(root);
      await run(process.execPath, [nextBin, "build"], { env: { ...childEnv, NODE_ENV: "production" } });
      recordBuild(root, hash);
    }
    // Also on a build made before this step existed, or by `next build` alone; a marked file is left as it is.
    const marked = markEagerChunks(path.join(root, ".next"));
    if (marked.length > 0) log(`marked ${marked.length} of the build's scripts for eager compilation`);
  };
  if (mode !== "dev") await build();

  if (stopping) process.exit(0);
  if (mode === "build") {
    await shutdown(0);
  }
  const accountsFile = path.join(env.DATA_DIR, "demo-accounts.txt");
  const where = databaseUrl === env.DATABASE_URL ? "DATABASE_URL" : "embedded database";
  if (instances > 0) {
    const ports = (from) => Array.from({ length: instances }, (_, i) => from + i).join(", ");
    log(
      `serving http://127.0.0.1:${port} (nginx in front of ${instances} instance${instances > 1 ? "s" : ""} on ports ${ports(port + 1)}, ` +
        `${ports(port + 1 + instances)} in a rolling restart; ${where})`,
    );
  } else {
    log(`serving http://127.0.0.1:${port} (${where})`);
  }
  // E-mailed links and payment return pages never take their host from a request (lib/http/public-origin.ts).
  if (siteUrl && !configuredUrl) {
    log(
      `SITE_URL is not set: this is the demo on this machine, at ${siteUrl}; links in e-mails point there and nginx answers only localhost and 127.0.0.1. Set SITE_URL to the public address to serve one`,
    );
  } else if (!configuredUrl) {
    log(
      `warning: SITE_URL is not set, so links in e-mails and payment pages will use http://localhost:${port}; set SITE_URL to the public address`,
    );
  }
  if (existsSync(accountsFile)) log(`demo accounts:\n${readFileSync(accountsFile, "utf8").trimEnd()}`);

  // Requests that never reach proxy.ts get a 4xx with the site's headers (scripts/lib/odd-requests.cjs).
  // Unless a proxy in front is trusted to set X-Forwarded-For, the address is the socket's (see
  // scripts/lib/socket-address.cjs). `next start` stops gracefully (scripts/lib/graceful-stop.cjs, in
  // place of Next's own handler). NODE_OPTIONS also reaches the worker `next dev` starts.
  const preloads = ["odd-requests.cjs", ...(trustProxy ? [] : ["socket-address.cjs"]), ...(mode === "start" ? ["graceful-stop.cjs"] : [])];
  const preload = preloads.map((file) => `--require=${JSON.stringify(path.join(root, "scripts", "lib", file))}`).join(" ");
  const serverEnv = {
    ...childEnv,
    NODE_ENV: mode === "dev" ? "development" : "production",
    TRUST_PROXY: trustProxy ? "true" : "false",
    NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(" "),
    ...(mode === "start" ? { NEXT_MANUAL_SIG_HANDLE: "true", STOP_GRACE_SECONDS: String(env.STOP_GRACE_SECONDS) } : {}),
  };
  if (instances > 0) {
    const nginx = ensureNginx();
    cluster = await startCluster({
      root,
      port,
      instances,
      dataDir: env.DATA_DIR,
      nextBin,
      env: serverEnv,
      // The site's own host, and this machine's names (the demo, a check made on the machine itself).
      serverNames: [...new Set([new URL(siteUrl).hostname, "localhost", "127.0.0.1"])],
      loadBalancers: env.LOAD_BALANCER_ADDRESSES,
      graceSeconds: env.STOP_GRACE_SECONDS,
      nginx,
      build,
      log,
    });
    if (stopping) process.exit(0);
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(pidFile, `${process.pid}\n`);
    log(`rolling restart: npm run restart:cluster (kill -HUP ${process.pid})`);
  } else {
    // An idle kept-alive connection is closed by the client first: a proxy in front keeps its connections
    // for 60 s, and a request it sends on one that Node closed (after 5 s by default) is reset, which it
    // does not retry for a POST. 65 s is above nginx's.
    const keepAlive = mode === "start" ? ["--keepAliveTimeout", "65000"] : [];
    const server = spawn(process.execPath, [nextBin, mode, "--port", String(port), ...keepAlive], {
      stdio: ["ignore", "inherit", "inherit"],
      env: serverEnv,
    });
    // The site is this one server: when it ends, everything ends.
    children.add(server);
    server.on("exit", (code, signal) => {
      children.delete(server);
      if (!stopping) {
        log(`next ${mode} stopped (${signal ?? `exit ${code}`})`);
        void shutdown(code ?? 1);
      }
    });
  }
} catch (error) {
  if (!stopping) {
    console.error(`[triple-zero] ${error instanceof Error ? error.message : String(error)}`);
    await shutdown(1);
  }
}
