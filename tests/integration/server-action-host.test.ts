// A server action whose X-Forwarded-Host is not its Origin's host: Next's own check answers it with a 500
// ("Invalid Server Actions request"), so proxy.ts refuses it first with a 403 naming the origin. One that
// Next accepts goes on to the page.
import { NextRequest, type NextFetchEvent } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

const event = { waitUntil: () => undefined } as unknown as NextFetchEvent;

const action = (headers: Record<string, string>) =>
  proxy(
    new NextRequest("http://localhost/", {
      method: "POST",
      headers: { host: "localhost", "next-action": "7f".repeat(21), "content-type": "text/plain;charset=UTF-8", ...headers },
      body: "[]",
    }),
    event,
  );

describe("a server action's host", () => {
  it("is refused with 403 when X-Forwarded-Host is not the Origin's host, before Next would answer 500", async () => {
    const refused = await action({ origin: "http://localhost", "x-forwarded-host": "evil.example" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: "Cross-site request refused",
      fields: { origin: "This action was sent to evil.example from http://localhost: the two must be the same site" },
    });
  });

  it("goes on to the page when the hosts agree", async () => {
    const passed = await action({ origin: "http://localhost" });
    expect(passed.status).toBe(200);
    expect(passed.headers.get("x-middleware-next")).toBe("1");
  });
});
