// The hostile inputs of the route fuzz test (tests/integration/fuzz-routes.test.ts) and the checks every
// answer must pass. Deterministic: the same cases in the same order on every run.

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** One request body: a label for the report, a content type (none: the request has no such header), the bytes. */
export type BodyCase = {
  label: string;
  contentType?: string;
  body?: () => BodyInit;
  headers?: Record<string, string>;
};

const MB = 1024 * 1024;
const bigJson = JSON.stringify({ value: "a".repeat(MB) });
const deepArrays = "[".repeat(5_000) + "]".repeat(5_000);
const deepObjects = '{"a":'.repeat(3_000) + "1" + "}".repeat(3_000);

const json = (label: string, text: string, headers?: Record<string, string>): BodyCase => ({
  label,
  contentType: "application/json",
  body: () => text,
  headers,
});

/** A real 1×1 PNG, so that an upload gets past the content checks. */
const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

function imageForm(name: string): FormData {
  const form = new FormData();
  form.append("image", new File([Uint8Array.from(PNG_1X1)], name, { type: "image/png" }));
  return form;
}

function junkForm(): FormData {
  const form = new FormData();
  form.append("image", "not a file");
  form.append("image", new File([new Uint8Array([0x4d, 0x5a, 0, 1, 2, 3])], "../../etc/passwd.png", { type: "image/png" }));
  form.append("approvalUrl", "javascript:alert(1)");
  form.append("productId", "1e309");
  return form;
}

