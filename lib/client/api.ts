// The browser's one way to call the site's route handlers. Every call answers a value, never a throw:
// the data parsed with the caller's zod schema, or a failure with a sentence to show (the server's own
// `error` when it gave one), the field errors useZodForm's applyServerAnswer puts beside the fields, and
// what kind of failure it was. Client-safe.
//
//   const result = await api.post(`/api/admin/tickets/${id}/messages`, z.object({ id: z.string() }), input);
//   if (result.ok) toast.success(`Reply added to ${result.data.id}`);
//   else form.applyServerAnswer(result);
//
// A mutation (POST, PUT, PATCH, DELETE) carries an Idempotency-Key that names the user action
// (lib/http/idempotency.ts keeps the first answer under it). One action is one method, address and body:
// a double click, a second tab's identical submit while the first is on its way, or a retry after a lost
// answer or a failure carry the same key, so the server applies it once. Once an answer says it was
// applied (2xx) the action is over, and the same values sent again are a new action with a new key.
import type { z } from "zod";
import { readFormErrorAnswer, type FieldErrors } from "@/lib/forms/zod-issues";
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from "@/lib/http/idempotency-key";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Why a call failed. `refused`: the server said no in its own words (`error`); `failed`: it answered an
 * error status without words; `offline`, `timeout`, `aborted`: no answer came (status 0); `unreadable`:
 * the server answered but not what the caller's schema describes (an old page after a deploy, a proxy's page).
 */
export type ApiFailureKind = "refused" | "failed" | "offline" | "timeout" | "aborted" | "unreadable";

export type ApiSuccess<T> = { ok: true; status: number; data: T };

export type ApiFailure = {
  ok: false;
  /** The answer's status; 0 when none came. */
  status: number;
  /** A sentence for a toast or a form: the server's own words when it gave them. */
  error: string;
  /** The server's message per field ("shippingAddress.state"); empty when it named none. */
  fields: FieldErrors;
  kind: ApiFailureKind;
  /** The answer's body: its JSON, its text when it was not JSON, null when empty or when none came. */
  body: unknown;
  /** Seconds the server asked to wait before trying again (Retry-After), when it said. */
  retryAfter?: number;
};

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export type CallOptions = {
  /** Cancels the call (a newer search replaced it); the failure is then `aborted`. */
  signal?: AbortSignal;
  /** How long to wait for the answer; 0 waits as long as the browser does. */
  timeoutMs?: number;
};

/** Long enough for any answer the site gives; a call that takes longer is better retried than waited on. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export const API_MESSAGES = {
  offline: "The server could not be reached. Check the connection and try again.",
  timeout: "The server took too long to answer. Check the connection and try again.",
  aborted: "The request was cancelled.",
  unreadable: "The server's answer could not be read. Reload the page and try again.",
  tooManyRequests: "Too many requests. Please wait a few minutes and try again.",
} as const;

const MUTATING: ReadonlySet<Method> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The key of each action not yet applied, by its fingerprint. */
const openActions = new Map<string, string>();

/** What the body says, as one string: a form by its fields and files (a new boundary each send). */
function bodyFingerprint(body: BodyInit | undefined): string {
  if (body === undefined) return "";
  if (typeof body === "string") return `s:${body}`;
  if (body instanceof FormData) {
    const parts: string[] = [];
    for (const [name, value] of body) {
      parts.push(typeof value === "string" ? `${name}=${value}` : `${name}=file:${value.name}:${value.size}:${value.lastModified}`);
    }
    return `f:${JSON.stringify(parts)}`;
  }
  // Any other body (a Blob, a stream) is its own action each time.
  return `o:${newIdempotencyKey()}`;
}

/** The key of the action `method url body`: the open one's, or a new one. */
function actionKey(method: Method, url: string, body: BodyInit | undefined): { fingerprint: string; key: string } {
  const fingerprint = `${method} ${url}\n${bodyFingerprint(body)}`;
  let key = openActions.get(fingerprint);
  if (!key) {
    key = newIdempotencyKey();
    openActions.set(fingerprint, key);
  }
  return { fingerprint, key };
}

