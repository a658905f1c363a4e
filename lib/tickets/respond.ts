// A refused ticket request as the route handlers answer it: { error, fields } naming the field, with
// Retry-After when a limit was reached.
import "server-only";
import { jsonError } from "@/lib/http/responses";
import type { TicketRefusal } from "./thread";

export function ticketRefusalResponse(refusal: TicketRefusal, headers: Record<string, string> = {}): Response {
  const all: Record<string, string> = { ...headers };
  if (refusal.retryAfterSeconds !== undefined) all["Retry-After"] = String(refusal.retryAfterSeconds);
  return jsonError(refusal.status, refusal.error, refusal.field ? { [refusal.field]: refusal.error } : undefined, { headers: all });
}
