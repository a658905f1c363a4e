// A repeated mutation is applied once (docs/security.md, "Repeated requests"). Every mutation declares
// how: "key", the caller's Idempotency-Key (one per user action, lib/client/api.ts) under
// which the first answer is kept and given to every repeat; or { natural }, a key of the request itself
// that already makes a repeat harmless (a checkout attempt's key, a state that is set, not added to).
//
// For "key", the first request claims (scope, actor, key) with a row whose unique constraint lets one
// request in; the others wait for its answer and get the same status, headers and body. Only an answer
// that applied something (2xx) is kept: a refusal or a failure frees the key, so that the repeat is
// asked again. Signed-in callers that send no key still have identical requests that arrive before the
// first has answered given its result (a double click from a script or an old page); one sent after it
// has answered is a new action, as it was before.
import "server-only";
import { createHmac, randomUUID } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from "./idempotency-key";
import { jsonError } from "./responses";

export { IDEMPOTENCY_HEADER };

/** How a mutation makes a repeat harmless: the caller's key, or a natural key the route names. */
export type Idempotency = "key" | { natural: string };

/** How long a kept answer is given to repeats (the expiry job deletes older rows). */
export const KEEP_ANSWER_MS = 24 * 60 * 60 * 1000;
/** A claim older than this belongs to a request whose process stopped: a repeat may run it again. */
const ABANDONED_MS = 5 * 60 * 1000;
/** How long a repeat waits for the first request's answer before it is told to try again. */
const WAIT_MS = 30_000;
const POLL_MS = 40;
/** Rows of requests without a key are only needed while their twins wait. */
const KEEP_UNKEYED_MS = 60_000;

/** Response headers never replayed: they describe the first transfer, not the answer. */
const TRANSFER_HEADERS = new Set(["content-length", "transfer-encoding", "connection", "date", "keep-alive"]);

export type OnceRequest = {
  /** The method and path, e.g. "POST /api/admin/leads/12/reply". */
  scope: string;
  /** The signed-in user's id; null for a visitor. */
  actor: string | null;
  /** The caller's key; null when it sent none. */
  key: string | null;
  /** A hash of the input (requestFingerprint). */
  fingerprint: string;
  /** Whether the fingerprint covers the whole input: only then may requests without a key be told apart by it. */
  whole: boolean;
  /** When the request came in: without a key, one that came before the first was answered gets its answer. */
  arrivedAt: Date;
};

type KeptRow = {
  id: number;
  fingerprint: string;
  owner: string | null;
  status: number | null;
  headers: Prisma.JsonValue;
  body: Uint8Array | null;
  createdAt: Date;
  completedAt: Date | null;
  expiresAt: Date;
};

/** The key the request names: absent (null), or a 400 naming the header when it is malformed. */
export function readIdempotencyKey(headers: Headers): { ok: true; key: string | null } | { ok: false; response: Response } {
  const value = headers.get(IDEMPOTENCY_HEADER);
  if (value === null) return { ok: true, key: null };
  if (!IDEMPOTENCY_KEY_PATTERN.test(value)) {
    return {
      ok: false,
      response: jsonError(400, "Invalid request", { [IDEMPOTENCY_HEADER]: "Must be 8 to 128 visible ASCII characters, e.g. a UUID" }),
    };
  }
  return { ok: true, key: value };
}

/** JSON with its object keys sorted, so that the same input in another order is the same request. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** A keyed hash: an input that holds a password is not kept in a form that can be guessed back. */
export function fingerprintHash() {
  return createHmac("sha256", `idempotency:${authSecret()}`);
}

/**
 * A hash of what the request asks: its query string and its JSON body. A body the route reads itself (a
 * file upload) is known by its type and length only: it is read once, by the route, within its limits.
 */
export function requestFingerprint(request: Request, json?: { value: unknown }): { fingerprint: string; whole: boolean } {
  const hash = fingerprintHash();
  hash.update(new URL(request.url).search);
  hash.update("\0");
  const whole = json !== undefined || request.body === null;
  if (json) hash.update(stableJson(json.value));
  else if (!whole) {
    const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
    hash.update(`${type}\0${request.headers.get("content-length") ?? "?"}`);
  }
  return { fingerprint: hash.digest("base64url"), whole };
}

