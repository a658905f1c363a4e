// `npm run start:cluster`: the shipped nginx (deploy/nginx) in front of two `next start` instances on one
// PostgreSQL database, and everything a visitor or staff member leaves on one instance found on the other.
// Request-only; runs in the "launcher" project, with the build the browser tests' server made current.
// Instances are called directly on their own ports (A and B) to show what they share; nginx on PORT to
// show what it caches.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, createServer, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { ensureNginx, nginxInstallable } from "../../scripts/ensure-nginx.mjs";
import { renderNginxConfig, spawnNginx } from "../../scripts/lib/nginx.mjs";
import { pinnedNodeVersion } from "../../scripts/lib/project-node.mjs";
import { postgresAvailable, startTestDatabase } from "../support/database.mjs";
import { descendants, isAlive } from "../support/processes";
import { E2E_PORT, E2E_SERVER_ENV } from "./server-env";

// CLUSTER_PORT moves it (and the ports after it) when several checkouts run their browser tests on one machine.
const PORT = Number(process.env.CLUSTER_PORT ?? 3280);
const FRONT = `http://127.0.0.1:${PORT}`;
const A = `http://127.0.0.1:${PORT + 1}`;
const B = `http://127.0.0.1:${PORT + 2}`;
// The build names the browser tests' address (launcher.spec.ts): saying so reuses it.
const BUILT_FOR = { SITE_URL: `http://localhost:${E2E_PORT}` };
const STAFF = { email: "staff@triplezero.example", password: E2E_SERVER_ENV.DEMO_STAFF_PASSWORD };
const CUSTOMER = { email: "customer@triplezero.example", password: E2E_SERVER_ENV.DEMO_CUSTOMER_PASSWORD };

test.describe.configure({ mode: "serial", timeout: 180_000 });

let nginx = "";
let cluster: ChildProcess | undefined;
let output = "";
let scratch: { stop: () => Promise<void> } | undefined;
let dataDir = "";

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (cluster?.exitCode !== null) throw new Error(`the launcher exited early:\n${output}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${output}`);
}

