// `npm run bench` (DESIGN §11): the production build on the embedded database, measured with autocannon
// on 127.0.0.1 next to the same HTML served by a plain static file server on this machine, in one run.
// Prints requests/s, p50/p99 latency and the ratio project/static per page, the API figures, and the
// first-load JavaScript per route (gzip) of the build's pages. Figures also go to .data/bench-results.json.
//
//   npm run bench [-- --duration 8 --connections 10]
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { E2E_SERVER_ENV } from "../tests/e2e/server-env";
import { lighthouseFigures, type LighthouseFigures } from "./lib/lighthouse-audit";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: args } = parseArgs({
  options: { duration: { type: "string", default: "8" }, connections: { type: "string", default: "10" } },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const PORT = 3250;
const STATIC_PORT = 3251;
const origin = `http://127.0.0.1:${PORT}`;

/** Pages measured against the static server: a prerendered industry page and the home page. */
const PAGES = [
  { name: "industry page /hvac-chemicals", path: "/hvac-chemicals" },
  { name: "home page /", path: "/" },
];
/** Routes whose first-load JavaScript is reported. */
const JS_ROUTES = [
  "/",
  "/hvac-chemicals",
  "/products",
  "/products/triple-zero-deck-cleaner",
  "/contact",
  "/pool-spa",
  "/technology",
  "/checkout",
];
/** Pages Lighthouse scores (mobile): a product page is held to performance ≥ 95, SEO 100 and CLS < 0.1. */
const LIGHTHOUSE_PAGES = ["/products/triple-zero-deck-cleaner", "/products", "/"];

function log(message: string) {
  process.stdout.write(`[bench] ${message}\n`);
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function startSite(): ChildProcess {
  const dataDir = path.join(root, ".data", "bench");
  rmSync(dataDir, { recursive: true, force: true });
  // The browser tests' environment: the same values give the same build, so a tested build is reused.
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs"), "start"], {
    cwd: root,
    env: { ...process.env, ...E2E_SERVER_ENV, PORT: String(PORT), DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line.startsWith("[triple-zero]")) log(line);
  });
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

/** The plain static file server (scripts/lib/static-server.mjs) over the given pages' HTML. */
async function startStatic(pages: Map<string, Buffer>): Promise<ChildProcess> {
  const folder = path.join(root, ".data", "bench", "static");
  mkdirSync(folder, { recursive: true });
  for (const [pagePath, body] of pages) writeFileSync(path.join(folder, `${pagePath === "/" ? "index" : pagePath.slice(1)}.html`), body);
  const child = spawn(process.execPath, [path.join(root, "scripts", "lib", "static-server.mjs"), folder, String(STATIC_PORT)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`the static server stopped (exit ${code})`)));
  });
  return child;
}

type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function measure(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections, duration, ...options });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The page's largest script file, as a stand-in for "a file of about the page's size served by Next". */
async function largestScript(route: string): Promise<{ src: string; kb: number } | undefined> {
  const html = await (await fetch(origin + route)).text();
  let best: { src: string; kb: number } | undefined;
  for (const [, src] of html.matchAll(/<script\b[^>]*\ssrc="([^"]+\.js)"/g)) {
    const size = (await (await fetch(new URL(src!, origin))).arrayBuffer()).byteLength;
    if (!best || size / 1024 > best.kb) best = { src: src!, kb: Math.round(size / 1024) };
  }
  return best;
}

async function firstLoadJs(route: string): Promise<{ route: string; files: number; gzipKb: number }> {
  const html = await (await fetch(origin + route)).text();
  // Scripts marked nomodule (the legacy polyfills) are fetched only by browsers without modules.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\snomodule\b/i.test(tag));
  const sources = [...new Set(tags.map((tag) => /\ssrc="([^"]+\.js[^"]*)"/.exec(tag)?.[1]).filter((src): src is string => !!src))];
  let bytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { route, files: sources.length, gzipKb: Math.round(bytes / 102.4) / 10 };
}

const site = startSite();
let staticServer: ChildProcess | undefined;
const stop = () => {
  if (staticServer?.exitCode === null) staticServer.kill("SIGTERM");
  if (site.exitCode === null) site.kill("SIGTERM");
};
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});

