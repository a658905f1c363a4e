import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/admin/products/[id]/images/route";
import type { AdminProductImages } from "@/lib/catalog/image-schema";
import { db } from "@/lib/db/client";
import { productPage } from "@/lib/catalog/product-page";
import { sessionCookieHeader } from "@/tests/support/auth";

let staffCookie: string;
let customerCookie: string;

async function makeUser(role: "customer" | "staff") {
  const email = `pictures-${role}-${randomUUID()}@example.com`;
  const user = await db().user.create({ data: { email, firstName: "Pia", lastName: "Pix", passwordHash: "scrypt$x", role } });
  return sessionCookieHeader({ id: user.id, email, role });
}

beforeAll(async () => {
  staffCookie = await makeUser("staff");
  customerCookie = await makeUser("customer");
});

async function product() {
  const suffix = randomUUID().slice(0, 6).toLowerCase();
  return db().product.create({
    data: {
      itemNumber: `TZ-PIC-${suffix}`,
      slug: `picture-test-${suffix}`,
      name: `Picture Test Cleaner ${suffix}`,
      category: "MARINE",
      description: "A product of the picture tests.",
      pricePerGallon: "30.00",
      sizes: { create: { size: "gallon", itemNumber: `TZ-PIC-${suffix}`, price: "30.00" } },
    },
  });
}

async function image(width: number | null = 1200, height: number | null = 900) {
  const name = `picture-${randomUUID()}.webp`;
  return db().image.create({
    data: { filename: name, url: `/uploads/${name}`, size: 1000, mimeType: "image/webp", width, height, storageKey: name },
  });
}

const call = (handler: typeof GET | typeof PUT, method: string, id: number, cookie: string, body?: unknown) =>
  handler(
    new NextRequest(`http://localhost/api/admin/products/${id}/images`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve({ id: String(id) }) },
  );

describe("staff choose a product's pictures from the library", () => {
  it("in order, the first as the main picture; the shop shows them instead of the packshot, and none brings it back", async () => {
    const p = await product();
    const [a, b] = [await image(), await image(null, null)];
    const saved = await call(PUT, "PUT", p.id, staffCookie, { imageIds: [b.id, a.id] });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as AdminProductImages).images.map((i) => i.id)).toEqual([b.id, a.id]);
    expect(((await (await call(GET, "GET", p.id, staffCookie)).json()) as AdminProductImages).images.map((i) => i.url)).toEqual([
      b.url,
      a.url,
    ]);
    const page = await productPage(p.slug);
    expect(page?.product.images).toEqual([
      { url: b.url, width: 800, height: 800, alt: p.name },
      { url: a.url, width: 1200, height: 900, alt: `${p.name}, picture 2` },
    ]);
    const audit = await db().auditLog.findFirstOrThrow({ where: { action: "product.images_updated", entityId: String(p.id) } });
    expect(audit.after).toEqual({ pictures: [b.filename, a.filename] });

    // A picture deleted from the library leaves the product.
    await db().image.delete({ where: { id: b.id } });
    expect((await productPage(p.slug))?.product.images.map((i) => i.url)).toEqual([a.url]);
    expect((await call(PUT, "PUT", p.id, staffCookie, { imageIds: [] })).status).toBe(200);
    expect((await productPage(p.slug))?.product.images).toEqual([]);
  });

  it("refuse an image not in the library, one listed twice, and callers who are not staff", async () => {
    const p = await product();
    const a = await image();
    const gone = await call(PUT, "PUT", p.id, staffCookie, { imageIds: [a.id, 999_999_999] });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      error: "This image is no longer in the library",
      fields: { "imageIds.1": "This image is no longer in the library" },
    });
    const twice = await call(PUT, "PUT", p.id, staffCookie, { imageIds: [a.id, a.id] });
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { fields: Record<string, string> }).fields).toEqual({
      imageIds: "A picture can be attached only once",
    });
    expect((await call(PUT, "PUT", p.id, customerCookie, { imageIds: [a.id] })).status).toBe(403);
    expect(await db().productImage.count({ where: { productId: p.id } })).toBe(0);
  });
});
