import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const preload = path.resolve("scripts/lib/socket-address.cjs");

/** A plain Node server, with the launcher's preload, that answers with the forwarding headers it was given. */
async function headersSeenBehind(preloaded: boolean, sent: Record<string, string>) {
  const server = `
    require("node:http").createServer((req, res) => {
      res.end(JSON.stringify({ forwardedFor: req.headers["x-forwarded-for"] ?? null, realIp: req.headers["x-real-ip"] ?? null }));
    }).listen(0, "127.0.0.1", function () { console.log(this.address().port); });`;
  const child = spawn(process.execPath, [...(preloaded ? ["--require", preload] : []), "-e", server], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const port = await new Promise<string>((resolve) => child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim())));
    const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: sent });
    return (await answer.json()) as { forwardedFor: string | null; realIp: string | null };
  } finally {
    child.kill();
  }
}

describe("the launcher's socket-address preload (TRUST_PROXY unset)", () => {
  it("replaces an X-Forwarded-For and X-Real-IP the visitor made up with the socket's address", async () => {
    const seen = await headersSeenBehind(true, { "x-forwarded-for": "203.0.113.66", "x-real-ip": "203.0.113.67" });
    expect(seen).toEqual({ forwardedFor: "127.0.0.1", realIp: null });
  });

  it("is what makes the difference: without it the made-up address reaches the site", async () => {
    const seen = await headersSeenBehind(false, { "x-forwarded-for": "203.0.113.66" });
    expect(seen.forwardedFor).toBe("203.0.113.66");
  });
});