test.beforeAll(async () => {
  // Installing nginx, migrating a new database and starting three servers.
  test.setTimeout(240_000);
  test.skip(!nginxInstallable(), "nginx is not installed and cannot be installed here (apt-get as root): the cluster test needs it");
  test.skip(!(await postgresAvailable()), "no PostgreSQL answers at 127.0.0.1:5432: several instances need one");
  try {
    nginx = ensureNginx();
  } catch (error) {
    test.skip(true, `nginx could not be installed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const database = await startTestDatabase("postgres");
  scratch = database;
  dataDir = mkdtempSync(path.join(tmpdir(), "tz-cluster-"));
  // nginx's workers (www-data, when the tests run as root) pass through it to their cache.
  chmodSync(dataDir, 0o711);
  cluster = spawn(process.execPath, ["scripts/start.mjs", "cluster"], {
    env: {
      ...process.env,
      ...E2E_SERVER_ENV,
      ...BUILT_FOR,
      PORT: String(PORT),
      INSTANCES: "2",
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      // The test stands in for a TLS load balancer in front of nginx (X-Forwarded-Proto: https).
      LOAD_BALANCER_ADDRESSES: "127.0.0.1",
      STOP_GRACE_SECONDS: "10",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  cluster.stdout!.on("data", (chunk) => (output += chunk));
  cluster.stderr!.on("data", (chunk) => (output += chunk));
  await Promise.all([A, B, FRONT].map((base) => waitFor(`${base}/api/health`, 150_000)));
});

test.afterAll(async () => {
  if (cluster && cluster.exitCode === null) {
    const exited = new Promise((resolve) => cluster!.once("exit", resolve));
    cluster.kill("SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await scratch?.stop();
});

/** The cookies a response sets, as one Cookie header ("name=value; …"). */
function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A request with the headers exactly as given (fetch will not send a Host of its own choosing): its status, or how it failed. */
function rawRequest(port: number, options: { method?: string; path?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status?: number; headers?: Record<string, string | string[] | undefined>; error?: string }>((resolve) => {
    const request = httpRequest(
      { host: "127.0.0.1", port, method: options.method ?? "GET", path: options.path ?? "/", headers: options.headers },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode, headers: response.headers }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end();
  });
}

/** The process listening on `port` (ss from iproute2). */
function listenerOf(port: number): number {
  const line = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`nothing listens on port ${port}:\n${line}`);
  return Number(pid);
}

/** Whether nginx holds a connection to the instance on `port`, which it opens only to pass it a request. */
function nginxPassesTo(port: number): boolean {
  return execFileSync("ss", ["-tnpH", "state", "established", `dport = :${port}`], { encoding: "utf8" }).includes('(("nginx"');
}

/** Whether the process `pid` calls itself `title` (nginx names a worker that is finishing before it stops). */
function calls(pid: number, title: RegExp): boolean {
  try {
    return title.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return false;
  }
}

/**
 * One request through nginx as a browser sends it: on a kept-alive connection of `agent`, sent once more
 * (RFC 9112 §9.3.1, as browsers do) only when a reused connection was closed before any answer came,
 * which happens when nginx reloads its configuration and its old workers close their idle connections.
 * Its status, or how it failed.
 */
function browserRequest(agent: Agent, method: string, pathname: string, body?: string): Promise<string> {
  const once = () =>
    new Promise<{ outcome: string; resend: boolean }>((resolve) => {
      const request = httpRequest(
        {
          agent,
          host: "127.0.0.1",
          port: PORT,
          method,
          path: pathname,
          headers: { host: `127.0.0.1:${PORT}`, ...(body ? { origin: FRONT, "content-type": "application/json" } : {}) },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve({ outcome: `${response.statusCode}`, resend: false }));
        },
      );
      request.on("error", (error: NodeJS.ErrnoException) =>
        resolve({ outcome: `failed: ${error.code ?? error.message}`, resend: request.reusedSocket && error.code === "ECONNRESET" }),
      );
      request.end(body);
    });
  return once().then(({ outcome, resend }) => (resend ? once().then((again) => again.outcome) : outcome));
}

/**
 * Visitors through nginx while `during` runs: two at a time, one request after another, each a read and,
 * with `orders`, a cart update (a POST). Every answer is counted by its status, every failure by its code;
 * `during` is told how many have come so far.
 */
async function underLoad(during: (answered: () => number) => Promise<void>, { orders = false } = {}) {
  const outcomes = new Map<string, number>();
  let answered = 0;
  const count = (what: string) => (outcomes.set(what, (outcomes.get(what) ?? 0) + 1), answered++);
  let done = false;
  const visitor = async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (!done) {
        count(await browserRequest(agent, "GET", "/api/products"));
        if (orders) {
          const order = JSON.stringify({ itemNumber: "TZ-PS-101", quantity: 1 });
          count(`POST ${await browserRequest(agent, "POST", "/api/cart", order)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      agent.destroy();
    }
  };
  const visitors = [visitor(), visitor()];
  try {
    await during(() => answered);
  } finally {
    done = true;
    await Promise.all(visitors);
  }
  return Object.fromEntries(outcomes);
}

/** Resolves once the launcher's output matches `pattern` (after `from` characters), failing after `timeoutMs`. */
async function saidAfter(from: number, pattern: RegExp, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(output.slice(from))) {
    if (Date.now() > deadline) throw new Error(`the launcher did not say ${pattern} within ${timeoutMs} ms:\n${output.slice(from)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs in through Auth.js's own endpoints on `base`, as the sign-in form does; the redirect says how it went. */
async function signIn(base: string, account: { email: string; password: string }, address = "198.51.100.10") {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: cookiesOf(csrf),
      origin: base,
      "x-forwarded-for": address,
    },
    body: new URLSearchParams({ email: account.email, password: account.password, csrfToken }),
  });
  return { location: response.headers.get("location") ?? "", cookie: cookiesOf(response) };
}

test("the launcher and every instance run on the Node.js package.json pins", () => {
  expect(/launcher on Node\.js (v[\d.]+)/.exec(output)?.[1]).toBe(`v${pinnedNodeVersion()}`);
  const instances = [...output.matchAll(/\[server\] Node\.js (v[\d.]+), process (\d+)/g)];
  expect(new Set(instances.map((line) => line[2])).size).toBeGreaterThanOrEqual(2);
  expect(new Set(instances.map((line) => line[1]))).toEqual(new Set([`v${pinnedNodeVersion()}`]));
});

test("a public page is a MISS through nginx, then a HIT; the build's files come from the disk, immutable", async () => {
  const first = await fetch(`${FRONT}/hvac-chemicals`);
  expect(first.status).toBe(200);
  expect(first.headers.get("x-cache-status")).toBe("MISS");
  const second = await fetch(`${FRONT}/hvac-chemicals`);
  expect(second.headers.get("x-cache-status")).toBe("HIT");
  expect(await second.text()).toContain("<html");

  const script = /\/_next\/static\/[^"]+\.js/.exec(await first.text())?.[0];
  expect(script).toBeTruthy();
  const file = await fetch(`${FRONT}${script}`, { headers: { "accept-encoding": "gzip" } });
  expect(file.status).toBe(200);
  expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(file.headers.get("content-encoding")).toBe("gzip");
});

test("a signed-in visitor's pages are never cached, and the API never is", async () => {
  const { cookie } = await signIn(A, CUSTOMER);
  expect(cookie).toContain("authjs.session-token=");
  for (let i = 0; i < 2; i++) {
    const page = await fetch(`${FRONT}/hvac-chemicals`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("x-cache-status")).toBe("BYPASS");
  }
  const account = await fetch(`${FRONT}/account`, { headers: { cookie } });
  expect(account.status).toBe(200);
  expect(account.headers.get("x-cache-status")).not.toBe("HIT");
  for (let i = 0; i < 2; i++) {
    const products = await fetch(`${FRONT}/api/products`);
    expect(products.headers.get("x-cache-status")).toBe("BYPASS");
  }
});

test("nginx never stores an answer that sets a cookie or is private, even one that says s-maxage", async () => {
  // The shipped configuration in front of a stand-in app that answers each path as named.
  const answers: Record<string, Record<string, string>> = {
    "/shared": { "cache-control": "s-maxage=60" },
    "/sets-cookie": { "cache-control": "s-maxage=60", "set-cookie": "tz_cart=1; Path=/" },
    "/private": { "cache-control": "private, no-store, s-maxage=60" },
  };
  const app: Server = createServer((request, response) => {
    response.writeHead(200, { "content-type": "text/plain", ...answers[request.url ?? ""] });
    response.end("hello");
  });
  await new Promise<void>((resolve) => app.listen(PORT + 10, "127.0.0.1", resolve));
  const dir = mkdtempSync(path.join(tmpdir(), "tz-nginx-rules-"));
  chmodSync(dir, 0o711);
  const config = renderNginxConfig({
    dir,
    listen: `127.0.0.1:${PORT + 11}`,
    upstreams: [`127.0.0.1:${PORT + 10}`],
    staticDir: path.resolve(".next/static"),
  });
  const front = spawnNginx(nginx, config, () => undefined);
  try {
    const statusOf = async (pathname: string) => {
      for (let attempt = 0; ; attempt++) {
        try {
          return (await fetch(`http://127.0.0.1:${PORT + 11}${pathname}`)).headers.get("x-cache-status");
        } catch (error) {
          if (attempt > 40) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    expect([await statusOf("/shared"), await statusOf("/shared")]).toEqual(["MISS", "HIT"]);
    expect([await statusOf("/sets-cookie"), await statusOf("/sets-cookie")]).toEqual(["MISS", "MISS"]);
    expect([await statusOf("/private"), await statusOf("/private")]).toEqual(["MISS", "MISS"]);
  } finally {
    const stopped = new Promise((resolve) => front.once("exit", resolve));
    front.kill("SIGTERM");
    await stopped;
    await new Promise((resolve) => app.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  }
});

test("nginx keeps every instance that answers, even with 503, and never sends a POST it sent to one on to another", async () => {
  // Two stand-in instances: /needs-database answers 503 as an instance does while PostgreSQL restarts,
  // /plain 200 as a page that needs no database; a POST to /order is taken, then the connection dropped.
  const posts: number[] = [];
  const apps = [PORT + 12, PORT + 13].map((appPort) =>
    createServer((request, response) => {
      if (request.method === "POST") {
        posts.push(appPort);
        request.socket.destroy();
        return;
      }
      response.writeHead(request.url === "/needs-database" ? 503 : 200, { "content-type": "text/plain", "cache-control": "no-store" });
      response.end("hello");
    }),
  );
  await Promise.all(apps.map((app, index) => new Promise<void>((resolve) => app.listen(PORT + 12 + index, "127.0.0.1", resolve))));
  const dir = mkdtempSync(path.join(tmpdir(), "tz-nginx-failures-"));
  chmodSync(dir, 0o711);
  const front = spawnNginx(
    nginx,
    renderNginxConfig({
      dir,
      listen: `127.0.0.1:${PORT + 14}`,
      upstreams: [`127.0.0.1:${PORT + 12}`, `127.0.0.1:${PORT + 13}`],
      staticDir: path.resolve(".next/static"),
    }),
    () => undefined,
  );
  try {
    const get = async (pathname: string) => {
      for (let attempt = 0; ; attempt++) {
        const answer = await rawRequest(PORT + 14, { path: pathname, headers: { host: "localhost" } });
        if (answer.status !== undefined || attempt > 40) return answer.status ?? answer.error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const outage = [];
    for (let i = 0; i < 4; i++) outage.push(await get("/needs-database"));
    expect(outage).toEqual([503, 503, 503, 503]);
    expect(await get("/plain"), "a page that needs no database is served during the outage").toBe(200);

    const order = await rawRequest(PORT + 14, { method: "POST", path: "/order", headers: { host: "localhost", "content-length": "0" } });
    expect(order.status).toBe(502);
    expect(posts, "the POST reached one instance, and only one").toHaveLength(1);
  } finally {
    const stopped = new Promise((resolve) => front.once("exit", resolve));
    front.kill("SIGTERM");
    await stopped;
    await Promise.all(apps.map((app) => new Promise((resolve) => app.close(resolve))));
    rmSync(dir, { recursive: true, force: true });
  }
});

test("nginx answers only the site's host names: a request for another host gets no answer at all", async () => {
  expect((await rawRequest(PORT, { path: "/forgot-password", headers: { host: "evil.example" } })).error).toBe("ECONNRESET");
  expect((await rawRequest(PORT, { path: "/api/health", headers: { host: `evil.example:${PORT}` } })).error).toBe("ECONNRESET");
  expect((await rawRequest(PORT, { path: "/api/health", headers: { host: `localhost:${PORT}` } })).status).toBe(200);
  expect((await rawRequest(PORT, { path: "/api/health", headers: { host: `127.0.0.1:${PORT}` } })).status).toBe(200);
});

test("a visit a TLS load balancer in front says was https keeps HSTS and Secure cookies", async () => {
  const overHttps = await fetch(`${FRONT}/hvac-chemicals`, { headers: { "x-forwarded-proto": "https" } });
  expect(overHttps.status).toBe(200);
  expect(overHttps.headers.get("strict-transport-security")).toContain("max-age=");
  // The copy nginx keeps of the https page is not handed to an http visitor, nor the other way round.
  const overHttp = await fetch(`${FRONT}/hvac-chemicals`);
  expect(overHttp.headers.get("strict-transport-security")).toBeNull();
  const again = await fetch(`${FRONT}/hvac-chemicals`, { headers: { "x-forwarded-proto": "https" } });
  expect(again.headers.get("strict-transport-security")).toContain("max-age=");

  const csrf = await fetch(`${FRONT}/api/auth/csrf`, { headers: { "x-forwarded-proto": "https" } });
  const cookies = csrf.headers.getSetCookie();
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
});

test("a session made on instance A works on instance B", async () => {
  const { location, cookie } = await signIn(A, CUSTOMER);
  expect(location).not.toContain("error=");
  const onB = await fetch(`${B}/api/auth/user`, { headers: { cookie } });
  expect(onB.status).toBe(200);
  expect(((await onB.json()) as { email: string }).email).toBe(CUSTOMER.email);
  expect((await fetch(`${B}/api/auth/user`)).status).toBe(401);
});

test("a cart filled through A (and through nginx) is read through B", async () => {
  const [product] = (await (await fetch(`${B}/api/products`)).json()) as { itemNumber: string }[];
  const added = await fetch(`${A}/api/cart`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: A },
    body: JSON.stringify({ itemNumber: product!.itemNumber, quantity: 4 }),
  });
  expect(added.status).toBe(200);
  const cookie = cookiesOf(added);
  expect(cookie).toContain("tz_cart=");
  const read = (await (await fetch(`${B}/api/cart`, { headers: { cookie } })).json()) as unknown;
  expect(JSON.stringify(read)).toContain(product!.itemNumber);

  // A POST through nginx passes the app's cross-site check: nginx hands on the host with its port.
  const viaFront = await fetch(`${FRONT}/api/cart`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: FRONT, cookie },
    body: JSON.stringify({ itemNumber: product!.itemNumber, quantity: 1 }),
  });
  expect(viaFront.status).toBe(200);
});

