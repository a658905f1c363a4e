import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/admin/products/[id]/sizes/route";
import type { AdminSizes } from "@/lib/catalog/size-schema";
import { db } from "@/lib/db/client";
import { sessionCookieHeader } from "@/tests/support/auth";

let staffCookie: string;
let customerCookie: string;

async function makeUser(role: "customer" | "staff") {
  const email = `sizes-${role}-${randomUUID()}@example.com`;
  const user = await db().user.create({ data: { email, firstName: "Sam", lastName: "Sizer", passwordHash: "scrypt$x", role } });
  return sessionCookieHeader({ id: user.id, email, role });
}

beforeAll(async () => {
  staffCookie = await makeUser("staff");
  customerCookie = await makeUser("customer");
});

/** A gallon product of this test's own, with a quart and a pail. */
async function product() {
  const suffix = randomUUID().slice(0, 6).toUpperCase();
  const itemNumber = `TZ-SZ-${suffix}`;
  return db().product.create({
    data: {
      itemNumber,
      slug: `size-test-${suffix.toLowerCase()}`,
      name: `Size Test Cleaner ${suffix}`,
      category: "INDUSTRIAL",
      description: "A product of the size tests.",
      pricePerGallon: "40.00",
      minimumOrder: 1,
      sizes: {
        create: [
          { size: "quart", itemNumber: `${itemNumber}-QT`, price: "12.00" },
          { size: "gallon", itemNumber, price: "40.00" },
          { size: "pail", itemNumber: `${itemNumber}-5G`, price: "180.00", stockQuantity: 4 },
        ],
      },
    },
  });
}

const call = (handler: typeof GET | typeof PUT, method: string, id: number | string, cookie: string, body?: unknown) =>
  handler(
    new NextRequest(`http://localhost/api/admin/products/${id}/sizes`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve({ id: String(id) }) },
  );

describe("staff edit a product's sizes", () => {
  it("lists them smallest first, with the base size", async () => {
    const p = await product();
    const response = await call(GET, "GET", p.id, staffCookie);
    expect(response.status).toBe(200);
    const body = (await response.json()) as AdminSizes;
    expect(body.baseSize).toBe("gallon");
    expect(body.sizes.map((s) => [s.label, s.itemNumber, s.price, s.quoteOnly, s.stockQuantity])).toEqual([
      ["Quart (32 oz)", `${p.itemNumber}-QT`, "12.00", false, null],
      ["Gallon", p.itemNumber, "40.00", false, null],
      ["5-Gallon Pail", `${p.itemNumber}-5G`, "180.00", false, 4],
    ]);
  });

  it("replace them: a drum on quote added, the quart removed (and out of every cart), the pail's stock changed; audited", async () => {
    const p = await product();
    const quart = await db().productSize.findFirstOrThrow({ where: { productId: p.id, size: "quart" } });
    const cart = await db().cart.create({
      data: { id: randomUUID(), items: { create: { productId: p.id, sizeId: quart.id, quantity: 4 } } },
    });
    const response = await call(PUT, "PUT", p.id, staffCookie, {
      sizes: [
        { size: "gallon", itemNumber: p.itemNumber, price: "40.00", quoteOnly: false, stockQuantity: "" },
        { size: "pail", itemNumber: `${p.itemNumber}-5G`, price: "175", quoteOnly: false, stockQuantity: "9" },
        { size: "drum", itemNumber: `${p.itemNumber}-55G`, price: "1760.00", quoteOnly: true, stockQuantity: null },
      ],
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as AdminSizes;
    expect(body.sizes.map((s) => [s.size, s.price, s.quoteOnly, s.stockQuantity])).toEqual([
      ["gallon", "40.00", false, null],
      ["pail", "175.00", false, 9],
      ["drum", "1760.00", true, null],
    ]);
    expect(await db().cartItem.count({ where: { cartId: cart.id } })).toBe(0);
    // The search document has the new size's item number (written without its dashes, as buyers type it too).
    const { searchProducts } = await import("@/lib/search");
    const found = await searchProducts(`${p.itemNumber}-55G`.replaceAll("-", ""));
    expect(found.match).toBe("words");
    expect(found.products.map((product) => product.slug)).toEqual([p.slug]);
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "product.sizes_updated", entityId: String(p.id) } });
    expect(audit.after).toMatchObject({ drum: `${p.itemNumber}-55G $1760.00 quote only stock untracked` });
  });

  it("refuse what would break the shop, naming the row and field", async () => {
    const p = await product();
    const other = await product();
    const gallon = { size: "gallon", itemNumber: p.itemNumber, price: "40.00", quoteOnly: false, stockQuantity: "" };
    const cases: [unknown, number, Record<string, string>][] = [
      [{ sizes: [] }, 400, { sizes: "A product needs at least one size" }],
      [
        { sizes: [{ ...gallon, size: "pail", itemNumber: `${p.itemNumber}-5G` }] },
        400,
        { sizes: "The Gallon size carries the product's list price: it cannot be removed" },
      ],
      [
        { sizes: [{ ...gallon, price: "41.00" }] },
        400,
        { "sizes.0.price": "The base size's price is the product's list price: change it with Price per Gallon above" },
      ],
      [{ sizes: [gallon, { ...gallon, itemNumber: "TZ-X-1" }] }, 400, { "sizes.1.size": "Gallon is listed twice" }],
      [
        { sizes: [gallon, { ...gallon, size: "pail", itemNumber: other.itemNumber }] },
        409,
        { "sizes.1.itemNumber": `Item number ${other.itemNumber} is already used by another product` },
      ],
      [
        { sizes: [gallon, { ...gallon, size: "tote", itemNumber: "TZ-T-9", price: "250000.01" }] },
        400,
        { "sizes.1.price": "Price can be at most 250000.00" },
      ],
      [
        { sizes: [gallon, { ...gallon, size: "pail", itemNumber: "TZ-P-9", stockQuantity: "-1" }] },
        400,
        { "sizes.1.stockQuantity": "Stock must be a whole number from 0, or blank when it is not tracked" },
      ],
    ];
    for (const [body, status, fields] of cases) {
      const response = await call(PUT, "PUT", p.id, staffCookie, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(((await response.json()) as { fields: Record<string, string> }).fields, JSON.stringify(body)).toEqual(fields);
    }
    // Nothing changed.
    expect(await db().productSize.count({ where: { productId: p.id } })).toBe(3);
  });

  it("are staff's only, and a product that does not exist is named", async () => {
    const p = await product();
    expect((await call(GET, "GET", p.id, customerCookie)).status).toBe(403);
    expect((await call(PUT, "PUT", p.id, customerCookie, { sizes: [] })).status).toBe(403);
    const missing = await call(GET, "GET", 999_999_999, staffCookie);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: "This product does not exist or has been removed",
      fields: { id: "This product does not exist or has been removed" },
    });
  });
});
