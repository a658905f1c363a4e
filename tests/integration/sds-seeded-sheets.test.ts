// The seeded safety data sheets: every product's sheet in the public library, its PDF with the 16
// sections and the pH its page states, the same bytes on each download. What the seed's sheets read does
// not depend on the kind of database, and rendering 96 PDFs is the slow part: this file runs once, on the
// embedded database (scripts/test.mjs, RUN_ONCE); sds-and-lots.test.ts covers revisions and lots on both.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as sdsDownload } from "@/app/(site)/sds/[itemNumber]/[revision]/route";
import { factsFor } from "@/prisma/seed-data/product-facts";
import { db } from "@/lib/db/client";
import { productPage } from "@/lib/catalog/product-page";
import { phOf } from "@/lib/catalog/facts";
import { SDS_SECTIONS, sectionHeading } from "@/lib/sds/rules";
import { sdsLibrary } from "@/lib/sds/library";
import { pdfText } from "@/tests/support/pdf-text";

const download = (itemNumber: string, revision: number, headers?: Record<string, string>) =>
  sdsDownload(new NextRequest(`http://localhost/sds/${itemNumber}/${revision}`, { headers }), {
    params: Promise.resolve({ itemNumber, revision: String(revision) }),
  });

describe("the seeded safety data sheets", () => {
  it("give every product on sale a current sheet in the public library", async () => {
    const library = await sdsLibrary();
    expect(library.length).toBeGreaterThanOrEqual(48);
    // Other files make products of their own, some without a published sheet yet: the seed's are checked.
    const seeded = library.filter((entry) => factsFor(entry.itemNumber));
    expect(seeded.length).toBe(48);
    expect(seeded.filter((entry) => entry.current === null).map((entry) => entry.itemNumber)).toEqual([]);
    expect((await sdsLibrary("tz-ps-101")).map((entry) => entry.itemNumber)).toEqual(["TZ-PS-101"]);
    expect((await sdsLibrary("descaler")).every((entry) => /descaler/i.test(entry.name))).toBe(true);
  });

  it("has the 16 sections in order and the pH its product page states, for every product, as the same bytes on every download", async () => {
    const products = await db().product.findMany({
      where: { archivedAt: null, itemNumber: { startsWith: "TZ-" } },
      select: { itemNumber: true, slug: true },
    });
    const seeded = products.filter((product) => factsFor(product.itemNumber));
    expect(seeded.length).toBe(48);
    for (const product of seeded) {
      const first = await download(product.itemNumber, 1);
      expect(first.status, product.itemNumber).toBe(200);
      expect(first.headers.get("content-type")).toBe("application/pdf");
      expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = new Uint8Array(await first.arrayBuffer());
      const again = new Uint8Array(await (await download(product.itemNumber, 1)).arrayBuffer());
      expect(Buffer.compare(Buffer.from(bytes), Buffer.from(again)), `${product.itemNumber} downloads alike`).toBe(0);

      const text = (await pdfText(bytes)).replace(/\s+/g, " ");
      const positions = SDS_SECTIONS.map((section) => text.indexOf(sectionHeading(section)));
      expect(
        positions.every((position) => position >= 0),
        `${product.itemNumber} has all 16 headings`,
      ).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      const page = await productPage(product.slug);
      expect(text, product.itemNumber).toContain(phOf(page!.product.facts!));
      expect(text).toContain("Revision date: January 15, 2026");
    }
  });

  it("answers 304 to a browser that has the file, and 404 for a revision that was never published", async () => {
    const first = await download("TZ-PS-101", 1);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect((await download("TZ-PS-101", 1, { "if-none-match": etag })).status).toBe(304);
    const missing = await download("TZ-PS-101", 99);
    expect(missing.status).toBe(404);
  });
});
