// The checkout's calls (seed 001 §7) as the browser and the route handlers share them: request schemas
// and answer shapes. Client-safe. Amounts travel as 2-decimal strings ("59.90"); the server computes
// every amount from the cart and the catalog and ignores any amount or price a client sends.
import { z } from "zod";
import { OrderStatus } from "@/lib/generated/prisma/enums";
import { checkoutCustomerSchema, idempotencyKeySchema } from "./schemas";

const opaqueDataSchema = z.object({
  dataDescriptor: z.string().trim().min(1, "dataDescriptor is required").max(100),
  dataValue: z.string().trim().min(1, "dataValue is required").max(8192),
});

/** POST /api/authorize-net/process-payment */
export const cardPaymentRequestSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  customer: checkoutCustomerSchema,
  /** What Accept.js (or the test tokenizer) made of the card; the card number itself never comes here. */
  opaqueData: opaqueDataSchema,
});
export type CardPaymentRequest = z.input<typeof cardPaymentRequestSchema>;

/** POST /api/paypal/order (the checkout page's variant: amount, currency, intent, customerInfo, items). */
export const payPalOrderRequestSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  customerInfo: checkoutCustomerSchema,
  intent: z.literal("CAPTURE").default("CAPTURE"),
  currency: z.literal("USD").default("USD"),
  // Shown by the client, never used: the server prices the cart itself.
  amount: z.unknown().optional(),
  items: z.unknown().optional(),
});
export type PayPalOrderRequest = z.input<typeof payPalOrderRequestSchema>;

/** POST /api/paypal/capture/{token}: the state the checkout saved before leaving for PayPal. */
export const payPalCaptureRequestSchema = z.object({
  checkoutState: z.record(z.string(), z.unknown(), { error: "checkoutState must be an object" }).optional(),
});

const orderSummaryItemSchema = z.object({
  name: z.string(),
  itemNumber: z.string(),
  /** The pack size's label ("5-Gallon Pail"). */
  size: z.string(),
  quantity: z.number(),
  unitPrice: z.string(),
  lineTotal: z.string(),
});

const summaryAddress = z.object({
  company: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});

/** What the confirmation view, the thank-you page and the e-mail show of a paid order. */
export const orderSummarySchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(OrderStatus),
  paymentMethod: z.enum(["card", "paypal"]),
  /** "Visa ending in 1111" style, when paid by card. */
  cardLast4: z.string().nullable(),
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string().nullable() }),
  shipTo: summaryAddress,
  billTo: summaryAddress,
  items: z.array(orderSummaryItemSchema),
  subtotal: z.string(),
  shipping: z.string(),
  tax: z.string(),
  total: z.string(),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** Answer of POST /api/authorize-net/process-payment (200 approved, 402 declined, 4xx bad input). */
export type CardPaymentResponse =
  | { success: true; orderId: string; orderNumber: string; message: string; order: OrderSummary }
  | {
      success: false;
      orderId?: string;
      orderNumber?: string;
      message: string;
      fields?: Record<string, string>;
      /** 202: the charge's outcome is being confirmed with the gateway; the buyer must not pay again. */
      confirming?: true;
    };

/** Answer of GET /api/payment-confirmation: the paid order of this visitor's checkout not yet completed. */
export type PaymentConfirmationResponse = { confirmed: true; order: OrderSummary } | { confirmed: false };

/** Answer of POST /api/complete-order. */
export type CompleteOrderResponse = { success: true; order: OrderSummary } | { success: false; error: string };

/** Answer of POST /api/paypal/order. */
export type PayPalOrderResponse = { approvalUrl: string; orderId: string; orderNumber: string; paypalOrderId: string };

/** Answer of POST /api/paypal/capture/{token}. */
export type PayPalCaptureResponse = {
  status: string;
  orderId: string;
  orderNumber: string;
  total: string;
  /** Present when status is COMPLETED. */
  order?: OrderSummary;
  message?: string;
};
