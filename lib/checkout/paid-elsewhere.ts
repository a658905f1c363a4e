// A payment completed in one tab, for the other tabs of the same browser to notice: PayPal's approval
// opens in a tab of its own, and the tab that started it still shows the cart that was just paid. The
// paying tab leaves a note in localStorage, whose change every other tab hears as a storage event, and
// which a tab reads again when it comes back into focus. Client-safe; the storage is passed in.
import { z } from "zod";
import { completedOrderSchema, type CompletedOrder } from "./completed-order";
import type { StorageLike } from "./saved-state";

export const CHECKOUT_PAID_KEY = "tripleZero.checkoutPaid";

const noteSchema = z.object({ paidAt: z.number().int(), order: completedOrderSchema });

export function announcePaid(storage: StorageLike, order: CompletedOrder, now: number = Date.now()): void {
  try {
    storage.setItem(CHECKOUT_PAID_KEY, JSON.stringify({ paidAt: now, order }));
  } catch {
    // Without storage the other tabs find out when they next ask the server for the cart.
  }
}

/** The order of a note (the key's value) paid after `since`, the moment the reading tab opened its checkout; else null. */
export function paidSince(raw: string | null, since: number): CompletedOrder | null {
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const note = noteSchema.safeParse(parsed);
  return note.success && note.data.paidAt >= since ? note.data.order : null;
}

export function readPaidNote(storage: StorageLike): string | null {
  try {
    return storage.getItem(CHECKOUT_PAID_KEY);
  } catch {
    return null;
  }
}
