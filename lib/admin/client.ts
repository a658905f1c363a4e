// The staff pages' calls to their APIs, from the browser: JSON, or FormData for an upload. Client-safe. A
// refusal comes back as a value with the server's message and field errors; a network failure as status 0.
// A mutation carries its action's Idempotency-Key (lib/http/idempotent-fetch.ts).
import { sendAction } from "@/lib/http/idempotent-fetch";

export type StaffCallResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: string; fields: Record<string, string> };

export async function staffCall<T>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
): Promise<StaffCallResult<T>> {
  let response: Response;
  // A FormData body (an upload) goes as multipart: the browser writes its Content-Type with the boundary.
  const json = body !== undefined && !(body instanceof FormData);
  try {
    response = await sendAction(url, {
      method,
      credentials: "include",
      cache: "no-store",
      headers: json ? { Accept: "application/json", "Content-Type": "application/json" } : { Accept: "application/json" },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof Error ? error.message : "Network error", fields: {} };
  }
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // An empty or HTML answer (a proxy's error page): the status says enough.
  }
  if (response.ok) return { ok: true, status: response.status, data: payload as T };
  const record = typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>) : {};
  const fields: Record<string, string> = {};
  if (typeof record.fields === "object" && record.fields !== null) {
    for (const [key, value] of Object.entries(record.fields as Record<string, unknown>)) {
      if (typeof value === "string") fields[key] = value;
    }
  }
  const error = typeof record.error === "string" ? record.error : `${response.status}: ${response.statusText}`;
  return { ok: false, status: response.status, error, fields };
}

/** What staffFormCall needs of a useZodForm form. */
type ServerAnswerForm = {
  setFormError: (message: string | null) => void;
  applyServerAnswer: (answer: { error?: string; fields?: Record<string, string> }) => void;
};

/**
 * A form's call: the answer's data, or null once the refusal shows on the form (useZodForm's
 * applyServerAnswer): the messages beside the fields they name, the server's summary only when it named
 * none (it would say the same twice), `offline` when no answer came.
 */
export async function staffFormCall<T>(
  form: ServerAnswerForm,
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body: unknown,
  offline: string,
): Promise<T | null> {
  form.setFormError(null);
  const result = await staffCall<T>(method, url, body);
  if (result.ok) return result.data;
  if (result.status === 0) form.applyServerAnswer({ error: offline });
  else form.applyServerAnswer(Object.keys(result.fields).length > 0 ? { fields: result.fields } : { error: result.error });
  return null;
}
