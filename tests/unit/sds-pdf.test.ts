// A safety data sheet as a customer downloads it, read back by pdf.js: every section under its OSHA heading,
// the product's facts as stated, the revision's own date, and the same bytes for the same revision.
import { describe, expect, it } from "vitest";
import { CATALOG } from "@/prisma/seed-data/catalog";
import { factsFor } from "@/prisma/seed-data/product-facts";
import { demoSdsContent, type SdsSupplier } from "@/lib/content/sds-demo";
import { sdsPdf, type SdsPdfInput } from "@/lib/documents/sds-pdf";
import { phOf, specificGravityOf } from "@/lib/catalog/facts";
import { SDS_SECTIONS, emptyContent, sectionHeading } from "@/lib/sds/rules";
import { pdfText, readPdf, renderAtTwoTimes } from "@/tests/support/pdf-text";

const supplier: SdsSupplier = {
  company: "Triple Zero Chemical Co.",
  phone: "800-407-1173",
  email: "sales@triplezero.example",
  address: "1200 Industrial Pkwy\nSpringfield, IL 62701",
  emergencyPhone: "800-555-0199",
};

const product = CATALOG.find((entry) => entry.itemNumber === "TZ-KD-101")!;
const facts = factsFor(product.itemNumber)!;

const input: SdsPdfInput = {
  product: { name: product.name, itemNumber: product.itemNumber },
  revision: 3,
  // Late in the evening in the Americas, already the next day in UTC: the sheet says the UTC day.
  revisionDate: new Date("2027-03-04T02:30:00Z"),
  content: demoSdsContent({
    product: {
      name: product.name,
      itemNumber: product.itemNumber,
      category: product.category,
      chemicalType: product.chemicalType,
      concentration: product.concentration ?? null,
      description: product.description,
      applications: product.applications,
    },
    facts,
    supplier,
  }),
  supplier,
};

/** The text with runs of white space made single spaces, so that wrapped lines read as one. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("a product's safety data sheet as PDF", () => {
  it("prints the title, the product, its item number and the revision with its own date", async () => {
    const text = flat(await pdfText(await sdsPdf(input)));
    expect(text).toContain("Safety Data Sheet");
    expect(text).toContain("Triple Zero Restaurant Kitchen Degreaser");
    expect(text).toContain("Item number: TZ-KD-101");
    expect(text).toContain("Revision 3");
    expect(text).toContain("Revision date: March 4, 2027");
    expect(text).not.toContain("March 3, 2027");
    expect(text).toContain("Emergency telephone: 800-555-0199");
  });

  it("prints all 16 sections under their OSHA headings, in order", async () => {
    const text = flat(await pdfText(await sdsPdf(input)));
    const positions = SDS_SECTIONS.map((section) => text.indexOf(sectionHeading(section)));
    for (const [index, position] of positions.entries()) expect(position, sectionHeading(SDS_SECTIONS[index]!)).toBeGreaterThanOrEqual(0);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("states the product's pH and specific gravity in section 9", async () => {
    const text = flat(await pdfText(await sdsPdf(input)));
    const section9 = text.slice(text.indexOf("SECTION 9: Physical and chemical properties"), text.indexOf("SECTION 10:"));
    expect(phOf(facts)).toBe("12.0–13.0");
    expect(section9).toContain(`pH ${phOf(facts)}`);
    expect(section9).toContain(specificGravityOf(facts));
    expect(section9).toContain("None up to 200 °F (93 °C), closed cup");
  });

  it("numbers its pages", async () => {
    const bytes = await sdsPdf(input);
    const { pages } = await readPdf(bytes);
    expect(pages.length).toBeGreaterThan(1);
    const text = await pdfText(bytes);
    for (let page = 1; page <= pages.length; page++) expect(text).toContain(`Page ${page} of ${pages.length}`);
  });

  it("comes out byte for byte the same whenever it is rendered, dated by the revision", async () => {
    const [first, second] = await renderAtTwoTimes(() => sdsPdf(input));
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const { info } = await readPdf(first);
    expect(info.creationDate?.toISOString()).toBe("2027-03-04T02:30:00.000Z");
    expect(info.modificationDate?.toISOString()).toBe("2027-03-04T02:30:00.000Z");
    expect(info.title).toBe("Safety Data Sheet: Triple Zero Restaurant Kitchen Degreaser");
    expect(info.author).toBe("Triple Zero Chemical Co.");
  });

  it("differs when the revision does", async () => {
    const first = await sdsPdf(input);
    const next = await sdsPdf({ ...input, revision: 4, revisionDate: new Date("2027-09-01T00:00:00Z") });
    expect(Buffer.from(first).equals(Buffer.from(next))).toBe(false);
    expect(flat(await pdfText(next))).toContain("Revision date: September 1, 2027");
  });

  it("prints the kit's two components, a symbol such as ≤ as written, and says so of an empty draft section", async () => {
    const kit = factsFor("TZ-BK-401")!;
    const content = { ...emptyContent(), physicalChemical: { entries: [{ label: "pH", value: `${phOf(kit)} (≤ 14)` }] } };
    const text = flat(await pdfText(await sdsPdf({ ...input, content })));
    expect(text).toContain("12.3–13.3 (Caustic line cleaner) / 1.7–2.7 (Acid line cleaner) (≤ 14)");
    expect(text).toContain("SECTION 1: Identification This section is empty.");
  });

  it("prints a supplier's name and address in Polish, Vietnamese and Cyrillic letters exactly as written", async () => {
    const local = { ...supplier, company: "Ørsted Brewing Łódź / Привет Foods", address: "12 Nguyễn Huệ\nHồ Chí Minh" };
    const text = flat(await pdfText(await sdsPdf({ ...input, supplier: local })));
    expect(text).toContain("Ørsted Brewing Łódź / Привет Foods 12 Nguyễn Huệ Hồ Chí Minh Telephone");
    expect(text).not.toContain("?");
  });
});
