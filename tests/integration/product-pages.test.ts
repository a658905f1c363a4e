import { randomUUID } from "node:crypto";
import { NextRequest, type NextFetchEvent } from "next/server";
import { describe, expect, it } from "vitest";
import { createProduct, updateProduct } from "@/lib/catalog/edit-product";
import { db } from "@/lib/db/client";
import { offerOf } from "@/lib/catalog/offer";
import { listProducts } from "@/lib/catalog/read";
import { goneProduct, productPage, slugForItemNumber } from "@/lib/catalog/product-page";
import { proxy } from "@/proxy";

const event = { waitUntil: () => undefined } as unknown as NextFetchEvent;
const get = (path: string, method = "GET") =>
  proxy(new NextRequest(`http://localhost${path}`, { method, headers: { accept: "text/html" } }), event);

describe("a product's page", () => {
  it("shows the product with every size from a quart to a tote, related products and the industries that use it", async () => {
    const page = await productPage("triple-zero-deck-cleaner");
    expect(page?.product).toMatchObject({ name: "Triple Zero Deck Cleaner", itemNumber: "TZ-MD-101", baseSize: "gallon" });
    expect(page!.product.sizes.map((size) => [size.label, size.itemNumber, size.price, size.quoteOnly, size.minimumQuantity])).toEqual([
      ["Quart (32 oz)", "TZ-MD-101-QT", "11.99", false, 4],
      ["Gallon", "TZ-MD-101", "38.99", false, 1],
      ["5-Gallon Pail", "TZ-MD-101-5G", "174.99", false, 1],
      ["55-Gallon Drum", "TZ-MD-101-55G", "1715.99", true, 1],
      ["275-Gallon Tote", "TZ-MD-101-275G", "7505.99", true, 1],
    ]);
    expect(page!.related.length).toBeGreaterThan(0);
    expect(page!.related.every((product) => product.categoryId === "MARINE" && product.slug !== "triple-zero-deck-cleaner")).toBe(true);
    expect(page!.industries[0]).toEqual({ label: "Marine & Shipping", href: "/marine-chemicals" });
  });

  it("is found from any of the product's item numbers, for the old /products/item/{itemNumber} address", async () => {
    expect(await slugForItemNumber("TZ-MD-101")).toBe("triple-zero-deck-cleaner");
    expect(await slugForItemNumber("TZ-MD-101-55G")).toBe("triple-zero-deck-cleaner");
    expect(await slugForItemNumber("TZ-NOPE-1")).toBeNull();
    expect(await productPage("no-such-product")).toBeNull();
  });

  it("is where every recommendation links its product, and the size Add to Cart adds is on sale at the minimum recommended", async () => {
    for (const product of await listProducts()) {
      const offer = offerOf(product);
      const { itemNumber } = product;
      const page = await productPage(offer.href.replace("/products/", ""));
      expect(page?.product.itemNumber, offer.href).toBe(itemNumber);
      const base = page!.product.sizes.find((size) => size.itemNumber === itemNumber);
      expect(base, itemNumber).toMatchObject({ size: offer.size, quoteOnly: offer.quoteOnly, minimumQuantity: offer.minimumOrder });
    }
  });
});

describe("staff changes", () => {
  it("give a new product an address from its name and a gallon size at its price; a price change moves that size's price", async () => {
    const staff = await db().user.findFirstOrThrow({ where: { role: "staff" } });
    const actor = { id: staff.id, email: staff.email };
    const itemNumber = `TZ-PP-${randomUUID().slice(0, 6).toUpperCase()}`;
    const input = {
      name: "Page Test Degreaser",
      category: "INDUSTRIAL" as const,
      description: "Lifts cutting oil from machine beds.",
      pricePerGallon: "41.00",
      minimumOrder: 2,
      concentration: null,
      chemicalType: "caustic" as const,
      benefits: [],
      applications: [],
      itemNumber,
    };
    const first = await createProduct(input, { actor });
    const second = await createProduct({ ...input, itemNumber: `${itemNumber}-B` }, { actor });
    const slugs = await db().product.findMany({
      where: { id: { in: [first.id, second.id] } },
      orderBy: { id: "asc" },
      select: { slug: true },
    });
    expect(slugs.map((row) => row.slug)).toEqual(["page-test-degreaser", "page-test-degreaser-2"]);
    expect(
      await db().productSize.findMany({ where: { productId: first.id }, select: { size: true, itemNumber: true, price: true } }),
    ).toEqual([{ size: "gallon", itemNumber, price: expect.objectContaining({}) }]);
    await updateProduct(first.id, { pricePerGallon: "43.50", name: "Page Test Degreaser Plus" }, { actor });
    const size = await db().productSize.findFirstOrThrow({ where: { productId: first.id } });
    expect(size.price.toFixed(2)).toBe("43.50");
    // The address stays when the name changes: links to it keep working.
    expect((await db().product.findUniqueOrThrow({ where: { id: first.id } })).slug).toBe("page-test-degreaser");
    await db().product.deleteMany({ where: { id: { in: [first.id, second.id] } } });
  });
});

describe("an archived product's address", () => {
  it("answers 410 Gone with a link to its replacement, or to the catalog", async () => {
    const suffix = randomUUID().slice(0, 6);
    const make = (name: string) =>
      db().product.create({
        data: {
          name,
          slug: `gone-test-${name.toLowerCase().replace(/\W+/g, "-")}-${suffix}`,
          itemNumber: `TZ-GONE-${name.slice(0, 3).toUpperCase()}-${suffix}`,
          category: "INDUSTRIAL",
          description: "A product of the archive tests.",
          pricePerGallon: "20.00",
        },
      });
    const replacement = await make("New Cleaner");
    const old = await make("Old Cleaner");
    const orphan = await make("Lone Cleaner");
    await db().product.update({ where: { id: old.id }, data: { archivedAt: new Date(), replacementId: replacement.id } });
    await db().product.update({ where: { id: orphan.id }, data: { archivedAt: new Date() } });

    expect(await goneProduct(replacement.slug)).toBeNull();
    const gone = await get(`/products/${old.slug}`);
    expect(gone.status).toBe(410);
    const html = await gone.text();
    expect(html).toContain("Old Cleaner is no longer sold");
    expect(html).toContain(`<a href="/products/${replacement.slug}">See New Cleaner</a>`);
    expect(gone.headers.get("content-security-policy")).toBeTruthy();

    const alone = await get(`/products/${orphan.slug}`);
    expect(alone.status).toBe(410);
    const aloneHtml = await alone.text();
    expect(aloneHtml).toContain('<a href="/products">All products</a>');
    expect(aloneHtml).not.toContain("See ");
    expect((await get(`/products/${orphan.slug}`, "HEAD")).status).toBe(410);

    // A product on sale, and the catalog itself, go on to their pages.
    expect((await get(`/products/${replacement.slug}`)).status).toBe(200);
    expect((await get("/products")).status).toBe(200);
    await db().product.deleteMany({ where: { id: { in: [old.id, orphan.id, replacement.id] } } });
  });
});
