import { describe, expect, it } from "vitest";
import { CATALOG } from "@/prisma/seed-data/catalog";
import { factsFor } from "@/prisma/seed-data/product-facts";
import { phOf } from "@/lib/catalog/facts";
import { DOCUMENT_TITLES, documentPdf, type DocumentProduct, type GeneratedDocumentKind } from "@/lib/portal/document-content";
import { renderPdf, type PdfBlock } from "@/lib/portal/pdf";
import { siteConfig } from "@/lib/site-config";
import { readPdf } from "@/tests/support/pdf-text";

const catalogProduct = (itemNumber: string): DocumentProduct => {
  const p = CATALOG.find((c) => c.itemNumber === itemNumber);
  if (!p) throw new Error(`no ${itemNumber} in the catalog`);
  return { ...p, concentration: p.concentration ?? null, facts: factsFor(itemNumber) ?? null, priceUnit: p.priceUnit ?? "gallon" };
};

const descaler = catalogProduct("TZ-PS-101");
const issued = new Date("2026-11-22T12:00:00Z");
// Safety data sheets and certificates are not drawn here (lib/sds, lib/lots): the portal draws these two.
const KINDS: GeneratedDocumentKind[] = ["application_instructions", "training_materials"];

/** Every text the document draws, labels and values alike. */
const texts = (blocks: readonly PdfBlock[]) =>
  blocks.flatMap((b) => (b.kind === "field" ? [b.label, b.value] : b.kind === "space" ? [] : [b.text])).join("\n");

describe("portal documents", () => {
  it.each(KINDS)("titles the general %s after the product line and its kind", (kind) => {
    const doc = documentPdf(kind, { scope: "general" }, issued);
    expect(doc.title).toMatch(new RegExp(`: ${siteConfig.productLine} product line$`));
    expect(doc.blocks[0]).toMatchObject({ kind: "title" });
    expect(doc.footer).toContain("Issued November 22, 2026");
    expect(doc.author).toBe(siteConfig.companyName);
  });

  it("lists the product's applications, benefits and its own facts (pH from the facts) in its application instructions", () => {
    const text = texts(documentPdf("application_instructions", { scope: "product", product: descaler }, issued).blocks);
    for (const line of [...descaler.applications, ...descaler.benefits]) expect(text).toContain(line);
    expect(text).toContain(`pH: ${phOf(descaler.facts!)}`);
    expect(text).toContain(descaler.concentration!);
  });

  it.each(KINDS)("renders the %s to a PDF whose text reads back", async (kind) => {
    const doc = documentPdf(kind, { scope: "product", product: descaler }, issued);
    const { text, info } = await readPdf(await renderPdf(doc));
    expect(info.title).toBe(doc.title);
    expect(text).toContain(DOCUMENT_TITLES[kind]);
    expect(text).toMatch(/Page 1 of \d+$/m);
    if (kind === "application_instructions") expect(text).toContain("TZ-PS-101");
  });

  it("falls back to the line's shared specification when a product has no facts yet", () => {
    const text = texts(documentPdf("application_instructions", { scope: "product", product: { ...descaler, facts: null } }, issued).blocks);
    expect(text).toContain("Flash point > 200°F");
    expect(text).toContain("Biodegradable in 10 days or less");
  });
});
