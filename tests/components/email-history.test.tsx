// An order's e-mail history (components/admin/email-history.tsx): each message's status in staff's words,
// the reason beside a failed or retrying one, and Resend, which is disabled while it runs, says so in a
// toast and re-reads the page, or says why it could not.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EmailHistory } from "@/components/admin/email-history";
import type { EmailRow } from "@/lib/email/staff-view";
import { jsonResponse, mockFetch } from "./support/fetch-mock";
import { router, toast } from "./support/module-mocks";

const fetchMock = mockFetch();

const email = (id: number, fields: Partial<EmailRow>): EmailRow => ({
  id,
  to: "pat@example.com",
  subject: `Message ${id}`,
  status: "sent",
  error: null,
  attempts: 1,
  lastAttemptAt: new Date("2026-03-02T10:00:00Z"),
  createdAt: new Date("2026-03-02T10:00:00Z"),
  sentAt: new Date("2026-03-02T10:00:05Z"),
  related: { type: "Order", id: "ord_1", label: "Order TZ-1001", href: "/admin-orders/ord_1" },
  resentFromId: null,
  ...fields,
});

const entry = (subject: string) => screen.getByText(subject).closest("li") as HTMLElement;

describe("an order's e-mail history", () => {
  it("shows each status in staff's words, with the reason of a failed message and of a queued one being retried", () => {
    render(
      <EmailHistory
        emails={[
          email(6, {
            subject: "Resent confirmation",
            status: "queued",
            error: "Attempt 2 failed: connect ECONNREFUSED.",
            attempts: 2,
            resentFromId: 5,
          }),
          email(5, { subject: "Confirmation", status: "failed", error: "550 mailbox unavailable", attempts: 6 }),
          email(4, { subject: "Staff notice", status: "sent" }),
          email(3, { subject: "Shipping news", status: "written" }),
          email(2, { subject: "Being sent", status: "sending" }),
          email(1, { subject: "Just queued", status: "queued", attempts: 0 }),
        ]}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "E-mails" })).toBeTruthy();
    expect(screen.getAllByTestId("email-status").map((badge) => badge.textContent)).toEqual([
      "Queued",
      "Failed",
      "Sent",
      "Saved to outbox",
      "Sending",
      "Queued",
    ]);
    expect(within(entry("Resent confirmation")).getByTestId("email-status-detail").textContent).toBe(
      "Attempt 2 failed: connect ECONNREFUSED, retrying",
    );
    expect(within(entry("Resent confirmation")).getByText(/resend of #5/)).toBeTruthy();
    expect(within(entry("Confirmation")).getByTestId("email-status-detail").textContent).toBe("550 mailbox unavailable");
    // Only a failed or retrying message has a reason beside it.
    expect(screen.getAllByTestId("email-status-detail")).toHaveLength(2);
    expect(within(entry("Just queued")).getByText(/0 attempts/)).toBeTruthy();
    expect(within(entry("Staff notice")).getByText(/1 attempt$/)).toBeTruthy();
  });

  it("says so when nothing has been sent yet", () => {
    render(<EmailHistory emails={[]} />);
    expect(screen.getByText("No e-mails have been sent about this yet.")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("resends a message: disabled while it runs, then a toast and the page read again", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup({ delay: null });
    render(<EmailHistory emails={[email(5, { subject: "Confirmation", status: "failed", error: "refused" })]} />);

    const button = screen.getByRole("button", { name: "Resend “Confirmation” to pat@example.com" }) as HTMLButtonElement;
    await user.click(button);
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain("Resending…");
    await user.click(button); // a second click while the first runs sends nothing
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/emails/5/resend");
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: "POST" });

    answer(jsonResponse(200, { success: true, email: { id: 9, status: "queued" } }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith("E-mail queued again", { description: "To pat@example.com" }));
    expect(router.refresh).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(button.disabled).toBe(false));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says why a resend failed, and leaves the page as it is", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { error: "E-mail not found", fields: { id: "No e-mail has this id" } }));
    const user = userEvent.setup({ delay: null });
    render(<EmailHistory emails={[email(5, { subject: "Confirmation" })]} />);
    await user.click(screen.getByRole("button", { name: /^Resend/ }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("The e-mail could not be queued again", { description: "E-mail not found" }),
    );
    expect(router.refresh).not.toHaveBeenCalled();
    // The toast comes first; the button is enabled again once the request's work is over.
    await vi.waitFor(() => expect((screen.getByRole("button", { name: /^Resend/ }) as HTMLButtonElement).disabled).toBe(false));
  });
});
