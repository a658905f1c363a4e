// The servers `npm run bench` measures, each in a process of its own: the launcher's cluster (nginx with
// the shipped configuration in front of app instances, scripts/start.mjs), a second nginx with the same
// configuration in front of fewer instances, and the same nginx binary serving a folder of files. Every
// process started here is stopped by `stopServers`, which the bench calls on failure and on Ctrl-C too.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_PORT, E2E_SERVER_ENV } from "../../tests/e2e/server-env";
import { renderNginxConfig, spawnNginx, testNginxConfig } from "./nginx.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const running = new Set<ChildProcess>();
const folders = new Set<string>();

function log(message: string) {
  process.stdout.write(`[bench] ${message}\n`);
}

function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}

/** A folder under the system's temporary one that nginx's workers (www-data, when run as root) may enter. */
export function scratchFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o711);
  folders.add(dir);
  return dir;
}

/** Stops `child` with SIGTERM (SIGKILL after 20 s) and resolves once it has exited. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  await exited;
  clearTimeout(timer);
}

export async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (child) await stop(child);
}

/** Stops every server started here and removes their folders. */
export async function stopServers(): Promise<void> {
  await Promise.all([...running].map(stop));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  folders.clear();
}

/** Resolves once `url` answers 200; rejects after `timeoutMs` or when `child` exits first. */
export async function waitFor(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server for ${url} exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * `node scripts/start.mjs cluster`: nginx on `port` in front of `instances` instances on the ports after it,
 * on `databaseUrl` or the embedded database. The browser tests' environment and address: the same values
 * give the same build, so a tested build is reused. Resolves once nginx and every instance answer.
 */
export async function startCluster(options: {
  port: number;
  instances: number;
  databaseUrl?: string;
  /** More environment for the instances, e.g. PAYMENTS_MODE. */
  env?: Record<string, string>;
}): Promise<ChildProcess> {
  const { port, instances } = options;
  const child = track(
    spawn(process.execPath, [path.join(root, "scripts", "start.mjs"), "cluster"], {
      cwd: root,
      env: {
        ...process.env,
        ...E2E_SERVER_ENV,
        SITE_URL: `http://localhost:${E2E_PORT}`,
        PORT: String(port),
        INSTANCES: String(instances),
        DATABASE_URL: options.databaseUrl ?? "",
        DATA_DIR: scratchFolder("tz-bench-"),
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    }),
  );
  child.stdout?.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line.startsWith("[triple-zero]")) log(line);
  });
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  const ports = Array.from({ length: instances + 1 }, (_, i) => port + i);
  // Migrating, seeding and (when the sources changed) building come first.
  await Promise.all(ports.map((p) => waitFor(`http://127.0.0.1:${p}/api/health`, 900_000, child)));
  return child;
}

function startNginx(nginx: string, mainConf: string, name: string): ChildProcess {
  testNginxConfig(nginx, mainConf);
  return track(spawnNginx(nginx, mainConf, (line) => process.stderr.write(`[${name}] ${line}\n`)));
}

/** nginx with the shipped configuration on `port` in front of the instances at `upstreams`. */
export async function startFront(nginx: string, port: number, upstreams: string[]): Promise<ChildProcess> {
  const config = renderNginxConfig({
    dir: path.join(scratchFolder("tz-bench-front-"), "nginx"),
    listen: `127.0.0.1:${port}`,
    upstreams,
    staticDir: path.join(root, ".next", "static"),
  });
  const child = startNginx(nginx, config, "nginx");
  await waitFor(`http://127.0.0.1:${port}/api/health`, 10_000, child);
  return child;
}

/**
 * The same nginx binary serving files from a folder on `port`, set up as the shipped configuration is
 * where it does not proxy: the same workers, sendfile, keep-alive and access log, and a compressed copy
 * beside each file sent as it is (gzip_static), as nginx sends the page the app compressed once.
 * `files` maps a path ("/hvac-chemicals") to its body and its gzip.
 */
export async function startStaticNginx(nginx: string, port: number, files: Map<string, { body: Buffer; gzip: Buffer }>) {
  const dir = scratchFolder("tz-bench-static-");
  const html = path.join(dir, "html");
  const run = path.join(dir, "run");
  for (const folder of [html, run]) mkdirSync(folder, { recursive: true });
  for (const [pagePath, { body, gzip }] of files) {
    const file = path.join(html, `${pagePath === "/" ? "index" : pagePath.slice(1)}.html`);
    writeFileSync(file, body);
    writeFileSync(`${file}.gz`, gzip);
  }
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag: string) => Number(spawnSync("id", [flag, "www-data"], { encoding: "utf8" }).stdout.trim());
    chownSync(run, id("-u"), id("-g"));
  }
  const mainConf = path.join(dir, "nginx.conf");
  writeFileSync(
    mainConf,
    `daemon off;
${asRoot ? "user www-data;" : ""}
worker_processes auto;
pid ${run}/nginx.pid;
error_log stderr warn;
events {
    worker_connections 4096;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    access_log ${dir}/access.log;
    client_body_temp_path ${run}/body;
    proxy_temp_path ${run}/proxy;
    fastcgi_temp_path ${run}/fastcgi;
    uwsgi_temp_path ${run}/uwsgi;
    scgi_temp_path ${run}/scgi;
    server {
        listen 127.0.0.1:${port};
        server_tokens off;
        keepalive_timeout 30s;
        root ${html};
        gzip_static on;
        gzip_vary on;
        location = / {
            try_files /index.html =404;
        }
        location / {
            try_files $uri.html =404;
        }
    }
}
`,
  );
  const child = startNginx(nginx, mainConf, "static nginx");
  const [first] = files.keys();
  await waitFor(`http://127.0.0.1:${port}${first ?? "/"}`, 10_000, child);
  return child;
}
