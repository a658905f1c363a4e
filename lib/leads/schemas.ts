// The inputs of the lead forms, as zod schemas shared by the browser (hints before sending) and by
// POST /api/contact (the check that counts). Client-safe: no server imports here.
// - ./fields  option lists, limits and the shared field helpers
// - ./forms   the schemas and LEAD_FORMS, the table of forms (kind, Lead.form, e-mail title, columns, rows)
// - this file the public entry: re-exports both, and `parseLeadRequest`, the only way a payload is read.
//
// Which form a payload is (`inferLeadForm`):
// - Our own forms always send `form`, one of FORM_NAMES. It wins; an unknown value is refused (fields.form).
// - The forms added after the seeds ("convenience-quote", "grill-quote", "sample-request",
//   "brewery-contact", "product-quote") are only ever taken from `form`: never inferred.
// - Without it (the seeds' payloads, older clients), the server infers one of the first three, in order:
//   1. a `facilityType` key (even empty) or industry "Pool & Spa" → "pool-contact" (seed 001 §7, pool form);
//   2. an `application` key (even empty) → "contact": only the general contact page has that field;
//   3. a Referer path of /contact or /contact/… → "contact" (the page posts the same keys as the home form);
//   4. otherwise → "consultation", the home form (seed 000 §7).
//   A contact-page payload that reaches step 4 still passes: consultation asks for less (message optional).
import { z } from "zod";
import { POOL_INDUSTRY } from "./fields";
import { FORM_NAMES, LEAD_FORMS, type LeadFormName, type LeadRequest } from "./forms";

export * from "./fields";
export * from "./forms";

/** Each form's schema by name (the table's schemas). */
export const LEAD_SCHEMAS = Object.fromEntries(Object.entries(LEAD_FORMS).map(([name, entry]) => [name, entry.schema])) as {
  readonly [F in LeadFormName]: (typeof LEAD_FORMS)[F]["schema"];
};

/** The forms the server may infer when a payload has no `form` (the seeds' three). */
type InferableForm = Extract<LeadFormName, "consultation" | "contact" | "pool-contact">;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export function isLeadFormName(value: unknown): value is LeadFormName {
  return typeof value === "string" && Object.hasOwn(LEAD_FORMS, value);
}

/** The form a payload comes from: its `form` field, else inferred as the header comment describes. */
export function inferLeadForm(body: Record<string, unknown>, pagePath?: string | null): LeadFormName | undefined {
  if ("form" in body && body.form !== undefined && body.form !== null && body.form !== "") {
    return isLeadFormName(body.form) ? body.form : undefined;
  }
  const industryText = typeof body.industry === "string" ? body.industry.trim().toLowerCase() : "";
  let inferred: InferableForm = "consultation";
  if ("facilityType" in body || industryText === POOL_INDUSTRY.toLowerCase()) inferred = "pool-contact";
  else if ("application" in body) inferred = "contact";
  else if (pagePath && /^\/contact(\/|$)/.test(pagePath)) inferred = "contact";
  return inferred;
}

export type LeadParseResult = { success: true; value: LeadRequest } | { success: false; error: z.ZodError };

/** Validates a payload against one named form's schema (the `form` key, if any, is ignored). */
export function parseLeadForm<F extends LeadFormName>(
  form: F,
  body: unknown,
): { success: true; value: Extract<LeadRequest, { form: F }> } | { success: false; error: z.ZodError } {
  const parsed = (LEAD_FORMS[form].schema as z.ZodType).safeParse(body);
  if (!parsed.success) return { success: false, error: parsed.error };
  return { success: true, value: { form, data: parsed.data } as Extract<LeadRequest, { form: F }> };
}

/**
 * Validates a decoded JSON body against the schema of its form. Unknown keys are dropped; `form`
 * itself is not part of the form's data. `pagePath` is the path of the page that sent it (Referer).
 */
export function parseLeadRequest(body: unknown, pagePath?: string | null): LeadParseResult {
  if (!isRecord(body)) {
    return {
      success: false,
      error: new z.ZodError([{ code: "custom", path: [], message: "Send a JSON object", input: body }]),
    };
  }
  const form = inferLeadForm(body, pagePath);
  if (!form) {
    return {
      success: false,
      error: new z.ZodError([{ code: "custom", path: ["form"], message: `Use one of: ${FORM_NAMES.join(", ")}`, input: body.form }]),
    };
  }
  return parseLeadForm(form, body);
}

/**
 * A saved lead's `fields` (its validated payload, with its form) read back as the request it was, for
 * the staff page's labelled rows; null when it does not pass its form's schema any more (an older shape).
 */
export function storedLeadRequest(fields: unknown): LeadRequest | null {
  if (!isRecord(fields) || !isLeadFormName(fields.form)) return null;
  const parsed = parseLeadForm(fields.form, fields);
  return parsed.success ? parsed.value : null;
}
