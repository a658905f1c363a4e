import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASELINE_HEADERS, HSTS, NON_PAGE_POLICY } from "@/lib/security/headers.mjs";

const preload = path.resolve("scripts/lib/odd-requests.cjs");

/**
 * A plain Node server standing in for Next: it answers 500 to TRACE, as Next does when fetch refuses
 * the method, has no 'connect' listener, and answers "page" to anything else.
 */
const server = `
  require("node:http").createServer((req, res) => {
    if (req.method === "TRACE") { res.statusCode = 500; return res.end("Internal Server Error"); }
    res.end("page");
  }).listen(0, "127.0.0.1", function () { console.log(this.address().port); });`;

type Answer = { status: number; headers: Record<string, string>; body: string; closedWithoutAnswer: boolean };

function startServer(preloaded: boolean, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [...(preloaded ? ["--require", preload] : []), "-e", server], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, TRUST_PROXY: "false", ...env },
  });
  const port = new Promise<number>((resolve) => child.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
  return { child, port };
}

/** Writes `text` on a socket of its own and reads until the server closes it. */
function sendRaw(port: number, text: string): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), 5_000);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString("latin1");
      const [head = "", body = ""] = raw.split("\r\n\r\n", 2);
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body, closedWithoutAnswer: raw === "" });
    });
  });
}

const SITE_HEADERS = Object.fromEntries([
  ...Object.entries(BASELINE_HEADERS).map(([name, value]) => [name.toLowerCase(), value]),
  ["content-security-policy", NON_PAGE_POLICY],
]);

describe("the launcher's preload for requests that never reach proxy.ts", () => {
  const guarded = startServer(true);
  const behindProxy = startServer(true, { TRUST_PROXY: "true" });
  const plain = startServer(false);
  let port: number;
  let proxiedPort: number;
  let plainPort: number;

  beforeAll(async () => {
    [port, proxiedPort, plainPort] = await Promise.all([guarded.port, behindProxy.port, plain.port]);
  });
  afterAll(() => {
    for (const { child } of [guarded, behindProxy, plain]) child.kill();
  });

  it.each([
    ["TRACE", "TRACE /contact HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 405],
    ["TRACK", "TRACK / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 405],
    ["CONNECT", "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n", 405],
    ["an unknown method", "FOO / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 405],
    ["a 20 KB header", `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Huge: ${"h".repeat(20_000)}\r\n\r\n`, 431],
    ["a header without a colon", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBroken header\r\n\r\n", 400],
  ])("answers %s with %i and the site's headers", async (_label, text, status) => {
    const answer = await sendRaw(port, text);
    expect(answer.status).toBe(status);
    expect(answer.headers).toMatchObject(SITE_HEADERS);
    expect(answer.headers["cache-control"]).toBe("no-store");
    if (status === 405) expect(answer.headers["allow"]).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  });

  it("answers a method other than GET and HEAD on Next's own files with 405, naming those two", async () => {
    const answer = await sendRaw(port, "POST /_next/static/chunks/app.js HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n");
    expect(answer.status).toBe(405);
    expect(answer.headers).toMatchObject({ ...SITE_HEADERS, allow: "GET, HEAD" });
    expect(await sendRaw(port, "GET /_next/static/chunks/app.js HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")).toMatchObject({
      status: 200,
      body: "page",
    });
  });

  it("adds HSTS only when the trusted proxy in front says the request came over https", async () => {
    const overHttps = "TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-Proto: https\r\n\r\n";
    expect((await sendRaw(proxiedPort, overHttps)).headers["strict-transport-security"]).toBe(HSTS);
    expect((await sendRaw(port, overHttps)).headers["strict-transport-security"]).toBeUndefined();
    expect(
      (await sendRaw(proxiedPort, "TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")).headers["strict-transport-security"],
    ).toBeUndefined();
  });

  it("lets every other request through to the site, and keeps serving after CONNECT", async () => {
    await sendRaw(port, "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n");
    expect(await sendRaw(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")).toMatchObject({
      status: 200,
      body: "page",
    });
  });

  it("is what makes the difference: without it TRACE gets 500, CONNECT no answer, FOO a bare 400", async () => {
    expect((await sendRaw(plainPort, "TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")).status).toBe(500);
    expect((await sendRaw(plainPort, "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n")).closedWithoutAnswer).toBe(true);
    const bare = await sendRaw(plainPort, "FOO / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    expect(bare.status).toBe(400);
    expect(bare.headers["content-security-policy"]).toBeUndefined();
  });
});
