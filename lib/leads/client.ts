// The browser's side of POST /api/contact, shared by the contact forms. Client-safe.
import type { LeadFormName } from "./schemas";

export type PostLeadResult =
  | { ok: true; id: number }
  /** status 0: the request never got an answer (offline, blocked). */
  | { ok: false; status: number; error: string; fields: Record<string, string> };

/** A v4 UUID; crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function postLead(form: LeadFormName, payload: Record<string, unknown>): Promise<PostLeadResult> {
  let response: Response;
  try {
    response = await fetch("/api/contact", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...payload, form }),
    });
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof Error ? error.message : "Network error", fields: {} };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy's HTML error page or an empty answer: only the status counts.
  }
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (response.ok) return { ok: true, id: typeof record.id === "number" ? record.id : 0 };
  const fields =
    typeof record.fields === "object" && record.fields !== null
      ? Object.fromEntries(
          Object.entries(record.fields as Record<string, unknown>).filter(
            (entry): entry is [string, string] => typeof entry[1] === "string",
          ),
        )
      : {};
  const error = typeof record.error === "string" ? record.error : `${response.status}: ${response.statusText}`;
  return { ok: false, status: response.status, error, fields };
}
