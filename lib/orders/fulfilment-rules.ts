// Getting a paid order to the customer, apart from its payment: staff mark it processing, add shipments
// (a carrier and a tracking or bill of lading number) until every unit has left, then mark it delivered.
// Only a paid order moves; a shipped one is refunded, never voided. Pure: no database, no HTTP, client-safe.
import type { Carrier as CarrierColumn, FulfilmentStatus, OrderStatus } from "@/lib/generated/prisma/enums";
import type { FieldErrors } from "@/lib/forms/zod-issues";

/** The order's payment: a refund of part of the order may come as its own status, and still lets the rest ship. */
export type PaymentState = OrderStatus | "partially_refunded";

// ---------------------------------------------------------------------------------------------------
// States and staff actions

export const FULFILMENT_STATES = ["unfulfilled", "processing", "partially_shipped", "shipped", "delivered"] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];

/** True when two unions hold the same members. */
type SameMembers<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// The states are the database's column (FulfilmentStatus): one added on either side fails to compile here.
const _statesAreTheColumns: SameMembers<FulfilmentState, FulfilmentStatus> = true;

export const FULFILMENT_ACTIONS = ["mark_processing", "add_shipment", "mark_delivered"] as const;
export type FulfilmentActionType = (typeof FULFILMENT_ACTIONS)[number];

/**
 * What staff do. Adding a shipment says whether it sends the last units of the order (`validateShipment`
 * answers that), since that decides between partially shipped and shipped.
 */
export type FulfilmentAction = { type: "mark_processing" } | { type: "add_shipment"; completesOrder: boolean } | { type: "mark_delivered" };

export type FulfilmentCurrent = { payment: PaymentState; fulfilment: FulfilmentState };

export type FulfilmentResult = { ok: true; state: FulfilmentState } | { ok: false; reason: string };

/** Payments whose goods may leave: paid in full, or paid with part of it given back. */
const SHIPPABLE_PAYMENTS: readonly PaymentState[] = ["completed", "partially_refunded"];

/** How a refusal names each action: "A voided order cannot be shipped." */
const ACTION_VERB: Record<FulfilmentActionType, string> = {
  mark_processing: "processed",
  add_shipment: "shipped",
  mark_delivered: "delivered",
};

function paymentRefusal(payment: PaymentState, action: FulfilmentActionType): string | null {
  if (SHIPPABLE_PAYMENTS.includes(payment)) return null;
  const verb = ACTION_VERB[action];
  switch (payment) {
    case "voided":
      return `A voided order cannot be ${verb}.`;
    case "refunded":
      return `A refunded order cannot be ${verb}.`;
    case "abandoned":
      return `An abandoned order cannot be ${verb}.`;
    case "failed":
      return `This order's payment failed, so it cannot be ${verb}.`;
    default:
      return `This order is not paid yet, so it cannot be ${verb}.`;
  }
}

function fulfilmentRefusal(fulfilment: FulfilmentState, action: FulfilmentActionType): string | null {
  if (fulfilment === "delivered") return "This order is already delivered.";
  switch (action) {
    case "mark_processing":
      // Processing is the step before anything leaves: once a box is out, the order is past it.
      if (fulfilment === "processing") return "This order is already being processed.";
      if (fulfilment === "partially_shipped") return "Part of this order has already shipped.";
      if (fulfilment === "shipped") return "This order has already shipped.";
      return null;
    case "add_shipment":
      // Staff may ship straight from unfulfilled: marking processing first is a courtesy to the customer.
      if (fulfilment === "shipped") return "Every item on this order has already shipped.";
      return null;
    case "mark_delivered":
      // Delivered means everything arrived: with units still in the warehouse, a partial shipment's
      // arrival is no delivery of the order. Ship the rest first.
      if (fulfilment === "partially_shipped") return "Part of this order has not shipped yet.";
      if (fulfilment !== "shipped") return "This order has not shipped yet.";
      return null;
  }
}

/**
 * Why staff may not take this action now, or null when they may. The payment speaks first: an order
 * that is not (or no longer) paid for goes nowhere, whatever its boxes did.
 */
function refusal(current: FulfilmentCurrent, action: FulfilmentActionType): string | null {
  return paymentRefusal(current.payment, action) ?? fulfilmentRefusal(current.fulfilment, action);
}

/** The fulfilment state after staff's action, or the reason (for staff to read) why they may not take it. */
export function fulfilmentAfter(current: FulfilmentCurrent, action: FulfilmentAction): FulfilmentResult {
  const reason = refusal(current, action.type);
  if (reason !== null) return { ok: false, reason };
  switch (action.type) {
    case "mark_processing":
      return { ok: true, state: "processing" };
    case "add_shipment":
      return { ok: true, state: action.completesOrder ? "shipped" : "partially_shipped" };
    case "mark_delivered":
      return { ok: true, state: "delivered" };
  }
}

/** The actions staff may take now, in the order of the order's life: the buttons to show. */
export function availableFulfilmentActions(current: FulfilmentCurrent): FulfilmentActionType[] {
  return FULFILMENT_ACTIONS.filter((action) => refusal(current, action) === null);
}

