import { describe, expect, it } from "vitest";
import {
  availableFulfilmentActions,
  canVoid,
  carrierLabel,
  CARRIERS,
  customerStatusLabel,
  customerStatusTone,
  FULFILMENT_STATES,
  fulfilmentAfter,
  fulfilmentLabel,
  normaliseTrackingNumber,
  remainingToShip,
  trackingReferenceLabel,
  trackingUrl,
  validateShipment,
  validateTrackingNumber,
  type FulfilmentActionType,
  type FulfilmentResult,
  type FulfilmentState,
  type PaymentState,
} from "@/lib/orders/fulfilment-rules";

const PAYMENTS: PaymentState[] = ["pending", "completed", "partially_refunded", "voided", "refunded", "failed", "abandoned"];
const PAID: PaymentState[] = ["completed", "partially_refunded"];

const ok = (state: FulfilmentState): FulfilmentResult => ({ ok: true, state });
const no = (reason: string): FulfilmentResult => ({ ok: false, reason });

// What a paid order does under each action. Adding a shipment is listed twice: one that leaves units
// behind and one that sends the last of them.
type Move = FulfilmentActionType | "add_partial_shipment" | "add_final_shipment";
const ALREADY_DELIVERED = no("This order is already delivered.");
const PAID_MOVES: Record<FulfilmentState, Record<Exclude<Move, "add_shipment">, FulfilmentResult>> = {
  unfulfilled: {
    mark_processing: ok("processing"),
    add_partial_shipment: ok("partially_shipped"),
    add_final_shipment: ok("shipped"),
    mark_delivered: no("This order has not shipped yet."),
  },
  processing: {
    mark_processing: no("This order is already being processed."),
    add_partial_shipment: ok("partially_shipped"),
    add_final_shipment: ok("shipped"),
    mark_delivered: no("This order has not shipped yet."),
  },
  partially_shipped: {
    mark_processing: no("Part of this order has already shipped."),
    add_partial_shipment: ok("partially_shipped"),
    add_final_shipment: ok("shipped"),
    mark_delivered: no("Part of this order has not shipped yet."),
  },
  shipped: {
    mark_processing: no("This order has already shipped."),
    add_partial_shipment: no("Every item on this order has already shipped."),
    add_final_shipment: no("Every item on this order has already shipped."),
    mark_delivered: ok("delivered"),
  },
  delivered: {
    mark_processing: ALREADY_DELIVERED,
    add_partial_shipment: ALREADY_DELIVERED,
    add_final_shipment: ALREADY_DELIVERED,
    mark_delivered: ALREADY_DELIVERED,
  },
};

// An order not paid for (or paid back) refuses every action, whatever its fulfilment says.
const UNPAID_REFUSAL: Record<string, Record<FulfilmentActionType, string>> = {
  voided: {
    mark_processing: "A voided order cannot be processed.",
    add_shipment: "A voided order cannot be shipped.",
    mark_delivered: "A voided order cannot be delivered.",
  },
  refunded: {
    mark_processing: "A refunded order cannot be processed.",
    add_shipment: "A refunded order cannot be shipped.",
    mark_delivered: "A refunded order cannot be delivered.",
  },
  pending: {
    mark_processing: "This order is not paid yet, so it cannot be processed.",
    add_shipment: "This order is not paid yet, so it cannot be shipped.",
    mark_delivered: "This order is not paid yet, so it cannot be delivered.",
  },
  failed: {
    mark_processing: "This order's payment failed, so it cannot be processed.",
    add_shipment: "This order's payment failed, so it cannot be shipped.",
    mark_delivered: "This order's payment failed, so it cannot be delivered.",
  },
  abandoned: {
    mark_processing: "An abandoned order cannot be processed.",
    add_shipment: "An abandoned order cannot be shipped.",
    mark_delivered: "An abandoned order cannot be delivered.",
  },
};

function act(payment: PaymentState, fulfilment: FulfilmentState, move: Exclude<Move, "add_shipment">): FulfilmentResult {
  const current = { payment, fulfilment };
  if (move === "add_partial_shipment") return fulfilmentAfter(current, { type: "add_shipment", completesOrder: false });
  if (move === "add_final_shipment") return fulfilmentAfter(current, { type: "add_shipment", completesOrder: true });
  return fulfilmentAfter(current, { type: move });
}

