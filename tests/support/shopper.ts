// A shopper of the integration tests that pay: a cookie jar (as one browser, all its windows, would
// have) that adds to the cart and pays through the route handlers; and products of a test's own.
import { randomBytes, randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { GET as cartGet, POST as addToCart } from "@/app/api/cart/route";
import { POST as processPayment } from "@/app/api/authorize-net/process-payment/route";
import { POST as capture } from "@/app/api/paypal/capture/[token]/route";
import { POST as paypalOrder } from "@/app/api/paypal/order/route";
import { db } from "@/lib/db/client";
import { checkoutCustomer, testCardToken } from "./checkout";

export const APPROVE = "4111 1111 1111 1111";
export const DECLINE = "4000 0000 0000 0002";

type Handler = (request: NextRequest) => Promise<Response>;
type Customer = ReturnType<typeof checkoutCustomer>;

export function shopper(customer: Customer, initialCookie?: string) {
  let cookie = initialCookie;
  const send = async (handler: Handler, url: string, body?: unknown) => {
    const headers = new Headers({ host: "localhost" });
    if (cookie) headers.set("cookie", cookie);
    if (body !== undefined) headers.set("content-type", "application/json");
    const response = await handler(
      new NextRequest(`http://localhost${url}`, {
        method: body === undefined ? "GET" : "POST",
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) cookie = setCookie.split(";")[0];
    return response;
  };
  return {
    get cartId() {
      return cookie?.replace(/^tz_cart=/, "") ?? "";
    },
    get setCookie() {
      return cookie;
    },
    add: (itemNumber: string, quantity = 1) => send(addToCart, "/api/cart", { itemNumber, quantity }),
    cart: async () => (await (await send(cartGet, "/api/cart")).json()) as unknown[],
    pay: (opaqueData = testCardToken(APPROVE), idempotencyKey: string = randomUUID()) =>
      send(processPayment, "/api/authorize-net/process-payment", { idempotencyKey, customer, opaqueData }),
    paypalOrder: (idempotencyKey: string = randomUUID()) =>
      send(paypalOrder, "/api/paypal/order", { idempotencyKey, customerInfo: customer }),
    capture: (token: string) =>
      capture(
        new NextRequest(`http://localhost/api/paypal/capture/${encodeURIComponent(token)}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
          body: JSON.stringify({ checkoutState: {} }),
        }),
        { params: Promise.resolve({ token }) },
      ),
  };
}

/** A product of the test's own, sold by the gallon at `price`, so that changing it disturbs no other test. */
export async function newProduct(
  price: string,
  { stockQuantity = null, lowStockThreshold = null }: { stockQuantity?: number | null; lowStockThreshold?: number | null } = {},
) {
  const suffix = randomBytes(4).toString("hex").toUpperCase();
  const itemNumber = `TZ-SEC-${suffix}`;
  return db().product.create({
    data: {
      itemNumber,
      slug: `security-test-cleaner-${suffix.toLowerCase()}`,
      name: `Security Test Cleaner ${suffix}`,
      category: "INDUSTRIAL",
      description: "A product of the checkout tests.",
      pricePerGallon: price,
      sizes: { create: { size: "gallon", itemNumber, price, stockQuantity, lowStockThreshold } },
    },
    include: { sizes: true },
  });
}
