// The checkout state saved before leaving for PayPal (seed 001 §3, §4: customer info, cart items and
// total). It lives in localStorage under one key, not sessionStorage: the approval page opens in a new
// tab through a form post, and such a tab does not inherit the opener's sessionStorage. The server knows
// the order from the PayPal token, so a missing state only means there is nothing to restore.
// Client-safe; the storage is passed in.
import { z } from "zod";
import { checkoutValuesSchema, type CheckoutFormValues } from "./form";

export const CHECKOUT_STATE_KEY = "tripleZero.checkoutState";
/** An abandoned PayPal attempt should not fill a form days later. */
export const CHECKOUT_STATE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const text = z.string().max(500);

const savedStateSchema = z.object({
  version: z.literal(1),
  savedAt: z.number().int(),
  customerInfo: checkoutValuesSchema(text),
  cartItems: z
    .array(
      z.object({
        productId: z.number().int(),
        productName: text,
        itemNumber: text,
        /** The pack size's label; absent in states saved before sizes. */
        size: text.optional(),
        quantity: z.number().int(),
        price: text,
      }),
    )
    .max(200),
  total: text,
});

export type SavedCheckoutState = z.infer<typeof savedStateSchema>;

export function saveCheckoutState(
  storage: StorageLike,
  state: { customerInfo: CheckoutFormValues; cartItems: SavedCheckoutState["cartItems"]; total: string },
  now: number = Date.now(),
): boolean {
  const saved: SavedCheckoutState = { version: 1, savedAt: now, ...state };
  try {
    storage.setItem(CHECKOUT_STATE_KEY, JSON.stringify(saved));
    return true;
  } catch {
    // Storage disabled or full: PayPal still works, there is just nothing to restore afterwards.
    return false;
  }
}

/** The saved state, or null when there is none, it is unreadable or too old (then it is removed). */
export function readCheckoutState(storage: StorageLike, now: number = Date.now()): SavedCheckoutState | null {
  let raw: string | null;
  try {
    raw = storage.getItem(CHECKOUT_STATE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const checked = savedStateSchema.safeParse(parsed);
  if (!checked.success || now - checked.data.savedAt > CHECKOUT_STATE_MAX_AGE_MS || checked.data.savedAt > now + 60_000) {
    clearCheckoutState(storage);
    return null;
  }
  return checked.data;
}

export function clearCheckoutState(storage: StorageLike): void {
  try {
    storage.removeItem(CHECKOUT_STATE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