const MOVES = ["mark_processing", "add_partial_shipment", "add_final_shipment", "mark_delivered"] as const;
const CASES = PAYMENTS.flatMap((payment) =>
  FULFILMENT_STATES.flatMap((fulfilment) =>
    MOVES.map((move) => {
      const action = move === "add_partial_shipment" || move === "add_final_shipment" ? "add_shipment" : move;
      const expected = PAID.includes(payment) ? PAID_MOVES[fulfilment][move] : no(UNPAID_REFUSAL[payment]![action]);
      return { payment, fulfilment, move, expected };
    }),
  ),
);

describe("fulfilment transitions", () => {
  it("covers every payment, fulfilment and action", () => {
    expect(CASES).toHaveLength(7 * 5 * 4);
  });

  it.each(CASES)("$payment, $fulfilment: $move", ({ payment, fulfilment, move, expected }) => {
    expect(act(payment, fulfilment, move)).toEqual(expected);
  });

  it("walks a paid order from unfulfilled to delivered, one shipment at a time", () => {
    let state: FulfilmentState = "unfulfilled";
    for (const action of [
      { type: "mark_processing" },
      { type: "add_shipment", completesOrder: false },
      { type: "add_shipment", completesOrder: false },
      { type: "add_shipment", completesOrder: true },
      { type: "mark_delivered" },
    ] as const) {
      const result = fulfilmentAfter({ payment: "completed", fulfilment: state }, action);
      if (!result.ok) throw new Error(result.reason);
      state = result.state;
    }
    expect(state).toBe("delivered");
  });
});

describe("the fulfilment buttons staff see", () => {
  it("offers what a paid order may do next", () => {
    for (const payment of PAID) {
      const actions = (fulfilment: FulfilmentState) => availableFulfilmentActions({ payment, fulfilment });
      expect(actions("unfulfilled")).toEqual(["mark_processing", "add_shipment"]);
      expect(actions("processing")).toEqual(["add_shipment"]);
      expect(actions("partially_shipped")).toEqual(["add_shipment"]);
      expect(actions("shipped")).toEqual(["mark_delivered"]);
      expect(actions("delivered")).toEqual([]);
    }
  });

  it("offers nothing on an order that is unpaid, voided or refunded", () => {
    for (const payment of ["pending", "failed", "abandoned", "voided", "refunded"] as const) {
      for (const fulfilment of FULFILMENT_STATES) expect(availableFulfilmentActions({ payment, fulfilment })).toEqual([]);
    }
  });
});

describe("voiding and fulfilment", () => {
  it("lets an order be voided until something ships, then only refunded", () => {
    expect(FULFILMENT_STATES.filter(canVoid)).toEqual(["unfulfilled", "processing"]);
  });
});

