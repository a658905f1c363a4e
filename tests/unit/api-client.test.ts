// The browser's one client for the route handlers (lib/client/api.ts): every call answers a value, the
// data parsed with the caller's schema or a failure with a sentence to show and the fields it names; a
// mutation carries one Idempotency-Key per user action; and no browser module calls fetch itself.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { api, API_MESSAGES, messageOr, showOnForm, type ApiFailure } from "@/lib/client/api";

type Sent = { url: string; method: string; key: string | null; contentType: string | null; body: BodyInit | null | undefined };

/** Replaces fetch; `answer` gives the n-th call's response, or an error to throw. */
function stubFetch(answer: (call: number, init: RequestInit) => Response | Error | Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      sent.push({
        url,
        method: init.method ?? "GET",
        key: headers.get("idempotency-key"),
        contentType: headers.get("content-type"),
        body: init.body,
      });
      const result = await answer(sent.length, init);
      if (result instanceof Error) throw result;
      return result;
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

const ticket = z.object({ id: z.string(), statusLabel: z.string() });

/** The failure of a call that was expected to fail. */
function failureOf(result: Awaited<ReturnType<typeof api.get>>): ApiFailure {
  if (result.ok) return expect.unreachable("expected a failure");
  return result;
}

describe("a call's answer", () => {
  it("is the data the schema reads, for a 2xx answer", async () => {
    const sent = stubFetch(() => json(200, { id: "2026-0042", statusLabel: "Closed", internal: "left out" }));
    const result = await api.put("/api/admin/tickets/2026-0042/status", ticket, { status: "closed" });
    expect(result).toEqual({ ok: true, status: 200, data: { id: "2026-0042", statusLabel: "Closed" } });
    expect(sent[0]).toMatchObject({ method: "PUT", contentType: "application/json", body: JSON.stringify({ status: "closed" }) });
  });

  it("is a refusal with the server's words and the fields it names, for a 4xx answer", async () => {
    const stale = "Someone changed the status meanwhile: reload the ticket.";
    stubFetch(() => json(409, { error: stale, fields: { status: stale, ignored: 42 } }));
    const failure = failureOf(await api.put("/api/admin/tickets/2026-0042/status", ticket, { status: "closed" }));
    expect(failure).toMatchObject({ ok: false, status: 409, kind: "refused", error: stale, fields: { status: stale } });
    expect(messageOr(failure, "Not saved")).toBe(stale);
  });

  it("says what the status means for a 5xx answer without words (a proxy's page), and keeps its text", async () => {
    stubFetch(() => new Response("<html>Bad Gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    const failure = failureOf(await api.get("/api/admin/orders", z.array(z.unknown())));
    expect(failure).toMatchObject({
      status: 502,
      kind: "failed",
      error: "The server answered 502 Bad Gateway. Please try again.",
      fields: {},
    });
    expect(failure.body).toBe("<html>Bad Gateway</html>");
    expect(messageOr(failure, "Failed to load orders")).toBe("Failed to load orders");
  });

  it("passes on a 5xx answer's own message", async () => {
    stubFetch(() => json(500, { error: "Database unavailable" }));
    expect(failureOf(await api.get("/api/images", z.unknown()))).toMatchObject({
      status: 500,
      kind: "refused",
      error: "Database unavailable",
    });
  });

  it("is 'could not be reached' with status 0 when no answer comes", async () => {
    stubFetch(() => new TypeError("Failed to fetch"));
    expect(failureOf(await api.post("/api/contact", z.unknown(), { name: "Dana" }))).toEqual({
      ok: false,
      status: 0,
      kind: "offline",
      error: API_MESSAGES.offline,
      fields: {},
      body: null,
    });
  });

  it("gives up after its timeout, and says the server took too long", async () => {
    stubFetch(
      (_, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    const failure = failureOf(await api.get("/api/scrape-sites", z.unknown(), { timeoutMs: 20 }));
    expect(failure).toMatchObject({ status: 0, kind: "timeout", error: API_MESSAGES.timeout });
  });

  it("stops when the caller cancels it", async () => {
    stubFetch(
      (_, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    const controller = new AbortController();
    const call = api.post("/api/calculate-tax", z.unknown(), { subtotal: "29.95" }, { signal: controller.signal });
    controller.abort();
    expect(failureOf(await call)).toMatchObject({ status: 0, kind: "aborted" });
  });

  it("is unreadable when a 2xx answer is not JSON", async () => {
    stubFetch(() => new Response("<html>Sign in to the Wi-Fi</html>", { status: 200 }));
    expect(failureOf(await api.get("/api/cart", z.array(z.unknown())))).toMatchObject({
      status: 200,
      kind: "unreadable",
      error: API_MESSAGES.unreadable,
      body: "<html>Sign in to the Wi-Fi</html>",
    });
  });

  it("is unreadable when a 2xx answer is not what the schema describes", async () => {
    stubFetch(() => json(200, { id: 42 }));
    const failure = failureOf(await api.get("/api/admin/tickets/2026-0042", ticket));
    expect(failure).toMatchObject({ status: 200, kind: "unreadable", body: { id: 42 } });
  });

  it("reads an empty 2xx answer as null", async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    expect(await api.delete("/api/admin/sds/4", z.null())).toEqual({ ok: true, status: 204, data: null });
  });

  it("says when to try again after a 429, in the server's words or its own", async () => {
    stubFetch((call) =>
      call === 1
        ? json(429, { error: "Too many requests from your address. Please try again in 7 minutes." }, { "Retry-After": "420" })
        : new Response("", { status: 429, headers: { "Retry-After": "60" } }),
    );
    expect(failureOf(await api.post("/api/contact", z.unknown(), { name: "Dana" }))).toMatchObject({
      kind: "refused",
      error: "Too many requests from your address. Please try again in 7 minutes.",
      retryAfter: 420,
    });
    expect(failureOf(await api.post("/api/contact", z.unknown(), { name: "Dana" }))).toMatchObject({
      kind: "failed",
      error: API_MESSAGES.tooManyRequests,
      retryAfter: 60,
    });
  });

  it("sends a form of files as multipart, leaving its Content-Type to the browser", async () => {
    const sent = stubFetch(() => json(201, { image: { id: 1 } }));
    const form = new FormData();
    form.append("image", new File(["abc"], "drum.png", { type: "image/png" }));
    await api.post("/api/images/upload", z.unknown(), form);
    expect(sent[0]!.contentType).toBeNull();
    expect(sent[0]!.body).toBe(form);
  });
});

describe("a refusal on a form", () => {
  const form = () => ({ setFormError: vi.fn(), applyServerAnswer: vi.fn() });

  it("shows the messages beside the fields they name, and the summary only when it names none", async () => {
    stubFetch((call) =>
      call === 1
        ? json(400, { error: "Invalid request", fields: { "shippingAddress.state": "Choose a state" } })
        : json(409, { error: "This ticket is closed." }),
    );
    const named = form();
    showOnForm(named, failureOf(await api.post("/api/customer/tickets", z.unknown(), {})));
    expect(named.applyServerAnswer).toHaveBeenCalledWith({ fields: { "shippingAddress.state": "Choose a state" } });
    const unnamed = form();
    showOnForm(unnamed, failureOf(await api.post("/api/customer/tickets", z.unknown(), {})));
    expect(unnamed.applyServerAnswer).toHaveBeenCalledWith({ error: "This ticket is closed." });
  });

  it("says the form's own words when no answer came", async () => {
    stubFetch(() => new TypeError("Failed to fetch"));
    const offline = form();
    showOnForm(offline, failureOf(await api.post("/api/customer/tickets", z.unknown(), {})), "Not saved: check the connection.");
    expect(offline.applyServerAnswer).toHaveBeenCalledWith({ error: "Not saved: check the connection." });
  });
});

const note = (text: string) => ({ body: text });

describe("the Idempotency-Key of a mutation", () => {
  it("is one key for a double click, and a new one once the action was applied", async () => {
    const sent = stubFetch(() => json(201, {}));
    await Promise.all([
      api.post("/api/admin/leads/1/notes", z.unknown(), note("Called")),
      api.post("/api/admin/leads/1/notes", z.unknown(), note("Called")),
    ]);
    await api.post("/api/admin/leads/1/notes", z.unknown(), note("Called"));
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
  });

  it("stays for the retry after no answer or a failure", async () => {
    const sent = stubFetch((call) =>
      call === 1 ? new TypeError("Failed to fetch") : call === 2 ? new Response("", { status: 503 }) : json(200, {}),
    );
    await api.post("/api/admin/emails/4/resend", z.unknown());
    await api.post("/api/admin/emails/4/resend", z.unknown());
    await api.post("/api/admin/emails/4/resend", z.unknown());
    expect(new Set(sent.map((call) => call.key)).size).toBe(1);
  });

  it("differs for another body, address or method, and a GET has none", async () => {
    const sent = stubFetch(() => new Response("", { status: 500 }));
    await api.post("/api/admin/leads/1/notes", z.unknown(), note("Called"));
    await api.post("/api/admin/leads/1/notes", z.unknown(), note("Wrote"));
    await api.post("/api/admin/leads/2/notes", z.unknown(), note("Called"));
    await api.put("/api/admin/leads/1/notes", z.unknown(), note("Called"));
    await api.get("/api/admin/leads/1/notes", z.unknown());
    expect(new Set(sent.slice(0, 4).map((call) => call.key)).size).toBe(4);
    expect(sent[4]).toMatchObject({ url: "/api/admin/leads/1/notes", method: "GET", key: null });
  });

  it("knows a form of files by its fields, not by its boundary", async () => {
    const sent = stubFetch(() => new Response("", { status: 502 }));
    const form = () => {
      const data = new FormData();
      data.append("image", new File(["abc"], "drum.png", { type: "image/png", lastModified: 1 }));
      return data;
    };
    await api.post("/api/images/upload", z.unknown(), form());
    await api.post("/api/images/upload", z.unknown(), form());
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });
});

describe("every browser call goes through the client", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const files = ["app", "components", "lib"].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith("generated"))
      .map((file) => `${dir}/${file.split(path.sep).join("/")}`),
  );

  it("no module outside the server calls fetch itself, but the client", () => {
    const callers = files.filter((file) => {
      const source = readFileSync(path.join(root, file), "utf8");
      if (source.includes('import "server-only"') || /\/route\.ts$/.test(file)) return false;
      return /(?<![.\w])fetch\(/.test(source);
    });
    expect(files.length).toBeGreaterThan(100);
    expect(callers).toEqual(["lib/client/api.ts"]);
  });
});
