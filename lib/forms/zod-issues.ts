// Zod issues → the `{ error, fields }` answer every form and route speaks: one message per field,
// keyed by its dotted path ("shippingAddress.state"), the root's issues under "body".
// Pure and client-safe: the browser's forms and the route handlers read it alike.
import type { z } from "zod";

/** Field path → the first message zod gives for it. */
export type FieldErrors = Record<string, string>;

/** What a failed mutation answers: a summary and the field errors. */
export type FormErrorAnswer = { error: string; fields: FieldErrors };

export type FieldErrorsOptions = {
  /** The key of issues about the whole input (default "body"). */
  root?: string;
  /** Key by the first path segment only ("items.0.sku" → "items"), for forms with flat fields. */
  topLevel?: boolean;
};

export const ROOT_FIELD = "body";

/** One message per field path, the first zod gives for it. */
export function fieldErrors(error: z.ZodError, { root = ROOT_FIELD, topLevel = false }: FieldErrorsOptions = {}): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = topLevel ? issue.path.slice(0, 1) : issue.path;
    const key = path.length ? path.map(String).join(".") : root;
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The answer of a refused input: `error` sums it up, `fields` says where. */
export function formErrorAnswer(error: z.ZodError, summary = "Invalid request", options?: FieldErrorsOptions): FormErrorAnswer {
  return { error: summary, fields: fieldErrors(error, options) };
}

/** Reads an `{ error, fields }` body from a server, keeping only string messages; null when it has neither. */
export function readFormErrorAnswer(body: unknown): Partial<FormErrorAnswer> | null {
  if (typeof body !== "object" || body === null) return null;
  const record = body as Record<string, unknown>;
  const error = typeof record.error === "string" ? record.error : undefined;
  const fields =
    typeof record.fields === "object" && record.fields !== null && !Array.isArray(record.fields)
      ? Object.fromEntries(Object.entries(record.fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
      : undefined;
  if (error === undefined && fields === undefined) return null;
  return { ...(error !== undefined ? { error } : {}), ...(fields !== undefined ? { fields } : {}) };
}
