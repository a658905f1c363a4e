// What the staff pages show of an order (seed 001 §3 "Order (admin)", §4 order status). Client-safe:
// the orders table polls GET /api/admin/orders and reads these shapes.
import { z } from "zod";
import { FulfilmentStatus, OrderStatus } from "@/lib/generated/prisma/enums";
import type { StaffAction } from "@/lib/orders/state";
import type { RefundableOrder, RefundableLine } from "@/lib/orders/refunds";

export const adminOrderRowSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  customerInfo: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  /** Dollars with two decimals, e.g. "123.45". */
  totalAmount: z.string(),
  /** What refunds paid back so far, and what remains to refund (dollars, two decimals). */
  refundedAmount: z.string(),
  remainingAmount: z.string(),
  status: z.enum(OrderStatus),
  /** 'Refund Processed', 'Transaction Voided', 'PayPal Payment', ... (statusLabel). */
  statusLabel: z.string(),
  /** What staff may do now (staffActions): void an unsettled card charge, refund otherwise. */
  actions: z.array(z.enum(["void", "refund"] satisfies StaffAction[])),
  /** Where the goods are (lib/orders/fulfilment-rules.ts), apart from the payment. */
  fulfilmentStatus: z.enum(FulfilmentStatus),
  paymentMethod: z.enum(["card", "paypal"]),
  /** The card transaction, absent for PayPal orders (the seed's authorizeNetTransactionId). */
  authorizeNetTransactionId: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export type RefundResponse = {
  success: true;
  message: string;
  order: AdminOrderRow;
  refund: { id: number; amount: string; reason: string | null };
};
export type VoidResponse = { success: true; message: string; order: AdminOrderRow };

/** The toasts of seed 001 §8. */
export const ORDER_TOASTS = {
  refunded: { title: "Refund Processed", description: "The refund appears in the customer's account within 3-5 business days." },
  voided: { title: "Transaction Voided", description: "The credit card charge has been successfully canceled." },
  refundFailed: "Failed to process refund. Please try again.",
  voidFailed: "Failed to void transaction. Please try again.",
} as const;

/** The order page's refund panel: what was paid and refunded, and each line with what is left of it. */
export type RefundPanelData = Omit<RefundableOrder, "lines"> & {
  /** A refund is possible now (staffActions): paid, settled or PayPal, something left. */
  canRefund: boolean;
  /** `restockable`: the size still exists, so its units can go back on the shelf. */
  lines: (RefundableLine & { itemNumber: string; restockable: boolean })[];
};
