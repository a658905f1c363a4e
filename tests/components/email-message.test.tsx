// One message on its staff page (components/admin/email-message.tsx): the subject, the delivery, the
// headers and the text as sent, where a link that opened an account shows as its marker.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmailMessage } from "@/components/admin/email-message";
import type { EmailMessageView } from "@/lib/email/staff-view";

const reset: EmailMessageView = {
  id: 42,
  to: "kim@example.com",
  subject: "Reset your Triple Zero Chemical Co. password",
  status: "written",
  error: null,
  attempts: 2,
  lastAttemptAt: new Date("2026-03-02T10:02:00Z"),
  createdAt: new Date("2026-03-02T10:00:00Z"),
  sentAt: new Date("2026-03-02T10:02:01Z"),
  related: { type: "User", id: "usr_1", label: "User usr_1", href: null },
  resentFromId: 41,
  text: "Hello Kim,\n\nChoose a new password here:\n\n[reset link, not kept]\n\nThe link works once and for 30 minutes.",
  hasHtml: false,
  replyTo: null,
  fromName: null,
  messageId: "<0b6d…@www.triplezero.example>",
  priority: "urgent",
};

describe("an e-mail's staff page", () => {
  it("shows the message as sent, with the marker where the reset link was, and how it was delivered", () => {
    render(<EmailMessage email={reset} />);
    expect(screen.getByRole("heading", { level: 1, name: reset.subject })).toBeTruthy();
    expect(screen.getByTestId("email-text").textContent).toBe(reset.text);
    expect(screen.getByTestId("email-status").textContent).toBe("Saved to outbox");
    expect(screen.getByText("Urgent (goes first)")).toBeTruthy();
    expect(screen.getByText(reset.messageId!)).toBeTruthy();
    expect(screen.getByRole("link", { name: "#41" }).getAttribute("href")).toBe("/admin/emails/41");
    expect(screen.getByRole("button", { name: /resend/i })).toBeTruthy();
  });
});
