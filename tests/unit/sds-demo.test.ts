// Every product starts with a complete safety data sheet that agrees with its facts and with its 0-0-0,
// not-classified rating; and the rules of lib/sds/rules.ts that keep published revisions complete,
// unchanged and in order.
import { describe, expect, it } from "vitest";
import { CATALOG } from "@/prisma/seed-data/catalog";
import type { CatalogProduct } from "@/prisma/seed-data/catalog-types";
import { factsFor } from "@/prisma/seed-data/product-facts";
import { demoSdsContent, type SdsSupplier } from "@/lib/content/sds-demo";
import { phOf, specificGravityOf } from "@/lib/catalog/facts";
import {
  SDS_SECTION_KEYS,
  SDS_UPLOAD_LIMIT_BYTES,
  currentRevision,
  editRefusal,
  emptyContent,
  emptySections,
  nextRevisionNumber,
  publishableSdsSchema,
  sdsFileName,
  uploadRefusal,
  type SdsContent,
  type SdsSectionKey,
} from "@/lib/sds/rules";

const supplier: SdsSupplier = {
  company: "Triple Zero Chemical Co.",
  phone: "800-407-1173",
  email: "sales@triplezero.example",
  address: "1200 Industrial Pkwy\nSpringfield, IL 62701",
  emergencyPhone: "800-555-0199",
};

function sheetOf(product: CatalogProduct): SdsContent {
  const facts = factsFor(product.itemNumber);
  if (!facts) throw new Error(`No facts for ${product.itemNumber}`);
  return demoSdsContent({
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
  });
}

const byItem = (itemNumber: string) => CATALOG.find((product) => product.itemNumber === itemNumber)!;

/** The value of the entry labelled `label` in the section, which must have one. */
function valueOf(content: SdsContent, key: SdsSectionKey, label: string): string {
  const found = content[key].entries.find((entry) => entry.label === label);
  expect(found, `section "${key}" has an entry "${label}"`).toBeDefined();
  return found!.value;
}

const sectionText = (content: SdsContent, key: SdsSectionKey) =>
  content[key].entries.map((entry) => `${entry.label}: ${entry.value}`).join("\n");

const products = CATALOG.map((product) => [product.itemNumber, product] as const);

