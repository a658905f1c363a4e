// A quote's rules (issue 20 §2): its prices and totals, its life and its dates. Pure and client-safe: the
// staff editor shows the totals it computes, the quote page, its PDF and the cart that holds an accepted
// quote read the same ones, and the server checks every move again.
//
// Life: a draft is sent (revision 1), may be revised and sent again while it is sent (revision 2, 3 … —
// the customer's link always shows the latest), and ends accepted, withdrawn or expired. A sent quote
// expires when its valid-until day is over in the shop's time zone; expiry needs no job to hold: every
// read and the accept itself compare with the date (a job also stores it, for the staff list's filter).
// Withdrawn and expired are final: a customer who wants another offer gets a new quote. Accepted is final
// too, except that staff may still withdraw it until its order is paid; its cart can be paid only until
// the end of its valid-until day (quoteCheckoutRefusal).
//
// Prices: each line has a unit price (the list price unless staff typed another) and a discount in
// percent with two decimals; the net unit price is rounded to the cent, half up, and the line total is
// the net unit price times the quantity, so that the cart, the order and the PDF multiply the same
// numbers. Tax is the customer's state's rate on the subtotal (lib/domain/tax.ts), shipping is what
// staff quote (freight for drums and totes has no flat rate).
import type { QuoteStatus } from "@/lib/generated/prisma/enums";
import { siteConfig } from "@/lib/site-config";
import { formatUsd } from "../domain/money";
import { localDate, startOfLocalDate, type LocalDate } from "../orders/sales-periods";
import { taxCents } from "../domain/tax";

export const QUOTE_STATUSES = ["draft", "sent", "accepted", "expired", "withdrawn"] as const satisfies readonly QuoteStatus[];

const LABELS: Record<QuoteStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  accepted: "Accepted",
  expired: "Expired",
  withdrawn: "Withdrawn",
};

export const quoteStatusLabel = (status: QuoteStatus): string => LABELS[status];

/** The number staff and customers read: "Q-1001" for the first quote. */
export const quoteNumber = (id: number): string => `Q-${1000 + id}`;

/** At most this many lines on one quote; more is a second quote. */
export const MAX_QUOTE_LINES = 50;
/** A quote line's quantity: more than a cart line (999) allows, since quotes are for bulk. */
export const MAX_QUOTE_QUANTITY = 99_999;
/** The longest a quote may be valid from the day it is written. */
export const MAX_VALID_DAYS = 365;

export type QuoteLinePrice = { unitPriceCents: number; discountPercent: number; quantity: number };

/** The unit price after the discount, in cents, rounded half up. `discountPercent` has at most two decimals. */
export function netUnitCents(unitPriceCents: number, discountPercent: number): number {
  // In hundredths of a percent, so that 12.5 % is the integer 1250 and the product stays exact.
  const basisPoints = Math.round(discountPercent * 100);
  return Math.floor((unitPriceCents * (10_000 - basisPoints) + 5_000) / 10_000);
}

export function quoteLineTotalCents(line: QuoteLinePrice): number {
  return netUnitCents(line.unitPriceCents, line.discountPercent) * line.quantity;
}

export type QuoteTotals = {
  subtotalCents: number;
  /** What the discounts take off the lines at their unit prices. */
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
};

/** Subtotal of the net lines, staff's shipping, the state's tax on the subtotal, and the total. */
export function quoteTotals(lines: readonly QuoteLinePrice[], shippingCents: number, state: string): QuoteTotals {
  const subtotal = lines.reduce((sum, line) => sum + quoteLineTotalCents(line), 0);
  const gross = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const tax = taxCents(subtotal, state);
  return {
    subtotalCents: subtotal,
    discountCents: gross - subtotal,
    shippingCents,
    taxCents: tax,
    totalCents: subtotal + shippingCents + tax,
  };
}

/** "2026-12-24", the date column's value as the shop's calendar date. */
export const validUntilDate = (validUntil: Date): LocalDate => validUntil.toISOString().slice(0, 10);

/** When a quote valid until `validUntil` stops being acceptable: the start of the next day in the shop. */
export function expiresAt(validUntil: Date): Date {
  return startOfLocalDate(addDays(validUntilDate(validUntil), 1));
}

export const isPastValidity = (validUntil: Date, now: Date): boolean => now.getTime() >= expiresAt(validUntil).getTime();

/** The state a customer and staff see now: a sent quote past its date is expired, whatever is stored. */
export function effectiveQuoteStatus(quote: { status: QuoteStatus; validUntil: Date }, now: Date): QuoteStatus {
  return quote.status === "sent" && isPastValidity(quote.validUntil, now) ? "expired" : quote.status;
}

/** The shop's today, for the editor's default and bounds of valid-until. */
export const shopToday = (now: Date): LocalDate => localDate(now);

