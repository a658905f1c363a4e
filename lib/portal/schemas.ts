// The customer portal's calls (seed 000 §7): the new-ticket input shared by the form and the route
// handler, and the shapes the /api/customer/* answers take (a ticket's reply is lib/tickets/schemas.ts).
// Client-safe.
import { z } from "zod";
import { cartSchema } from "@/lib/cart/schemas";
import type { DocumentKind } from "@/lib/generated/prisma/enums";
import type { StatusTone } from "./status";

export const SUBJECT_MAX = 150;
export const MESSAGE_MAX = 5000;

/** A message's text: trimmed, at least `min` characters (`tooShort` says so when it is not), at most MESSAGE_MAX. */
export const messageText = (min: number, tooShort: string) =>
  z.string({ error: "Message is required" }).trim().min(min, tooShort).max(MESSAGE_MAX, `Message can be at most ${MESSAGE_MAX} characters`);

/** Also the answer (400 naming orderId) for an order that is not one of the customer's. */
export const NOT_YOUR_ORDER = "Choose one of your orders from the list";

export const newTicketSchema = z.object({
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(3, "Subject needs at least 3 characters")
    .max(SUBJECT_MAX, `Subject can be at most ${SUBJECT_MAX} characters`),
  message: messageText(10, "Tell us a little more: at least 10 characters"),
  /** The customer's own order it is about (its id, as the Orders tab has it); "" or left out for none. */
  orderId: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z
      .string({ error: NOT_YOUR_ORDER })
      .regex(/^[A-Za-z0-9_-]{1,64}$/, NOT_YOUR_ORDER)
      .optional(),
  ),
});
export type NewTicketInput = z.infer<typeof newTicketSchema>;
/** What the form holds: the order's select is "" for none. */
export type NewTicketFormValues = { subject: string; message: string; orderId: string };

const statusTone = z.enum(["green", "blue", "yellow", "gray"] satisfies StatusTone[]);

/** GET /api/customer/orders: one row of the Orders tab (seed 000 §3: id, date, product, status, total). */
export const portalOrderSchema = z.object({
  /** The order's key, used by the reorder call. */
  id: z.string(),
  /** What the customer reads as "Order #", e.g. "TZ-261112-7KQ4MX". */
  orderNumber: z.string(),
  /** ISO timestamp of the order. */
  date: z.string(),
  /** The first product's name, with "+ n more" when the order had several. */
  product: z.string(),
  /** Order Placed, Processing, In Transit, Delivered, Refunded, Voided (lib/portal/status.ts orderStatus). */
  status: z.string(),
  /** The status badge's colour: Delivered green, In Transit blue, any other gray. */
  tone: statusTone,
  /** Dollars. */
  total: z.number(),
  /** `size`: the pack size's label ("5-Gallon Pail"). */
  items: z.array(z.object({ name: z.string(), itemNumber: z.string(), size: z.string().nullable(), quantity: z.number() })),
});
export type PortalOrder = z.infer<typeof portalOrderSchema>;

/** GET /api/customer/tickets */
export const portalTicketSchema = z.object({
  /** Year-sequence: "2026-0042". */
  id: z.string(),
  subject: z.string(),
  /** Open, In Progress, Resolved, Closed. */
  status: z.string(),
  created: z.string(),
  /** The latest message or change of status. */
  updated: z.string(),
  /** The order it is about, when the customer chose one. */
  order: z.object({ id: z.string(), orderNumber: z.string() }).nullable(),
});
export type PortalTicket = z.infer<typeof portalTicketSchema>;

/** One message of a ticket's thread, as its customer reads it. */
const portalTicketMessageSchema = z.object({
  id: z.number(),
  /** The company's answer, as opposed to the customer's own message. */
  fromStaff: z.boolean(),
  /** "You", or who answered: "Sam from Triple Zero Chemical Co.". */
  author: z.string(),
  body: z.string(),
  created: z.string(),
});
export type PortalTicketMessage = z.infer<typeof portalTicketMessageSchema>;

/** GET /api/customer/tickets/{id}: the ticket and its thread, oldest message first. */
export const portalTicketThreadSchema = portalTicketSchema.extend({
  messages: z.array(portalTicketMessageSchema),
  /** False once the ticket is closed: it is read-only until staff reopen it. */
  canReply: z.boolean(),
});
export type PortalTicketThread = z.infer<typeof portalTicketThreadSchema>;

/** GET /api/customer/stats (seed 000 §3: totalOrders, ytdSavings, openTickets, lastOrder). */
export const portalStatsSchema = z.object({
  totalOrders: z.number(),
  /** Whole dollars of hazmat fees avoided this calendar year (lib/domain/ytd-savings.ts). */
  ytdSavings: z.number(),
  openTickets: z.number(),
  /** ISO timestamp of the latest order, or null before the first. */
  lastOrder: z.string().nullable(),
});
export type PortalStats = z.infer<typeof portalStatsSchema>;

/** GET /api/customer/documents: one downloadable document. */
export const portalDocumentSchema = z.object({
  /** Unique in the list: "sds-TZ-PS-101-2", "coa-TZ-…-L2611", "doc-12". */
  id: z.string(),
  kind: z.enum(["safety_data_sheet", "application_instructions", "certificate_of_analysis", "training_materials"] satisfies Exclude<
    DocumentKind,
    "technical_data_sheet"
  >[]),
  title: z.string(),
  /** What the document covers, shown under its card's heading: a product, an order or the whole line. */
  label: z.string(),
  fileName: z.string(),
  /** The product it covers; null for the general set and for per-order certificates. */
  product: z.string().nullable(),
  /** GET this to download the PDF. */
  url: z.string(),
});
export type PortalDocument = z.infer<typeof portalDocumentSchema>;

/** POST /api/customer/orders/{id}/reorder: the cart after the order's items went in, and what could not. */
export const reorderResponseSchema = z.object({
  items: cartSchema,
  added: z.array(z.object({ name: z.string(), quantity: z.number() })),
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type ReorderResponse = z.infer<typeof reorderResponseSchema>;

/** GET /api/auth/user: the signed-in customer. */
export const portalUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
  role: z.enum(["customer", "staff"]),
});
export type PortalUser = z.infer<typeof portalUserSchema>;

/** The four document cards of the Documents tab, in the seed's order. */
export const DOCUMENT_KINDS = [
  { kind: "safety_data_sheet", label: "Safety Data Sheets", description: "Hazard, handling and first-aid information for each product." },
  {
    kind: "application_instructions",
    label: "Application Instructions",
    description: "Dilution, directions and rinsing for each product.",
  },
  { kind: "certificate_of_analysis", label: "Certificates of Analysis", description: "Tested properties of the lots in your orders." },
  { kind: "training_materials", label: "Training Materials", description: "Safe handling training for your team." },
] as const satisfies readonly { kind: PortalDocument["kind"]; label: string; description: string }[];