describe("the first safety data sheet of every product", () => {
  it.each(products)("%s: has all 16 sections, each publishable", (_itemNumber, product) => {
    const content = sheetOf(product);
    expect(Object.keys(content).sort()).toEqual([...SDS_SECTION_KEYS].sort());
    const parsed = publishableSdsSchema.safeParse(content);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(emptySections(content)).toEqual([]);
  });

  it.each(products)("%s: states the facts' pH, specific gravity, flash point and solubility in section 9", (itemNumber, product) => {
    const content = sheetOf(product);
    const facts = factsFor(itemNumber)!;
    expect(valueOf(content, "physicalChemical", "pH")).toBe(phOf(facts));
    expect(valueOf(content, "physicalChemical", "Relative density (specific gravity, water = 1)")).toBe(specificGravityOf(facts));
    expect(valueOf(content, "physicalChemical", "Flash point")).toBe(facts.flashPoint);
    expect(valueOf(content, "physicalChemical", "Solubility")).toBe(facts.solubility);
  });

  it.each(products)("%s: is not classified, carries no signal word, rates 0-0-0 and ships unregulated", (_itemNumber, product) => {
    const content = sheetOf(product);
    expect(valueOf(content, "hazards", "GHS classification")).toMatch(
      /^Not classified as hazardous under the OSHA Hazard Communication Standard/,
    );
    expect(valueOf(content, "hazards", "Signal word")).toBe("None");
    expect(valueOf(content, "regulatory", "OSHA Hazard Communication Standard")).toBe(valueOf(content, "hazards", "GHS classification"));
    for (const key of ["hazards", "regulatory"] as const) {
      expect(sectionText(content, key)).toContain("NFPA 704: Health 0, Flammability 0, Instability 0");
      expect(sectionText(content, key)).toContain("HMIS: Health 0, Flammability 0, Physical hazard 0");
    }
    expect(valueOf(content, "transport", "US DOT (ground)")).toBe("Not regulated as a hazardous material");
    expect(valueOf(content, "transport", "IATA (air)")).toMatch(/^Not regulated/);
    expect(valueOf(content, "transport", "IMDG (sea)")).toMatch(/^Not regulated/);
    expect(valueOf(content, "transport", "UN number")).toBe("Not applicable");
    // A word that would contradict the rating anywhere on the sheet.
    const sheet = SDS_SECTION_KEYS.map((key) => sectionText(content, key)).join("\n");
    expect(sheet).not.toMatch(/\b(Danger|Warning)\b|Category [1-4]|\bH[23]\d\d\b/);
  });

  it.each(products)("%s: names its supplier and emergency number, and says it is demonstration content", (_itemNumber, product) => {
    const content = sheetOf(product);
    expect(valueOf(content, "identification", "Product identifier")).toBe(product.name);
    expect(valueOf(content, "identification", "Supplier")).toBe("Triple Zero Chemical Co.\n1200 Industrial Pkwy\nSpringfield, IL 62701");
    expect(valueOf(content, "identification", "Emergency telephone")).toBe("800-555-0199");
    expect(sectionText(content, "other")).toMatch(
      /demonstration content, to be replaced by Triple Zero Chemical Co\.'s own authored safety data sheet/,
    );
    // The PDF prints the revision's date; content that carried one would go stale with the next revision.
    expect(sectionText(content, "other")).not.toMatch(/\b(19|20)\d\d\b/);
  });

  it.each(products)("%s: draws only characters the PDF fonts can show", (_itemNumber, product) => {
    const content = sheetOf(product);
    for (const key of SDS_SECTION_KEYS) {
      for (const entry of content[key].entries) expect(`${entry.label} ${entry.value}`).toMatch(/^[\x20-\x7e\n\u00a0-\u00ff–—•’]*$/);
    }
  });

  it("describes an alkaline cleaner as alkaline and warns it off acids and bleach", () => {
    const content = sheetOf(byItem("TZ-KD-101"));
    expect(valueOf(content, "composition", "Description")).toMatch(/^Aqueous alkaline cleaning solution/);
    expect(valueOf(content, "composition", "Hazardous ingredients")).toMatch(/^None: no ingredient classified as hazardous/);
    expect(valueOf(content, "stabilityReactivity", "Incompatible materials")).toMatch(/^Acids and acid cleaners.*Chlorine bleach/);
  });

  it("describes an acid cleaner as acidic and warns that bleach releases chlorine gas with it", () => {
    const content = sheetOf(byItem("TZ-DS-101"));
    expect(valueOf(content, "composition", "Description")).toMatch(/^Aqueous acidic cleaning solution/);
    expect(valueOf(content, "stabilityReactivity", "Incompatible materials")).toMatch(/^Alkalis and caustic cleaners.*chlorine gas/);
  });

  it("describes each of the kit's two cleaners, and warns that they must not be mixed", () => {
    const content = sheetOf(byItem("TZ-BK-401"));
    expect(valueOf(content, "composition", "Caustic line cleaner")).toMatch(/alkaline/);
    expect(valueOf(content, "composition", "Acid line cleaner")).toMatch(/acidic/);
    expect(valueOf(content, "stabilityReactivity", "Incompatible materials")).toMatch(/never mixed/);
    expect(valueOf(content, "physicalChemical", "pH")).toContain("(Caustic line cleaner) / ");
  });

  it("calls unused concentrate a corrosive (D002) waste only when its pH range reaches 2 or 12.5", () => {
    // TZ-BT-202 is pH 12.4–13.4, TZ-WD-101 1.4–2.4; TZ-FC-101 is 10.0–11.0.
    expect(valueOf(sheetOf(byItem("TZ-BT-202")), "disposal", "Waste disposal")).toContain("D002");
    expect(valueOf(sheetOf(byItem("TZ-WD-101")), "disposal", "Waste disposal")).toContain("D002");
    expect(valueOf(sheetOf(byItem("TZ-FC-101")), "disposal", "Waste disposal")).not.toContain("D002");
  });

  it("calls a ready-to-use product ready to use, and gives a concentrate's dilution", () => {
    expect(valueOf(sheetOf(byItem("TZ-CS-103")), "identification", "Product form")).toMatch(/ready to use$/);
    const degreaser = sheetOf(byItem("TZ-KD-101"));
    expect(valueOf(degreaser, "identification", "Product form")).toMatch(/concentrate$/);
    expect(valueOf(degreaser, "identification", "Use dilution")).toBe(byItem("TZ-KD-101").concentration);
  });
});

