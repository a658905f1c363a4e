import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET, POST as add } from "@/app/api/cart/route";
import { POST as remove } from "@/app/api/cart/remove/route";
import { POST as update } from "@/app/api/cart/update/route";
import type { CartItemView } from "@/lib/cart/schemas";

type Handler = (request: NextRequest) => Promise<Response>;

/** A visitor with their own cookie jar. */
function visitor() {
  let cookie: string | undefined;
  const send = async (handler: Handler, path: string, body?: unknown, init: { contentType?: string; raw?: string } = {}) => {
    const headers = new Headers();
    if (cookie) headers.set("cookie", cookie);
    if (body !== undefined || init.raw !== undefined) headers.set("content-type", init.contentType ?? "application/json");
    const request = new NextRequest(`http://localhost${path}`, {
      method: body === undefined && init.raw === undefined ? "GET" : "POST",
      headers,
      body: init.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const response = await handler(request);
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) cookie = setCookie.split(";")[0];
    return response;
  };
  return {
    get cookie() {
      return cookie;
    },
    get: () => send(GET, "/api/cart"),
    add: (body: unknown, init?: { contentType?: string; raw?: string }) => send(add, "/api/cart", body, init),
    update: (body: unknown) => send(update, "/api/cart/update", body),
    remove: (body: unknown) => send(remove, "/api/cart/remove", body),
  };
}

let descalerId: number;
let degreaserId: number;

beforeAll(async () => {
  const products = (await (await import("@/app/api/products/route")).GET()).json() as Promise<{ id: number; itemNumber: string }[]>;
  const list = await products;
  descalerId = list.find((p) => p.itemNumber === "TZ-PS-101")!.id;
  degreaserId = list.find((p) => p.itemNumber === "TZ-KD-101")!.id;
});

describe("the cart API", () => {
  it("answers an empty list to a new visitor and sets no cookie", async () => {
    const v = visitor();
    const response = await v.get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expect(v.cookie).toBeUndefined();
  });

  it("adds a product, binding the cart to an httpOnly, SameSite=Lax cookie", async () => {
    const v = visitor();
    const response = await v.add({ productId: descalerId, quantity: 2 });
    expect(response.status).toBe(200);
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^tz_cart=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    const items = (await (await v.get()).json()) as CartItemView[];
    expect(items).toEqual([
      {
        id: expect.any(Number),
        productId: descalerId,
        sizeId: expect.any(Number),
        quantity: 2,
        minimumQuantity: 1,
        size: { id: expect.any(Number), code: "quart", label: "Quart (32 oz)" },
        product: {
          id: descalerId,
          name: "Triple Zero Pool & Spa Descaler",
          slug: "triple-zero-pool-and-spa-descaler",
          itemNumber: "TZ-PS-101",
          pricePerGallon: "$29.95",
          priceUnit: "32 oz bottle",
          shippingIncluded: true,
        },
      },
    ]);
  });

  it("adds to the same line, also by item number, and counts two quick adds", async () => {
    const v = visitor();
    await v.add({ productId: degreaserId, quantity: 2 });
    await Promise.all([v.add({ itemNumber: "TZ-KD-101", quantity: 2 }), v.add({ productId: degreaserId, quantity: 3 })]);
    const items = (await (await v.get()).json()) as CartItemView[];
    expect(items.map((i) => [i.productId, i.quantity])).toEqual([[degreaserId, 7]]);
  });

  it("updates and removes lines; removing twice leaves the same cart", async () => {
    const v = visitor();
    await v.add({ productId: descalerId });
    await v.add({ productId: degreaserId });
    expect(((await (await v.update({ productId: descalerId, quantity: 5 })).json()) as CartItemView[])[0]?.quantity).toBe(5);
    const afterRemove = (await (await v.remove({ productId: descalerId })).json()) as CartItemView[];
    expect(afterRemove.map((i) => i.productId)).toEqual([degreaserId]);
    const again = await v.remove({ productId: descalerId });
    expect(again.status).toBe(200);
    expect(((await again.json()) as CartItemView[]).map((i) => i.productId)).toEqual([degreaserId]);
  });

  it("never shows one visitor another's cart", async () => {
    const alice = visitor();
    const bob = visitor();
    await alice.add({ productId: descalerId, quantity: 3 });
    expect(await (await bob.get()).json()).toEqual([]);
    await bob.add({ productId: degreaserId, quantity: 1 });
    const aliceItems = (await (await alice.get()).json()) as CartItemView[];
    expect(aliceItems.map((i) => i.productId)).toEqual([descalerId]);
    // Bob cannot change Alice's line: his cart does not have it.
    expect((await bob.update({ productId: descalerId, quantity: 9 })).status).toBe(404);
  });

  it("refuses bad input with the field at fault", async () => {
    const v = visitor();
    const oneOf = "Name the product by productId or by itemNumber (one of them)";
    const cases: [unknown, Record<string, string>][] = [
      [{ productId: descalerId, quantity: 0 }, { quantity: "Quantity must be at least 1" }],
      [{ productId: descalerId, quantity: 1.5 }, { quantity: "Quantity must be a whole number" }],
      [{ productId: descalerId, quantity: 100000 }, { quantity: "Quantity can be at most 999; ask us for a quote for more" }],
      [{ productId: "abc", quantity: 1 }, { productId: "productId must be a number" }],
      [{ quantity: 1 }, { productId: oneOf }],
      [{ productId: descalerId, itemNumber: "TZ-PS-101" }, { productId: oneOf }],
    ];
    for (const [body, fields] of cases) {
      const response = await v.add(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json(), JSON.stringify(body)).toEqual({ error: "Invalid request", fields });
    }
    const unknown = await v.add({ productId: 999999, quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: "This product is not sold online",
      fields: { productId: "This product is not sold online" },
    });
    const notInCart = await v.update({ productId: descalerId, quantity: 2 });
    expect(notInCart.status).toBe(404);
    expect(await notInCart.json()).toEqual({
      error: "This product is not in your cart",
      fields: { productId: "This product is not in your cart" },
    });
    const notJson = await v.add(undefined, { raw: "{not json" });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: "Invalid request", fields: { body: "The body is not valid UTF-8 JSON" } });
    const form = await v.add(undefined, { raw: "productId=1", contentType: "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ error: "Send JSON (Content-Type: application/json)" });
    const large = await v.add(undefined, { raw: "x".repeat(10_000) });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ error: "The request is larger than 4 KB" });
  });

  it("keeps one line per size: by size id, by the size's item number, or the base size", async () => {
    const v = visitor();
    const product = (await (await (await import("@/app/api/products/route")).GET()).json()) as {
      id: number;
      itemNumber: string;
      sizes: { id: number; size: string; itemNumber: string; price: string }[];
    }[];
    const degreaser = product.find((p) => p.id === degreaserId)!;
    const pail = degreaser.sizes.find((size) => size.size === "pail")!;
    await v.add({ productId: degreaserId, sizeId: pail.id, quantity: 1 });
    await v.add({ itemNumber: pail.itemNumber, quantity: 1 });
    const items = (await (await v.add({ productId: degreaserId, quantity: 2 })).json()) as CartItemView[];
    expect(items.map((i) => [i.size.label, i.product.itemNumber, i.product.pricePerGallon, i.product.priceUnit, i.quantity])).toEqual([
      ["5-Gallon Pail", "TZ-KD-101-5G", `$${pail.price}`, "pail", 2],
      ["Gallon", "TZ-KD-101", "$44.99", "gallon", 2],
    ]);
    // The product is in the cart in two sizes: an update must name the size.
    const ambiguous = await v.update({ productId: degreaserId, quantity: 3 });
    expect(ambiguous.status).toBe(400);
    expect(await ambiguous.json()).toEqual({
      error: "This product is in your cart in more than one size: name the size (sizeId)",
      fields: { sizeId: "This product is in your cart in more than one size: name the size (sizeId)" },
    });
    const updated = (await (await v.update({ productId: degreaserId, sizeId: pail.id, quantity: 3 })).json()) as CartItemView[];
    expect(updated.map((i) => i.quantity)).toEqual([3, 2]);
    const removed = (await (await v.remove({ productId: degreaserId, sizeId: pail.id })).json()) as CartItemView[];
    expect(removed.map((i) => i.size.code)).toEqual(["gallon"]);
    // A size of another product is not this product's.
    const wrong = await v.add({ productId: descalerId, sizeId: pail.id, quantity: 1 });
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual({ error: "This product is not sold online", fields: { sizeId: "This product is not sold online" } });
  });

  it("refuses a line under the product's minimum order, naming quantity and the minimum; without a quantity, adds the minimum", async () => {
    const v = visitor();
    // The restaurant kitchen degreaser's minimum order is 2 gallons, which is 8 quarts.
    const under = await v.add({ productId: degreaserId, quantity: 1 });
    expect(under.status).toBe(400);
    const message = "The minimum order of Triple Zero Restaurant Kitchen Degreaser in the Gallon size is 2 gallons";
    expect(await under.json()).toEqual({ error: message, fields: { quantity: message } });
    const quarts = await v.add({ itemNumber: "TZ-KD-101-QT", quantity: 7 });
    expect(quarts.status).toBe(400);
    expect(((await quarts.json()) as { fields: { quantity: string } }).fields.quantity).toBe(
      "The minimum order of Triple Zero Restaurant Kitchen Degreaser in the Quart (32 oz) size is 8 quarts",
    );
    const items = (await (await v.add({ productId: degreaserId })).json()) as CartItemView[];
    expect(items.map((i) => [i.quantity, i.minimumQuantity])).toEqual([[2, 2]]);
    const lower = await v.update({ productId: degreaserId, quantity: 1 });
    expect(lower.status).toBe(400);
    expect(await lower.json()).toEqual({ error: message, fields: { quantity: message } });
  });

  it("refuses a size sold on quote only: its page offers Request Quote instead", async () => {
    const v = visitor();
    const drum = await v.add({ itemNumber: "TZ-KD-101-55G", quantity: 1 });
    expect(drum.status).toBe(400);
    const message = "The 55-Gallon Drum of Triple Zero Restaurant Kitchen Degreaser is sold on quote only: please request a quote";
    expect(await drum.json()).toEqual({ error: message, fields: { itemNumber: message } });
    expect(await (await v.get()).json()).toEqual([]);
  });

  it("keeps a line at most 999", async () => {
    const v = visitor();
    await v.add({ productId: descalerId, quantity: 999 });
    const response = await v.add({ productId: descalerId, quantity: 1 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "A cart line can hold at most 999; ask us for a quote for more",
      fields: { quantity: "A cart line can hold at most 999; ask us for a quote for more" },
    });
    expect(((await (await v.get()).json()) as CartItemView[])[0]?.quantity).toBe(999);
  });

  it("ignores a cookie that is not a cart id", async () => {
    const request = new NextRequest("http://localhost/api/cart", { headers: { cookie: "tz_cart=' OR 1=1 --" } });
    expect(await (await GET(request)).json()).toEqual([]);
  });
});
