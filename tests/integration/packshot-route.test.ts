import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getPackshot, HEAD as headPackshot } from "@/app/packshots/[file]/route";
import { db } from "@/lib/db/client";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function packshotRequest(file: string, init: { method?: "GET" | "HEAD"; headers?: Record<string, string> } = {}) {
  const request = new Request(`http://localhost/packshots/${file}`, { method: init.method ?? "GET", headers: init.headers });
  const handler = init.method === "HEAD" ? headPackshot : getPackshot;
  return handler(request, { params: Promise.resolve({ file }) });
}

/** A drum of a product of this file's own: a visitor's request, no session. */
let drumItem: string;

beforeAll(async () => {
  const suffix = randomBytes(4).toString("hex").toUpperCase();
  const product = await db().product.create({
    data: {
      itemNumber: `TZ-PIC-${suffix}`,
      slug: `packshot-test-cleaner-${suffix.toLowerCase()}`,
      name: `Triple Zero Packshot Test Cleaner ${suffix}`,
      category: "MARINE",
      chemicalType: "caustic",
      description: "A product of the packshot route tests.",
      pricePerGallon: "20.00",
    },
  });
  drumItem = `TZ-PIC-${suffix}-DR`;
  await db().productSize.create({ data: { productId: product.id, size: "drum", itemNumber: drumItem, price: "900.00", quoteOnly: true } });
});

describe("GET /packshots/{item number}.png", () => {
  it("answers a 55-gallon drum's picture as an 800×800 PNG a browser may keep for an hour", async () => {
    const response = await packshotRequest(`${drumItem}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600, stale-while-revalidate=86400");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]{20,}"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    const { format, width, height } = await sharp(bytes).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: 800, height: 800 });
  });

  it("draws the same picture twice: the same ETag and the same bytes", async () => {
    const [first, second] = [await packshotRequest(`${drumItem}.png`), await packshotRequest(`${drumItem}.png`)];
    expect(first.headers.get("etag")).toBe(second.headers.get("etag"));
    expect(Buffer.from(await first.arrayBuffer()).equals(Buffer.from(await second.arrayBuffer()))).toBe(true);
  });

  it("answers 304 with no body to a browser that has the picture (If-None-Match), and 200 to one with an old one", async () => {
    const etag = (await packshotRequest(`${drumItem}.png`)).headers.get("etag")!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"old", ${etag}`]) {
      const cached = await packshotRequest(`${drumItem}.png`, { headers: { "if-none-match": ifNoneMatch } });
      expect(cached.status).toBe(304);
      expect(cached.headers.get("etag")).toBe(etag);
      expect(cached.headers.get("cache-control")).toContain("max-age=3600");
      expect(await cached.text()).toBe("");
    }
    const stale = await packshotRequest(`${drumItem}.png`, { headers: { "if-none-match": '"an-older-picture"' } });
    expect(stale.status).toBe(200);
  });

  it("draws a new picture, with a new ETag, once the product is renamed", async () => {
    const before = (await packshotRequest(`${drumItem}.png`)).headers.get("etag");
    const size = await db().productSize.findUniqueOrThrow({ where: { itemNumber: drumItem } });
    await db().product.update({ where: { id: size.productId }, data: { name: `Triple Zero Renamed Test Cleaner ${drumItem}` } });
    const after = await packshotRequest(`${drumItem}.png`, { headers: { "if-none-match": before! } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before);
  });

  it("answers HEAD with the picture's headers and no body", async () => {
    const response = await packshotRequest(`${drumItem}.png`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("etag")).toBe((await packshotRequest(`${drumItem}.png`)).headers.get("etag"));
    expect(await response.text()).toBe("");
  });

  it("answers 404 JSON for an item number no size has", async () => {
    const response = await packshotRequest("TZ-NO-SUCH-ITEM.png");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No product size has this item number" });
    expect((await packshotRequest("TZ-NO-SUCH-ITEM.png", { method: "HEAD" })).status).toBe(404);
  });

  it("answers 400 naming the file for a name that is not an item number followed by .png", async () => {
    for (const file of [
      drumItem,
      `${drumItem}.jpg`,
      `${drumItem}.PNG`,
      ".png",
      "../../etc/passwd.png",
      "TZ 1.png",
      `${"A".repeat(41)}.png`,
    ]) {
      const response = await packshotRequest(file);
      expect(response.status, file).toBe(400);
      const body = (await response.json()) as { error: string; fields: Record<string, string> };
      expect(body.fields.file, file).toMatch(/item number/);
    }
    expect((await packshotRequest(`${"A".repeat(40)}.png`)).status).toBe(404);
  });
});