test("an image uploaded through A is served by B", async () => {
  const { cookie } = await signIn(A, STAFF);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "cluster-test.png");
  const uploaded = await fetch(`${A}/api/images/upload`, { method: "POST", headers: { cookie, origin: A }, body: form });
  expect(uploaded.status).toBe(201);
  const { image } = (await uploaded.json()) as { image: { url: string } };
  const served = await fetch(`${B}${image.url}`);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/png");
  expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
});

/**
 * Looks for a change made at `changedAt`, writing each look into `looks` (when it was sent and answered,
 * ms after the change, and what it saw). The function it returns answers how long after the change the
 * first request that saw it was sent, or false when none sent within `ms` did. Sent, not answered: the
 * expiry is what must arrive within the time; making the page again takes what it takes on a busy
 * machine. So a request goes out every 50 ms without waiting for the one before (one slow answer would
 * otherwise hold back the next look past the limit), at most two at a time (more would only load the
 * instance that is being watched).
 */
function lookingFor(changedAt: number, looks: string[]) {
  return async (what: string, ms: number, seen: () => Promise<boolean>): Promise<number | false> => {
    const found: { at: number | false } = { at: false };
    const pending = new Set<Promise<void>>();
    while (found.at === false && Date.now() - changedAt <= ms) {
      if (pending.size < 2) {
        const sent = Date.now() - changedAt;
        const look = seen().then((yes) => {
          looks.push(`${what} sent ${sent} answered ${Date.now() - changedAt}: ${yes ? "new" : "old"}`);
          if (yes && (found.at === false || sent < found.at)) found.at = sent;
        });
        pending.add(look);
        void look.finally(() => pending.delete(look));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(pending);
    return found.at;
  };
}

test("a staff price change through A is seen through B within 1 s, and through nginx within 5 s", async () => {
  type Product = { id: number; slug: string; pricePerGallon: string };
  const catalogOn = async (base: string) => (await (await fetch(`${base}/api/products`)).json()) as Product[];
  // A product no other browser test looks at: the instances of every launch share the build's page and
  // data cache on disk (.next), so the change is put back at the end.
  const product = (await catalogOn(B)).find((p) => p.slug === "triple-zero-bilge-cleaner")!;
  const { id, slug } = product;
  // B's catalog cache and product page, and nginx's copy of the page, all made before the change.
  const pagePath = `/products/${slug}`;
  // A page older than its 5 minutes is answered stale while Next makes it again; a change made during
  // that remake cannot stop it. The test starts from B's page made and fresh (Next says HIT).
  for (const deadline = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const page = await fetch(`${B}${pagePath}`);
    expect(page.status).toBe(200);
    if (page.headers.get("x-nextjs-cache") === "HIT") break;
    expect(Date.now(), "B's product page is made and fresh").toBeLessThan(deadline);
  }
  // And nginx's copy of it, fresh (an older copy is answered while nginx asks again: UPDATING).
  for (const deadline = Date.now() + 20_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if ((await fetch(`${FRONT}${pagePath}`)).headers.get("x-cache-status") === "HIT") break;
    expect(Date.now(), "nginx keeps a fresh copy of the page").toBeLessThan(deadline);
  }

  const { cookie } = await signIn(A, STAFF);
  const setPrice = (pricePerGallon: string) =>
    fetch(`${A}/api/admin/products/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie, origin: A },
      body: JSON.stringify({ pricePerGallon }),
    });
  const newPrice = (Number(product.pricePerGallon) + 11.11).toFixed(2);
  try {
    expect((await setPrice(newPrice)).status).toBe(200);
    const changedAt = Date.now();
    /** Every request sent to look for the change: when it was sent and answered (ms after the change), and what it saw. */
    const looks: string[] = [];
    const seenAfter = lookingFor(changedAt, looks);
    // Both looked for at once, each within its second from the change: one after the other, a slow answer
    // of the API on a loaded machine would use up the page's second before it was looked at.
    const [onApi, onPage] = await Promise.all([
      seenAfter("B's API", 1_000, async () => (await catalogOn(B)).find((p) => p.id === id)?.pricePerGallon === newPrice),
      seenAfter("B's page", 1_000, async () => (await (await fetch(`${B}${pagePath}`)).text()).includes(newPrice)),
    ]);
    expect(onApi, `B's catalog API shows the new price:\n${looks.join("\n")}`).not.toBe(false);
    expect(onPage, `B's product page shows the new price:\n${looks.join("\n")}`).not.toBe(false);
    // The promise of docs/operations.md and deploy/nginx: every visitor within 5 seconds.
    const onFront = await seenAfter("nginx", 5_000, async () => (await (await fetch(`${FRONT}${pagePath}`)).text()).includes(newPrice));
    expect(onFront, `the product page through nginx shows the new price:\n${looks.join("\n")}`).not.toBe(false);
    test.info().annotations.push({ type: "timing", description: `API ${onApi} ms, page ${onPage} ms, through nginx ${onFront} ms` });
  } finally {
    await setPrice(product.pricePerGallon);
  }
});

test("a staff price change reaches through nginx, within 5 s, every page that shows it: an industry page, the pool page, the wizard's and the finder's answers", async ({
  page,
}) => {
  type Product = { id: number; slug: string; itemNumber: string; pricePerGallon: string };
  const catalog = (await (await fetch(`${A}/api/products`)).json()) as Product[];
  // The coil cleaner: on /hvac-chemicals, the home wizard's answer for HVAC coil cleaning and the finder's
  // for HVAC degreasing. The pool descaler: on /pool-spa. Both put back at the end (see the test above).
  const coil = catalog.find((p) => p.itemNumber === "TZ-CC-101")!;
  const pool = catalog.find((p) => p.itemNumber === "TZ-PS-101")!;
  const coilPrice = (Number(coil.pricePerGallon) + 7.77).toFixed(2);
  // Lower than the other pool bottle's, so that the page's sentences say "from" it.
  const poolPrice = (Number(pool.pricePerGallon) - 3.33).toFixed(2);
  const pages = { industry: "/hvac-chemicals", pool: "/pool-spa", product: `/products/${coil.slug}` };
  // Each page made and kept by nginx before the change.
  for (const path of Object.values(pages)) {
    const statuses: string[] = [];
    for (const deadline = Date.now() + 30_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const answer = await fetch(`${FRONT}${path}`);
      await answer.arrayBuffer();
      statuses.push(`${answer.status} ${answer.headers.get("x-cache-status")}/${answer.headers.get("x-nextjs-cache")}`);
      if (answer.headers.get("x-cache-status") === "HIT") break;
      expect(Date.now(), `nginx keeps a fresh copy of ${path}: ${statuses.join(", ")}`).toBeLessThan(deadline);
    }
  }

  const { cookie } = await signIn(A, STAFF);
  const setPrice = (product: Product, pricePerGallon: string) =>
    fetch(`${A}/api/admin/products/${product.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", cookie, origin: A },
      body: JSON.stringify({ pricePerGallon }),
    });
  const shows =
    (path: string, ...texts: string[]) =>
    async () => {
      const html = await (await fetch(`${FRONT}${path}`)).text();
      return texts.every((text) => html.includes(text));
    };
  try {
    expect((await setPrice(coil, coilPrice)).status).toBe(200);
    expect((await setPrice(pool, poolPrice)).status).toBe(200);
    const changedAt = Date.now();
    const looks: string[] = [];
    const seenAfter = lookingFor(changedAt, looks);
    const seen = await Promise.all([
      seenAfter("the industry page", 5_000, shows(pages.industry, `$${coilPrice} per gallon`)),
      // The card, and the sentences that state a bottle's price (the FAQ's structured data among them).
      seenAfter(
        "the pool page",
        5_000,
        shows(pages.pool, `$${poolPrice}</span>`, `from $${poolPrice} a bottle`, `From $${poolPrice} a bottle`),
      ),
      // The page and its Product structured data.
      seenAfter("the product page", 5_000, shows(pages.product, `$${coilPrice}`, `"price":"${coilPrice}"`)),
      seenAfter("the catalog the wizard and finder read", 5_000, async () =>
        ((await (await fetch(`${FRONT}/api/products`)).json()) as Product[]).some(
          (p) => p.id === coil.id && p.pricePerGallon === coilPrice,
        ),
      ),
    ]);
    expect(seen, `each is seen through nginx within 5 s:\n${looks.join("\n")}`).not.toContain(false);
    test.info().annotations.push({ type: "timing", description: `industry, pool, product, catalog: ${seen.join(", ")} ms` });

    // What a visitor sees: the wizard's answer and the finder's, each with the new price.
    await page.goto(`${FRONT}/`);
    await page.getByTestId("wizard-industry-hvac").click();
    await page.getByTestId("wizard-application").selectOption("coil_cleaning");
    await page.getByTestId("wizard-submit").click();
    await expect(page.getByTestId("wizard-recommendation")).toContainText(`$${coilPrice} per gallon · minimum order 2 gallons`, {
      timeout: 10_000,
    });
    await page.getByRole("button", { name: "Answer 4 questions in the Application Finder" }).click();
    const next = page.getByTestId("finder-continue");
    await page.getByTestId("finder-option-hvac").click();
    await next.click();
    await page.getByTestId("finder-option-degreasing").click();
    await next.click();
    await page.getByTestId("finder-option-safety").click();
    await next.click();
    await page.getByTestId("finder-volume-51-200").click();
    await page.getByTestId("finder-frequency-weekly").click();
    await next.click();
    await expect(page.getByTestId("finder-result-product")).toContainText(`$${coilPrice} per gallon · minimum order 2 gallons`);
  } finally {
    await setPrice(coil, coil.pricePerGallon);
    await setPrice(pool, pool.pricePerGallon);
  }
});

test("the sign-in limit is counted across both instances", async () => {
  const address = "203.0.113.77";
  const wrong = { email: "nobody@example.com", password: "not-the-password" };
  for (let attempt = 1; attempt <= 5; attempt++) {
    const { location } = await signIn(attempt % 2 ? A : B, wrong, address);
    expect(location, `attempt ${attempt}`).toContain("code=credentials");
  }
  for (const base of [A, B]) {
    const { location } = await signIn(base, wrong, address);
    expect(location).toContain("code=rate_limited");
  }
});

test("several instances without DATABASE_URL are refused, saying why", async () => {
  const refused = spawn(process.execPath, ["scripts/start.mjs", "cluster"], {
    env: { ...process.env, ...E2E_SERVER_ENV, PORT: String(PORT + 20), INSTANCES: "2", DATABASE_URL: "", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let said = "";
  refused.stderr!.on("data", (chunk) => (said += chunk));
  const code = await new Promise((resolve) => refused.once("exit", resolve));
  expect(code).toBe(1);
  expect(said).toContain("2 instances need PostgreSQL: set DATABASE_URL");
});

test("behind a proxy (TRUST_PROXY=true) without SITE_URL or AUTH_URL the cluster refuses to start, saying why", async () => {
  const refused = spawn(process.execPath, ["scripts/start.mjs", "cluster"], {
    env: {
      ...process.env,
      ...E2E_SERVER_ENV,
      TRUST_PROXY: "true",
      SITE_URL: "",
      AUTH_URL: "",
      PORT: String(PORT + 20),
      DATABASE_URL: "postgresql://127.0.0.1:1/none",
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let said = "";
  refused.stderr!.on("data", (chunk) => (said += chunk));
  const code = await Promise.race([
    new Promise((resolve) => refused.once("exit", resolve)),
    new Promise((resolve) => setTimeout(() => resolve("still running"), 15_000)),
  ]);
  if (code === "still running") refused.kill("SIGKILL");
  expect(code).toBe(1);
  expect(said).toContain("set SITE_URL (or AUTH_URL) to the site's public address");
});

test("an instance killed under load is no outage: every request is answered, and the launcher starts it again", async () => {
  const from = output.length;
  const outcomes = await underLoad(async (answered) => {
    // Killed while the visitors' requests go to it.
    await expect.poll(answered).toBeGreaterThan(0);
    await expect.poll(() => nginxPassesTo(PORT + 1)).toBe(true);
    process.kill(listenerOf(PORT + 1), "SIGKILL");
    await saidAfter(from, /app 1 \(port \d+\) stopped on its own \(SIGKILL\); starting it again in 1 s/, 5_000);
    await saidAfter(from, /app 1 serves again on port \d+/, 60_000);
    // And until nginx passes the new process its share.
    await expect.poll(() => nginxPassesTo(PORT + 1), { timeout: 20_000 }).toBe(true);
  });
  expect(outcomes).toEqual({ 200: expect.any(Number) });
  expect((await fetch(`${A}/api/health`)).status).toBe(200);
});

test("SIGHUP restarts the instances one at a time without a failed request, reads or orders", async () => {
  const from = output.length;
  const outcomes = await underLoad(
    async () => {
      cluster!.kill("SIGHUP");
      await saidAfter(from, /rolling restart done: every instance serves \.next-releases\//, 150_000);
    },
    { orders: true },
  );
  expect(Object.keys(outcomes).sort()).toEqual(["200", "POST 200"]);
  // Each instance now serves on its slot's other port, and the old processes are gone.
  for (const appPort of [PORT + 3, PORT + 4]) expect((await fetch(`http://127.0.0.1:${appPort}/api/health`)).status).toBe(200);
  for (const appPort of [PORT + 1, PORT + 2]) {
    expect(
      await fetch(`http://127.0.0.1:${appPort}/api/health`).then(
        () => "answered",
        () => "closed",
      ),
    ).toBe("closed");
  }
  expect(output.slice(from)).toMatch(/\[app 1\] \[stop\] stopped[\s\S]*\[app 2\] \[stop\] stopped/);
});

test("SIGTERM stops nginx and both instances, with nothing left", async () => {
  const tree = descendants(cluster!.pid!);
  // Two instances and nginx's master with its workers.
  expect(tree.length).toBeGreaterThanOrEqual(4);
  // A visitor still sending an order when the stop begins gets the answer.
  const body = JSON.stringify({ itemNumber: "TZ-PS-101", quantity: 2 });
  let answered: (status: number | string) => void = () => undefined;
  const answer = new Promise<number | string>((resolve) => (answered = resolve));
  const order = httpRequest(
    {
      host: "127.0.0.1",
      port: PORT,
      method: "POST",
      path: "/api/cart",
      headers: {
        host: `127.0.0.1:${PORT}`,
        origin: FRONT,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
        // nginx says "100 Continue" once it has the request's head and waits for its body.
        expect: "100-continue",
      },
    },
    (response) => {
      response.resume();
      response.on("end", () => answered(response.statusCode ?? 0));
    },
  );
  order.on("error", (error: NodeJS.ErrnoException) => answered(error.code ?? error.message));
  await new Promise((resolve) => order.once("continue", resolve));
  order.write(body.slice(0, 10));
  const exited = new Promise((resolve) => cluster!.once("exit", resolve));
  cluster!.kill("SIGTERM");
  // The stop has begun: nginx's worker holding the order finishes it before it stops.
  await expect.poll(() => tree.some((pid) => calls(pid, /worker process is shutting down/))).toBe(true);
  order.end(body.slice(10));
  expect(await answer).toBe(200);
  await exited;
  await expect.poll(() => tree.filter(isAlive), { message: "processes the launcher started, still running" }).toEqual([]);
  expect(
    await fetch(`${FRONT}/api/health`).then(
      () => "answered",
      () => "closed",
    ),
  ).toBe("closed");
});