describe("shipments", () => {
  // Three lines: 2 drums nothing shipped, 5 pails 3 shipped, 1 case all shipped.
  const lines = [
    { itemId: 11, ordered: 2, shipped: 0 },
    { itemId: 12, ordered: 5, shipped: 3 },
    { itemId: 13, ordered: 1, shipped: 1 },
  ];

  it("says what is left to ship", () => {
    expect(remainingToShip(lines)).toEqual([
      { itemId: 11, remaining: 2 },
      { itemId: 12, remaining: 2 },
    ]);
    expect(remainingToShip([{ itemId: 1, ordered: 4, shipped: 4 }])).toEqual([]);
    // More recorded as shipped than ordered leaves nothing, not a negative amount.
    expect(remainingToShip([{ itemId: 1, ordered: 4, shipped: 6 }])).toEqual([]);
  });

  it("accepts part of what is left, leaving out lines of 0", () => {
    expect(
      validateShipment(lines, [
        { itemId: 11, quantity: 1 },
        { itemId: 12, quantity: 0 },
        { itemId: 13, quantity: 0 },
      ]),
    ).toEqual({ ok: true, items: [{ itemId: 11, quantity: 1 }], completesOrder: false });
  });

  it("says when a shipment sends the last units of the order", () => {
    expect(
      validateShipment(lines, [
        { itemId: 12, quantity: 2 },
        { itemId: 11, quantity: 2 },
      ]),
    ).toEqual({
      ok: true,
      items: [
        { itemId: 12, quantity: 2 },
        { itemId: 11, quantity: 2 },
      ],
      completesOrder: true,
    });
  });

  it("merges an item listed twice, in the place it first appears", () => {
    expect(
      validateShipment(lines, [
        { itemId: 12, quantity: 1 },
        { itemId: 11, quantity: 2 },
        { itemId: 12, quantity: 1 },
      ]),
    ).toEqual({
      ok: true,
      items: [
        { itemId: 12, quantity: 2 },
        { itemId: 11, quantity: 2 },
      ],
      completesOrder: true,
    });
  });

  it("refuses more than is left, on the line that asks for it", () => {
    expect(
      validateShipment(lines, [
        { itemId: 11, quantity: 1 },
        { itemId: 12, quantity: 3 },
      ]),
    ).toEqual({
      ok: false,
      fields: { "items.1.quantity": "Only 2 of this item are left to ship." },
    });
    expect(validateShipment([{ itemId: 7, ordered: 3, shipped: 2 }], [{ itemId: 7, quantity: 2 }])).toEqual({
      ok: false,
      fields: { "items.0.quantity": "Only 1 of this item is left to ship." },
    });
    expect(validateShipment(lines, [{ itemId: 13, quantity: 1 }])).toEqual({
      ok: false,
      fields: { "items.0.quantity": "This item has already shipped in full." },
    });
  });

  it("counts an item listed twice together against what is left, reporting its first line", () => {
    expect(
      validateShipment(lines, [
        { itemId: 11, quantity: 1 },
        { itemId: 12, quantity: 1 },
        { itemId: 12, quantity: 2 },
      ]),
    ).toEqual({ ok: false, fields: { "items.1.quantity": "Only 2 of this item are left to ship." } });
  });

  it("refuses an empty shipment", () => {
    const nothing = { ok: false, fields: { items: "Choose at least one item to ship." } };
    expect(validateShipment(lines, [])).toEqual(nothing);
    expect(validateShipment(lines, [{ itemId: 11, quantity: 0 }])).toEqual(nothing);
  });

  it("refuses an item that is not on the order, and quantities that are not whole and positive", () => {
    expect(
      validateShipment(lines, [
        { itemId: 99, quantity: 1 },
        { itemId: 11, quantity: -1 },
        { itemId: 12, quantity: 1.5 },
        { itemId: 12, quantity: Number.NaN },
      ]),
    ).toEqual({
      ok: false,
      fields: {
        "items.0.itemId": "This item is not on the order.",
        "items.1.quantity": "Enter a whole number of 0 or more.",
        "items.2.quantity": "Enter a whole number of 0 or more.",
        "items.3.quantity": "Enter a whole number of 0 or more.",
      },
    });
  });
});

describe("carriers and tracking links", () => {
  it("ships by UPS, FedEx, USPS or freight", () => {
    expect(CARRIERS.map(carrierLabel)).toEqual(["UPS", "FedEx", "USPS", "Freight"]);
    expect(trackingReferenceLabel("ups")).toBe("Tracking number");
    expect(trackingReferenceLabel("freight")).toBe("Bill of lading number");
  });

  it("links each parcel carrier's public tracking page", () => {
    expect(trackingUrl("ups", "1Z999AA10123456784")).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(trackingUrl("fedex", "123456789012")).toBe("https://www.fedex.com/fedextrack/?trknbr=123456789012");
    expect(trackingUrl("usps", "9400111899223197428490")).toBe(
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490",
    );
  });

  it("links the number as stored, and encodes what would break the link", () => {
    expect(trackingUrl("ups", " 1z 999aa1 0123456784 ")).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(trackingUrl("ups", "AB&C=D#1")).toBe("https://www.ups.com/track?tracknum=AB%26C%3DD%231");
  });

  it("has no link for freight, nor for a missing number", () => {
    expect(trackingUrl("freight", "BOL-123456")).toBeNull();
    expect(trackingUrl("fedex", "  ")).toBeNull();
  });
});

