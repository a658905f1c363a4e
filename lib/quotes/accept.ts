// The customer accepts a quote by its link: the quote becomes accepted and its lines, at its prices, a new
// cart that holds it (cart.ts).
//
// Once only, also under concurrent requests on PostgreSQL: accept updates the row from sent to accepted on
// the condition that it is still sent, at the revision the customer read and unchanged since it was read,
// and makes the quote's cart in that transaction: two accepts at the same moment make one cart, and the
// second is answered with that same cart.
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { centsToDecimalString, toCents } from "@/lib/domain/money";
import { netUnitCents, quoteActionRefusal, quoteCheckoutRefusal, quoteNumber } from "@/lib/quotes/rules";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { QuoteStatus } from "@/lib/generated/prisma/enums";
import { audit, QUOTE_MESSAGES, TRANSACTION, type Tx } from "./change";

const cents = (value: Prisma.Decimal) => toCents(value.toFixed(2));

export type AcceptedQuote = { cartId: string; number: string };

export class QuoteAcceptError extends Error {
  constructor(
    readonly status: 404 | 409,
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The customer accepts the quote of `token` at `revision`: the quote becomes accepted and its lines, at
 * its prices, a new cart that holds it (the visitor's own cart, `currentCartId`, is set aside and comes
 * back once the quote is paid). Accepting an accepted quote again (a double click, a second tab, a race)
 * answers its cart, never a second one; once its order is paid, it is refused.
 */
export async function acceptQuote(
  token: string,
  revision: number,
  currentCartId: string | undefined,
  now = new Date(),
): Promise<AcceptedQuote> {
  return db().$transaction(async (tx) => {
    const quote = await tx.quote.findUnique({ where: { token }, include: { lines: { orderBy: { position: "asc" } }, cart: true } });
    if (!quote || quote.status === "draft") throw new QuoteAcceptError(404, "token", QUOTE_MESSAGES.notFound);
    const number = quoteNumber(quote.id);
    if (quote.status === "accepted") return { cartId: await acceptedCart(tx, quote, number, now), number };
    const refusal = quoteActionRefusal(quote, "accept", now);
    if (refusal) throw new QuoteAcceptError(409, refusal.field, refusal.message);
    if (quote.revision !== revision) throw new QuoteAcceptError(409, "revision", QUOTE_MESSAGES.revised);
    if (quote.lines.some((line) => line.sizeId === null)) throw new QuoteAcceptError(409, "lines", QUOTE_MESSAGES.lineGone);

    const claimed = await tx.quote.updateMany({
      where: { id: quote.id, status: "sent", revision, updatedAt: quote.updatedAt },
      data: { status: "accepted", acceptedAt: now },
    });
    if (claimed.count !== 1) {
      // Another request changed it first: an accept answers the same cart, anything else its refusal.
      const current = await tx.quote.findUniqueOrThrow({ where: { id: quote.id } });
      if (current.status === "accepted") return { cartId: await acceptedCart(tx, current, number, now), number };
      if (current.revision !== revision) throw new QuoteAcceptError(409, "revision", QUOTE_MESSAGES.revised);
      const again = quoteActionRefusal(current, "accept", now);
      throw new QuoteAcceptError(409, again?.field ?? "status", again?.message ?? QUOTE_MESSAGES.changed);
    }

    const setAside = currentCartId
      ? await tx.cart.findFirst({ where: { id: currentCartId, quoteId: null }, select: { id: true, _count: { select: { items: true } } } })
      : null;
    const cartId = randomBytes(32).toString("base64url");
    await tx.cart.create({
      data: {
        id: cartId,
        quoteId: quote.id,
        setAsideCartId: setAside && setAside._count.items > 0 ? setAside.id : null,
        items: {
          create: quote.lines.map((line) => ({
            productId: line.productId,
            sizeId: line.sizeId!,
            quantity: line.quantity,
            quotedUnitPrice: centsToDecimalString(netUnitCents(cents(line.unitPrice), Number(line.discountPercent))),
          })),
        },
      },
    });
    await audit(tx, { actor: { label: "customer" } }, quote.id, "quote.accepted", {
      before: { status: "sent" },
      after: { status: "accepted", revision },
    });
    return { cartId, number };
  }, TRANSACTION);
}

/** The cart of an accepted quote, while its order is not paid and its date is not past. */
async function acceptedCart(
  tx: Tx,
  quote: { id: number; status: QuoteStatus; validUntil: Date },
  number: string,
  now: Date,
): Promise<string> {
  const cart = await tx.cart.findUnique({ where: { quoteId: quote.id }, select: { id: true } });
  if (!cart) throw new QuoteAcceptError(409, "status", QUOTE_MESSAGES.ordered);
  const ended = quoteCheckoutRefusal(quote, number, now);
  if (ended) throw new QuoteAcceptError(409, "status", ended);
  return cart.id;
}
