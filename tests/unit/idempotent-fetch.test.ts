// The browser's mutations carry one Idempotency-Key per user action (lib/http/idempotent-fetch.ts): a
// double click and a retry after a failure repeat the key, an applied action's next submit gets a new
// one; and no browser module sends a mutation with a plain fetch.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sendAction } from "@/lib/http/idempotent-fetch";

type Sent = { url: string; method: string; key: string | null };

function stubFetch(answer: (call: number) => Response | Error): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ url, method: init.method ?? "GET", key: new Headers(init.headers).get("idempotency-key") });
      const result = answer(sent.length);
      if (result instanceof Error) throw result;
      return result;
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const note = (text: string) => ({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ body: text }) });

describe("sendAction", () => {
  it("sends one key for a double click, and a new one once the action was applied", async () => {
    const sent = stubFetch(() => new Response("{}", { status: 201 }));
    await Promise.all([sendAction("/api/admin/leads/1/notes", note("Called")), sendAction("/api/admin/leads/1/notes", note("Called"))]);
    await sendAction("/api/admin/leads/1/notes", note("Called"));
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
  });

  it("keeps the key for the retry after no answer or a failure", async () => {
    const sent = stubFetch((call) =>
      call === 1 ? new TypeError("Failed to fetch") : call === 2 ? new Response("", { status: 503 }) : new Response("{}"),
    );
    await expect(sendAction("/api/admin/emails/4/resend", { method: "POST" })).rejects.toThrow("Failed to fetch");
    await sendAction("/api/admin/emails/4/resend", { method: "POST" });
    await sendAction("/api/admin/emails/4/resend", { method: "POST" });
    expect(new Set(sent.map((call) => call.key)).size).toBe(1);
  });

  it("gives another body, another address or another method a key of its own, and a GET none", async () => {
    const sent = stubFetch(() => new Response("", { status: 500 }));
    await sendAction("/api/admin/leads/1/notes", note("Called"));
    await sendAction("/api/admin/leads/1/notes", note("Wrote"));
    await sendAction("/api/admin/leads/2/notes", note("Called"));
    await sendAction("/api/admin/leads/1/notes", { ...note("Called"), method: "PUT" });
    await sendAction("/api/admin/leads/1/notes");
    expect(new Set(sent.slice(0, 4).map((call) => call.key)).size).toBe(4);
    expect(sent[4]).toEqual({ url: "/api/admin/leads/1/notes", method: "GET", key: null });
  });

  it("knows a form of files by its fields, not by its boundary", async () => {
    const sent = stubFetch(() => new Response("", { status: 502 }));
    const form = () => {
      const data = new FormData();
      data.append("image", new File(["abc"], "drum.png", { type: "image/png", lastModified: 1 }));
      return data;
    };
    await sendAction("/api/images/upload", { method: "POST", body: form() });
    await sendAction("/api/images/upload", { method: "POST", body: form() });
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });
});

describe("every browser mutation goes through sendAction", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const files = ["app", "components", "lib"].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith("generated"))
      .map((file) => `${dir}/${file.split(path.sep).join("/")}`),
  );

  /** Browser modules that fetch only to read (GET), and the one that sends mutations. */
  const READERS = ["components/finder/use-product-facts.ts", "components/images/use-stock-results.ts", "lib/http/idempotent-fetch.ts"];

  it("no module outside the server calls fetch itself, but the readers", () => {
    const callers = files.filter((file) => {
      const source = readFileSync(path.join(root, file), "utf8");
      if (source.includes('import "server-only"') || /\/route\.ts$/.test(file)) return false;
      return /(?<![.\w])fetch\(/.test(source);
    });
    expect(files.length).toBeGreaterThan(100);
    expect(callers).toEqual(READERS);
  });
});