/** The default valid-until: 30 days from today. */
export function defaultValidUntil(now: Date): LocalDate {
  return addDays(shopToday(now), 30);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export type QuoteAction = "edit" | "send" | "withdraw" | "accept";

export type QuoteRefusal = { status: 409; field: "status"; message: string };

const VERB: Record<QuoteAction, string> = { edit: "changed", send: "sent", withdraw: "withdrawn", accept: "accepted" };

/** Which stored states allow each action (before the date check). */
const ALLOWED: Record<QuoteAction, readonly QuoteStatus[]> = {
  edit: ["draft", "sent"],
  send: ["draft", "sent"],
  // An accepted quote until its order is paid: staff can take back an offer nobody has paid for yet.
  withdraw: ["draft", "sent", "accepted"],
  accept: ["sent"],
};

/**
 * Whether `action` may happen to a quote in its state now; null when it may, otherwise the 409 naming
 * "status" with words for the person who tried. A sent quote past its date may be neither accepted
 * nor revised (staff write a new one), but may still be withdrawn; so may an accepted one until it is
 * `paid` (its order paid).
 */
export function quoteActionRefusal(
  quote: { status: QuoteStatus; validUntil: Date; paid?: boolean },
  action: QuoteAction,
  now: Date,
): QuoteRefusal | null {
  const status = effectiveQuoteStatus(quote, now);
  if (action === "withdraw" && status === "accepted" && quote.paid) {
    return { status: 409, field: "status", message: "This quote has been paid, so it cannot be withdrawn: refund its order instead." };
  }
  if (status === "expired" && quote.status === "sent") {
    if (action === "withdraw") return null;
    const ended = `This quote expired at the end of ${formatLocalDate(validUntilDate(quote.validUntil))}`;
    return { status: 409, field: "status", message: action === "accept" ? `${ended}. Please ask us for a new quote.` : `${ended}.` };
  }
  if (ALLOWED[action].includes(status)) return null;
  if (action === "accept" && status === "accepted")
    return { status: 409, field: "status", message: "This quote has already been accepted." };
  if (action === "accept" && status === "withdrawn") {
    return { status: 409, field: "status", message: "This quote was withdrawn. Please ask us for a new quote." };
  }
  return { status: 409, field: "status", message: `A quote that is ${LABELS[status].toLowerCase()} cannot be ${VERB[action]}.` };
}

/**
 * Why the cart of an accepted quote cannot be paid now, in the buyer's words; null while it can. An
 * accepted quote holds its prices until the end of its valid-until day, like a sent one, and not once
 * staff withdrew it.
 */
export function quoteCheckoutRefusal(quote: { status: QuoteStatus; validUntil: Date }, number: string, now: Date): string | null {
  if (quote.status === "withdrawn") return `Quote ${number} was withdrawn, so it can no longer be paid. Please ask us for a new quote.`;
  if (quote.status !== "accepted") return `Quote ${number} is not accepted, so it cannot be paid. Please open its link again.`;
  if (isPastValidity(quote.validUntil, now)) {
    return `Quote ${number} expired at the end of ${formatLocalDate(validUntilDate(quote.validUntil))}, so it can no longer be paid at its prices. Please ask us for a new quote.`;
  }
  return null;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "December 24, 2026" */
export function formatLocalDate(date: LocalDate): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** "12.5% off" or "" */
export function discountText(discountPercent: number): string {
  if (!discountPercent) return "";
  return `${Number(discountPercent.toFixed(2))}% off`;
}

/** How the sales e-mails about a quote end: the staff member's name, the sales team and how to call it. */
const salesSignature = (staffName: string) => [
  staffName,
  `${siteConfig.companyName} Sales`,
  `${siteConfig.phone.display}, ${siteConfig.hours}`,
];

/** The e-mail that sends (or re-sends) a quote: subject and text. */
export function quoteEmail(input: {
  number: string;
  revision: number;
  customerName: string;
  totalCents: number;
  validUntil: LocalDate;
  link: string;
  staffName: string;
}): { subject: string; text: string } {
  const revised = input.revision > 1;
  return {
    subject: revised
      ? `Revised quote ${input.number} from ${siteConfig.companyName}`
      : `Your quote ${input.number} from ${siteConfig.companyName}`,
    text: [
      `Hello ${input.customerName},`,
      "",
      revised
        ? `We have revised your quote ${input.number} (revision ${input.revision}). The link below shows the latest version; earlier versions no longer apply.`
        : `Thank you for your interest. Your quote ${input.number} is ready.`,
      "",
      `Total: ${formatUsd(input.totalCents)}`,
      `Valid until: ${formatLocalDate(input.validUntil)}`,
      "",
      `View the quote, download it as a PDF and accept it online: ${input.link}`,
      "",
      "Accepting puts the quoted products at the quoted prices into your cart; you then pay by card or PayPal at checkout.",
      "Questions? Just reply to this e-mail.",
      "",
      ...salesSignature(input.staffName),
    ].join("\n"),
  };
}

/** The e-mail that tells the buyer a quote they were sent was withdrawn: subject and text. */
export function quoteWithdrawnEmail(input: { number: string; customerName: string; wasAccepted: boolean; staffName: string }): {
  subject: string;
  text: string;
} {
  return {
    subject: `Quote ${input.number} from ${siteConfig.companyName} was withdrawn`,
    text: [
      `Hello ${input.customerName},`,
      "",
      `We have withdrawn quote ${input.number}: it can no longer be accepted or paid, and its link now says so.`,
      ...(input.wasAccepted ? ["Its products have left your cart; nothing was charged, and the cart you had before is back."] : []),
      "",
      "If you still need these products, reply to this e-mail or call us and we will send you a new quote.",
      "",
      ...salesSignature(input.staffName),
    ].join("\n"),
  };
}
