// The customer's reply in the portal's ticket view (components/portal/ticket-reply-form.tsx): checked here,
// sent to the ticket's messages, handed back as the new thread; a closed ticket's refusal (409) shows
// beside the field; a lost session goes to the portal.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TicketReplyForm } from "@/components/portal/ticket-reply-form";
import type { PortalTicketThread } from "@/lib/portal/schemas";
import { jsonResponse, mockFetch } from "./support/fetch-mock";
import { ANSWERED_TICKET, portalSession, renderInPortal } from "./support/portal";
import { toast } from "./support/module-mocks";

const fetchMock = mockFetch();
const session = portalSession();

// After the reply: the thread with it at the end, open (again, when it was resolved).
const THREAD: PortalTicketThread = {
  ...ANSWERED_TICKET,
  status: "Open",
  updated: "2026-03-02T10:00:00.000Z",
  messages: [
    ...ANSWERED_TICKET.messages,
    { id: 3, fromStaff: false, author: "You", body: "It still drips.", created: "2026-03-02T10:00:00.000Z" },
  ],
};

const CLOSED = "This ticket is closed, so it cannot be answered. Please open a new ticket if you need more help.";

function renderForm(reopens = false) {
  const onReplied = vi.fn();
  renderInPortal(<TicketReplyForm ticketId="2026-0042" reopens={reopens} onReplied={onReplied} />, session);
  return { onReplied, user: userEvent.setup({ delay: null }) };
}

async function send(user: ReturnType<typeof userEvent.setup>, text: string) {
  if (text) await user.type(screen.getByLabelText(/Your reply/), text);
  await user.click(screen.getByRole("button", { name: "Send Reply" }));
}

describe("the portal's reply in a ticket", () => {
  it("says an empty reply needs a message next to the field, and sends nothing", async () => {
    const { user } = renderForm();
    await send(user, "");
    expect(await screen.findByText("Write your message")).toBeTruthy();
    expect(screen.getByLabelText(/Your reply/).getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the reply to the ticket's messages, empties the field and hands the new thread over", async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, THREAD));
    const { user, onReplied } = renderForm();
    await send(user, "It still drips.");

    await waitFor(() => expect(onReplied).toHaveBeenCalledWith(THREAD));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/customer/tickets/2026-0042/messages");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ message: "It still drips." });
    expect((screen.getByLabelText(/Your reply/) as HTMLTextAreaElement).value).toBe("");
    expect(toast.success).toHaveBeenCalledWith("Reply sent", { description: "Our team will answer ticket 2026-0042." });
  });

  it("warns that replying reopens a resolved ticket, and says it is open again", async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, THREAD));
    const { user } = renderForm(true);
    expect(screen.getByText("This ticket is resolved: replying opens it again.")).toBeTruthy();
    await send(user, "It still drips.");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Reply sent", { description: "Ticket 2026-0042 is open again." }));
  });

  it("shows a closed ticket's refusal once, next to the field, keeping what was typed", async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { error: CLOSED, fields: { message: CLOSED } }));
    const { user, onReplied } = renderForm();
    await send(user, "One more thing.");

    expect(await screen.findByText(CLOSED)).toBeTruthy();
    expect(screen.getAllByText(CLOSED)).toHaveLength(1);
    expect((screen.getByLabelText(/Your reply/) as HTMLTextAreaElement).value).toBe("One more thing.");
    expect(onReplied).not.toHaveBeenCalled();
  });

  it("says the reply was not sent when the network fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const { user } = renderForm();
    await send(user, "It still drips.");
    expect((await screen.findByRole("alert")).textContent).toContain("Your reply was not sent. Please try again.");
  });

  it("hands a lost session to the portal instead of showing an error", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: "Unauthorized" }));
    const { user } = renderForm();
    await send(user, "It still drips.");
    await waitFor(() => expect(session.sessionLost).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
