import { describe, expect, it } from "vitest";
import { fieldErrors } from "@/lib/forms/zod-issues";
import { newTicketSchema } from "@/lib/portal/schemas";
import { orderStatusLabel, orderStatusTone, PLACED_ORDER_STATUSES, ticketStatusLabel, ticketStatusTone } from "@/lib/portal/status";

describe("portal status colours (seed 000 §4)", () => {
  it("colours orders Delivered green, In Transit blue and any other gray", () => {
    expect(orderStatusTone("Delivered")).toBe("green");
    expect(orderStatusTone("In Transit")).toBe("blue");
    expect(orderStatusTone("Refunded")).toBe("gray");
    expect(orderStatusTone("Something else")).toBe("gray");
  });

  it("names our order states for customers: paid orders green, unpaid blue, taken back gray", () => {
    expect([orderStatusLabel("completed"), orderStatusTone(orderStatusLabel("completed"))]).toEqual(["Completed", "green"]);
    expect([orderStatusLabel("pending"), orderStatusTone(orderStatusLabel("pending"))]).toEqual(["Processing", "blue"]);
    expect([orderStatusLabel("refunded"), orderStatusTone(orderStatusLabel("refunded"))]).toEqual(["Refunded", "gray"]);
    expect([orderStatusLabel("voided"), orderStatusTone(orderStatusLabel("voided"))]).toEqual(["Cancelled", "gray"]);
  });

  it("lists only paid orders in the portal: a checkout that never got paid is no order", () => {
    expect([...PLACED_ORDER_STATUSES].sort()).toEqual(["completed", "refunded", "voided"]);
  });

  it("colours tickets Resolved green, In Progress yellow, other gray", () => {
    expect(ticketStatusLabel("resolved")).toBe("Resolved");
    expect(ticketStatusLabel("in_progress")).toBe("In Progress");
    expect(ticketStatusLabel("open")).toBe("Open");
    expect(ticketStatusLabel("closed")).toBe("Closed");
    expect(["Resolved", "In Progress", "Open", "Closed"].map(ticketStatusTone)).toEqual(["green", "yellow", "gray", "gray"]);
  });
});

describe("the new-ticket input", () => {
  it("trims subject and message", () => {
    expect(newTicketSchema.parse({ subject: "  Late pail  ", message: "  It came a day late.  " })).toEqual({
      subject: "Late pail",
      message: "It came a day late.",
    });
  });

  it("names each bad field once", () => {
    const result = newTicketSchema.safeParse({ subject: " a ", message: 5 });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error)).toEqual({ subject: "Subject needs at least 3 characters", message: "Message is required" });
  });
});
