// The portal dialog for component tests: a signed-in Dana whose session actions are mocks, a render inside
// it, and a ticket of hers that staff answered.
import { render } from "@testing-library/react";
import { vi } from "vitest";
import { PortalSessionProvider, type PortalSession } from "@/components/portal/portal-session";
import type { PortalTicketThread } from "@/lib/portal/schemas";

export function portalSession(): PortalSession {
  return {
    user: {
      id: "u1",
      email: "dana@example.com",
      firstName: "Dana",
      lastName: "Whitfield",
      createdAt: "2026-01-01T00:00:00.000Z",
      role: "customer",
    },
    sessionLost: vi.fn(),
    close: vi.fn(),
    signedOut: vi.fn(),
  };
}

/** Renders `ui` inside the portal's session. */
export function renderInPortal(ui: React.ReactElement, session: PortalSession) {
  return render(<PortalSessionProvider value={session}>{ui}</PortalSessionProvider>);
}

/** Ticket 2026-0042 about an order, with the customer's question and staff's answer. */
export const ANSWERED_TICKET: PortalTicketThread = {
  id: "2026-0042",
  subject: "Tote pump leaks",
  status: "In Progress",
  created: "2026-03-01T10:00:00.000Z",
  updated: "2026-03-01T12:00:00.000Z",
  order: { id: "order-1", orderNumber: "TZ-260301-7KQ4MX" },
  canReply: true,
  messages: [
    { id: 1, fromStaff: false, author: "You", body: "The pump drips at the seal.", created: "2026-03-01T10:00:00.000Z" },
    {
      id: 2,
      fromStaff: true,
      author: "Sam from Triple Zero Chemical Co.",
      body: "Tighten the collar.",
      created: "2026-03-01T12:00:00.000Z",
    },
  ],
};
