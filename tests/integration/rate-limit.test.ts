import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { clientAddress, consume } from "@/lib/rate-limit";

// Each test counts under keys of its own: the database lives for the whole run.
const key = (name: string) => `test:${name}:${randomUUID()}`;

describe("consume(key, { limit, windowMs })", () => {
  it("allows `limit` calls in a window and refuses the next one with the seconds to wait", async () => {
    const k = key("limit");
    const options = { limit: 3, windowMs: 60_000 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consume(k, options));

    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[0]!.retryAfterSeconds).toBe(0);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(55);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("counts two keys independently", async () => {
    const a = key("a");
    const b = key("b");
    const options = { limit: 1, windowMs: 60_000 };
    expect((await consume(a, options)).allowed).toBe(true);
    expect((await consume(a, options)).allowed).toBe(false);
    expect((await consume(b, options)).allowed).toBe(true);
    expect((await consume(b, options)).allowed).toBe(false);
  });

  it("allows exactly `limit` of 20 concurrent calls", async () => {
    const k = key("concurrent");
    const results = await Promise.all(Array.from({ length: 20 }, () => consume(k, { limit: 5, windowMs: 60_000 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.filter((r) => !r.allowed)).toHaveLength(15);
  });

  it("starts a new window once the old one has ended", async () => {
    const k = key("window");
    const at = new Date();
    const options = { limit: 1, windowMs: 60_000 };
    const later = (ms: number) => ({ ...options, now: new Date(at.getTime() + ms) });
    expect((await consume(k, later(0))).allowed).toBe(true);
    expect(await consume(k, later(0))).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    expect(await consume(k, later(59_500))).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });
    expect(await consume(k, later(60_000))).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
  });

  it("rejects a limit or window that is not a positive integer, and a time that is no date", async () => {
    await expect(consume(key("bad"), { limit: 0, windowMs: 1000 })).rejects.toThrow(RangeError);
    await expect(consume(key("bad"), { limit: 1, windowMs: 1.5 })).rejects.toThrow(RangeError);
    await expect(consume(key("bad"), { limit: 1, windowMs: 1000, now: new Date(Number.NaN) })).rejects.toThrow(RangeError);
  });
});

describe("across app processes", () => {
  // Two processes of the site share nothing but the database. The embedded database serves one
  // connection, so the site runs as one process there; the check needs a real PostgreSQL.
  it.runIf(inject("databaseKind") === "postgres")(
    "allows `limit` calls in all when two processes count under the same key at once",
    async () => {
      const k = key("two-processes");
      const run = () =>
        promisify(execFile)(
          process.execPath,
          ["--conditions=react-server", "--import", "tsx", "tests/integration/support/rate-limit-process.ts", k, "12", "5"],
          { env: { ...process.env, EMBEDDED_DATABASE: "0" } },
        );
      const answers = await Promise.all([run(), run()]);
      const allowed = answers.map((answer) => Number(answer.stdout.trim()));
      expect(allowed.reduce((sum, count) => sum + count, 0)).toBe(5);
      // Both processes were heard: each counted its calls against the shared window.
      expect(await consume(k, { limit: 5, windowMs: 60_000 })).toMatchObject({ allowed: false, remaining: 0 });
    },
    60_000,
  );
});

describe("clientAddress(request)", () => {
  const request = (headers: Record<string, string>) => new Request("http://localhost/api/contact", { headers });

  it("takes the last entry of X-Forwarded-For, the one the proxy in front appended", () => {
    expect(clientAddress(request({ "x-forwarded-for": "198.51.100.9, 203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("falls back to X-Real-IP, then to unknown", () => {
    expect(clientAddress(request({ "x-real-ip": "2001:DB8::1" }))).toBe("2001:db8::1");
    expect(clientAddress(request({}))).toBe("unknown");
  });

  it("drops ports and the IPv4-mapped prefix, and ignores values that are not addresses", () => {
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.7:51234" }))).toBe("203.0.113.7");
    expect(clientAddress(request({ "x-forwarded-for": "[2001:db8::2]:443" }))).toBe("2001:db8::2");
    expect(clientAddress(request({ "x-forwarded-for": "::ffff:127.0.0.1" }))).toBe("127.0.0.1");
    expect(clientAddress(request({ "x-forwarded-for": "x".repeat(500), "x-real-ip": "198.51.100.4" }))).toBe("198.51.100.4");
  });
});
