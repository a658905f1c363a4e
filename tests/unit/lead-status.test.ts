// A lead's life (lib/leads/status.ts): new → contacted → quoted → won or lost, steps may be skipped,
// a quote may go back to contacted, won and lost reopen as contacted, nothing returns to new, and a lost
// lead says why in at most 500 characters.
import { describe, expect, it } from "vitest";
import { canMoveLead, LEAD_STATUSES, leadStatusChange, leadStatusLabel, MAX_LOST_REASON, nextLeadStatuses } from "@/lib/leads/status";

describe("the moves of a lead's status", () => {
  it("lists the statuses in the order a lead moves through them, by staff's words", () => {
    expect(LEAD_STATUSES.map(leadStatusLabel)).toEqual(["New", "Contacted", "Quoted", "Won", "Lost"]);
  });

  it("moves a new lead to any other status, skipping steps", () => {
    expect(nextLeadStatuses("new")).toEqual(["contacted", "quoted", "won", "lost"]);
  });

  it("moves a contacted lead on, and a quoted one on or back to contacted", () => {
    expect(nextLeadStatuses("contacted")).toEqual(["quoted", "won", "lost"]);
    expect(nextLeadStatuses("quoted")).toEqual(["contacted", "won", "lost"]);
  });

  it("reopens a won or lost lead as contacted, and nothing else", () => {
    expect(nextLeadStatuses("won")).toEqual(["contacted"]);
    expect(nextLeadStatuses("lost")).toEqual(["contacted"]);
    expect(canMoveLead("won", "lost")).toBe(false);
    expect(canMoveLead("lost", "won")).toBe(false);
  });

  it("never moves a lead back to new, nor to the status it has", () => {
    for (const from of LEAD_STATUSES) {
      expect(canMoveLead(from, "new"), from).toBe(false);
      expect(canMoveLead(from, from), from).toBe(false);
    }
  });
});

describe("a status change", () => {
  it("marks a new lead contacted, with no reason", () => {
    expect(leadStatusChange("new", "contacted")).toEqual({ ok: true, status: "contacted", lostReason: null });
  });

  it("marks a quoted lead lost with its reason, trimmed", () => {
    expect(leadStatusChange("quoted", "lost", "  Went with a cheaper hazmat acid  ")).toEqual({
      ok: true,
      status: "lost",
      lostReason: "Went with a cheaper hazmat acid",
    });
  });

  it("refuses a lost lead without a reason, or with a blank one, naming lostReason", () => {
    for (const reason of [undefined, null, "", "   "]) {
      expect(leadStatusChange("contacted", "lost", reason)).toEqual({
        ok: false,
        status: 400,
        field: "lostReason",
        message: "Say why the lead was lost",
      });
    }
  });

  it("takes a reason of 500 characters and refuses 501", () => {
    expect(leadStatusChange("new", "lost", "x".repeat(MAX_LOST_REASON))).toMatchObject({ ok: true });
    expect(leadStatusChange("new", "lost", "x".repeat(MAX_LOST_REASON + 1))).toEqual({
      ok: false,
      status: 400,
      field: "lostReason",
      message: "Use at most 500 characters",
    });
  });

  it("refuses a reason with any status but lost", () => {
    expect(leadStatusChange("new", "won", "because")).toMatchObject({ ok: false, status: 400, field: "lostReason" });
  });

  it("clears the reason when a lost lead is reopened", () => {
    expect(leadStatusChange("lost", "contacted")).toEqual({ ok: true, status: "contacted", lostReason: null });
  });

  it("answers 409 naming status for a move the status does not allow", () => {
    expect(leadStatusChange("won", "quoted")).toEqual({
      ok: false,
      status: 409,
      field: "status",
      message: "A lead that is won cannot be marked quoted",
    });
    expect(leadStatusChange("contacted", "contacted")).toEqual({
      ok: false,
      status: 409,
      field: "status",
      message: "The lead is already contacted",
    });
  });
});
