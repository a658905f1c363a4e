// Orders (DESIGN §5): created pending from the cart before any money moves, with totals computed here
// from catalogue prices, never from the browser. One idempotency key per checkout attempt means one order.
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { centsToDecimalString, toCents } from "@/lib/domain/money";
import { orderNumber } from "@/lib/domain/order-number";
import { orderTotals } from "@/lib/domain/order-totals";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PaymentGatewayName, PaymentMethod } from "@/lib/generated/prisma/enums";
import type { CheckoutCustomer } from "./schemas";

export class OrderError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export const withItems = { items: { orderBy: { id: "asc" } } } satisfies Prisma.OrderInclude;
export type OrderWithItems = Prisma.OrderGetPayload<{ include: typeof withItems }>;

function isUniqueViolation(error: unknown, field: string): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") return false;
  const target = JSON.stringify(error.meta ?? {});
  return target.includes(field);
}

export type NewOrder = {
  cartId: string;
  idempotencyKey: string;
  customer: CheckoutCustomer;
  paymentMethod: PaymentMethod;
  gateway: PaymentGatewayName;
};

/**
 * The pending order of this checkout attempt: the existing one for a key seen before (a retried or
 * doubled submit), otherwise a new one from the cart as it is now.
 */
export async function pendingOrderFor(input: NewOrder): Promise<OrderWithItems> {
  const existing = await db().order.findUnique({ where: { idempotencyKey: input.idempotencyKey }, include: withItems });
  if (existing) {
    if (existing.cartId !== input.cartId) throw new OrderError(409, "idempotencyKey", "This checkout key belongs to another cart");
    return existing;
  }

  const lines = await db().cartItem.findMany({ where: { cartId: input.cartId }, include: { product: true }, orderBy: { createdAt: "asc" } });
  if (lines.length === 0) throw new OrderError(400, "cart", "Your cart is empty");
  for (const line of lines) {
    if (line.product.archivedAt) throw new OrderError(409, "cart", `${line.product.name} is no longer sold online`);
  }
  const priced = lines.map((line) => ({ line, unitPriceCents: toCents(line.product.pricePerGallon.toFixed(2)), quantity: line.quantity }));
  const c = input.customer;
  const totals = orderTotals(priced, c.shippingState);
  const account = await db().user.findUnique({ where: { email: c.email.toLowerCase() }, select: { id: true } });
  const billing = c.sameAsShipping
    ? { company: c.shippingCompany, address: c.shippingAddress, city: c.shippingCity, state: c.shippingState, zipCode: c.shippingZipCode }
    : { company: c.billingCompany, address: c.billingAddress!, city: c.billingCity!, state: c.billingState!, zipCode: c.billingZipCode! };

  try {
    return await db().order.create({
      data: {
        orderNumber: orderNumber(new Date(), (n) => randomBytes(n)),
        idempotencyKey: input.idempotencyKey,
        paymentMethod: input.paymentMethod,
        gateway: input.gateway,
        cartId: input.cartId,
        userId: account?.id ?? null,
        customerFirstName: c.firstName,
        customerLastName: c.lastName,
        customerEmail: c.email.toLowerCase(),
        customerPhone: c.phone ?? null,
        shippingCompany: c.shippingCompany ?? null,
        shippingAddress: c.shippingAddress,
        shippingCity: c.shippingCity,
        shippingState: c.shippingState,
        shippingZipCode: c.shippingZipCode,
        billingCompany: billing.company ?? null,
        billingAddress: billing.address,
        billingCity: billing.city,
        billingState: billing.state,
        billingZipCode: billing.zipCode,
        subtotal: centsToDecimalString(totals.subtotalCents),
        shipping: centsToDecimalString(totals.shippingCents),
        tax: centsToDecimalString(totals.taxCents),
        total: centsToDecimalString(totals.totalCents),
        items: {
          create: priced.map(({ line, unitPriceCents, quantity }) => ({
            productId: line.product.id,
            productName: line.product.name,
            itemNumber: line.product.itemNumber,
            unitPrice: centsToDecimalString(unitPriceCents),
            quantity,
            lineTotal: centsToDecimalString(unitPriceCents * quantity),
          })),
        },
      },
      include: withItems,
    });
  } catch (error) {
    // Two identical submits raced: the first created the order, the second reads it.
    if (isUniqueViolation(error, "idempotencyKey")) return pendingOrderFor(input);
    throw error;
  }
}