try {
  const started = Date.now();
  await waitFor(`${origin}/api/health`, 600_000);
  log(`site up after ${Math.round((Date.now() - started) / 1000)} s (production build, embedded database)`);

  const files = new Map<string, Buffer>();
  for (const page of PAGES) files.set(page.path, Buffer.from(await (await fetch(origin + page.path)).arrayBuffer()));
  staticServer = await startStatic(files);

  // Warm up: the first requests compile nothing in production, but fill caches and the JIT.
  for (const page of PAGES) await measure({ url: origin + page.path, duration: 2 });

  const rows: { name: string; project: Figures; static?: Figures; htmlKb?: number }[] = [];
  for (const page of PAGES) {
    const project = await measure({ url: origin + page.path });
    const plain = await measure({ url: `http://127.0.0.1:${STATIC_PORT}${page.path}` });
    rows.push({ name: page.name, project, static: plain, htmlKb: Math.round((files.get(page.path)?.length ?? 0) / 1024) });
  }
  // For the report on what limits the pages: a file Next serves from .next/static without running
  // proxy.ts or the page cache, of about the pages' size.
  const chunk = await largestScript("/hvac-chemicals");
  if (chunk) rows.push({ name: `Next static file (${chunk.kb} kB, no proxy)`, project: await measure({ url: origin + chunk.src }) });
  rows.push({ name: "GET /api/products", project: await measure({ url: `${origin}/api/products` }) });

  // A cart round trip with one visitor's cookie: set a line's quantity, then read the cart.
  const added = await fetch(`${origin}/api/cart`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ itemNumber: "TZ-PS-101", quantity: 1 }),
  });
  const cookie = added.headers.get("set-cookie")?.split(";")[0] ?? "";
  const products = (await (await fetch(`${origin}/api/products`)).json()) as { id: number; itemNumber: string }[];
  const productId = products.find((p) => p.itemNumber === "TZ-PS-101")?.id;
  rows.push({
    name: "cart round trip (update + GET)",
    project: await measure({
      url: origin,
      headers: { cookie, "content-type": "application/json" },
      requests: [
        { method: "POST", path: "/api/cart/update", body: JSON.stringify({ productId, quantity: 2 }) },
        { method: "GET", path: "/api/cart" },
      ],
    }),
  });

  const js = [];
  for (const route of JS_ROUTES) js.push(await firstLoadJs(route));

  log("Lighthouse (mobile, simulated throttling)…");
  let audits: LighthouseFigures[] = [];
  try {
    audits = await lighthouseFigures(origin, LIGHTHOUSE_PAGES);
  } catch (error) {
    log(`Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`);
  }

  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  console.log(`\nMachine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
  console.log(`autocannon: ${connections} connections, ${duration} s per target, server and load on the same machine\n`);
  const pad = (value: string | number, width: number) => String(value).padStart(width);
  console.log(
    `${"target".padEnd(40)}${pad("req/s", 8)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("static req/s", 14)}${pad("static p50", 12)}${pad("ratio", 8)}${pad("HTML kB", 9)}`,
  );
  for (const row of rows) {
    const ratio = row.static ? (row.project.rps / row.static.rps).toFixed(2) : "";
    const failures = row.project.errors + row.project.non2xx;
    console.log(
      `${row.name.padEnd(40)}${pad(row.project.rps, 8)}${pad(row.project.p50, 8)}${pad(row.project.p99, 8)}` +
        `${pad(row.static?.rps ?? "", 14)}${pad(row.static?.p50 ?? "", 12)}${pad(ratio, 8)}${pad(row.htmlKb ?? "", 9)}${failures ? `  (${failures} failed requests)` : ""}`,
    );
  }
  console.log(`\n${"first-load JavaScript".padEnd(40)}${pad("files", 8)}${pad("gzip kB", 10)}`);
  for (const entry of js) console.log(`${entry.route.padEnd(40)}${pad(entry.files, 8)}${pad(entry.gzipKb, 10)}`);

  if (audits.length > 0) {
    console.log(
      `\n${"Lighthouse mobile".padEnd(40)}${pad("perf", 6)}${pad("SEO", 6)}${pad("a11y", 6)}${pad("CLS", 8)}${pad("LCP ms", 8)}${pad("TBT ms", 8)}`,
    );
    for (const a of audits) {
      console.log(
        `${a.path.padEnd(40)}${pad(a.performance, 6)}${pad(a.seo, 6)}${pad(a.accessibility, 6)}${pad(a.cls, 8)}${pad(a.lcpMs, 8)}${pad(a.tbtMs, 8)}`,
      );
    }
  }

  const out = path.join(root, ".data", "bench-results.json");
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(
    out,
    JSON.stringify(
      { at: new Date().toISOString(), cpu, cores: os.cpus().length, duration, connections, rows, js, lighthouse: audits },
      null,
      2,
    ),
  );
  console.log(`\nfigures written to ${path.relative(root, out)}; whole run ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  stop();
}
