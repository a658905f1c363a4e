// nginx in front of the app instances (deploy/nginx): renders the shipped configuration for this
// machine and runs nginx in the foreground, for the launcher (`npm run start:cluster`) and the tests.
import { spawn, spawnSync } from "node:child_process";
import { chownSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

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

/**
 * Writes nginx.conf and triple-zero.conf into `dir` for `upstreams` ("127.0.0.1:3101", …) and returns
 * the main file's path. The response cache starts empty: pages of a previous build must not be served.
 */
export function renderNginxConfig({ dir, listen, upstreams, staticDir, mimeTypes = "/etc/nginx/mime.types" }) {
  const runDir = path.join(dir, "run");
  const cacheDir = path.join(dir, "cache");
  rmSync(cacheDir, { recursive: true, force: true });
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

/** Checks the rendered configuration (`nginx -t`); throws with nginx's own message. */
export function testNginxConfig(nginx, mainConf) {
  const result = spawnSync(nginx, ["-t", "-q", "-p", path.dirname(mainConf), "-c", mainConf], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`nginx -t failed:\n${result.stderr}${result.stdout}`);
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
