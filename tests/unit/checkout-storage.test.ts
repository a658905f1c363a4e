import { describe, expect, it } from "vitest";
import {
  COMPLETED_ORDER_KEY,
  completedOrderFromCapture,
  completedOrderFromSummary,
  storeCompletedOrder,
  takeCompletedOrder,
} from "@/lib/checkout/completed-order";
import { EMPTY_CHECKOUT_FORM } from "@/lib/checkout/form";
import { announcePaid, CHECKOUT_PAID_KEY, paidSince, readPaidNote } from "@/lib/checkout/paid-elsewhere";
import {
  CHECKOUT_STATE_KEY,
  CHECKOUT_STATE_MAX_AGE_MS,
  clearCheckoutState,
  readCheckoutState,
  saveCheckoutState,
  type StorageLike,
} from "@/lib/checkout/saved-state";
import type { OrderSummary } from "@/lib/orders/api";

class MemoryStorage implements StorageLike {
  readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const brokenStorage: StorageLike = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

const summary: OrderSummary = {
  orderId: "ord_1",
  orderNumber: "TZ-261122-7KQ4MX",
  status: "completed",
  paymentMethod: "card",
  cardLast4: "1111",
  customer: { firstName: "Dana", lastName: "Whitfield", email: "dana@lakeside.example", phone: null },
  shipTo: { company: null, address: "12 Harbor Rd", city: "Madison", state: "WI", zipCode: "53703" },
  billTo: { company: null, address: "12 Harbor Rd", city: "Madison", state: "WI", zipCode: "53703" },
  items: [
    { name: "Pool & Spa Descaler", itemNumber: "TZ-PS-101", size: "Quart (32 oz)", quantity: 2, unitPrice: "29.95", lineTotal: "59.90" },
  ],
  subtotal: "59.90",
  shipping: "0.00",
  tax: "3.29",
  total: "63.19",
  createdAt: "2026-11-22T12:00:00.000Z",
};

const state = {
  customerInfo: { ...EMPTY_CHECKOUT_FORM, firstName: "Dana", email: " dana@lakeside.example " },
  cartItems: [{ productId: 1, productName: "Pool & Spa Descaler", itemNumber: "TZ-PS-101", quantity: 2, price: "29.95" }],
  total: "63.19",
};

describe("the checkout state saved for PayPal's return", () => {
  it("is written under one key and read back", () => {
    const storage = new MemoryStorage();
    expect(saveCheckoutState(storage, state, 1_000)).toBe(true);
    expect([...storage.data.keys()]).toEqual([CHECKOUT_STATE_KEY]);
    expect(readCheckoutState(storage, 2_000)).toEqual({ version: 1, savedAt: 1_000, ...state });
  });

  it("is nothing to restore when missing, unreadable or older than a day, and is then removed", () => {
    const storage = new MemoryStorage();
    expect(readCheckoutState(storage)).toBeNull();
    storage.setItem(CHECKOUT_STATE_KEY, "{not json");
    expect(readCheckoutState(storage)).toBeNull();
    expect(storage.data.has(CHECKOUT_STATE_KEY)).toBe(false);
    saveCheckoutState(storage, state, 0);
    expect(readCheckoutState(storage, CHECKOUT_STATE_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.data.has(CHECKOUT_STATE_KEY)).toBe(false);
  });

  it("is cleared on cancel and completion", () => {
    const storage = new MemoryStorage();
    saveCheckoutState(storage, state);
    clearCheckoutState(storage);
    expect(readCheckoutState(storage)).toBeNull();
  });

  it("does not break checkout when storage is disabled", () => {
    expect(saveCheckoutState(brokenStorage, state)).toBe(false);
    expect(readCheckoutState(brokenStorage)).toBeNull();
    expect(() => clearCheckoutState(brokenStorage)).not.toThrow();
  });
});

describe("the completed order for the thank-you page", () => {
  it("is read once and then removed", () => {
    const storage = new MemoryStorage();
    storeCompletedOrder(storage, completedOrderFromSummary(summary));
    expect(takeCompletedOrder(storage)).toEqual({
      orderId: "ord_1",
      orderNumber: "TZ-261122-7KQ4MX",
      totalAmount: "63.19",
      customerEmail: "dana@lakeside.example",
      items: [{ productName: "Pool & Spa Descaler", itemNumber: "TZ-PS-101", size: "Quart (32 oz)", quantity: 2, price: "29.95" }],
      paymentMethod: "card",
    });
    expect(storage.data.has(COMPLETED_ORDER_KEY)).toBe(false);
    expect(takeCompletedOrder(storage)).toBeNull();
  });

  it("ignores and removes an unreadable entry", () => {
    const storage = new MemoryStorage();
    storage.setItem(COMPLETED_ORDER_KEY, JSON.stringify({ orderNumber: 42 }));
    expect(takeCompletedOrder(storage)).toBeNull();
    expect(storage.data.size).toBe(0);
    expect(takeCompletedOrder(brokenStorage)).toBeNull();
  });

  it("comes from a PayPal capture's summary, or from its number and total with the saved items", () => {
    const withOrder = completedOrderFromCapture(
      {
        status: "COMPLETED",
        orderId: "ord_1",
        orderNumber: "TZ-261122-7KQ4MX",
        total: "63.19",
        order: { ...summary, paymentMethod: "paypal" },
      },
      null,
    );
    expect(withOrder).toMatchObject({ paymentMethod: "paypal", items: [{ itemNumber: "TZ-PS-101" }] });

    const saved = { version: 1 as const, savedAt: 0, ...state };
    expect(
      completedOrderFromCapture({ status: "COMPLETED", orderId: "ord_2", orderNumber: "TZ-261122-AAAAAA", total: "63.19" }, saved),
    ).toEqual({
      orderId: "ord_2",
      orderNumber: "TZ-261122-AAAAAA",
      totalAmount: "63.19",
      customerEmail: "dana@lakeside.example",
      items: [{ productName: "Pool & Spa Descaler", itemNumber: "TZ-PS-101", quantity: 2, price: "29.95" }],
      paymentMethod: "paypal",
    });
    expect(
      completedOrderFromCapture({ status: "COMPLETED", orderId: "ord_2", orderNumber: "TZ-261122-AAAAAA", total: "63.19" }, null),
    ).toMatchObject({
      customerEmail: "",
      items: [],
    });
  });
});

describe("the note a paying tab leaves for the browser's other tabs", () => {
  const order = {
    orderId: "ord_1",
    orderNumber: "TZ-261128-ABC123",
    totalAmount: "63.19",
    customerEmail: "dana@lakeside.example",
    items: [],
    paymentMethod: "paypal" as const,
  };

  it("names the order paid, for the tabs that opened their checkout before it", () => {
    const storage = new MemoryStorage();
    announcePaid(storage, order, 1_000);
    expect(storage.getItem(CHECKOUT_PAID_KEY)).not.toBeNull();
    expect(paidSince(readPaidNote(storage), 900)).toEqual(order);
    expect(paidSince(readPaidNote(storage), 1_000)).toEqual(order);
    // A checkout opened after that payment has a cart of its own.
    expect(paidSince(readPaidNote(storage), 1_001)).toBeNull();
  });

  it("is ignored when missing or unreadable", () => {
    expect(paidSince(null, 0)).toBeNull();
    expect(paidSince("not json", 0)).toBeNull();
    expect(paidSince(JSON.stringify({ paidAt: 5, order: { orderNumber: "" } }), 0)).toBeNull();
  });
});
