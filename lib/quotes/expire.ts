// Sent quotes past their date, stored as expired by the hourly job (lib/jobs).
import "server-only";
import { db } from "@/lib/db/client";
import { shopToday } from "@/lib/quotes/rules";

/** Sent quotes past their date become expired (the job's sweep; reads never depend on it). */
export async function expireQuotes(now = new Date()): Promise<number> {
  // Past its date means its valid-until day is before the shop's today (effectiveQuoteStatus).
  const today = new Date(`${shopToday(now)}T00:00:00Z`);
  const { count } = await db().quote.updateMany({ where: { status: "sent", validUntil: { lt: today } }, data: { status: "expired" } });
  return count;
}
