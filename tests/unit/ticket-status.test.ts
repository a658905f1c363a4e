import { describe, expect, it } from "vitest";
import {
  staffMoves,
  staffStatusChange,
  statusAfterCustomerReply,
  statusAfterStaffReply,
  TICKET_STATUSES,
  ticketStatusLabel,
  ticketTakesReplies,
} from "@/lib/tickets/status";
import type { TicketStatus } from "@/lib/generated/prisma/enums";

const every = TICKET_STATUSES;

/** Every (from, to) pair staff may make, as "from→to". */
function allowedPairs(): string[] {
  return every.flatMap((from) => every.filter((to) => staffStatusChange(from, to).ok).map((to) => `${from}→${to}`));
}

describe("a ticket's states", () => {
  it("are the seed's four, named Open, In Progress, Resolved, Closed", () => {
    expect(every.map(ticketStatusLabel)).toEqual(["Open", "In Progress", "Resolved", "Closed"]);
  });
});

describe("staff's changes of status", () => {
  it("go on from open and in progress, back to open from any later state, and from closed only back to open", () => {
    expect(allowedPairs()).toEqual([
      "open→in_progress",
      "open→resolved",
      "open→closed",
      "in_progress→open",
      "in_progress→resolved",
      "in_progress→closed",
      "resolved→open",
      "resolved→closed",
      "closed→open",
    ]);
  });

  it("offer in the status form exactly the moves the rules allow", () => {
    for (const from of every) {
      expect([...staffMoves(from)].sort(), from).toEqual(every.filter((to) => staffStatusChange(from, to).ok).sort());
    }
    expect(staffMoves("closed")).toEqual(["open"]);
  });

  it("say why a move is refused", () => {
    expect(staffStatusChange("resolved", "resolved")).toEqual({ ok: false, reason: "This ticket is already Resolved." });
    expect(staffStatusChange("closed", "resolved")).toEqual({ ok: false, reason: "A closed ticket can only be reopened." });
    expect(staffStatusChange("resolved", "in_progress")).toEqual({ ok: false, reason: "A Resolved ticket cannot be marked In Progress." });
  });
});

describe("a customer's reply", () => {
  it("reopens a resolved ticket and leaves an open or in-progress one as it is", () => {
    const after = (status: TicketStatus) => statusAfterCustomerReply(status);
    expect(after("resolved")).toEqual({ ok: true, status: "open" });
    expect(after("open")).toEqual({ ok: true, status: "open" });
    expect(after("in_progress")).toEqual({ ok: true, status: "in_progress" });
  });

  it("is refused on a closed ticket, which is read-only", () => {
    expect(statusAfterCustomerReply("closed")).toEqual({
      ok: false,
      reason: "This ticket is closed, so it cannot be answered. Please open a new ticket if you need more help.",
    });
    expect(every.filter(ticketTakesReplies)).toEqual(["open", "in_progress", "resolved"]);
  });
});

describe("a staff reply", () => {
  it("takes up an open ticket (in progress) and leaves in progress and resolved as they are", () => {
    expect(statusAfterStaffReply("open")).toEqual({ ok: true, status: "in_progress" });
    expect(statusAfterStaffReply("in_progress")).toEqual({ ok: true, status: "in_progress" });
    expect(statusAfterStaffReply("resolved")).toEqual({ ok: true, status: "resolved" });
  });

  it("is refused on a closed ticket until staff reopen it", () => {
    expect(statusAfterStaffReply("closed")).toEqual({ ok: false, reason: "This ticket is closed: reopen it to reply." });
  });
});