describe("the rules of a safety data sheet's revisions", () => {
  const complete = sheetOf(byItem("TZ-KD-101"));

  it("names an empty section, by number and title, when publishing", () => {
    const content: SdsContent = { ...complete, toxicology: { entries: [] } };
    expect(emptySections(content).map((section) => section.number)).toEqual([11]);
    const parsed = publishableSdsSchema.safeParse(content);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["toxicology"], "Section 11 (Toxicological information) is empty: every section must say something before publishing"],
    ]);
  });

  it("counts a section whose entries have labels but no values as empty", () => {
    const content: SdsContent = { ...complete, ecology: { entries: [{ label: "Ecotoxicity", value: "  " }] } };
    expect(emptySections(content).map((section) => section.key)).toEqual(["ecology"]);
  });

  it("finds all 16 sections empty in new content", () => {
    expect(emptySections(emptyContent())).toHaveLength(16);
    expect(publishableSdsSchema.safeParse(emptyContent()).error?.issues).toHaveLength(16);
  });

  it("refuses to change a published revision but lets a draft change", () => {
    expect(editRefusal("published")).toMatch(/never changes/);
    expect(editRefusal("draft")).toBeNull();
  });

  it("takes the highest published revision as current, skipping a newer draft", () => {
    const revisions = [
      { revision: 1, state: "published" as const },
      { revision: 3, state: "draft" as const },
      { revision: 2, state: "published" as const },
    ];
    expect(currentRevision(revisions)?.revision).toBe(2);
    expect(currentRevision([{ revision: 1, state: "draft" as const }])).toBeNull();
    expect(currentRevision([])).toBeNull();
  });

  it("numbers a new revision one above the highest, drafts included", () => {
    expect(nextRevisionNumber([])).toBe(1);
    expect(nextRevisionNumber([{ revision: 1 }, { revision: 3 }, { revision: 2 }])).toBe(4);
  });

  it("names a revision's file by item number and revision", () => {
    expect(sdsFileName("TZ-PS-101", 2)).toBe("SDS-TZ-PS-101-rev2.pdf");
  });
});

describe("an uploaded safety data sheet", () => {
  const pdf = (size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
    return bytes;
  };

  it("is accepted when it is a PDF of up to 20 MB", () => {
    expect(uploadRefusal(pdf(2048))).toBeNull();
    expect(uploadRefusal(pdf(SDS_UPLOAD_LIMIT_BYTES))).toBeNull();
  });

  it("is refused when it is not a PDF, whatever its name would say", () => {
    expect(uploadRefusal(new TextEncoder().encode("PK\u0003\u0004 a Word document"))).toBe("The file is not a PDF");
  });

  it("is refused when larger than 20 MB, or empty", () => {
    expect(uploadRefusal(pdf(SDS_UPLOAD_LIMIT_BYTES + 1))).toBe("The file is larger than 20 MB");
    expect(uploadRefusal(new Uint8Array())).toBe("The file is empty");
  });
});
