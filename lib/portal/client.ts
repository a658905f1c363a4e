// The browser's side of the customer portal: the calls of seed 000 §7, each answering its data or the
// failure (lib/client/api.ts); a 401 means the session is gone, which the portal handles in one place
// (components/portal/use-portal-call.ts). Client-safe.
import { z } from "zod";
import { api, type ApiFailure, type ApiResult } from "@/lib/client/api";
import type { TicketMessageInput } from "@/lib/tickets/schemas";
import {
  portalDocumentSchema,
  portalOrderSchema,
  portalStatsSchema,
  portalTicketSchema,
  portalTicketThreadSchema,
  portalUserSchema,
  reorderResponseSchema,
  type NewTicketInput,
  type PortalUser,
} from "./schemas";

export const isUnauthorized = (failure: ApiFailure) => failure.status === 401;

/** The signed-in user, or null when signed out (a 401 is an answer here, not a failure). */
export async function fetchCurrentUser(): Promise<ApiResult<PortalUser | null>> {
  const result = await api.get("/api/auth/user", portalUserSchema);
  return !result.ok && isUnauthorized(result) ? { ok: true, status: 401, data: null } : result;
}

export const fetchOrders = () => api.get("/api/customer/orders", z.array(portalOrderSchema));
export const fetchTickets = () => api.get("/api/customer/tickets", z.array(portalTicketSchema));
export const fetchStats = () => api.get("/api/customer/stats", portalStatsSchema);
export const fetchDocuments = () => api.get("/api/customer/documents", z.array(portalDocumentSchema));
export const openTicket = (input: NewTicketInput) => api.post("/api/customer/tickets", portalTicketSchema, input);
const ticketPath = (id: string) => `/api/customer/tickets/${encodeURIComponent(id)}`;
export const fetchTicket = (id: string) => api.get(ticketPath(id), portalTicketThreadSchema);
export const replyToTicket = (id: string, input: TicketMessageInput) =>
  api.post(`${ticketPath(id)}/messages`, portalTicketThreadSchema, input);
export const reorder = (orderId: string) =>
  api.post(`/api/customer/orders/${encodeURIComponent(orderId)}/reorder`, reorderResponseSchema, {});

/**
 * A failed form submit as the form shows it: the field errors, and the server's message (or `fallback`)
 * unless it only repeats one of them.
 */
export function callFormAnswer(failure: ApiFailure, fallback: string): { error?: string; fields: Record<string, string> } {
  const message = failure.kind === "refused" ? failure.error : fallback;
  return Object.values(failure.fields).includes(message) ? { fields: failure.fields } : { error: message, fields: failure.fields };
}
