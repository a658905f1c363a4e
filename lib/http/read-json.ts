// Reads a route handler's JSON body with a size limit: 413 when too large, 415 when not JSON, 400 when
// unreadable or carrying text the database cannot store (./text.ts). Bodies are never trusted to be
// small or well-formed.
import { jsonError } from "./responses";
import { findUnstorableText } from "./text";

export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

function isJson(contentType: string | null): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/** The body's bytes, or null as soon as they exceed `limit` (the rest is never read). */
export async function readBodyBytes(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: cancelling one branch of a teed body (a request's clone) settles only once the
      // other branch is cancelled too.
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as text, or null when it exceeds the limit (reading stops there). */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  const bytes = await readBodyBytes(request.body, limit);
  return bytes === null ? null : new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

export async function readJsonBody(request: Request, { maxBytes }: { maxBytes: number }): Promise<JsonBody> {
  const tooLarge = `The request is larger than ${Math.round(maxBytes / 1024)} KB`;
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) return { ok: false, response: jsonError(413, tooLarge) };
  if (!isJson(request.headers.get("content-type"))) {
    return { ok: false, response: jsonError(415, "Send JSON (Content-Type: application/json)") };
  }
  let value: unknown;
  try {
    const text = await readLimited(request, maxBytes);
    if (text === null) return { ok: false, response: jsonError(413, tooLarge) };
    value = JSON.parse(text);
  } catch {
    return { ok: false, response: jsonError(400, "Invalid request", { body: "The body is not valid UTF-8 JSON" }) };
  }
  const unstorable = findUnstorableText(value);
  if (unstorable) return { ok: false, response: jsonError(400, "Invalid request", { [unstorable.path]: unstorable.message }) };
  return { ok: true, value };
}
