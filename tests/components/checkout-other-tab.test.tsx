// A payment completed in another tab: PayPal's approval opens in a tab of its own, and the
// tab that started the checkout notices, by a storage event or when it comes back into focus, and shows
// the outcome instead of the cart it paid; every cart badge fetches the cart again as soon as it changed.
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CartButton } from "@/components/cart/cart-button";
import { Checkout } from "@/components/checkout/checkout";
import { CART_BROADCAST_KEY } from "@/lib/cart/client";
import type { CartItemView } from "@/lib/cart/schemas";
import { COMPLETED_ORDER_KEY, type CompletedOrder } from "@/lib/checkout/completed-order";
import { CHECKOUT_PAID_KEY } from "@/lib/checkout/paid-elsewhere";
import type { PaymentsClientConfig } from "@/lib/payments/config";
import { router } from "./support/module-mocks";

const PAYMENTS: PaymentsClientConfig = { mode: "test", card: { implementation: "test" }, paypal: { implementation: "test" } };
const CART: CartItemView[] = [
  {
    id: 1,
    productId: 11,
    sizeId: 111,
    quantity: 2,
    minimumQuantity: 1,
    size: { id: 111, code: "quart", label: "Quart (32 oz)" },
    product: {
      id: 11,
      name: "Pool Tile Descaler",
      slug: "pool-tile-descaler",
      itemNumber: "TZ-PS-101",
      pricePerGallon: "29.95",
      priceUnit: "32 oz bottle",
      shippingIncluded: false,
    },
  },
];
const ORDER: CompletedOrder = {
  orderId: "ord_1",
  orderNumber: "TZ-261128-ABC123",
  totalAmount: "63.19",
  customerEmail: "dana@lakeside.example",
  items: [{ productName: "Pool Tile Descaler", itemNumber: "TZ-PS-101", size: "Quart (32 oz)", quantity: 2, price: "29.95" }],
  paymentMethod: "paypal",
};

let serverCart: CartItemView[] = CART;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  serverCart = CART;
  fetchMock.mockImplementation(async (url) =>
    String(url) === "/api/cart"
      ? new Response(JSON.stringify(serverCart), { status: 200, headers: { "Content-Type": "application/json" } })
      : new Response("{}", { status: 500 }),
  );
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

/** What another tab's write to localStorage looks like to this one. */
function writtenByAnotherTab(key: string, value: string) {
  window.localStorage.setItem(key, value);
  act(() => {
    window.dispatchEvent(new StorageEvent("storage", { key, newValue: value }));
  });
}

const paidNote = (paidAt: number) => JSON.stringify({ paidAt, order: ORDER });

async function openCheckout() {
  render(<Checkout payments={PAYMENTS} />);
  await screen.findByRole("button", { name: /^Pay \$[\d,.]+$/ });
}

describe("the checkout tab, when the order is paid in another tab", () => {
  it("hears it at once and shows the order's outcome on the thank-you page", async () => {
    await openCheckout();
    serverCart = [];
    writtenByAnotherTab(CHECKOUT_PAID_KEY, paidNote(Date.now()));

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/thank-you"));
    expect(JSON.parse(window.sessionStorage.getItem(COMPLETED_ORDER_KEY) ?? "null")).toEqual(ORDER);
    expect(router.replace).toHaveBeenCalledTimes(1);
  });

  it("reads it when it comes back into focus, and ignores a payment from before it opened", async () => {
    window.localStorage.setItem(CHECKOUT_PAID_KEY, paidNote(Date.now() - 60_000));
    await openCheckout();
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    expect(router.replace).not.toHaveBeenCalled();

    // Written while this tab was in the background, without a storage event reaching it.
    window.localStorage.setItem(CHECKOUT_PAID_KEY, paidNote(Date.now() + 1));
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/thank-you"));
  });
});

describe("the cart badge", () => {
  it("reads 0 as soon as another tab says the cart changed and the server's cart is empty", async () => {
    render(<CartButton />);
    await waitFor(() => expect(screen.getByTestId("cart-count").textContent).toBe("2"));
    serverCart = [];
    writtenByAnotherTab(CART_BROADCAST_KEY, String(Date.now()));
    await waitFor(() => expect(screen.getByTestId("cart-count").textContent).toBe("0"));
  });
});
