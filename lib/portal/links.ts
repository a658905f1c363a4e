// The address that opens the portal dialog at one ticket of the Support tab, for the e-mail that tells a
// customer staff answered: any page with ?portal=support&ticket=2026-0042 opens it (after sign-in when
// signed out). Pure and client-safe: the header's portal reads it back.
import { TICKET_ID_PATTERN } from "@/lib/tickets/id";

const PORTAL_PARAM = "portal";
const TICKET_PARAM = "ticket";

/** The home page with the portal open at the ticket. */
export function portalTicketPath(ticketId: string): string {
  return `/?${new URLSearchParams({ [PORTAL_PARAM]: "support", [TICKET_PARAM]: ticketId })}`;
}

export type PortalLink = { tab: "support"; ticketId: string | null };

/** What a page's query string asks the portal to show; null when it asks nothing (or nonsense). */
export function readPortalLink(search: string): PortalLink | null {
  const params = new URLSearchParams(search);
  if (params.get(PORTAL_PARAM) !== "support") return null;
  const ticketId = params.get(TICKET_PARAM);
  return { tab: "support", ticketId: ticketId && TICKET_ID_PATTERN.test(ticketId) ? ticketId : null };
}

/** The query string without the portal's parameters, once the portal has read them. */
export function withoutPortalLink(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(PORTAL_PARAM);
  params.delete(TICKET_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
