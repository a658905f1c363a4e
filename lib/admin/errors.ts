// The one error the staff services throw for a request they refuse: the route handlers turn it into
// `{ error, fields }` with its status, so the caller learns which field is at fault.
import { jsonError } from "@/lib/http/responses";

export class StaffRequestError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 502,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The JSON answer for a StaffRequestError; anything else is rethrown (a 500 is a bug to see, not to hide). */
export function staffErrorResponse(error: unknown): Response {
  if (error instanceof StaffRequestError) {
    return jsonError(error.status, error.message, error.field ? { [error.field]: error.message } : undefined);
  }
  throw error;
}