/** Sent to every method that may carry a body. */
export const GENERIC_BODIES: readonly BodyCase[] = [
  json("malformed JSON", '{"productId": 1,'),
  json("an unterminated string", '{"a":"'),
  json("a JSON array", "[]"),
  json("an array of objects", '[{"productId":1,"quantity":1}]'),
  json("a JSON string", '"hello"'),
  json("a JSON number", "42"),
  json("JSON null", "null"),
  json("JSON true", "true"),
  json("an empty object", "{}"),
  json("an empty body", ""),
  { label: "no body and no content type" },
  json(
    "huge and negative numbers",
    '{"productId":1e308,"quantity":-1e308,"amount":1e400,"id":-0,"subtotal":123456789012345678901234567890,"imageId":-1}',
  ),
  json(
    "NaN-ish strings",
    '{"productId":"NaN","quantity":"Infinity","amount":"-Infinity","subtotal":"1e999","imageId":"0x10","minimumOrder":"NaN"}',
  ),
  json(
    "null bytes and control characters",
    JSON.stringify({
      name: "a\u0000b",
      subject: "\u0000\u0001\u001f subject",
      message: "x\u0000".repeat(20),
      email: "a\u0000@b.example",
      transactionId: "\u0000",
    }),
  ),
  json("lone surrogates", '{"name":"\\ud800","subject":"\\udfff\\ud800 subject","message":"\\ud800 message text long enough"}'),
  json("prototype keys", '{"__proto__":{"isStaff":true},"constructor":{"prototype":{"role":"staff"}},"role":"staff"}'),
  json("deeply nested arrays", deepArrays),
  json("deeply nested objects", deepObjects),
  json("a 1 MB string with its length declared", bigJson, { "content-length": String(Buffer.byteLength(bigJson)) }),
  json("a 1 MB string, streamed", bigJson),
  {
    label: "invalid UTF-8",
    contentType: "application/json",
    body: () => new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { label: "text/plain", contentType: "text/plain", body: () => "productId=1&quantity=2" },
  {
    label: "form-urlencoded",
    contentType: "application/x-www-form-urlencoded",
    body: () => "productId=1&productId=2&quantity=%FF&approvalUrl=javascript%3Aalert(1)&__proto__%5Bx%5D=1&%E0%A4%A=1",
  },
  {
    label: "multipart with a broken boundary",
    contentType: "multipart/form-data; boundary=zzz",
    body: () => '--yyy\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\njunk\r\n--yyy--',
  },
  { label: "multipart without a boundary", contentType: "multipart/form-data", body: () => "junk" },
  // FormData sets its own content type with the boundary.
  { label: "multipart with junk fields and a fake image", body: junkForm },
  { label: "multipart with a real image named with a NUL", body: () => imageForm("tank\u0000photo.png") },
  { label: "multipart with a real image named with a lone surrogate", body: () => imageForm("tank\ud800.png") },
  json("JSON under an odd content type", '{"x":1}', { "content-type": "Application/JSON; charset=latin1" }),
  json("a declared length that lies", "{}", { "content-length": "99999999999999999999" }),
];

/** Appended to the route's address, for every method. */
export const JUNK_QUERIES: readonly string[] = [
  "?page=-1&limit=1e9&id=%00",
  "?query=%E0%A4%A&category=%ZZ&name=%",
  "?query=brewery&per_page=NaN",
  "?query=brewery&per_page=1e309&per_page=2",
  "?category=__proto__&query=constructor&per_page=-0",
  "?returnTo=javascript:alert(1)&callbackUrl=%2F%2Fevil.example",
  `?query=${"%C5%B1".repeat(3_000)}`,
  "?token=..%2F..%2Fetc%2Fpasswd&name[]=x&id[]=1",
  "?query=clean+tanks&per_page=5&category=brewery",
];

/** What a field of a valid body is replaced with, one at a time. */
export const FIELD_MUTATIONS: readonly { label: string; value: () => unknown }[] = [
  { label: "null", value: () => null },
  { label: "an array", value: () => [1, "two"] },
  { label: "an object", value: () => ({ nested: { value: 1 } }) },
  { label: "an empty string", value: () => "" },
  { label: "a long string", value: () => "w".repeat(1_500) },
  { label: "1e308", value: () => 1e308 },
  { label: "-1", value: () => -1 },
  { label: "an unsafe integer", value: () => 2 ** 53 + 2 },
  { label: "1.5", value: () => 1.5 },
  { label: '"NaN"', value: () => "NaN" },
  { label: '"1e999"', value: () => "1e999" },
  { label: "true", value: () => true },
  { label: "a null byte", value: () => "abc\u0000def ghi jkl" },
  { label: "a lone surrogate", value: () => "\ud800 lone surrogate" },
  { label: "deep nesting", value: () => deepValue(500) },
];

function deepValue(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** The paths of a sample's fields: top-level keys and the keys of nested objects ("customer.email"). */
export function fieldPaths(sample: unknown, prefix: string[] = []): string[][] {
  if (!isObject(sample)) return [];
  const paths: string[][] = [];
  for (const [key, value] of Object.entries(sample)) {
    paths.push([...prefix, key]);
    if (isObject(value)) paths.push(...fieldPaths(value, [...prefix, key]));
  }
  return paths;
}

/** A copy of `sample` with the field at `path` set to `value`. */
export function withField(sample: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(sample);
  let target: unknown = copy;
  for (const key of path.slice(0, -1)) target = (target as Record<string, unknown>)[key];
  (target as Record<string, unknown>)[path.at(-1)!] = value;
  return copy;
}

/** Bodies built from a valid sample: each field replaced by each mutation, then whole-body variations. */
export function sampleBodies(sample: unknown): BodyCase[] {
  const cases: BodyCase[] = [json("the valid sample", JSON.stringify(sample))];
  for (const path of fieldPaths(sample)) {
    for (const mutation of FIELD_MUTATIONS) {
      const text = JSON.stringify(withField(sample, path, mutation.value()));
      cases.push(json(`${path.join(".")} as ${mutation.label}`, text));
    }
    // Left out altogether.
    const without = structuredClone(sample) as Record<string, unknown>;
    let target: Record<string, unknown> = without;
    for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
    delete target[path.at(-1)!];
    cases.push(json(`${path.join(".")} left out`, JSON.stringify(without)));
  }
  if (isObject(sample) && Object.keys(sample).length > 0) {
    cases.push(
      json("the sample with unknown extra fields", JSON.stringify({ ...sample, isAdmin: true, role: "staff", total: -5, price: 0.01 })),
    );
    cases.push(json("the sample with a __proto__ key", JSON.stringify(sample).replace(/^\{/, '{"__proto__":{"role":"staff"},')));
    cases.push(json("the sample wrapped in an array", JSON.stringify([sample])));
  }
  return cases;
}

/** Where a stack trace or the server's insides show through. */
const LEAKS: readonly [RegExp, string][] = [
  [/\n\s+at \S/, "a stack frame"],
  [/^\s*at .+:\d+:\d+\)?$/m, "a stack frame"],
  [/\b\w*Error: [^\n]*\.(?:[cm]?js|tsx?)\b/, "an error with a file path"],
  [/\.(?:[cm]?js|tsx?):\d+:\d+/, "a file:line:column"],
  [/\/work\//, "a server path"],
  [/node_modules/, "node_modules"],
  [/PrismaClient/, "PrismaClient"],
  [/Invalid `/, "a Prisma error"],
  [/\bprisma\b/i, "Prisma internals"],
  [/\.next\/|turbopack|webpack/i, "bundler internals"],
];

export function leaksIn(text: string): string[] {
  return LEAKS.filter(([pattern]) => pattern.test(text)).map(([, what]) => what);
}

export type Answer = { status: number; contentType: string; text: string };

/**
 * What is wrong with an answer: 5xx, a leak, a 4xx JSON without an `error` message or a 400 naming no
 * field. `ownFormat: false` skips the last two for endpoints that answer in a library's own format.
 */
export function answerProblems(answer: Answer, { ownFormat = true }: { ownFormat?: boolean } = {}): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  for (const leak of leaksIn(answer.text)) problems.push(`leaks ${leak}`);
  if (ownFormat && answer.status >= 400 && answer.status < 500 && /^application\/json/i.test(answer.contentType)) {
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      problems.push("a JSON content type over a body that is not JSON");
    }
    if (body !== undefined) {
      const error = isObject(body) ? body.error : undefined;
      if (typeof error !== "string" || error === "") problems.push("a 4xx JSON answer without an error message");
      const fields = isObject(body) ? body.fields : undefined;
      if (answer.status === 400 && fields === undefined) problems.push("a 400 that names no field");
      if (fields !== undefined && (!isObject(fields) || Object.values(fields).some((m) => typeof m !== "string" || m === ""))) {
        problems.push("fields that are not { name: message }");
      }
    }
  }
  return problems;
}

export const snippet = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text).replace(/\s+/g, " ");
