import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { OrderError, pendingOrderFor } from "@/lib/orders";
import { checkoutCustomerSchema } from "@/lib/orders/schemas";

const customer = checkoutCustomerSchema.parse({
  firstName: "Dana",
  lastName: "Whitfield",
  email: "Buyer@Example.com",
  phone: "608-555-0142",
  shippingAddress: "100 Lakeside Dr",
  shippingCity: "Madison",
  shippingState: "Wisconsin",
  shippingZipCode: "53703",
});

async function cartWith(items: { itemNumber: string; quantity: number }[]) {
  const cartId = randomBytes(32).toString("base64url");
  const sizes = await db().productSize.findMany({ where: { itemNumber: { in: items.map((i) => i.itemNumber) } } });
  await db().cart.create({
    data: {
      id: cartId,
      items: {
        create: items.map((i) => {
          const size = sizes.find((s) => s.itemNumber === i.itemNumber)!;
          return { productId: size.productId, sizeId: size.id, quantity: i.quantity };
        }),
      },
    },
  });
  return cartId;
}

describe("pending orders", () => {
  it("are priced on the server from the cart: two $29.95 bottles to Wisconsin ship free with 5.5% tax", async () => {
    const cartId = await cartWith([{ itemNumber: "TZ-PS-101", quantity: 2 }]);
    const order = await pendingOrderFor({
      cartId,
      userId: null,
      idempotencyKey: randomUUID(),
      customer,
      paymentMethod: "card",
      gateway: "test",
    });
    expect(order.status).toBe("pending");
    expect(order.subtotal.toFixed(2)).toBe("59.90");
    expect(order.shipping.toFixed(2)).toBe("0.00");
    expect(order.tax.toFixed(2)).toBe("3.29");
    expect(order.total.toFixed(2)).toBe("63.19");
    expect(order.customerEmail).toBe("buyer@example.com");
    expect(order.shippingState).toBe("WI");
    expect(order.billingAddress).toBe("100 Lakeside Dr");
    expect(order.items.map((i) => [i.itemNumber, i.quantity, i.unitPrice.toFixed(2), i.lineTotal.toFixed(2)])).toEqual([
      ["TZ-PS-101", 2, "29.95", "59.90"],
    ]);
  });

  it("adds $9.95 shipping below $50, and none for a bottle whose price includes it", async () => {
    const order = async (itemNumber: string) =>
      pendingOrderFor({
        cartId: await cartWith([{ itemNumber, quantity: 1 }]),
        userId: null,
        idempotencyKey: randomUUID(),
        customer,
        paymentMethod: "card",
        gateway: "test",
      });
    // A gallon of deck cleaner, $38.99.
    expect((await order("TZ-MD-101")).shipping.toFixed(2)).toBe("9.95");
    // One $29.95 pool bottle: shipping included.
    expect((await order("TZ-PS-102")).shipping.toFixed(2)).toBe("0.00");
  });

  it("record the size of each line with its own item number and price", async () => {
    const cartId = await cartWith([{ itemNumber: "TZ-MD-101-5G", quantity: 1 }]);
    const order = await pendingOrderFor({
      cartId,
      userId: null,
      idempotencyKey: randomUUID(),
      customer,
      paymentMethod: "card",
      gateway: "test",
    });
    expect(order.items.map((i) => [i.itemNumber, i.size, i.unitPrice.toFixed(2)])).toEqual([["TZ-MD-101-5G", "pail", "174.99"]]);
  });

  it("are created once for 20 concurrent submits of one checkout", async () => {
    const cartId = await cartWith([{ itemNumber: "TZ-KD-101", quantity: 2 }]);
    const idempotencyKey = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        pendingOrderFor({ cartId, userId: null, idempotencyKey, customer, paymentMethod: "card", gateway: "test" }),
      ),
    );
    expect(new Set(results.map((o) => o.id)).size).toBe(1);
    expect(await db().order.count({ where: { idempotencyKey } })).toBe(1);
  });

  it("never join an account by the e-mail typed: only the signed-in customer's", async () => {
    const account = await db().user.findUniqueOrThrow({ where: { email: "customer@triplezero.example" } });
    const guest = await pendingOrderFor({
      cartId: await cartWith([{ itemNumber: "TZ-BL-101", quantity: 1 }]),
      userId: null,
      idempotencyKey: randomUUID(),
      customer: { ...customer, email: "CUSTOMER@triplezero.example" },
      paymentMethod: "paypal",
      gateway: "test",
    });
    expect(guest.userId).toBeNull();
    const signedIn = await pendingOrderFor({
      cartId: await cartWith([{ itemNumber: "TZ-BL-101", quantity: 1 }]),
      userId: account.id,
      idempotencyKey: randomUUID(),
      customer: { ...customer, email: "another.address@example.com" },
      paymentMethod: "paypal",
      gateway: "test",
    });
    expect(signedIn.userId).toBe(account.id);
  });

  it("refuse an empty cart and a key reused for another cart", async () => {
    const empty = randomBytes(32).toString("base64url");
    await db().cart.create({ data: { id: empty } });
    await expect(
      pendingOrderFor({ cartId: empty, userId: null, idempotencyKey: randomUUID(), customer, paymentMethod: "card", gateway: "test" }),
    ).rejects.toMatchObject({
      status: 400,
      field: "cart",
    });
    const key = randomUUID();
    await pendingOrderFor({
      cartId: await cartWith([{ itemNumber: "TZ-PS-101", quantity: 1 }]),
      userId: null,
      idempotencyKey: key,
      customer,
      paymentMethod: "card",
      gateway: "test",
    });
    const other = await cartWith([{ itemNumber: "TZ-PS-102", quantity: 1 }]);
    await expect(
      pendingOrderFor({ cartId: other, userId: null, idempotencyKey: key, customer, paymentMethod: "card", gateway: "test" }),
    ).rejects.toBeInstanceOf(OrderError);
  });
});

describe("the checkout's customer fields", () => {
  it("need the billing address when it differs from shipping", () => {
    const result = checkoutCustomerSchema.safeParse({ ...customer, shippingState: "WI", sameAsShipping: false });
    expect(result.success).toBe(false);
    const fields = result.success ? [] : result.error.issues.map((i) => i.path.join("."));
    expect(fields).toEqual(["billingAddress", "billingCity", "billingState", "billingZipCode"]);
  });

  it("name every missing required field", () => {
    const result = checkoutCustomerSchema.safeParse({});
    const fields = result.success ? [] : result.error.issues.map((i) => i.path.join("."));
    expect(fields).toEqual(["firstName", "lastName", "email", "shippingAddress", "shippingCity", "shippingState", "shippingZipCode"]);
  });
});
