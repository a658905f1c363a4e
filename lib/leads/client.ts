// The browser's side of POST /api/contact, shared by the contact forms. Client-safe.
import { sendAction } from "@/lib/http/idempotent-fetch";
import { newIdempotencyKey } from "@/lib/http/idempotency-key";
import type { LeadFormName } from "./schemas";

export type PostLeadResult =
  | { ok: true; id: number }
  /** status 0: the request never got an answer (offline, blocked). */
  | { ok: false; status: number; error: string; fields: Record<string, string> };

/** A lead's submissionId: a v4 UUID, the natural key that saves a doubled submit once. */
export const newSubmissionId = newIdempotencyKey;

export async function postLead(form: LeadFormName, payload: Record<string, unknown>): Promise<PostLeadResult> {
  let response: Response;
  try {
    response = await sendAction("/api/contact", {
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