describe("tracking numbers", () => {
  it("strips spaces and upper-cases letters", () => {
    expect(normaliseTrackingNumber(" 1z 999 aa1\t0123456784\n")).toBe("1Z999AA10123456784");
    expect(normaliseTrackingNumber("bol-42")).toBe("BOL-42");
  });

  it.each([
    ["ups", "1Z999AA10123456784", "1Z999AA10123456784"],
    ["ups", "1z 999 aa1 01 2345 6784", "1Z999AA10123456784"],
    ["ups", "MI123456789", "MI123456789"],
    ["fedex", "1234 5678 9012", "123456789012"],
    ["fedex", "123456789012345", "123456789012345"],
    ["fedex", "12345678901234567890", "12345678901234567890"],
    ["fedex", "1234567890123456789012", "1234567890123456789012"],
    ["usps", "9400 1118 9922 3197 4284 90", "9400111899223197428490"],
    ["usps", "94001118992231974284", "94001118992231974284"],
    ["usps", "ea123456789us", "EA123456789US"],
    ["freight", "bol-2024-00017", "BOL-2024-00017"],
    ["freight", "A1B", "A1B"],
  ] as const)("accepts %s %s", (carrier, typed, stored) => {
    expect(validateTrackingNumber(carrier, typed)).toEqual({ ok: true, value: stored });
  });

  const UPS = "Enter a UPS tracking number: 1Z and 16 letters or digits, or 9 to 30 letters and digits.";
  const FEDEX = "Enter a FedEx tracking number: 12, 15, 20 or 22 digits.";
  const USPS = "Enter a USPS tracking number: 20 to 22 digits, or 2 letters, 9 digits and US.";
  const FREIGHT = "Enter a bill of lading number: 3 to 40 letters, digits and dashes.";

  it.each([
    // A 1Z label number a character short: too long for the short form to excuse it.
    ["ups", "1Z999AA1012345678", UPS],
    ["ups", "12345678", UPS],
    ["ups", "1Z999AA1-0123456784", UPS],
    ["ups", "1".repeat(31), UPS],
    ["fedex", "12345678901", FEDEX],
    ["fedex", "1234567890123", FEDEX],
    ["fedex", "12345678901A", FEDEX],
    ["usps", "9400111899223197428", USPS],
    ["usps", "94001118992231974284901", USPS],
    ["usps", "EA123456789CA", USPS],
    ["usps", "E123456789US", USPS],
    ["freight", "AB", FREIGHT],
    ["freight", "---", FREIGHT],
    ["freight", "BOL/2024", FREIGHT],
    ["freight", "B".repeat(41), FREIGHT],
  ] as const)("refuses %s %s", (carrier, typed, message) => {
    expect(validateTrackingNumber(carrier, typed)).toEqual({ ok: false, message });
  });

  it("asks for a missing number by its name", () => {
    expect(validateTrackingNumber("ups", "")).toEqual({ ok: false, message: "Enter the UPS tracking number." });
    expect(validateTrackingNumber("usps", "   ")).toEqual({ ok: false, message: "Enter the USPS tracking number." });
    expect(validateTrackingNumber("freight", "")).toEqual({ ok: false, message: "Enter the bill of lading number." });
  });
});

describe("fulfilment labels", () => {
  it("names the fulfilment for staff", () => {
    expect(FULFILMENT_STATES.map(fulfilmentLabel)).toEqual(["Unfulfilled", "Processing", "Partially shipped", "Shipped", "Delivered"]);
  });

  it("tells a customer where a paid order is, Delivered green and In Transit blue", () => {
    const seen = (payment: PaymentState) =>
      FULFILMENT_STATES.map((fulfilment) => [customerStatusLabel(payment, fulfilment), customerStatusTone(payment, fulfilment)]);
    expect(seen("completed")).toEqual([
      ["Order Placed", "gray"],
      ["Processing", "gray"],
      ["In Transit", "blue"],
      ["In Transit", "blue"],
      ["Delivered", "green"],
    ]);
    // Partly refunded, the rest still goes out: the refund shows only until the order moves.
    expect(seen("partially_refunded")).toEqual([
      ["Partially Refunded", "gray"],
      ["Processing", "gray"],
      ["In Transit", "blue"],
      ["In Transit", "blue"],
      ["Delivered", "green"],
    ]);
  });

  it("says an order taken back or not paid is so, whatever shipped, in gray", () => {
    const labels: [PaymentState, string][] = [
      ["voided", "Voided"],
      ["refunded", "Refunded"],
      ["pending", "Pending"],
      ["failed", "Payment Failed"],
      ["abandoned", "Not Paid"],
    ];
    for (const [payment, label] of labels) {
      for (const fulfilment of FULFILMENT_STATES) {
        expect([customerStatusLabel(payment, fulfilment), customerStatusTone(payment, fulfilment)]).toEqual([label, "gray"]);
      }
    }
  });
});