/**
 * Whether the fulfilment still allows a void: once goods have left, the customer has them (or will),
 * so the money goes back by a refund, which is recorded against what shipped. Whether the payment
 * itself can be voided (a card charge before settlement) is `staffActions` in order-state.
 */
export function canVoid(fulfilment: FulfilmentState): boolean {
  return fulfilment === "unfulfilled" || fulfilment === "processing";
}

// ---------------------------------------------------------------------------------------------------
// Shipments

/** An order line and how many of its units have shipped so far. */
export type OrderLineProgress = { itemId: number; ordered: number; shipped: number };

/** One line of a shipment staff are adding: `quantity` units of the order line `itemId`. */
export type ShipmentItem = { itemId: number; quantity: number };

export type ShipmentValidation = { ok: true; items: ShipmentItem[]; completesOrder: boolean } | { ok: false; fields: FieldErrors };

/** The key of errors about the shipment as a whole, as the form names its list. */
export const SHIPMENT_ITEMS_FIELD = "items";

function leftToShip(line: OrderLineProgress): number {
  // A line recorded with more shipped than ordered has nothing left, not a negative amount.
  return Math.max(0, line.ordered - line.shipped);
}

/** The lines with units still to ship and how many: empty once everything has shipped. */
export function remainingToShip(lines: readonly OrderLineProgress[]): { itemId: number; remaining: number }[] {
  return lines.map((line) => ({ itemId: line.itemId, remaining: leftToShip(line) })).filter((line) => line.remaining > 0);
}

function tooManyMessage(remaining: number): string {
  if (remaining === 0) return "This item has already shipped in full.";
  return remaining === 1 ? "Only 1 of this item is left to ship." : `Only ${remaining} of this item are left to ship.`;
}

/**
 * Checks a shipment against what is left to ship. The form lists every line, so a quantity of 0 is a
 * line left out, not an error; an item listed twice counts once with the sum of its quantities. Errors
 * are keyed by the shipment's line, `items.{index}.quantity` (or `.itemId` for an item not on the order),
 * and `items` when nothing is shipped at all. On success the items are those with a quantity, merged, in
 * the order they first appear, and `completesOrder` says whether every ordered unit has then shipped.
 */
export function validateShipment(lines: readonly OrderLineProgress[], shipment: readonly ShipmentItem[]): ShipmentValidation {
  const fields: FieldErrors = {};
  const remaining = new Map(lines.map((line) => [line.itemId, leftToShip(line)]));
  // Item → its merged quantity and the index of its first line, where an over-shipment is reported.
  const merged = new Map<number, { quantity: number; index: number }>();

  shipment.forEach((item, index) => {
    if (!Number.isInteger(item.quantity) || item.quantity < 0) {
      fields[`${SHIPMENT_ITEMS_FIELD}.${index}.quantity`] = "Enter a whole number of 0 or more.";
      return;
    }
    if (item.quantity === 0) return;
    if (!remaining.has(item.itemId)) {
      fields[`${SHIPMENT_ITEMS_FIELD}.${index}.itemId`] = "This item is not on the order.";
      return;
    }
    const seen = merged.get(item.itemId);
    if (seen) seen.quantity += item.quantity;
    else merged.set(item.itemId, { quantity: item.quantity, index });
  });

  for (const [itemId, { quantity, index }] of merged) {
    const left = remaining.get(itemId) ?? 0;
    if (quantity > left) fields[`${SHIPMENT_ITEMS_FIELD}.${index}.quantity`] = tooManyMessage(left);
  }

  // Only when every line reads right is an empty shipment the problem; otherwise the lines say what is wrong.
  if (Object.keys(fields).length === 0 && merged.size === 0) fields[SHIPMENT_ITEMS_FIELD] = "Choose at least one item to ship.";
  if (Object.keys(fields).length > 0) return { ok: false, fields };

  const items = [...merged].map(([itemId, { quantity }]) => ({ itemId, quantity }));
  const completesOrder = lines.every((line) => leftToShip(line) === (merged.get(line.itemId)?.quantity ?? 0));
  return { ok: true, items, completesOrder };
}

// ---------------------------------------------------------------------------------------------------
// Carriers and tracking

/** The carriers, as the Shipment's `carrier` column stores them. */
export const CARRIERS = ["ups", "fedex", "usps", "freight"] as const;
export type Carrier = (typeof CARRIERS)[number];
const _carriersAreTheColumns: SameMembers<Carrier, CarrierColumn> = true;

const CARRIER_LABEL: Record<Carrier, string> = { ups: "UPS", fedex: "FedEx", usps: "USPS", freight: "Freight" };

/** The carrier's name as staff and customers read it. */
export function carrierLabel(carrier: Carrier): string {
  return CARRIER_LABEL[carrier];
}

/** What the shipment's reference is called: freight moves on a bill of lading, not a parcel tracking number. */
export function trackingReferenceLabel(carrier: Carrier): string {
  return carrier === "freight" ? "Bill of lading number" : "Tracking number";
}

