// The production server fed odd requests: every page of the build gets methods it does not take and
// bodies that are no server action; every server action of the build gets arguments it does not take,
// malformed lists and malformed multipart bodies; a few addresses get CONNECT, requests Node cannot
// parse, and huge headers and queries. No answer may be a 5xx, show a stack trace or come without the
// site's security headers; what is plainly wrong gets a 4xx. The pages and actions are read from the
// build (.next), so a new page or action is fuzzed as soon as it exists; this file fails until each
// dynamic segment has a sample in SEGMENT_SAMPLES. Each case is one small request, most refused before
// any page is drawn, so the whole file takes seconds: cases are spread over the pages rather than
// crossed with all of them when a page would be drawn.
import { readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { leaksIn, snippet } from "../integration/support/fuzz-payloads";
import { expect, test } from "./support/page-checks";

const build = path.resolve(import.meta.dirname, "../../.next");
const readJson = (file: string) => JSON.parse(readFileSync(path.join(build, file), "utf8")) as unknown;

/** "/(site)/(account)/sign-in/page" or "app/(site)/(account)/sign-in/page" → "/sign-in" (with segments left in brackets). */
function addressOf(appPage: string): string {
  const segments = appPage
    .replace(/^app\//, "")
    .split("/")
    .filter((segment) => segment && !/^\(.*\)$/.test(segment) && !segment.startsWith("@"));
  segments.pop();
  return `/${segments.join("/")}`;
}

/** A value for each dynamic segment, by its name. */
const SEGMENT_SAMPLES: Record<string, string> = {
  itemNumber: "TZ-PS-101",
  slug: "triple-zero-deck-cleaner",
  industry: "hvac",
  id: "does-not-exist",
  orderNumber: "TZ-000000-NOSUCH",
  // A well-formed quote link no quote has: the page answers 404.
  token: "Fuzz0Token0Nobody0Has0000000000000000000000",
};

function fill(address: string): string {
  return address.replace(/\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}/g, (_, name: string) => {
    const sample = SEGMENT_SAMPLES[name];
    if (sample === undefined) throw new Error(`add a sample for the dynamic segment [${name}] of ${address} to SEGMENT_SAMPLES`);
    return sample;
  });
}

/** Every page of the build, with its dynamic segments filled. */
function pagesOfBuild(): string[] {
  const manifest = readJson("server/app-paths-manifest.json") as Record<string, string>;
  const pages = Object.keys(manifest)
    .filter((appPage) => appPage.endsWith("/page") && !/^\/_(global-error|not-found)\//.test(appPage))
    .map((appPage) => fill(addressOf(appPage)));
  return [...new Set(pages)].sort();
}

type Action = { id: string; name: string; page: string };

/** Every server action of the build, with a page it is used on. */
function actionsOfBuild(): Action[] {
  const manifest = readJson("server/server-reference-manifest.json") as {
    node: Record<string, { exportedName?: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node).map(([id, action]) => {
    const worker = Object.keys(action.workers).find((appPage) => appPage.endsWith("/page"));
    if (!worker) throw new Error(`the action ${action.exportedName ?? id} is used on no page`);
    return { id, name: action.exportedName ?? id, page: fill(addressOf(worker)) };
  });
}

// ------------------------------------------------------------------ what every answer must be

type Answer = { status: number; headers: Record<string, string>; body: string };
type Expect = "4xx" | "no 5xx";

function problemsOf(label: string, answer: Answer, expected: Expect): string[] {
  const problems: string[] = [];
  const { status, headers } = answer;
  if (status >= 500 || status < 100) problems.push(`status ${status}`);
  else if (expected === "4xx" && (status < 400 || status > 499)) problems.push(`status ${status} where a 4xx was due`);
  if (headers["x-content-type-options"] !== "nosniff") problems.push("no X-Content-Type-Options: nosniff");
  if (headers["x-frame-options"] !== "DENY") problems.push("no X-Frame-Options: DENY");
  if (headers["referrer-policy"] !== "strict-origin-when-cross-origin") problems.push("no Referrer-Policy");
  if (!/frame-ancestors 'none'/.test(headers["content-security-policy"] ?? ""))
    problems.push("no Content-Security-Policy with frame-ancestors 'none'");
  if (status === 405 && !headers["allow"]) problems.push("a 405 without Allow");
  // Next's own HTML and RSC payloads name its bundler (script names, its runtime); nothing else may show.
  const drawnByNext = /^(text\/html|text\/x-component)/.test(headers["content-type"] ?? "");
  for (const leak of leaksIn(answer.body)) if (!(drawnByNext && leak === "bundler internals")) problems.push(`leaks ${leak}`);
  return problems.map((problem) => `${label}: ${problem} (${snippet(answer.body)})`);
}

async function answerOf(response: APIResponse): Promise<Answer> {
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

/** Sends with Playwright's client; a connection that ends without an answer is reported as status 0. */
async function send(
  request: APIRequestContext,
  address: string,
  init: { method: string; headers?: Record<string, string>; data?: string | Buffer; multipart?: Record<string, string> },
): Promise<Answer> {
  try {
    return await answerOf(await request.fetch(address, { ...init, maxRedirects: 0, failOnStatusCode: false }));
  } catch (error) {
    return { status: 0, headers: {}, body: `no answer: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Writes `text` on a socket of its own and reads the answer until the server closes it. */
function sendRaw(port: number, text: string): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), 5_000);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(parseRaw(Buffer.concat(chunks).toString("latin1")));
    });
  });
}

/** The answer in the bytes a server wrote back; status 0 when it wrote none. */
function parseRaw(raw: string): Answer {
  const [head = "", body = ""] = raw.split("\r\n\r\n", 2);
  const [statusLine = "", ...lines] = head.split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(":")).trim().toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: raw ? body : "the connection closed without an answer",
  };
}

/**
 * Writes `head` and `body` on a socket of its own and never finishes the request: the answer, read until
 * the server closes the connection or 10 s pass, can only come from a server that did not wait for the
 * rest of the body.
 */
function sendUnfinished(port: number, head: string, body: string): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(head);
      socket.write(body);
    });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), 10_000);
    socket.on("data", (data) => chunks.push(data));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(parseRaw(Buffer.concat(chunks).toString("latin1")));
    });
  });
}

// ------------------------------------------------------------------ the cases

/** Methods no page takes: fetch forbids the first two, Node cannot parse the last two, the rest reach the proxy. */
const ODD_METHODS = ["TRACE", "TRACK", "PROPFIND", "MKCOL", "PUT", "PATCH", "DELETE", "OPTIONS", "FOO", "BREW"] as const;

/** POST bodies that are no server action, each with and without a Next-Action header of no action. */
const PAGE_BODIES: { label: string; headers: Record<string, string>; data: string }[] = [
  {
    label: "multipart with a broken body",
    headers: { "content-type": "multipart/form-data; boundary=x" },
    data: "--x\r\nContent-Disposition: form-data; name=",
  },
  { label: "multipart without a boundary", headers: { "content-type": "multipart/form-data" }, data: "junk" },
  {
    label: "multipart of another boundary",
    headers: { "content-type": "multipart/form-data; boundary=zzz" },
    data: '--yyy\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--yyy--',
  },
  { label: "malformed JSON", headers: { "content-type": "application/json" }, data: '{"email":' },
  { label: "a JSON object", headers: { "content-type": "application/json" }, data: '{"email":"a@b.example"}' },
  { label: "a form", headers: { "content-type": "application/x-www-form-urlencoded" }, data: "email=a%40b.example&%E0%A4%A=1" },
  { label: "text", headers: { "content-type": "text/plain" }, data: "hello" },
  { label: "no body", headers: {}, data: "" },
];

const FORM_BOUNDARY = "fuzzboundary";
function multipart(fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${FORM_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}--${FORM_BOUNDARY}--\r\n`;
}
const MULTIPART = { "content-type": `multipart/form-data; boundary=${FORM_BOUNDARY}` };
const TEXT = { "content-type": "text/plain;charset=UTF-8" };

/**
 * Text bodies of a script's call: what is no argument list React can decode gets a 4xx; a list the
 * action does not take may also get the action's own answer (an action that ignores its arguments).
 */
const ACTION_TEXT_BODIES: { body: string; expected: Expect }[] = [
  ...[
    '"x"',
    "null",
    "42",
    "{}",
    "not json",
    "",
    '["$1"]',
    '["$@2"]',
    '["$Q1"]',
    '["$h1"]',
    '["$B1"]',
    '["$S"]',
    '["$nabc"]',
    '["$0:a:b"]',
    '[{"__proto__":{"then":"$1"}}]',
  ].map((body) => ({ body, expected: "4xx" as const })),
  ...[
    '["x"]',
    "[1,2]",
    "[]",
    "[null,null]",
    "[{},{}]",
    '["x",{"email":"a@b.example"}]',
    '["$K1","$K1"]',
    "[".repeat(3_000) + "]".repeat(3_000),
  ].map((body) => ({ body, expected: "no 5xx" as const })),
];

/** The same as multipart bodies, and forms posted without script that name the action wrongly. */
type BodyCase = { label: string; data: string; expected: Expect };

function actionFormBodies(): BodyCase[] {
  return [
    { label: "broken multipart", data: `--${FORM_BOUNDARY}\r\nContent-Disposition: form-data; name="0"`, expected: "4xx" },
    { label: "multipart without arguments", data: multipart({ "1_email": "a@b.example" }), expected: "4xx" },
    { label: "multipart arguments naming a missing part", data: multipart({ "0": '["$@5"]' }), expected: "4xx" },
    { label: "multipart arguments [1,2]", data: multipart({ "0": "[1,2]" }), expected: "no 5xx" },
    { label: "multipart arguments of an empty form", data: multipart({ "0": '[{"status":"idle"},"$K1"]' }), expected: "no 5xx" },
    { label: "multipart arguments of a form alone", data: multipart({ "0": '["$K1"]', "1_email": "a@b.example" }), expected: "no 5xx" },
  ];
}

/** Forms posted before the page's script took over. */
function postedFormBodies(action: Action): BodyCase[] {
  return [
    {
      label: "a form with the action's state missing",
      data: multipart({ $ACTION_REF_1: "", "$ACTION_1:0": `{"id":"${action.id}","bound":"$@1"}`, email: "a@b.example" }),
      expected: "4xx",
    },
    {
      label: "a form whose action fields are not JSON",
      data: multipart({ $ACTION_REF_1: "", "$ACTION_1:0": "{id:", email: "a@b.example" }),
      expected: "4xx",
    },
    { label: "a form of an unknown action", data: multipart({ [`$ACTION_ID_${"0".repeat(42)}`]: "" }), expected: "4xx" },
    {
      label: "a form naming the action without its state",
      data: multipart({ [`$ACTION_ID_${action.id}`]: "", email: "a@b.example" }),
      expected: "no 5xx",
    },
  ];
}

test.describe("the site under odd requests", () => {
  test("every page refuses methods it does not take with 405, Allow and the security headers", async ({ request }) => {
    const problems: string[] = [];
    for (const page of pagesOfBuild()) {
      for (const method of ODD_METHODS) {
        const answer = await send(request, page, { method });
        problems.push(...problemsOf(`${method} ${page}`, answer, "4xx"));
      }
    }
    // Files and API answers too, past the proxy or not.
    const script = readdirSync(path.join(build, "static", "chunks")).find((file) => file.endsWith(".js"));
    const files = [
      "/api/products",
      "/uploads/none-1732270000000.png",
      "/robots.txt",
      "/sitemap.xml",
      "/favicon.ico",
      `/_next/static/chunks/${script}`,
      "/_next/image?url=%2Fnone.png&w=64&q=75",
    ];
    for (const address of files) {
      for (const method of ["TRACE", "PROPFIND", "FOO"])
        problems.push(...problemsOf(`${method} ${address}`, await send(request, address, { method }), "4xx"));
    }
    problems.push(...problemsOf(`POST ${files[5]}`, await send(request, files[5]!, { method: "POST", data: "x" }), "4xx"));
    expect(problems).toEqual([]);
  });

  test("CONNECT and requests Node cannot parse get a 4xx with the security headers, and the server stays up", async ({
    request,
    baseURL,
  }) => {
    const port = Number(new URL(baseURL!).port);
    const problems: string[] = [];
    const raw: [string, string][] = [
      ["CONNECT to another host", "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"],
      ["CONNECT to a page", "CONNECT /contact HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"],
      ["an unknown method", "FOO /contact HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"],
      ["a broken request line", "GET\r\n\r\n"],
      ["a control character in a header", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Odd: a\u0001b\r\n\r\n"],
      ["binary junk", "\u0000\u0001\u0002\u0003\r\n\r\n"],
    ];
    for (const [label, text] of raw) problems.push(...problemsOf(label, await sendRaw(port, text), "4xx"));
    expect(problems).toEqual([]);
    expect((await request.get("/api/health")).status()).toBe(200);
  });

  test("a POST to a page that is no server action gets a 4xx, with or without a Next-Action header", async ({ request }) => {
    // Every page of the build with every odd body, twice: near the default 30 s on a busy machine, where a
    // time limit would measure only how busy the machine is.
    test.slow();
    const problems: string[] = [];
    for (const page of pagesOfBuild()) {
      for (const body of PAGE_BODIES) {
        for (const actionHeader of [{}, { "next-action": "0".repeat(42) }] as Record<string, string>[]) {
          const answer = await send(request, page, { method: "POST", headers: { ...body.headers, ...actionHeader }, data: body.data });
          problems.push(
            ...problemsOf(`POST ${page} ${body.label}${"next-action" in actionHeader ? " as an unknown action" : ""}`, answer, "4xx"),
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test("a form of the site sent before its page finished loading says it was not sent, in a page with a way back", async ({ page }) => {
    // What the browser does with the contact form when its script has not taken over yet.
    await page.goto("/contact");
    const answer = await page.evaluate(async () => {
      const response = await fetch("/contact", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: "firstName=Dana&email=dana%40example.com",
      });
      return {
        status: response.status,
        type: response.headers.get("content-type"),
        csp: response.headers.get("content-security-policy"),
        html: await response.text(),
      };
    });
    expect(answer.status).toBe(400);
    expect(answer.type).toContain("text/html");
    expect(answer.csp).toContain("frame-ancestors 'none'");
    await page.setContent(answer.html);
    await expect(page.getByRole("heading", { level: 1, name: "Your form was not sent" })).toBeVisible();
    await expect(page.getByText("the form was sent before the page had finished loading")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the page" })).toHaveAttribute("href", "/contact");
  });

  test("huge headers and queries get a 4xx, long ones the page, never a 5xx", async ({ request }) => {
    const problems: string[] = [];
    const pages = pagesOfBuild();
    problems.push(
      ...problemsOf("a 20 KB header", await send(request, "/", { method: "GET", headers: { "x-huge": "h".repeat(20_000) } }), "4xx"),
    );
    problems.push(...problemsOf("a 20 KB query", await send(request, `/contact?q=${"q".repeat(20_000)}`, { method: "GET" }), "4xx"));
    problems.push(
      ...problemsOf(
        "200 headers",
        await send(request, "/", {
          method: "GET",
          headers: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`x-h${i}`, "v".repeat(100)])),
        }),
        "no 5xx",
      ),
    );
    // Long but within Node's limits, spread over the pages: each is drawn, so one query each.
    const queries = [
      `?q=${"%C5%B1".repeat(1_200)}`,
      `?${Array.from({ length: 300 }, (_, i) => `k${i}=v`).join("&")}`,
      "?callbackUrl=%2F%2Fevil.example&token=%00&page=-1&page=1e309",
      "?q=%E0%A4%A&%ZZ=1",
      `?__proto__[x]=1&constructor[prototype][y]=2&${"a[]=1&".repeat(200)}`,
    ];
    for (const [i, page] of pages.entries()) {
      const query = queries[i % queries.length]!;
      problems.push(...problemsOf(`GET ${page}${query.slice(0, 40)}`, await send(request, `${page}${query}`, { method: "GET" }), "no 5xx"));
    }
    expect(problems).toEqual([]);
  });

  /** Every case of `expected` sent to every action of the build; the problems found. */
  async function fuzzActions(request: APIRequestContext, expected: Expect): Promise<string[]> {
    const problems: string[] = [];
    for (const action of actionsOfBuild()) {
      const where = `${action.name} on ${action.page}`;
      for (const { body } of ACTION_TEXT_BODIES.filter((body) => body.expected === expected)) {
        const answer = await send(request, action.page, { method: "POST", headers: { ...TEXT, "next-action": action.id }, data: body });
        problems.push(...problemsOf(`${where} called with ${body.slice(0, 30) || "nothing"}`, answer, expected));
      }
      for (const body of actionFormBodies().filter((body) => body.expected === expected)) {
        const answer = await send(request, action.page, {
          method: "POST",
          headers: { ...MULTIPART, "next-action": action.id },
          data: body.data,
        });
        problems.push(...problemsOf(`${where} called with ${body.label}`, answer, expected));
      }
      for (const body of postedFormBodies(action).filter((body) => body.expected === expected)) {
        const answer = await send(request, action.page, { method: "POST", headers: MULTIPART, data: body.data });
        problems.push(...problemsOf(`${where} posted as ${body.label}`, answer, expected));
      }
      if (expected === "4xx") {
        const tooLarge = await send(request, action.page, {
          method: "POST",
          headers: { ...TEXT, "next-action": action.id },
          data: `["${"x".repeat(1_100_000)}"]`,
        });
        problems.push(...problemsOf(`${where} called with 1.1 MB`, tooLarge, "4xx"));
      }
    }
    return problems;
  }

  test("a call of a server action whose body React cannot decode gets a 4xx", async ({ request, baseURL }) => {
    const problems = await fuzzActions(request, "4xx");
    // Over 1 MB without a declared length, sent in chunks.
    const action = actionsOfBuild()[0]!;
    const chunk = `["${"x".repeat(1_100_000)}"]`;
    const chunked = [
      `POST ${action.page} HTTP/1.1\r\nHost: 127.0.0.1\r\nNext-Action: ${action.id}\r\nContent-Type: text/plain\r\n`,
      `Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`,
    ].join("");
    problems.push(
      ...problemsOf(`${action.name} called with 1.1 MB in chunks`, await sendRaw(Number(new URL(baseURL!).port), chunked), "4xx"),
    );
    expect(problems).toEqual([]);
  });

  test("a POST to a page over 1 MB is refused with 413 while the rest of its body is still unsent", async ({ baseURL }) => {
    const port = Number(new URL(baseURL!).port);
    const action = actionsOfBuild()[0]!;
    const head = (framing: string) =>
      `POST ${action.page} HTTP/1.1\r\nHost: 127.0.0.1\r\nNext-Action: ${action.id}\r\nContent-Type: text/plain\r\n${framing}\r\n`;
    // A body announced as 5 MB, or sent in chunks without an end, of which 2 MB leave the client: only a
    // server that stops reading at the limit answers before the body is complete.
    const chunk = "x".repeat(64 * 1024);
    const twoMegabytes = Array.from({ length: 32 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`).join("");
    const cases = [
      { label: "chunked", head: head("Transfer-Encoding: chunked\r\n"), body: twoMegabytes },
      { label: "with a declared length", head: head(`Content-Length: ${5 * 1024 * 1024}\r\n`), body: chunk.repeat(32) },
    ];
    for (const { label, head: requestHead, body } of cases) {
      const answer = await sendUnfinished(port, requestHead, body);
      expect(answer.status, `${label}: ${answer.body.slice(0, 200)}`).toBe(413);
      expect(answer.headers["connection"], label).toBe("close");
      expect(problemsOf(label, answer, "4xx")).toEqual([]);
    }
  });

  // Each action checks its own arguments (lib/http/action-args.ts): one that takes a form ends any
  // other list with 404; one that takes an object of fields refuses what it cannot read in its answer.
  test("every server action answers argument lists it does not take without a 5xx", async ({ request }) => {
    expect(await fuzzActions(request, "no 5xx")).toEqual([]);
  });
});