/** A stored answer as a response, marked as a repeat. */
function replay(row: KeptRow): Response {
  const headers = new Headers();
  for (const [name, value] of (row.headers as [string, string][] | null) ?? []) headers.append(name, value);
  headers.set("Idempotent-Replayed", "true");
  return new Response(row.body && row.body.byteLength > 0 ? row.body.slice().buffer : null, { status: row.status ?? 200, headers });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function mismatch(): Response {
  return jsonError(422, "This Idempotency-Key was used for another request", {
    [IDEMPOTENCY_HEADER]: "Send a new key for a new action",
  });
}

function stillRunning(): Response {
  return jsonError(409, "The same request is still being answered. Please try again in a moment.", undefined, {
    headers: { "Retry-After": "2" },
  });
}

/**
 * Runs `run` once for the request and its repeats: the first caller runs it and every repeat (the same
 * scope, actor and key) gets the same answer. Without a key, neither is a visitor (nothing else tells two
 * visitors apart) nor a body the fingerprint knows only by its length.
 */
export async function answerOnce(request: OnceRequest, run: () => Promise<Response>): Promise<Response> {
  const keyed = request.key !== null;
  if (!keyed && (request.actor === null || !request.whole)) return run();
  const where = {
    scope_actor_key: { scope: request.scope, actor: request.actor ?? "", key: request.key ?? `auto:${request.fingerprint}` },
  };
  const owner = randomUUID();
  const deadline = Date.now() + WAIT_MS;
  /** The claim this request has seen running: its answer, once there, is this request's answer too. */
  let awaited: string | null = null;

  for (;;) {
    const now = new Date();
    const claimed = await db().idempotencyKey.createMany({
      data: [
        {
          ...where.scope_actor_key,
          fingerprint: request.fingerprint,
          owner,
          createdAt: now,
          expiresAt: new Date(now.getTime() + ABANDONED_MS),
        },
      ],
      skipDuplicates: true,
    });
    let row: KeptRow | null = null;
    if (claimed.count === 0) {
      row = await db().idempotencyKey.findUnique({ where });
      if (!row) continue; // freed between the two statements: claim again
      if (keyed && row.fingerprint !== request.fingerprint) return mismatch();
      const answered = row.status !== null;
      const expired = row.expiresAt.getTime() <= now.getTime();
      const twin = awaited === row.owner || (row.completedAt !== null && row.completedAt > request.arrivedAt);
      if (answered && !expired && (keyed || twin)) return replay(row);
      if (!answered && !expired) {
        awaited = row.owner;
        if (Date.now() > deadline) return stillRunning();
        await sleep(POLL_MS);
        continue;
      }
      // An expired row, an abandoned claim, or (without a key) an answer given before this request came:
      // this request is a new action. Taken over only as it was read, so that one of several wins.
      const taken = await db().idempotencyKey.updateMany({
        where: { id: row.id, owner: row.owner, status: row.status, createdAt: row.createdAt },
        data: {
          fingerprint: request.fingerprint,
          owner,
          status: null,
          headers: Prisma.DbNull,
          body: null,
          completedAt: null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + ABANDONED_MS),
        },
      });
      if (taken.count === 0) continue;
    }
    const id = row?.id ?? (await db().idempotencyKey.findUniqueOrThrow({ where, select: { id: true } })).id;
    return runClaimed(id, owner, keyed, run);
  }
}

async function runClaimed(id: number, owner: string, keyed: boolean, run: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    await db().idempotencyKey.deleteMany({ where: { id, owner } });
    throw error;
  }
  if (response.status < 200 || response.status > 299) {
    // Nothing was applied: the repeat is asked again rather than told this refusal.
    await db().idempotencyKey.deleteMany({ where: { id, owner } });
    return response;
  }
  const body = new Uint8Array(await response.arrayBuffer());
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!TRANSFER_HEADERS.has(name)) headers.push([name, value]);
  });
  // forEach joins Set-Cookie values: kept one by one.
  const cookies = response.headers.getSetCookie();
  const kept = [...headers.filter(([name]) => name !== "set-cookie"), ...cookies.map((value): [string, string] => ["set-cookie", value])];
  const now = new Date();
  await db().idempotencyKey.updateMany({
    where: { id, owner },
    data: {
      status: response.status,
      headers: kept,
      body,
      completedAt: now,
      expiresAt: new Date(now.getTime() + (keyed ? KEEP_ANSWER_MS : KEEP_UNKEYED_MS)),
    },
  });
  const out = new Headers();
  for (const [name, value] of kept) out.append(name, value);
  return new Response(body.byteLength > 0 ? body.slice().buffer : null, {
    status: response.status,
    statusText: response.statusText,
    headers: out,
  });
}

/** Deletes the kept answers past their time (the scheduled job of lib/jobs). */
export async function deleteExpiredIdempotencyKeys(now = new Date()): Promise<number> {
  const { count } = await db().idempotencyKey.deleteMany({ where: { expiresAt: { lt: now } } });
  return count;
}