/** Seconds from a Retry-After header: a number of seconds or an HTTP date. */
function retryAfterOf(headers: Headers): number | undefined {
  const value = headers.get("Retry-After")?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function textOf(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** A failure without the server's words: what its status means. */
function statusMessage(status: number, statusText: string): string {
  if (status === 429) return API_MESSAGES.tooManyRequests;
  return `The server answered ${status}${statusText ? ` ${statusText}` : ""}. Please try again.`;
}

/** The body of an answer: its JSON, else its text, null when empty. */
function bodyOf(text: string): { json: boolean; body: unknown } {
  if (text.trim() === "") return { json: true, body: null };
  try {
    return { json: true, body: JSON.parse(text) as unknown };
  } catch {
    return { json: false, body: text };
  }
}

/**
 * Reads one answer: its data when the status is 2xx and the body is JSON the schema accepts, otherwise a
 * failure. Pure, so that the readers of unusual answers (the checkout's) can be tested without a network.
 */
export function readAnswer<S extends z.ZodType>(
  schema: S,
  status: number,
  text: string,
  { statusText = "", retryAfter }: { statusText?: string; retryAfter?: number } = {},
): ApiResult<z.output<S>> {
  const { json, body } = bodyOf(text);
  const wait = retryAfter === undefined ? {} : { retryAfter };
  if (status >= 200 && status < 300) {
    const parsed = json ? schema.safeParse(body) : undefined;
    if (parsed?.success) return { ok: true, status, data: parsed.data };
    return { ok: false, status, error: API_MESSAGES.unreadable, fields: {}, kind: "unreadable", body, ...wait };
  }
  const answer = readFormErrorAnswer(body);
  const said =
    textOf(answer?.error) ?? (typeof body === "object" && body !== null ? textOf((body as { message?: unknown }).message) : undefined);
  return {
    ok: false,
    status,
    error: said ?? statusMessage(status, statusText),
    fields: answer?.fields ?? {},
    kind: said ? "refused" : "failed",
    body,
    ...wait,
  };
}

function noAnswer(kind: "offline" | "timeout" | "aborted"): ApiFailure {
  return { ok: false, status: 0, error: API_MESSAGES[kind], fields: {}, kind, body: null };
}

/**
 * One call: `body` goes as JSON, or as multipart when it is FormData (an upload; the browser writes the
 * boundary). The answer is parsed with `schema`; a call whose answer the caller does not read passes
 * z.unknown().
 */
async function send<S extends z.ZodType>(
  method: Method,
  url: string,
  schema: S,
  body?: unknown,
  { signal, timeoutMs = DEFAULT_TIMEOUT_MS }: CallOptions = {},
): Promise<ApiResult<z.output<S>>> {
  const payload: BodyInit | undefined = body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body);
  const headers = new Headers({ Accept: "application/json" });
  if (typeof payload === "string") headers.set("Content-Type", "application/json");
  const action = MUTATING.has(method) ? actionKey(method, url, payload) : undefined;
  if (action) headers.set(IDEMPOTENCY_HEADER, action.key);

  // The caller's signal and the deadline end the call alike; which one did decides the message.
  const controller = new AbortController();
  let timedOut = false;
  const deadline =
    timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs)
      : undefined;
  const cancel = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener("abort", cancel);

  try {
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body: payload, credentials: "include", cache: "no-store", signal: controller.signal });
    } catch {
      return noAnswer(timedOut ? "timeout" : signal?.aborted ? "aborted" : "offline");
    }
    // Applied: the next identical submit is a new action. A refusal, a failure or no answer at all keeps
    // the key for the retry, which the server answers as the first.
    if (action && response.ok && openActions.get(action.fingerprint) === action.key) openActions.delete(action.fingerprint);
    let text: string;
    try {
      text = await response.text();
    } catch {
      // The answer broke off while it was read.
      return noAnswer(timedOut ? "timeout" : signal?.aborted ? "aborted" : "offline");
    }
    return readAnswer(schema, response.status, text, { statusText: response.statusText, retryAfter: retryAfterOf(response.headers) });
  } finally {
    clearTimeout(deadline);
    signal?.removeEventListener("abort", cancel);
  }
}

export const api = {
  send,
  get: <S extends z.ZodType>(url: string, schema: S, options?: CallOptions) => send("GET", url, schema, undefined, options),
  post: <S extends z.ZodType>(url: string, schema: S, body?: unknown, options?: CallOptions) => send("POST", url, schema, body, options),
  put: <S extends z.ZodType>(url: string, schema: S, body: unknown, options?: CallOptions) => send("PUT", url, schema, body, options),
  patch: <S extends z.ZodType>(url: string, schema: S, body: unknown, options?: CallOptions) => send("PATCH", url, schema, body, options),
  delete: <S extends z.ZodType>(url: string, schema: S, options?: CallOptions) => send("DELETE", url, schema, undefined, options),
};

/** The server's own words for a toast, or `fallback` when it gave none (no answer, a bare error status). */
export function messageOr(failure: ApiFailure, fallback: string): string {
  return failure.kind === "refused" ? failure.error : fallback;
}

/** What useZodForm's applyServerAnswer needs of a form. */
type AnswerForm = {
  setFormError: (message: string | null) => void;
  applyServerAnswer: (answer: { error?: string; fields?: Record<string, string> }) => void;
};

/**
 * A failure as a form shows it: the messages beside the fields they name, the summary only when the
 * server named none (it would say the same twice), `offline` instead when no answer came.
 */
export function showOnForm(form: AnswerForm, failure: ApiFailure, offline?: string): void {
  if (failure.status === 0 && offline) form.applyServerAnswer({ error: offline });
  else form.applyServerAnswer(Object.keys(failure.fields).length > 0 ? { fields: failure.fields } : { error: failure.error });
}
