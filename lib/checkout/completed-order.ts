// The completed order the checkout hands to the thank-you page (seed 001 §3 "Completed order"): stored
// in sessionStorage, read once and removed, so reloading /thank-you shows the generic page.
// Client-safe; the storage is passed in.
import { z } from "zod";
import type { OrderSummary, PayPalCaptureResponse } from "@/lib/orders/api";
import type { SavedCheckoutState, StorageLike } from "./saved-state";

export const COMPLETED_ORDER_KEY = "completedOrder";

const text = z.string().max(500);

export const completedOrderSchema = z.object({
  orderId: text,
  orderNumber: text.min(1),
  /** "59.90" */
  totalAmount: text,
  customerEmail: text,
  items: z
    .array(
      z.object({
        productName: text,
        itemNumber: text,
        /** The pack size's label ("5-Gallon Pail"). */
        size: text.optional(),
        quantity: z.number().int().min(0),
        /** Unit price, "29.95". */
        price: text,
      }),
    )
    .max(200),
  paymentMethod: z.enum(["card", "paypal"]),
});

export type CompletedOrder = z.infer<typeof completedOrderSchema>;

export function completedOrderFromSummary(order: OrderSummary): CompletedOrder {
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    totalAmount: order.total,
    customerEmail: order.customer.email,
    items: order.items.map((item) => ({
      productName: item.name,
      itemNumber: item.itemNumber,
      size: item.size,
      quantity: item.quantity,
      price: item.unitPrice,
    })),
    paymentMethod: order.paymentMethod,
  };
}

/**
 * The order a completed PayPal capture paid for: the server's summary when it sent one, otherwise its
 * number and total with the items and e-mail the checkout saved (when it still has them).
 */
export function completedOrderFromCapture(answer: PayPalCaptureResponse, saved: SavedCheckoutState | null): CompletedOrder {
  if (answer.order) return completedOrderFromSummary(answer.order);
  return {
    orderId: answer.orderId,
    orderNumber: answer.orderNumber,
    totalAmount: answer.total,
    customerEmail: saved?.customerInfo.email.trim() ?? "",
    items: (saved?.cartItems ?? []).map(({ productName, itemNumber, size, quantity, price }) => ({
      productName,
      itemNumber,
      size,
      quantity,
      price,
    })),
    paymentMethod: "paypal",
  };
}

export function storeCompletedOrder(storage: StorageLike, order: CompletedOrder): boolean {
  try {
    storage.setItem(COMPLETED_ORDER_KEY, JSON.stringify(order));
    return true;
  } catch {
    return false;
  }
}

/** The stored order, removed as it is read; null when there is none or it is unreadable. */
export function takeCompletedOrder(storage: StorageLike): CompletedOrder | null {
  let raw: string | null;
  try {
    raw = storage.getItem(COMPLETED_ORDER_KEY);
    storage.removeItem(COMPLETED_ORDER_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const checked = completedOrderSchema.safeParse(JSON.parse(raw));
    return checked.success ? checked.data : null;
  } catch {
    return null;
  }
}
