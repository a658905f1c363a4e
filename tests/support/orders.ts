// Orders for the integration tests, written directly: the parts of an order row several tests share (a
// Madison, Wisconsin customer, shipping and billing the same, and the totals of two $29.95 quarts shipped
// free there with 5.5 % tax), and a whole paid order of one line.
import { randomBytes, randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PackSize } from "@/lib/generated/prisma/enums";
export const MADISON_CUSTOMER = {
  customerFirstName: "Dana",
  customerLastName: "Whitfield",
  shippingAddress: "2214 Atwood Ave",
  shippingCity: "Madison",
  shippingState: "WI",
  shippingZipCode: "53704",
  billingAddress: "2214 Atwood Ave",
  billingCity: "Madison",
  billingState: "WI",
  billingZipCode: "53704",
} as const;

export const TWO_QUARTS_TOTALS = { subtotal: "59.90", shipping: "0.00", tax: "3.29", total: "63.19" } as const;

/** Who a test order is for: the account that places it, and the name and address written on it. */
export type TestBuyer = { userId: string; firstName: string; lastName: string; email: string };

/** The one line of a test order: `quantity` of the product at `unitPrice`, of one of its sizes when given. */
export type TestOrderLine = {
  product: { id: number; name: string; itemNumber: string };
  unitPrice: Prisma.Decimal | string;
  quantity: number;
  size?: { id: number; size: PackSize };
};

const TEST_ADDRESS = { address: "1 Test St", city: "Madison", state: "WI", zipCode: "53703" } as const;

/**
 * A paid order of one line, written straight to the database as checkout would leave it: by card,
 * shipped free to Madison, Wisconsin (billing the same), with no tax, so that its total is the line's.
 */
export async function createPaidOrder(buyer: TestBuyer, line: TestOrderLine) {
  const total = new Prisma.Decimal(line.unitPrice).mul(line.quantity).toFixed(2);
  return db().order.create({
    data: {
      orderNumber: `TZ-261120-${randomBytes(3).toString("hex").toUpperCase()}`,
      idempotencyKey: randomUUID(),
      status: "completed",
      paymentMethod: "card",
      gateway: "test",
      userId: buyer.userId,
      customerFirstName: buyer.firstName,
      customerLastName: buyer.lastName,
      customerEmail: buyer.email,
      shippingAddress: TEST_ADDRESS.address,
      shippingCity: TEST_ADDRESS.city,
      shippingState: TEST_ADDRESS.state,
      shippingZipCode: TEST_ADDRESS.zipCode,
      billingAddress: TEST_ADDRESS.address,
      billingCity: TEST_ADDRESS.city,
      billingState: TEST_ADDRESS.state,
      billingZipCode: TEST_ADDRESS.zipCode,
      subtotal: total,
      shipping: "0.00",
      tax: "0.00",
      total,
      completedAt: new Date(),
      items: {
        create: {
          productId: line.product.id,
          productName: line.product.name,
          itemNumber: line.product.itemNumber,
          ...(line.size ? { sizeId: line.size.id, size: line.size.size } : {}),
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          lineTotal: total,
        },
      },
    },
  });
}
