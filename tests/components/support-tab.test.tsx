// The portal's Support tab (components/portal/support-tab.tsx): a ticket's subject opens it (the thread is
// read then), a staff answer reads as the company's, the reply form is there for an open ticket and a
// closed one says why it cannot be answered; "All tickets" goes back to the list.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SupportTab } from "@/components/portal/support-tab";
import { jsonResponse, mockFetch } from "./support/fetch-mock";
import { ANSWERED_TICKET, portalSession, renderInPortal } from "./support/portal";

const fetchMock = mockFetch();
const session = portalSession();

const { messages: _messages, canReply: _canReply, ...TICKET } = ANSWERED_TICKET;
const THREAD = ANSWERED_TICKET;

function renderTab(initialTicketId: string | null = null) {
  renderInPortal(
    <SupportTab
      state={{ status: "ready", data: [TICKET] }}
      orders={[]}
      initialTicketId={initialTicketId}
      onRetry={vi.fn()}
      onCreated={vi.fn()}
      onChanged={vi.fn()}
    />,
    session,
  );
  return userEvent.setup({ delay: null });
}

describe("the Support tab's tickets", () => {
  it("open from their subject: the thread with the company's answer, the order, and the reply form", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, THREAD));
    const user = renderTab();
    const [opener] = screen.getAllByRole("button", { name: "Open ticket 2026-0042: Tote pump leaks" });
    await user.click(opener!);

    const messages = await screen.findByRole("list", { name: "Messages of ticket 2026-0042" });
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/customer/tickets/2026-0042");
    const items = within(messages).getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("data-from"))).toEqual(["customer", "staff"]);
    expect(items[1]!.textContent).toContain("Sam from Triple Zero Chemical Co.");
    expect(items[1]!.textContent).toContain("Tighten the collar.");
    expect(screen.getByRole("link", { name: "TZ-260301-7KQ4MX" }).getAttribute("href")).toBe("/account/orders/TZ-260301-7KQ4MX");
    expect(screen.getByLabelText(/Your reply/)).toBeTruthy();
    expect(document.activeElement?.id).toBe("portal-ticket-heading");
  });

  it("say a closed ticket cannot be answered, with no reply form", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...THREAD, status: "Closed", canReply: false }));
    renderTab("2026-0042");
    expect((await screen.findByTestId("ticket-closed")).textContent).toContain("This ticket is closed");
    expect(screen.queryByLabelText(/Your reply/)).toBeNull();
  });

  it("say when the ticket could not be read, and go back to the list", async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { error: "Ticket not found" }));
    const user = renderTab("2026-0042");
    expect((await screen.findByRole("alert")).textContent).toContain("Ticket not found");
    await user.click(screen.getByRole("button", { name: "All tickets" }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Support Tickets" })).toBeTruthy());
    expect(screen.getAllByRole("button", { name: /^Open ticket 2026-0042/ }).length).toBeGreaterThan(0);
  });
});
