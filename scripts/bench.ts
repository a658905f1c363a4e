// `npm run bench` (DESIGN §11): the production build measured with autocannon on 127.0.0.1, in
// one run, against its targets:
//   1. the prerendered page /hvac-chemicals through the shipped nginx (cached) against the same nginx
//      binary serving the very same bytes as a file (ratio ≥ 0.8);
//   2. the app alone (`next start`, no nginx) against that file;
//   3. 1 instance against 2 behind nginx, on a scratch PostgreSQL database (BENCH_DATABASE_URL, else
//      127.0.0.1:5432): GET /api/products (never cached by nginx) and a cart round trip; skipped, saying
//      why, when no PostgreSQL answers;
//   4. GET /api/products at a steady 400 requests a second: p99 < 30 ms;
//   5. Lighthouse mobile through nginx on the pages of LIGHTHOUSE_PAGES;
//   6. e-mail: one instance's worker draining 1,000 queued messages to the outbox, and the time from a card
//      payment to its confirmation written behind them, on a scratch PostgreSQL database (skipped, saying
//      why, without one; scripts/lib/bench-email.ts);
// and the first-load JavaScript per route. Parts 1, 2, 4 and 5 run on the embedded database, as `npm
// start` does. Figures go to .data/bench-results.json and, as Markdown tables, .data/bench-results.md.
//
//   npm run bench [-- --duration 8 --connections 10] [-- --only pages|instances|email]
import type { ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { z } from "zod";
import { postgresAvailable, POSTGRES_URL, startTestDatabase, type TestDatabase } from "../tests/support/database.mjs";
import { ensureNginx } from "./ensure-nginx.mjs";
import { emailFigures } from "./lib/bench-email";
import { cartRoundTrip, compressedPage, firstLoadJs, measure, type Figures } from "./lib/bench-measure";
import { lighthouseMisses, machine, markdown, ratio, type Check, type Results } from "./lib/bench-report";
import { startCluster, startFront, startStaticNginx, stopServer, stopServers } from "./lib/bench-servers";
import { lighthouseFigures } from "./lib/lighthouse-audit";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: { duration: { type: "string", default: "8" }, connections: { type: "string", default: "10" }, only: { type: "string" } },
});
const args = z
  .object({
    duration: z.coerce.number().int().positive(),
    connections: z.coerce.number().int().positive(),
    /** One part alone: pages (1, 2, 4, 5), instances (3) or email (6). */
    only: z.enum(["pages", "instances", "email"]).optional(),
  })
  .parse(values);
const { duration, connections, only } = args;
/** The steady rate /api/products is held to, and enough connections to keep it at a p99 of 100 ms. */
const FIXED_RATE = 400;
const FIXED_RATE_CONNECTIONS = 40;
const databaseUrl = process.env.BENCH_DATABASE_URL || POSTGRES_URL;

/** nginx on the first port, the instances on the ports after it. */
const PORTS = { single: 3250, staticFile: 3259, cluster: 3260, oneBehindNginx: 3269, email: 3275 };
const at = (port: number) => `http://127.0.0.1:${port}`;

const CACHED_PAGE = "/hvac-chemicals";
/** An item number of the seeded catalog, added to the cart in the round trip. */
const CART_ITEM = "TZ-PS-101";
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
/** Pages Lighthouse scores (5 above). */
const LIGHTHOUSE_PAGES = ["/", "/hvac-chemicals", "/products", "/products/triple-zero-deck-cleaner", "/contact", "/checkout", "/pool-spa"];

