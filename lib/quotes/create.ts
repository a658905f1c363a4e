// A new quote: a draft staff build, from a lead or from nothing.
import "server-only";
import { randomBytes } from "node:crypto";
import { StaffRequestError } from "@/lib/admin/errors";
import { db } from "@/lib/db/client";
import { quoteNumber } from "@/lib/quotes/rules";
import { audit, QUOTE_MESSAGES, TRANSACTION, type Context } from "./change";
import { checkValidUntil, contentColumns, lineRows } from "./content";
import type { QuoteInput } from "./schemas";

/** A new draft; from a lead when `leadId` names one (400 naming leadId otherwise). */
export async function createQuote(input: QuoteInput, context: Context, now = new Date()): Promise<{ id: number; number: string }> {
  checkValidUntil(input, now);
  return db().$transaction(async (tx) => {
    if (input.leadId && !(await tx.lead.findUnique({ where: { id: input.leadId }, select: { id: true } }))) {
      throw new StaffRequestError(400, QUOTE_MESSAGES.leadNotFound, "leadId");
    }
    const lines = await lineRows(tx, input.lines);
    const quote = await tx.quote.create({
      data: {
        ...contentColumns(input),
        token: randomBytes(32).toString("base64url"),
        leadId: input.leadId ?? null,
        createdById: context.actor.id,
        lines: { create: lines },
      },
      select: { id: true },
    });
    await audit(tx, context, quote.id, "quote.created", {
      after: { number: quoteNumber(quote.id), lines: lines.length, leadId: input.leadId },
    });
    return { id: quote.id, number: quoteNumber(quote.id) };
  }, TRANSACTION);
}
