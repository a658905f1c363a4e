// The staff ticket page's forms (components/admin/ticket-reply-form.tsx, ticket-status-form.tsx): the reply
// goes to the ticket's messages and refreshes the page; the status form offers only the allowed moves (the
// first proposed) and sends the status the page showed, and a change someone made meanwhile (409) shows
// beside the select.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TicketReplyForm } from "@/components/admin/ticket-reply-form";
import { TicketStatusForm } from "@/components/admin/ticket-status-form";
import { jsonResponse, mockFetch } from "./support/fetch-mock";
import { router, toast } from "./support/module-mocks";

const fetchMock = mockFetch();
const user = () => userEvent.setup({ delay: null });

describe("the staff reply to a ticket", () => {
  it("says where it goes, sends it, empties the field and refreshes the page", async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: "2026-0042" }));
    render(<TicketReplyForm ticketId="2026-0042" customerEmail="dana@example.com" />);
    const field = screen.getByLabelText(/Reply to the customer/);
    expect(field.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("E-mailed to dana@example.com and shown in their portal's Support tab.")).toBeTruthy();

    const clicks = user();
    await clicks.type(field, "Tighten the collar a quarter turn.");
    await clicks.click(screen.getByRole("button", { name: "Send Reply" }));

    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/admin/tickets/2026-0042/messages");
    expect(JSON.parse(String(init?.body))).toEqual({ message: "Tighten the collar a quarter turn." });
    expect((field as HTMLTextAreaElement).value).toBe("");
    expect(toast.success).toHaveBeenCalledWith("Reply sent", { description: "E-mailed to dana@example.com and shown in their portal." });
  });

  it("shows a closed ticket's refusal next to the field, once", async () => {
    const closed = "This ticket is closed: reopen it to reply.";
    fetchMock.mockResolvedValue(jsonResponse(409, { error: closed, fields: { message: closed } }));
    render(<TicketReplyForm ticketId="2026-0042" customerEmail="dana@example.com" />);
    const clicks = user();
    await clicks.type(screen.getByLabelText(/Reply to the customer/), "Anything else?");
    await clicks.click(screen.getByRole("button", { name: "Send Reply" }));

    expect(await screen.findByText(closed)).toBeTruthy();
    expect(screen.getAllByText(closed)).toHaveLength(1);
    expect(screen.getByLabelText(/Reply to the customer/).getAttribute("aria-invalid")).toBe("true");
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it("says the reply was not sent when no answer comes", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    render(<TicketReplyForm ticketId="2026-0042" customerEmail="dana@example.com" />);
    const clicks = user();
    await clicks.type(screen.getByLabelText(/Reply to the customer/), "Hello");
    await clicks.click(screen.getByRole("button", { name: "Send Reply" }));
    expect((await screen.findByRole("alert")).textContent).toContain("The reply was not sent: check the connection and try again.");
  });
});

describe("the staff status form", () => {
  it("offers the moves from a resolved ticket, and sends the chosen one with the status the page showed", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: "2026-0042", status: "closed", statusLabel: "Closed" }));
    render(<TicketStatusForm ticketId="2026-0042" status="resolved" />);
    const select = screen.getByLabelText(/Change to/) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(["Closed", "Open (reopen)"]);

    const clicks = user();
    await clicks.selectOptions(select, "closed");
    await clicks.click(screen.getByRole("button", { name: "Change Status" }));

    await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/admin/tickets/2026-0042/status");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ status: "closed", from: "resolved" });
    expect(toast.success).toHaveBeenCalledWith("Ticket 2026-0042 is Closed");
  });

  it("proposes the first move from an open ticket: in progress", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: "2026-0042", status: "in_progress", statusLabel: "In Progress" }));
    render(<TicketStatusForm ticketId="2026-0042" status="open" />);
    expect((screen.getByLabelText(/Change to/) as HTMLSelectElement).value).toBe("in_progress");
    await user().click(screen.getByRole("button", { name: "Change Status" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Ticket 2026-0042 is In Progress"));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ status: "in_progress", from: "open" });
  });

  it("shows a change someone made meanwhile beside the select", async () => {
    const stale = "This ticket was changed meanwhile: it is Closed now, not Open. Reload the page to see it.";
    fetchMock.mockResolvedValue(jsonResponse(409, { error: stale, fields: { status: stale } }));
    render(<TicketStatusForm ticketId="2026-0042" status="open" />);
    const clicks = user();
    await clicks.selectOptions(screen.getByLabelText(/Change to/), "resolved");
    await clicks.click(screen.getByRole("button", { name: "Change Status" }));

    expect(await screen.findByText(stale)).toBeTruthy();
    expect(screen.getByLabelText(/Change to/).getAttribute("aria-invalid")).toBe("true");
    expect(router.refresh).not.toHaveBeenCalled();
  });
});
