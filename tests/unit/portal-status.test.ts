import { describe, expect, it } from "vitest";
import { fieldErrors } from "@/lib/forms/zod-issues";
import { newTicketSchema } from "@/lib/portal/schemas";
import { orderStatus, PLACED_ORDER_STATUSES, ticketStatusLabel, ticketStatusTone } from "@/lib/portal/status";

describe("portal status colours (seed 000 §4)", () => {
  it("colours orders Delivered green, In Transit blue and any other gray, from their payment and their fulfilment", () => {
    expect(orderStatus("completed", "delivered")).toEqual({ label: "Delivered", tone: "green" });
    expect(orderStatus("completed", "shipped")).toEqual({ label: "In Transit", tone: "blue" });
    expect(orderStatus("completed", "partially_shipped")).toEqual({ label: "In Transit", tone: "blue" });
    expect(orderStatus("completed", "processing")).toEqual({ label: "Processing", tone: "gray" });
    expect(orderStatus("refunded", "delivered")).toEqual({ label: "Refunded", tone: "gray" });
  });

  it("names a paid order nothing has happened to yet Order Placed, and one taken back Refunded or Voided", () => {
    expect(orderStatus("completed", "unfulfilled")).toEqual({ label: "Order Placed", tone: "gray" });
    expect(orderStatus("refunded", "unfulfilled")).toEqual({ label: "Refunded", tone: "gray" });
    expect(orderStatus("voided", "unfulfilled")).toEqual({ label: "Voided", tone: "gray" });
  });

  it("lists only paid orders in the portal: a checkout that never got paid is no order", () => {
    expect([...PLACED_ORDER_STATUSES].sort()).toEqual(["completed", "partially_refunded", "refunded", "voided"]);
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
