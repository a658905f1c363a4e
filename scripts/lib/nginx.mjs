// nginx in front of the app instances (deploy/nginx): renders the shipped configuration for this
// machine and runs nginx in the foreground, for the launcher (`npm run start:cluster`) and the tests.
import { spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { constants, gzipSync } from "node:zlib";
import { ACTION_BODY_LIMIT_BYTES, UPLOAD_BODY_LIMIT_BYTES } from "../../lib/security/body-limits.mjs";
import { BASELINE_HEADERS, NON_PAGE_POLICY } from "../../lib/security/headers.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const templates = path.join(root, "deploy", "nginx");
/** Debian's worker user, when nginx is started as root (its workers never keep root's rights). */
const WORKER_USER = "www-data";

/** Replaces each @NAME@ outside comment lines (the comments name the placeholders themselves). */
function fill(template, values) {
  return template
    .split("\n")
    .map((line) =>
      line.trimStart().startsWith("#")
        ? line
        : line.replace(/@([A-Z_]+)@/g, (whole, name) => {
            if (!(name in values)) throw new Error(`deploy/nginx: no value for ${whole}`);
            return values[name];
          }),
    )
    .join("\n");
}

/** A size in nginx's form, rounded up to whole megabytes: "21m". */
const megabytes = (bytes) => `${Math.ceil(bytes / (1024 * 1024))}m`;

/**
 * Writes nginx.conf and triple-zero.conf into `dir` for `upstreams` ("127.0.0.1:3101", …) and returns
 * the main file's path. `serverNames` are the host names answered (any other gets no answer);
 * `loadBalancers` the addresses of a TLS load balancer in front whose X-Forwarded-For and
 * X-Forwarded-Proto count. The response cache starts empty (pages of a previous build must not be
 * served) unless `emptyCache` is false: a reload of a running nginx keeps it.
 */
export function renderNginxConfig({
  dir,
  listen,
  upstreams,
  staticDir,
  serverNames = ["localhost", "127.0.0.1"],
  loadBalancers = [],
  emptyCache = true,
  mimeTypes = "/etc/nginx/mime.types",
}) {
  const runDir = path.join(dir, "run");
  const cacheDir = path.join(dir, "cache");
  if (emptyCache) rmSync(cacheDir, { recursive: true, force: true });
  for (const name of serverNames) {
    if (!/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/.test(name))
      throw new Error(`not a host name for nginx's server_name: ${JSON.stringify(name)}`);
  }
  for (const address of loadBalancers) {
    if (!/^[0-9A-Fa-f:.]+(\/\d{1,3})?$/.test(address)) throw new Error(`not an address for nginx: ${JSON.stringify(address)}`);
  }
  for (const folder of [dir, runDir, cacheDir]) mkdirSync(folder, { recursive: true });
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (asRoot) {
    // The workers write the cache as www-data: every folder above it must let others pass.
    for (let folder = path.resolve(dir); folder !== path.dirname(folder); folder = path.dirname(folder)) {
      if (!(statSync(folder).mode & 0o001)) {
        throw new Error(
          `nginx's workers (${WORKER_USER}) cannot reach ${dir}: let others enter ${folder} (chmod o+x) or choose another DATA_DIR`,
        );
      }
    }
    const ids = spawnSync("id", ["-u", WORKER_USER], { encoding: "utf8" });
    const uid = Number(ids.stdout.trim());
    const gid = Number(spawnSync("id", ["-g", WORKER_USER], { encoding: "utf8" }).stdout.trim());
    if (ids.status === 0) for (const folder of [runDir, cacheDir]) chownSync(folder, uid, gid);
  }
  const siteConf = path.join(dir, "triple-zero.conf");
  writeFileSync(
    siteConf,
    fill(readFileSync(path.join(templates, "triple-zero.conf"), "utf8"), {
      LISTEN: String(listen),
      UPSTREAM_SERVERS: upstreams.map((address) => `server ${address} max_fails=1 fail_timeout=2s;`).join("\n    "),
      STATIC_DIR: staticDir,
      CACHE_DIR: cacheDir,
      SERVER_NAMES: serverNames.join(" "),
      SET_REAL_IP_FROM: loadBalancers.map((address) => `set_real_ip_from ${address};`).join("\n"),
      LOAD_BALANCERS: loadBalancers.map((address) => `${address} 1;`).join("\n    "),
      SITE_HEADERS: Object.entries({ ...BASELINE_HEADERS, "Content-Security-Policy": NON_PAGE_POLICY })
        .map(([name, value]) => `add_header ${name} "${value}" always;`)
        .join("\n        "),
      PAGE_BODY_LIMIT: megabytes(ACTION_BODY_LIMIT_BYTES),
      UPLOAD_BODY_LIMIT: megabytes(UPLOAD_BODY_LIMIT_BYTES),
    }),
  );
  const mainConf = path.join(dir, "nginx.conf");
  writeFileSync(
    mainConf,
    fill(readFileSync(path.join(templates, "nginx.conf"), "utf8"), {
      USER: asRoot ? `user ${WORKER_USER};` : "",
      RUN_DIR: runDir,
      MIME_TYPES: mimeTypes,
      ACCESS_LOG: path.join(dir, "access.log"),
      SITE_CONF: siteConf,
    }),
  );
  return mainConf;
}

const COMPRESSIBLE = /\.(js|css|json|svg|txt|map)$/;

/**
 * Writes name.gz beside each text file of the build's static folder that has none, compressed once at
 * the highest level, for nginx's gzip_static: compressing a large script on every request would hold
 * nginx to a few dozen requests a second. The names hold a hash of the content, so a file never
 * changes under its .gz. Returns how many were written.
 */
export function precompressStatic(staticDir) {
  let written = 0;
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(entry.name) && !existsSync(`${file}.gz`)) {
        writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }));
        written++;
      }
    }
  };
  if (existsSync(staticDir)) walk(staticDir);
  return written;
}

/** Checks the rendered configuration (`nginx -t`); throws with nginx's own message. */
export function testNginxConfig(nginx, mainConf) {
  const result = spawnSync(nginx, ["-t", "-q", "-p", path.dirname(mainConf), "-c", mainConf], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`nginx -t failed:\n${result.stderr}${result.stdout}`);
}

/**
 * Makes the running nginx read its configuration again (SIGHUP): new workers take the new one, and the
 * old ones finish the requests they hold, then exit. Resolves once they have (at most `timeoutMs`), so
 * that an instance no longer named has no connection from nginx left.
 */
export async function reloadNginx(master, timeoutMs = 70_000) {
  const oldWorkers = childrenOf(master.pid);
  master.kill("SIGHUP");
  const deadline = Date.now() + timeoutMs;
  while (oldWorkers.some(isRunning) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid) {
  const children = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** Whether `pid` is running (an exited process not yet collected by its parent is not). */
function isRunning(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

/** Runs nginx in the foreground with `mainConf`; its messages go to `onLine`. */
export function spawnNginx(nginx, mainConf, onLine) {
  const child = spawn(nginx, ["-p", path.dirname(mainConf), "-c", mainConf], { stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream.on("data", (chunk) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) onLine(line);
    });
  }
  return child;
}

// By hand, after each build: node scripts/lib/nginx.mjs precompress .next/static
if (import.meta.url === `file://${process.argv[1]}` && process.argv[2] === "precompress") {
  const dir = path.resolve(process.argv[3] ?? path.join(root, ".next", "static"));
  console.log(`${precompressStatic(dir)} files compressed in ${dir}`);
}
