// The browser's side of the customer portal: the calls of seed 000 §7 with its error rule (a non-OK
// answer raises "status: body"), and the current-user lookup where a 401 means signed out. Client-safe.
import { sendAction } from "@/lib/http/idempotent-fetch";
import type { TicketMessageInput } from "@/lib/tickets/schemas";
import type {
  NewTicketInput,
  PortalDocument,
  PortalOrder,
  PortalStats,
  PortalTicket,
  PortalTicketThread,
  ReorderResponse,
} from "./schemas";

/** GET /api/auth/user */
export type PortalUser = { id: string; email: string; firstName: string; lastName: string; createdAt: string; role: "customer" | "staff" };

export class PortalCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's { error, fields } when it sent them. */
  get details(): { error?: string; fields?: Record<string, string> } {
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown; fields?: unknown };
      return {
        error: typeof parsed.error === "string" ? parsed.error : undefined,
        fields: parsed.fields && typeof parsed.fields === "object" ? (parsed.fields as Record<string, string>) : undefined,
      };
    } catch {
      return {};
    }
  }
}

export const isUnauthorized = (error: unknown) => error instanceof PortalCallError && error.status === 401;

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await sendAction(path, {
    method: body === undefined ? "GET" : "POST",
    credentials: "include",
    cache: "no-store",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new PortalCallError(response.status, await response.text(), response.statusText);
  return (await response.json()) as T;
}

/** The signed-in user, or null when signed out (a 401 is an answer here, not an error). */
export async function fetchCurrentUser(): Promise<PortalUser | null> {
  try {
    return await call<PortalUser>("/api/auth/user");
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

export const fetchOrders = () => call<PortalOrder[]>("/api/customer/orders");
export const fetchTickets = () => call<PortalTicket[]>("/api/customer/tickets");
export const fetchStats = () => call<PortalStats>("/api/customer/stats");
export const fetchDocuments = () => call<PortalDocument[]>("/api/customer/documents");
export const openTicket = (input: NewTicketInput) => call<PortalTicket>("/api/customer/tickets", input);
const ticketPath = (id: string) => `/api/customer/tickets/${encodeURIComponent(id)}`;
export const fetchTicket = (id: string) => call<PortalTicketThread>(ticketPath(id));
export const replyToTicket = (id: string, input: TicketMessageInput) => call<PortalTicketThread>(`${ticketPath(id)}/messages`, input);
export const reorder = (orderId: string) => call<ReorderResponse>(`/api/customer/orders/${encodeURIComponent(orderId)}/reorder`, {});

/** The message of a failed call for a toast or an alert: the server's `error` when it sent one. */
export function callErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof PortalCallError) return error.details.error ?? fallback;
  return fallback;
}

/**
 * A failed form submit as the form shows it: the field errors, and the server's message (or `fallback`)
 * unless it only repeats one of them.
 */
export function callFormAnswer(error: unknown, fallback: string): { error?: string; fields: Record<string, string> } {
  const fields = (error instanceof PortalCallError && error.details.fields) || {};
  const message = callErrorMessage(error, fallback);
  return Object.values(fields).includes(message) ? { fields } : { error: message, fields };
}
