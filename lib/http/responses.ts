// JSON answers of the route handlers: errors always as { error, fields } so callers know which field is wrong.
import { NextResponse } from "next/server";
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export function jsonError(status: number, error: string, fields?: FieldErrors, init?: ResponseInit) {
  return NextResponse.json(fields ? { error, fields } : { error }, { ...init, status });
}

/** One message per field path ("shippingAddress.state"), the first zod gives for it. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: z.ZodError) {
  return jsonError(400, "Invalid request", fieldErrors(error));
}
