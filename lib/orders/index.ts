// Orders (DESIGN §5): created pending from the cart before any money moves, with totals computed here
// from catalog prices, never from the browser. One idempotency key per checkout attempt means one order,
// and one cart has at most one payment in flight (cart-hold.ts).
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { centsToDecimalString, toCents } from "@/lib/domain/money";
import {
  cartProblemMessage,
  priceCart,
  type CartLineNow,
  type CartProblem,
  type CartQuoteTerms,
  type Pricing,
} from "@/lib/domain/order-pricing";
import { netUnitCents, quoteNumber } from "@/lib/quotes/rules";
import { orderNumber } from "@/lib/orders/number";
import { minimumQuantity } from "@/lib/catalog/pack-sizes";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PaymentGatewayName, PaymentMethod } from "@/lib/generated/prisma/enums";
import { CART_BUSY_MESSAGE, holdCart } from "./cart-hold";
import type { CheckoutCustomer } from "./schemas";

export class OrderError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly field: string,
    message: string,
    /** More of the answer, for the checkout to act on (e.g. the new `total` of a re-priced order). */
    readonly details: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const withItems = { items: { orderBy: { id: "asc" } } } satisfies Prisma.OrderInclude;
export type OrderWithItems = Prisma.OrderGetPayload<{ include: typeof withItems }>;

type Client = Prisma.TransactionClient | ReturnType<typeof db>;

export const ORDER_TRANSACTION = { maxWait: 10_000, timeout: 15_000 } as const;

/** The accepted quote a cart holds, with its terms as the quote has them; null for an ordinary cart. */
export async function cartQuote(cartId: string, client: Client = db()): Promise<(CartQuoteTerms & { quoteId: number }) | null> {
  const cart = await client.cart.findUnique({
    where: { id: cartId },
    select: { quote: { include: { lines: { orderBy: { position: "asc" } } } } },
  });
  return cart?.quote ? quoteTerms(cart.quote) : null;
}

/** A quote's terms for pricing its cart. A line whose size staff deleted since can never match the cart. */
export function quoteTerms(quote: QuoteWithLines): CartQuoteTerms & { quoteId: number } {
  return {
    quoteId: quote.id,
    number: quoteNumber(quote.id),
    status: quote.status,
    validUntil: quote.validUntil,
    shippingCents: toCents(quote.shipping.toFixed(2)),
    lines: quote.lines.map((line) => ({
      sizeId: line.sizeId ?? -line.id,
      quantity: line.quantity,
      unitPriceCents: netUnitCents(toCents(line.unitPrice.toFixed(2)), Number(line.discountPercent)),
    })),
  };
}

type QuoteWithLines = Prisma.QuoteGetPayload<{ include: { lines: true } }>;

/** The cart's lines with their products as the catalog has them now, at list prices (a quote's come from the quote). */
export async function cartLinesNow(cartId: string, client: Client = db()): Promise<CartLineNow[]> {
  const lines = await client.cartItem.findMany({
    where: { cartId },
    include: { product: true, size: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return lines.map(({ product, size, quantity }) => ({
    productId: product.id,
    sizeId: size.id,
    size: size.size,
    name: product.name,
    itemNumber: size.itemNumber,
    quantity,
    unitPriceCents: toCents(size.price.toFixed(2)),
    archived: product.archivedAt !== null,
    quoteOnly: size.quoteOnly,
    minimumQuantity: minimumQuantity(product.minimumOrder, product.baseSize, size.size),
    shippingIncluded: product.shippingIncluded,
    stockQuantity: size.stockQuantity,
  }));
}

/** A cart that cannot be ordered: an empty one is the caller's 400, a product no longer available a 409 naming it. */
export function cartProblemError(problem: CartProblem, emptyStatus: 400 | 409 = 400): OrderError {
  return new OrderError(problem.problem === "empty" ? emptyStatus : 409, "cart", cartProblemMessage(problem));
}

/** The order's columns for a pricing: its totals, as 2-decimal strings. */
export function pricingColumns({ totals }: Pricing) {
  return {
    subtotal: centsToDecimalString(totals.subtotalCents),
    shipping: centsToDecimalString(totals.shippingCents),
    tax: centsToDecimalString(totals.taxCents),
    total: centsToDecimalString(totals.totalCents),
  };
}

/** The order's item rows for a pricing: a snapshot of each product as it was priced. */
export function pricingItems({ lines }: Pricing) {
  return lines.map((line) => ({
    productId: line.productId,
    productName: line.name,
    itemNumber: line.itemNumber,
    size: line.size,
    sizeId: line.sizeId,
    unitPrice: centsToDecimalString(line.unitPriceCents),
    quantity: line.quantity,
    lineTotal: centsToDecimalString(line.lineTotalCents),
  }));
}

export type NewOrder = {
  cartId: string;
  /** The signed-in customer placing the order, if any. A guest's order is never attached to an account by
   *  the e-mail typed: it joins the account of that address at its verified owner's next sign-in. */
  userId: string | null;
  idempotencyKey: string;
  customer: CheckoutCustomer;
  paymentMethod: PaymentMethod;
  gateway: PaymentGatewayName;
};

/**
 * The pending order of this checkout attempt: the existing one for a key seen before (a retried or
 * doubled submit), otherwise a new one from the cart as it is now. A new order is only made while no
 * other order of the cart is being paid: it takes the cart's hold in the transaction that creates it,
 * and when the hold is refused the order is not kept (409 on "cart").
 */
export async function pendingOrderFor(input: NewOrder): Promise<OrderWithItems> {
  const existing = await db().order.findUnique({ where: { idempotencyKey: input.idempotencyKey }, include: withItems });
  if (existing) {
    if (existing.cartId !== input.cartId) throw new OrderError(409, "idempotencyKey", "This checkout key belongs to another cart");
    return existing;
  }

  const c = input.customer;
  const quote = await cartQuote(input.cartId);
  const priced = priceCart(await cartLinesNow(input.cartId), c.shippingState, quote, new Date());
  if (!priced.ok) throw cartProblemError(priced);
  const billing = c.sameAsShipping
    ? { company: c.shippingCompany, address: c.shippingAddress, city: c.shippingCity, state: c.shippingState, zipCode: c.shippingZipCode }
    : { company: c.billingCompany, address: c.billingAddress!, city: c.billingCity!, state: c.billingState!, zipCode: c.billingZipCode! };

  try {
    return await db().$transaction(async (tx) => {
      const order = await tx.order.create({
        data: {
          orderNumber: orderNumber(new Date(), (n) => randomBytes(n)),
          idempotencyKey: input.idempotencyKey,
          paymentMethod: input.paymentMethod,
          gateway: input.gateway,
          cartId: input.cartId,
          quoteId: quote?.quoteId ?? null,
          userId: input.userId,
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
          ...pricingColumns(priced),
          pricedAt: new Date(),
          items: { create: pricingItems(priced) },
        },
        include: withItems,
      });
      // Thrown inside the transaction, so the refused order is rolled back and leaves nothing behind.
      if (!(await holdCart(input.cartId, order.id, tx))) throw new OrderError(409, "cart", CART_BUSY_MESSAGE);
      return order;
    }, ORDER_TRANSACTION);
  } catch (error) {
    // Two identical submits raced: the first created the order, the second reads it.
    if (isUniqueViolation(error, "idempotencyKey")) return pendingOrderFor(input);
    throw error;
  }
}