/** The number as it is stored and checked: spaces (people copy numbers in groups) out, letters upper case. */
export function normaliseTrackingNumber(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

const TRACKING_PAGE: Record<Exclude<Carrier, "freight">, string> = {
  ups: "https://www.ups.com/track?tracknum=",
  fedex: "https://www.fedex.com/fedextrack/?trknbr=",
  usps: "https://tools.usps.com/go/TrackConfirmAction?tLabels=",
};

/**
 * The carrier's public tracking page for this number, or null: freight carriers each track on their own
 * site by their own PRO number, so a bill of lading has no universal link.
 */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string | null {
  const number = normaliseTrackingNumber(trackingNumber);
  if (carrier === "freight" || number === "") return null;
  return TRACKING_PAGE[carrier] + encodeURIComponent(number);
}

type TrackingFormat = { test: (number: string) => boolean; message: string };

const TRACKING_FORMAT: Record<Carrier, TrackingFormat> = {
  ups: {
    // The 1Z label number, or UPS's other references (Mail Innovations, freight PRO numbers). A number
    // that starts with 1Z is held to that format, so a digit dropped from a label number is caught.
    test: (number) => (number.startsWith("1Z") ? /^1Z[0-9A-Z]{16}$/.test(number) : /^[0-9A-Z]{9,30}$/.test(number)),
    message: "Enter a UPS tracking number: 1Z and 16 letters or digits, or 9 to 30 letters and digits.",
  },
  fedex: {
    test: (number) => /^(\d{12}|\d{15}|\d{20}|\d{22})$/.test(number),
    message: "Enter a FedEx tracking number: 12, 15, 20 or 22 digits.",
  },
  usps: {
    // Domestic labels are 20 to 22 digits; international ones are like EA123456789US.
    test: (number) => /^(\d{20,22}|[A-Z]{2}\d{9}US)$/.test(number),
    message: "Enter a USPS tracking number: 20 to 22 digits, or 2 letters, 9 digits and US.",
  },
  freight: {
    // Bills of lading follow each shipper's own numbering; insist only on something a person could read back.
    test: (number) => /^[0-9A-Z-]{3,40}$/.test(number) && /[0-9A-Z]/.test(number),
    message: "Enter a bill of lading number: 3 to 40 letters, digits and dashes.",
  },
};

export type TrackingNumberValidation = { ok: true; value: string } | { ok: false; message: string };

/** Checks the number staff typed against the carrier's format; on success, the number normalised. */
export function validateTrackingNumber(carrier: Carrier, value: string): TrackingNumberValidation {
  const number = normaliseTrackingNumber(value);
  if (number === "") {
    return {
      ok: false,
      message: carrier === "freight" ? "Enter the bill of lading number." : `Enter the ${carrierLabel(carrier)} tracking number.`,
    };
  }
  const format = TRACKING_FORMAT[carrier];
  return format.test(number) ? { ok: true, value: number } : { ok: false, message: format.message };
}

// ---------------------------------------------------------------------------------------------------
// Labels

const FULFILMENT_LABEL: Record<FulfilmentState, string> = {
  unfulfilled: "Unfulfilled",
  processing: "Processing",
  partially_shipped: "Partially shipped",
  shipped: "Shipped",
  delivered: "Delivered",
};

/** The fulfilment as staff read it in the orders table. */
export function fulfilmentLabel(state: FulfilmentState): string {
  return FULFILMENT_LABEL[state];
}

/** Where the goods are, as the customer portal says it once the order is paid (seed 000 §4). */
const CUSTOMER_FULFILMENT_LABEL: Record<FulfilmentState, string> = {
  unfulfilled: "Order Placed",
  processing: "Processing",
  // Part of it is on its way: to the customer that is "in transit", the shipments list says which part.
  partially_shipped: "In Transit",
  shipped: "In Transit",
  delivered: "Delivered",
};

/**
 * The one status a customer sees for their order. An order taken back (voided, refunded) or not paid
 * says so whatever its boxes did. A partly refunded order is still going out, so once it moves its
 * fulfilment shows; before that, the refund is the news.
 */
export function customerStatusLabel(payment: PaymentState, fulfilment: FulfilmentState): string {
  switch (payment) {
    case "voided":
      return "Voided";
    case "refunded":
      return "Refunded";
    case "pending":
      return "Pending";
    case "failed":
      return "Payment Failed";
    // Nobody paid within a day: the portal lists no such order, but a guest's link may still open it.
    case "abandoned":
      return "Not Paid";
    case "partially_refunded":
      return fulfilment === "unfulfilled" ? "Partially Refunded" : CUSTOMER_FULFILMENT_LABEL[fulfilment];
    case "completed":
      return CUSTOMER_FULFILMENT_LABEL[fulfilment];
  }
}

export type CustomerStatusTone = "green" | "blue" | "gray";

/** The badge colour of that status (seed 000 §4): Delivered green, In Transit blue, anything else gray. */
export function customerStatusTone(payment: PaymentState, fulfilment: FulfilmentState): CustomerStatusTone {
  const label = customerStatusLabel(payment, fulfilment);
  if (label === "Delivered") return "green";
  if (label === "In Transit") return "blue";
  return "gray";
}
