// The launcher's preload that ends a request's body at its address's limit (scripts/lib/body-limit.cjs),
// against a plain Node server standing in for Next: like Next, it reads every body to its end before it
// answers, and then says how many body bytes it got and how many the connection had carried.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTION_BODY_LIMIT_BYTES } from "@/lib/security/body-limits.mjs";

const preload = path.resolve("scripts/lib/odd-requests.cjs");
const MB = 1024 * 1024;

const server = `
  require("node:http").createServer((req, res) => {
    let body = 0;
    req.on("data", (chunk) => (body += chunk.length));
    req.on("end", () => res.end(JSON.stringify({ body, read: req.socket.bytesRead })));
  }).listen(0, "127.0.0.1", function () { console.log(this.address().port); });`;

function startServer(preloaded: boolean) {
  const child = spawn(process.execPath, [...(preloaded ? ["--require", preload] : []), "-e", server], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = new Promise<number>((resolve) => child.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
  return { child, port };
}

type Answer = { connection: string | undefined; body: number; read: number } | null;

/**
 * POSTs to `address` a body of `megabytes` in chunks of 64 KB, or announced by its length, and ends it only
 * when `finish`; the answer, or null when none came within 5 s.
 */
function post(
  port: number,
  address: string,
  { megabytes, framing, finish }: { megabytes: number; framing: "chunked" | "length"; finish: boolean },
) {
  return new Promise<Answer>((resolve) => {
    const piece = Buffer.alloc(64 * 1024, "x");
    const pieces = Math.round((megabytes * MB) / piece.length);
    const socket = net.connect(port, "127.0.0.1", () => {
      const length = framing === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${pieces * piece.length}`;
      socket.write(`POST ${address} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\n${length}\r\n\r\n`);
      for (let i = 0; i < pieces; i++)
        socket.write(framing === "chunked" ? `${piece.length.toString(16)}\r\n${piece.toString()}\r\n` : piece);
      if (finish && framing === "chunked") socket.write("0\r\n\r\n");
    });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), 5_000);
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      const raw = Buffer.concat(chunks).toString("latin1");
      const [head = "", body = ""] = raw.split("\r\n\r\n", 2);
      if (!body.endsWith("}")) return;
      clearTimeout(timer);
      socket.destroy();
      const connection = /\r\nConnection: ([^\r]+)/i.exec(head)?.[1];
      resolve({ connection, ...(JSON.parse(body) as { body: number; read: number }) });
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
}

// A request that gets no answer is given up after 5 s.
describe("the launcher's preload that ends a body at its address's limit", { timeout: 15_000 }, () => {
  const guarded = startServer(true);
  const plain = startServer(false);
  let port: number;
  let plainPort: number;

  beforeAll(async () => {
    [port, plainPort] = await Promise.all([guarded.port, plain.port]);
  });
  afterAll(() => {
    for (const { child } of [guarded, plain]) child.kill();
  });

  it("ends a page's chunked body one byte past 1 MB and answers before the rest is sent, closing the connection", async () => {
    const answer = await post(port, "/contact", { megabytes: 5, framing: "chunked", finish: false });
    expect(answer).toMatchObject({ connection: "close", body: ACTION_BODY_LIMIT_BYTES + 1 });
    // What the connection carried when the answer was written: the headers and a little over 1 MB of
    // the 5 MB, not the rest.
    expect(answer!.read).toBeLessThan(2 * MB);
  });

  it("ends at once a body declared larger than 1 MB", async () => {
    const answer = await post(port, "/api/contact", { megabytes: 3, framing: "length", finish: false });
    expect(answer).toMatchObject({ connection: "close", body: 0 });
    expect(answer!.read).toBeLessThan(MB);
  });

  it("lets a body within the limit through whole, on a connection kept open", async () => {
    const answer = await post(port, "/contact", { megabytes: 0.5, framing: "chunked", finish: true });
    expect(answer).toMatchObject({ body: 0.5 * MB });
    expect(answer!.connection).not.toBe("close");
  });

  it("lets the upload routes take 21 MB", async () => {
    for (const address of ["/api/images/upload", "/api/admin/products/12/sds/upload"]) {
      expect(await post(port, address, { megabytes: 5, framing: "chunked", finish: true }), address).toMatchObject({ body: 5 * MB });
    }
    const over = await post(port, "/api/images/upload", { megabytes: 22, framing: "length", finish: false });
    expect(over).toMatchObject({ connection: "close", body: 0 });
  });

  it("is what makes the difference: without it the server waits for the whole body", async () => {
    expect(await post(plainPort, "/contact", { megabytes: 5, framing: "chunked", finish: false })).toBeNull();
  });

  it("names upload routes that exist", () => {
    for (const file of ["app/api/images/upload/route.ts", "app/api/admin/products/[id]/sds/upload/route.ts"]) {
      expect(existsSync(path.resolve(file)), file).toBe(true);
    }
  });
});
