import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/health/route";

describe("GET /api/health", () => {
  it("says ok when the database answers", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });
});

describe("the database check behind /api/health", () => {
  it("gives the reason, without the connection string, when the database is down", async () => {
    const { checkDatabase } = await import("@/lib/db/health");
    const result = await checkDatabase(() => Promise.reject(new Error("connect ECONNREFUSED postgresql://user:secret@127.0.0.1:1/x")));
    expect(result).toEqual({ ok: false, reason: "connect ECONNREFUSED postgresql://…" });
  });

  it("gives up after the timeout when the database hangs", async () => {
    const { checkDatabase } = await import("@/lib/db/health");
    const result = await checkDatabase(() => new Promise(() => undefined), 50);
    expect(result).toEqual({ ok: false, reason: "no answer within 50 ms" });
  });
});
