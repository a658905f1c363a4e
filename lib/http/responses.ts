// JSON answers of the route handlers: errors always as { error, fields } so callers know which field is wrong.
import { NextResponse } from "next/server";
import type { z } from "zod";
import { fieldErrors, type FieldErrors } from "@/lib/forms/zod-issues";
import { FILE_POLICY } from "@/lib/security/csp";

export { fieldErrors, type FieldErrors };

export function jsonError(status: number, error: string, fields?: FieldErrors, init?: ResponseInit) {
  return NextResponse.json(fields ? { error, fields } : { error }, { ...init, status });
}

export function validationError(error: z.ZodError) {
  return jsonError(400, "Invalid request", fieldErrors(error));
}

/** A private PDF download (an invoice, a certificate): never cached by anyone but the reader. */
export function privatePdfDownload(file: { fileName: string; bytes: Uint8Array }): Response {
  return new Response(file.bytes.slice().buffer, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": FILE_POLICY,
    },
  });
}
