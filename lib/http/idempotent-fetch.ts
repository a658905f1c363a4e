// The browser's one way to send a mutation (POST, PUT, PATCH, DELETE) to the site's API: fetch with an
// Idempotency-Key that names the user action (lib/http/idempotency.ts keeps the first answer under it).
// One action is one method, address and body: a double click, a second tab's identical submit while the
// first is on its way, or a retry after a lost answer or a failure carry the same key, so the server
// applies it once. Once an answer says it was applied (2xx) the action is over, and the same values sent
// again are a new action with a new key. Client-safe.
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from "./idempotency-key";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The key of each action not yet applied, by its fingerprint. */
const openActions = new Map<string, string>();

/** What the body says, as one string: a form by its fields and files (a new boundary each send). */
function bodyFingerprint(body: BodyInit | null | undefined): string {
  if (body === undefined || body === null) return "";
  if (typeof body === "string") return `s:${body}`;
  if (body instanceof FormData) {
    const parts: string[] = [];
    for (const [name, value] of body) {
      parts.push(typeof value === "string" ? `${name}=${value}` : `${name}=file:${value.name}:${value.size}:${value.lastModified}`);
    }
    return `f:${JSON.stringify(parts)}`;
  }
  if (body instanceof URLSearchParams) return `u:${body.toString()}`;
  // Any other body (a Blob, a stream) is its own action each time.
  return `o:${newIdempotencyKey()}`;
}

/** The key of the action `method url body`: the open one's, or a new one. */
export function actionKey(method: string, url: string, body: BodyInit | null | undefined): { fingerprint: string; key: string } {
  const fingerprint = `${method.toUpperCase()} ${url}\n${bodyFingerprint(body)}`;
  let key = openActions.get(fingerprint);
  if (!key) {
    key = newIdempotencyKey();
    openActions.set(fingerprint, key);
  }
  return { fingerprint, key };
}

/** fetch, with the action's Idempotency-Key on a mutation; a GET goes as it is. */
export async function sendAction(url: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? "GET").toUpperCase();
  if (!MUTATING.has(method)) return fetch(url, init);
  const { fingerprint, key } = actionKey(method, url, init.body);
  const headers = new Headers(init.headers);
  headers.set(IDEMPOTENCY_HEADER, key);
  const response = await fetch(url, { ...init, method, headers });
  // Applied: the next identical submit is a new action. A refusal, a failure or no answer at all
  // (the throw above) keeps the key for the retry, which the server answers as the first.
  if (response.ok && openActions.get(fingerprint) === key) openActions.delete(fingerprint);
  return response;
}
