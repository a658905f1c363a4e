// nginx comes from Debian's package nginx-light (gzip and proxy_cache, nothing more), installed with apt
// when it is missing and we are root, as scripts/ensure-chromium.mjs does for the browsers. The package's
// own service is not needed: the launcher and the tests run nginx in the foreground with a configuration
// of their own (deploy/nginx), so a machine that only serves this site never has to enable it.
//
//   node scripts/ensure-nginx.mjs   prints the path
import { execFile, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const NGINX = { path: process.env.NGINX_PATH || "/usr/sbin/nginx", pkg: "nginx-light" };

const aptEnv = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };

/** Whether nginx is there or could be installed here (root, with apt-get), without installing it. */
export function nginxInstallable() {
  if (existsSync(NGINX.path)) return true;
  const root = typeof process.getuid !== "function" || process.getuid() === 0;
  return root && existsSync("/usr/bin/apt-get");
}

/** nginx's path, installed first (blocking) when missing. */
export function ensureNginx() {
  if (existsSync(NGINX.path)) return NGINX.path;
  if (typeof process.getuid === "function" && process.getuid() !== 0) {
    throw new Error(`${NGINX.path} is missing: install Debian's ${NGINX.pkg} (sudo apt-get install -y ${NGINX.pkg})`);
  }
  console.log(`Installing Debian's ${NGINX.pkg}…`);
  execFileSync("apt-get", ["update"], { stdio: "inherit", env: aptEnv });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", NGINX.pkg], { stdio: "inherit", env: aptEnv });
  if (!existsSync(NGINX.path)) throw new Error(`${NGINX.pkg} was installed but ${NGINX.path} does not exist`);
  return NGINX.path;
}

const aptGet = (args) =>
  new Promise((resolve, reject) =>
    execFile("apt-get", args, { env: aptEnv, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`apt-get ${args.join(" ")} failed:\n${stdout}${stderr}`)) : resolve(),
    ),
  );

/** The same without blocking, for the test script (beside its first steps); rejects with apt's output. */
export async function ensureNginxInBackground() {
  if (existsSync(NGINX.path)) return NGINX.path;
  if (!nginxInstallable()) throw new Error(`${NGINX.path} is missing and cannot be installed here (apt-get as root)`);
  await aptGet(["update"]);
  await aptGet(["install", "-y", "--no-install-recommends", NGINX.pkg]);
  if (!existsSync(NGINX.path)) throw new Error(`${NGINX.pkg} was installed but ${NGINX.path} does not exist`);
  return NGINX.path;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureNginx());
