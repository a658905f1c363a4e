import { describe, expect, it } from "vitest";
import { CATALOG } from "@/lib/content/catalog";
import {
  DOCUMENT_TITLES,
  documentPdf,
  lotNumber,
  type DocumentOrder,
  type DocumentProduct,
  type DocumentSubject,
  type PortalDocumentKind,
} from "@/lib/portal/document-content";
import { renderPdf, type PdfBlock } from "@/lib/portal/pdf";
import { siteConfig } from "@/lib/site-config";
import { readPdf } from "@/tests/support/pdf-text";

const catalogProduct = (itemNumber: string): DocumentProduct => {
  const p = CATALOG.find((c) => c.itemNumber === itemNumber);
  if (!p) throw new Error(`no ${itemNumber} in the catalogue`);
  return { ...p, concentration: p.concentration ?? null, technicalSpecs: p.technicalSpecs ?? null, priceUnit: p.priceUnit ?? "gallon" };
};

const descaler = catalogProduct("TZ-PS-101");
const issued = new Date("2026-11-22T12:00:00Z");
const order: DocumentOrder = {
  orderNumber: "TZ-261112-7KQ4MX",
  date: new Date("2026-11-12T10:00:00Z"),
  customerName: "Dana Whitfield",
  company: "Lakeside Brewing Co.",
  items: [
    { product: descaler, quantity: 2 },
    { product: catalogProduct("TZ-KD-101"), quantity: 5 },
  ],
};
const KINDS: PortalDocumentKind[] = ["safety_data_sheet", "application_instructions", "certificate_of_analysis", "training_materials"];

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

  it("puts the product's own facts in its safety data sheet: name, item number, dilution, pH, 0-0-0 and the supplier's phone", () => {
    const doc = documentPdf("safety_data_sheet", { scope: "product", product: descaler }, issued);
    const text = texts(doc.blocks);
    expect(doc.title).toBe("Safety Data Sheet: Triple Zero Pool & Spa Descaler (TZ-PS-101)");
    expect(text).toContain("TZ-PS-101");
    expect(text).toContain(descaler.concentration!);
    expect(text).toContain("pH 7.2 ± 0.5");
    expect(text).toContain("0-0-0");
    expect(text).toContain("Acid cleaner");
    expect(text).toContain(siteConfig.phone.display);
    expect(text).toContain("14. Transport information");
  });

  it("lists the product's applications and benefits in its application instructions", () => {
    const text = texts(documentPdf("application_instructions", { scope: "product", product: descaler }, issued).blocks);
    for (const line of [...descaler.applications, ...descaler.benefits]) expect(text).toContain(line);
  });

  it("names each line of an order with its lot in a certificate of analysis", () => {
    const doc = documentPdf("certificate_of_analysis", { scope: "order", order }, issued);
    const text = texts(doc.blocks);
    expect(doc.title).toBe("Certificate of Analysis: Order TZ-261112-7KQ4MX");
    expect(text).toContain("November 12, 2026");
    expect(text).toContain("Lakeside Brewing Co. (Dana Whitfield)");
    expect(text).toContain("TZ-PS-101-2611127KQ4MX");
    expect(text).toContain("TZ-KD-101-2611127KQ4MX");
    expect(text).toContain("2 × 32 oz bottle");
    expect(text).toContain("5 × gallon");
    expect(text).toContain("pH 7.2 ± 0.5: conforms to specification");
  });

  it.each(KINDS)("renders the %s to a PDF whose text reads back, × and ± included", async (kind) => {
    const subject: DocumentSubject =
      kind === "certificate_of_analysis" ? { scope: "order", order } : { scope: "product", product: descaler };
    const doc = documentPdf(kind, subject, issued);
    const { text, info } = await readPdf(await renderPdf(doc));
    expect(info.title).toBe(doc.title);
    expect(text).toContain(DOCUMENT_TITLES[kind]);
    expect(text).toMatch(/Page 1 of \d+$/m);
    if (kind === "certificate_of_analysis") {
      expect(text).toContain("2 × 32 oz bottle");
      expect(text).toContain("pH 7.2 ± 0.5: conforms to specification");
    } else if (kind !== "training_materials") expect(text).toContain("TZ-PS-101");
  });

  it("derives a lot number from the item and the order", () => {
    expect(lotNumber("TZ-BL-101", "TZ-260629-7X8W5X")).toBe("TZ-BL-101-2606297X8W5X");
  });

  it("falls back to the line's shared specification when a product has none", () => {
    const text = texts(
      documentPdf("safety_data_sheet", { scope: "product", product: { ...descaler, technicalSpecs: null } }, issued).blocks,
    );
    expect(text).toContain("Flash point > 200°F");
    expect(text).toContain("Biodegradable in 10 days or less");
  });
});
