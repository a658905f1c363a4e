// What staff send to build and work a quote (issue 20 §2): one zod schema for the editor's form (hints
// before saving) and for the route handlers (the check that counts). Client-safe.
//
// POST /api/admin/quotes            quoteInputSchema              a new draft (from a lead or from nothing)
// PUT  /api/admin/quotes/{id}       quoteInputSchema + updatedAt  replaces a draft's or sent quote's content
// POST /api/admin/quotes/{id}/send  { updatedAt }                 sends it (again: a new revision)
// POST /api/admin/quotes/{id}/withdraw { updatedAt }
import { z } from "zod";
import { centsToDecimalString, formatInteger } from "@/lib/domain/money";
import { addDays, MAX_QUOTE_LINES, MAX_QUOTE_QUANTITY, MAX_VALID_DAYS, QUOTE_STATUSES } from "@/lib/quotes/rules";
import { stateSchema } from "@/lib/orders/schemas";

const REQUIRED = "This field is required";
/** A unit price above this is a typo (a price typed in cents). */
export const MAX_QUOTE_PRICE_CENTS = 25_000_000;
export const MAX_QUOTE_SHIPPING_CENTS = 10_000_000;
export const MAX_QUOTE_NOTES = 4000;

const line = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Use at most ${max} characters`);
const optionalLine = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : (value ?? null)),
    z.string({ error: "Write it as text" }).trim().max(max, `Use at most ${max} characters`).nullable(),
  );

/** Dollars as staff type them ("1,250", "$49.5", 12) → cents; `min` 0 allows nothing (shipping), 1 a price. */
const dollars = (what: string, minCents: 0 | 1, maxCents: number) =>
  z.union([z.number(), z.string()], { error: `${what} is required` }).transform((value, ctx) => {
    const raw =
      typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim().replace(/^\$/, "").replace(/,/g, "");
    if (raw === "") {
      ctx.addIssue({ code: "custom", message: `${what} is required` });
      return z.NEVER;
    }
    const match = /^(\d+)(?:\.(\d+))?$/.exec(raw);
    if (!match) {
      ctx.addIssue({ code: "custom", message: /^-/.test(raw) ? `${what} cannot be negative` : `${what} must be an amount, e.g. 49.95` });
      return z.NEVER;
    }
    const [, whole = "0", fraction = ""] = match;
    if (fraction.replace(/0+$/, "").length > 2) {
      ctx.addIssue({ code: "custom", message: `${what} can have at most 2 decimals` });
      return z.NEVER;
    }
    const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
    if (cents < minCents) {
      ctx.addIssue({ code: "custom", message: `${what} must be greater than 0` });
      return z.NEVER;
    }
    if (cents > maxCents) {
      ctx.addIssue({ code: "custom", message: `${what} can be at most $${centsToDecimalString(maxCents)}` });
      return z.NEVER;
    }
    return cents;
  });

const wholeNumber = (what: string, min: number, max: number) =>
  z.union([z.number(), z.string()], { error: `${what} is required` }).transform((value, ctx) => {
    const raw = typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value.trim());
    if (!Number.isInteger(raw)) {
      ctx.addIssue({ code: "custom", message: `${what} must be a whole number` });
      return z.NEVER;
    }
    if (raw < min || raw > max) {
      ctx.addIssue({ code: "custom", message: `${what} must be from ${min} to ${formatInteger(max)}` });
      return z.NEVER;
    }
    return raw;
  });

/** Percent off with at most two decimals; blank is none. */
const discountPercent = z
  .union([z.number(), z.string(), z.null()], { error: "Discount must be a percent from 0 to 100, at most 2 decimals" })
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return 0;
    const raw = typeof value === "number" ? String(value) : value.trim().replace(/%$/, "").trim();
    if (!/^\d+(?:\.\d{1,2})?$/.test(raw) || Number(raw) > 100) {
      ctx.addIssue({ code: "custom", message: "Discount must be a percent from 0 to 100, at most 2 decimals" });
      return z.NEVER;
    }
    return Number(raw);
  });

export const quoteLineSchema = z.object({
  sizeId: z.number({ error: "Choose a product and size" }).int("Choose a product and size").positive("Choose a product and size"),
  quantity: wholeNumber("Quantity", 1, MAX_QUOTE_QUANTITY),
  unitPrice: dollars("Unit price", 1, MAX_QUOTE_PRICE_CENTS),
  discountPercent,
});

// z.iso.date checks the calendar too (no 2026-02-30).
const localDate = z.iso.date({ error: "Choose a date (YYYY-MM-DD)" });

/**
 * A quote's content. Whether valid-until is from today to a year ahead depends on the day, so the
 * schema checks only that it is a date; validUntilProblem says the rest, for the editor and the server.
 */
export const quoteInputSchema = z
  .object({
    leadId: z.number({ error: "leadId must be a number" }).int("leadId must be a whole number").positive().nullable().optional(),
    customerName: line(120),
    customerEmail: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(254, "Use at most 254 characters")
      .pipe(z.email("Enter a valid e-mail address"))
      .transform((value) => value.toLowerCase()),
    customerCompany: optionalLine(120),
    customerState: stateSchema,
    shipping: dollars("Shipping", 0, MAX_QUOTE_SHIPPING_CENTS),
    validUntil: localDate,
    notes: optionalLine(MAX_QUOTE_NOTES),
    lines: z
      .array(quoteLineSchema, { error: "lines must be a list" })
      .min(1, "Add at least one product")
      .max(MAX_QUOTE_LINES, `A quote can have at most ${MAX_QUOTE_LINES} lines`),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<number>();
    input.lines.forEach((row, index) => {
      if (seen.has(row.sizeId))
        ctx.addIssue({ code: "custom", path: ["lines", index, "sizeId"], message: "This size is already on the quote" });
      seen.add(row.sizeId);
    });
  });

/** Why valid-until cannot be `validUntil` when the shop's date is `today`; null when it can. */
export function validUntilProblem(validUntil: string, today: string): string | null {
  if (validUntil < today) return "Valid until cannot be in the past";
  if (validUntil > addDays(today, MAX_VALID_DAYS)) return `Valid until can be at most ${MAX_VALID_DAYS} days from today`;
  return null;
}

export type QuoteInput = z.output<typeof quoteInputSchema>;

/** The quote's updatedAt that staff saw: a quote changed since is not overwritten (409). */
const updatedAt = z.iso.datetime({ error: "updatedAt must be the quote's last change (ISO date and time)" });

export const quoteUpdateSchema = quoteInputSchema.and(z.object({ updatedAt }));
export const quoteStepSchema = z.object({ updatedAt });

/** POST /api/admin/quotes: the new draft. */
export const quoteCreatedAnswerSchema = z.object({ id: z.number(), number: z.string(), message: z.string() });
/** PUT /api/admin/quotes/{id}: updatedAt, when given, lets "Send to Customer" send right after saving. */
export const quoteSavedAnswerSchema = z.object({
  status: z.enum(["draft", "sent"]),
  revision: z.number(),
  message: z.string(),
  updatedAt: z.string().optional(),
});
export const quoteSentAnswerSchema = z.object({ revision: z.number(), message: z.string() });
export const quoteWithdrawnAnswerSchema = z.object({ message: z.string() });

export const quoteIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, "id must be a quote number")
    .transform(Number),
});

/** The customer's link: 32 random bytes, base64url. */
export const quoteTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "This quote link is not valid") });

/** The customer's Accept: the revision they read, so that a revision sent meanwhile is read before it is accepted. */
export const quoteAcceptSchema = z.object({
  revision: z.number({ error: "revision must be a number" }).int("revision must be a whole number").positive("revision must be positive"),
});

/** The staff list's filters, as the address writes them: ?status=&q=&lead= */
export const quoteListQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(QUOTE_STATUSES, { error: "Choose a status from the list" }).optional(),
  ),
  q: z.string().trim().max(100, "Use at most 100 characters").optional(),
  lead: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^\d{1,9}$/, "lead must be a lead's number")
      .transform(Number)
      .optional(),
  ),
});
