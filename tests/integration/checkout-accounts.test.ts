// Whose account an order joins (issue: account takeover by e-mail): a visitor who is not signed in and
// types someone's e-mail at checkout does not put the order into that account; it joins it when the
// address's verified owner next signs in. A signed-in customer's order is theirs whatever e-mail is typed.
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as addToCart } from "@/app/api/cart/route";
import { POST as processPayment } from "@/app/api/authorize-net/process-payment/route";
import { checkCredentials } from "@/lib/auth/credentials";
import { db } from "@/lib/db/client";
import { TEST_PASSWORD, createCustomer } from "@/tests/support/accounts";
import { sessionCookieHeader } from "@/tests/support/auth";
import { checkoutCustomer, testCardToken } from "@/tests/support/checkout";

beforeAll(() => {
  process.env.PAYMENTS_MODE = "test";
});

async function pay(email: string, sessionCookie?: string) {
  const added = await addToCart(
    new NextRequest("http://localhost/api/cart", {
      method: "POST",
      headers: { "content-type": "application/json", host: "localhost" },
      body: JSON.stringify({ itemNumber: "TZ-PS-101", quantity: 1 }),
    }),
  );
  const cart = added.headers.get("set-cookie")!.split(";")[0]!;
  const response = await processPayment(
    new NextRequest("http://localhost/api/authorize-net/process-payment", {
      method: "POST",
      headers: { "content-type": "application/json", host: "localhost", cookie: [cart, sessionCookie].filter(Boolean).join("; ") },
      body: JSON.stringify({
        idempotencyKey: randomUUID(),
        customer: checkoutCustomer({ firstName: "Sam", lastName: "Guest", email }),
        opaqueData: testCardToken("4111 1111 1111 1111"),
      }),
    }),
  );
  expect(response.status).toBe(200);
  const { orderId } = (await response.json()) as { orderId: string };
  return db().order.findUniqueOrThrow({ where: { id: orderId } });
}

describe("whose account an order joins", () => {
  it("a guest typing an account's e-mail does not attach the order to it; the verified owner's next sign-in does", async () => {
    const owner = await createCustomer({ email: `owner-${randomUUID()}@example.com` });
    const order = await pay(owner.email.toUpperCase());
    expect(order.userId).toBeNull();
    expect((await checkCredentials({ email: owner.email, password: TEST_PASSWORD }, { address: "198.18.210.1" })).ok).toBe(true);
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).userId).toBe(owner.id);
  });

  it("an unconfirmed account never gets a guest's order by its e-mail", async () => {
    const pending = await createCustomer({ email: `pending-${randomUUID()}@example.com`, verified: false });
    const order = await pay(pending.email);
    expect(await checkCredentials({ email: pending.email, password: TEST_PASSWORD }, { address: "198.18.210.2" })).toEqual({
      ok: false,
      reason: "unverified",
    });
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).userId).toBeNull();
  });

  it("a signed-in customer's order is theirs, whatever e-mail is typed", async () => {
    const buyer = await createCustomer({ email: `buyer-${randomUUID()}@example.com` });
    const order = await pay(`someone-else-${randomUUID()}@example.com`, await sessionCookieHeader(buyer));
    expect(order.userId).toBe(buyer.id);
  });
});
