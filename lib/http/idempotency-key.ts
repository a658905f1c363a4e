// The idempotency key of one user action, as the browser sends it and the server reads it
// (lib/http/idempotency.ts). Client-safe.

/** The request header that carries the key. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** The form field (or property of an action's object) that carries the key to a server action. */
export const IDEMPOTENCY_FIELD = "idempotencyKey";

/** What a key may be: 8 to 128 visible ASCII characters (a UUID is 36). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

/**
 * A version 4 UUID. crypto.randomUUID exists only in secure contexts (https, localhost); the shop may
 * be opened over plain http on a local network, so fall back to getRandomValues, which exists everywhere.
 */
export function newIdempotencyKey(
  source: Pick<Crypto, "getRandomValues"> & Partial<Pick<Crypto, "randomUUID">> = globalThis.crypto,
): string {
  if (typeof source.randomUUID === "function") return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