function log(message: string) {
  process.stdout.write(`[bench] ${message}\n`);
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const run = (options: Parameters<typeof measure>[0]) => measure({ connections, duration, ...options });
/** Two seconds of load first: fills nginx's and Next's caches and warms the JIT. */
const warmedUp = async (options: Parameters<typeof measure>[0]) => {
  await measure({ connections, ...options, duration: 2 });
  return run(options);
};

const results: Results = {
  at: new Date().toISOString(),
  machine: machine(root),
  settings: { duration, connections, fixedRate: FIXED_RATE },
  rows: [],
  checks: [],
  lighthouse: [],
  js: [],
};
const row = (name: string, figures: Figures) => {
  results.rows.push({ name, figures });
  log(`${name}: ${figures.rps} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
  return figures;
};
const check = (c: Check) => results.checks.push(c);

let scratch: TestDatabase | undefined;
const cleanUp = async () => {
  await stopServers();
  await scratch?.stop().catch((error: unknown) => log(`could not drop the scratch database: ${message(error)}`));
  scratch = undefined;
};
process.on("SIGINT", () => void cleanUp().finally(() => process.exit(130)));

/** Parts 1, 2, 4 and 5: nginx in front of one instance on the embedded database, and the static file. */
async function oneMachine(nginx: string) {
  const front = at(PORTS.single);
  const app = at(PORTS.single + 1);
  const site = await startCluster({ port: PORTS.single, instances: 1 });
  log(`site up (nginx on ${PORTS.single}, next start on ${PORTS.single + 1}, embedded database)`);

  // The bytes nginx keeps and sends for the page, served by the same nginx binary as a file.
  await fetch(front + CACHED_PAGE, { headers: { "accept-encoding": "gzip" } });
  const page = await compressedPage(front + CACHED_PAGE);
  await startStaticNginx(nginx, PORTS.staticFile, new Map([[CACHED_PAGE, page]]));
  const kb = (bytes: number) => Math.round(bytes / 1024);
  const sizes = `${kb(page.body.length)} kB, ${kb(page.gzip.length)} kB gzip`;

  const viaNginx = row(`\`${CACHED_PAGE}\` through nginx (cached, ${sizes})`, await warmedUp({ url: front + CACHED_PAGE }));
  const staticFile = row(`the same bytes as a file, nginx`, await warmedUp({ url: at(PORTS.staticFile) + CACHED_PAGE }));
  const alone = row(`\`${CACHED_PAGE}\` from the app alone (next start)`, await warmedUp({ url: app + CACHED_PAGE }));
  check({
    name: "cached page: nginx in front of the app / nginx serving the file",
    measured: `${ratio(viaNginx, staticFile)}`,
    target: "≥ 0.8",
    ok: ratio(viaNginx, staticFile) >= 0.8,
  });
  check({
    name: "cached page: the app alone / nginx serving the file",
    measured: `${ratio(alone, staticFile)}`,
    target: "",
    ok: undefined,
  });

  for (const [where, origin] of [
    ["through nginx", front],
    ["app alone", app],
  ] as const) {
    const steady = row(
      `\`GET /api/products\` at ${FIXED_RATE} req/s, ${where}`,
      await warmedUp({ url: `${origin}/api/products`, overallRate: FIXED_RATE, connections: FIXED_RATE_CONNECTIONS }),
    );
    check({
      name: `\`/api/products\` p99 at ${FIXED_RATE} req/s, ${where}`,
      measured: `${steady.p99} ms`,
      target: "< 30 ms",
      ok: steady.p99 < 30,
    });
  }

  for (const route of JS_ROUTES) results.js.push(await firstLoadJs(front, route));

  log("Lighthouse (mobile, simulated throttling) through nginx…");
  for (const pagePath of LIGHTHOUSE_PAGES) await fetch(front + pagePath);
  try {
    results.lighthouse = await lighthouseFigures(front, LIGHTHOUSE_PAGES);
  } catch (error) {
    results.lighthouseError = message(error);
    log(`Lighthouse could not run: ${results.lighthouseError}`);
  }
  await stopServer(site);
}

/** Part 3: nginx in front of one instance, then of two, on a scratch PostgreSQL database. */
async function twoInstances(nginx: string) {
  if (!(await postgresAvailable(databaseUrl))) {
    results.instancesSkipped = `no PostgreSQL answers at ${new URL(databaseUrl).host} (BENCH_DATABASE_URL), and two instances need one`;
    log(`skipped 1 against 2 instances: ${results.instancesSkipped}`);
    return;
  }
  scratch = await startTestDatabase("postgres", databaseUrl);
  const cluster: ChildProcess = await startCluster({ port: PORTS.cluster, instances: 2, databaseUrl: scratch.url });
  // A second nginx, the same configuration, with only the first instance behind it.
  const single = await startFront(nginx, PORTS.oneBehindNginx, [`127.0.0.1:${PORTS.cluster + 1}`]);
  log(`two instances up on PostgreSQL (nginx on ${PORTS.cluster}; nginx in front of the first alone on ${PORTS.oneBehindNginx})`);
  const fronts = [
    ["1 instance", at(PORTS.oneBehindNginx)],
    ["2 instances", at(PORTS.cluster)],
  ] as const;
  for (const [target, options] of [
    ["`GET /api/products`", (origin: string) => ({ url: `${origin}/api/products` })],
    ["cart round trip (POST add, GET cart)", (origin: string) => cartRoundTrip(origin, CART_ITEM)],
  ] as const) {
    const figures: Figures[] = [];
    for (const [instances, origin] of fronts)
      figures.push(row(`${target}, nginx + ${instances} (PostgreSQL)`, await warmedUp(options(origin))));
    const gain = ratio(figures[1]!, figures[0]!);
    check({ name: `${target}: 2 instances / 1 instance`, measured: `${gain}`, target: "", ok: undefined });
  }
  await stopServer(single);
  await stopServer(cluster);
}

/** Part 6: e-mail through one instance's worker, on a scratch PostgreSQL database. */
async function email() {
  if (!(await postgresAvailable(databaseUrl))) {
    results.emailSkipped = `no PostgreSQL answers at ${new URL(databaseUrl).host} (BENCH_DATABASE_URL)`;
    log(`skipped e-mail: ${results.emailSkipped}`);
    return;
  }
  const figures = await emailFigures({ port: PORTS.email, databaseUrl, log });
  results.email = figures;
  log(
    `e-mail: ${figures.queued} drained in ${figures.drainSeconds} s (${figures.perSecond} a second); payment → confirmation ${figures.confirmationMs} ms`,
  );
  check({
    name: "e-mails written to the outbox a second, one instance",
    measured: `${figures.perSecond}`,
    target: "≥ 20",
    ok: figures.perSecond >= 20,
  });
}

try {
  log(`load average before the run: ${results.machine.loadBefore.join(", ")}; commit ${results.machine.commit}`);
  const started = Date.now();
  const nginx = ensureNginx();
  if (!only || only === "pages") await oneMachine(nginx);
  if (!only || only === "instances") await twoInstances(nginx);
  if (!only || only === "email") await email();
  results.seconds = Math.round((Date.now() - started) / 1000);

  const misses = lighthouseMisses(results.lighthouse);
  check({
    name: `Lighthouse: ${LIGHTHOUSE_PAGES.length} pages, every figure on target`,
    measured: results.lighthouse.length ? `${misses.length} missed` : "not run",
    target: "0 missed",
    ok: results.lighthouse.length ? misses.length === 0 : undefined,
  });
  const table = markdown(results);
  const out = path.join(root, ".data");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "bench-results.json"), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(out, "bench-results.md"), table);
  console.log(`\n${table}`);
  log(`written to .data/bench-results.json and .data/bench-results.md; whole run ${results.seconds} s`);
} finally {
  await cleanUp();
}
