// A safety data sheet revision as PDF: the supplier and its emergency number, the product, the revision's
// number and date, then the 16 sections in the order of OSHA's Hazard Communication Standard, each under
// the heading lib/sds/rules.ts gives it, as label/value rows. Pure, on the page writer the quotes and
// invoices share: the same revision renders to the same bytes, dated by the revision and never the clock,
// so the file a customer downloaded can be rendered again and compared.
import type { SdsSupplier } from "@/lib/content/sds-demo";
import { SDS_SECTIONS, sectionHeading, type SdsContent, type SdsEntry } from "@/lib/sds/rules";
import {
  contactLines,
  formatDocumentDate,
  LEADING,
  labelledRow,
  MARGIN,
  PageWriter,
  STYLE,
  TEXT_WIDTH,
  type Cell,
  type TextStyle,
} from "./pdf-layout";

export type SdsPdfInput = {
  product: { name: string; itemNumber: string };
  revision: number;
  revisionDate: Date;
  content: SdsContent;
  supplier: SdsSupplier;
};

const PRODUCT: TextStyle = { font: "bold", size: 13 };
const SECTION: TextStyle = { font: "bold", size: 11 };
const SMALL: TextStyle = { font: "regular", size: 8 };
const SECTION_LEADING = 16;
/** The label column: wide enough for "Relative density (specific gravity, water = 1)" on two lines. */
const LABEL_WIDTH = 150;
const GUTTER = 10;

/** An entry as a row: the label in its column, the value beside it; an entry without a label spans both. */
function entryCells(entry: SdsEntry): Cell[] {
  if (!entry.label.trim()) return [{ text: entry.value, x: MARGIN, width: TEXT_WIDTH, style: STYLE.body }];
  return labelledRow(entry.label, entry.value, LABEL_WIDTH, GUTTER);
}

function drawHeader(writer: PageWriter, input: SdsPdfInput): void {
  const { supplier, product } = input;
  writer.letterhead(supplier.company, [...contactLines(supplier), `Emergency telephone: ${supplier.emergencyPhone}`], "Safety Data Sheet");
  writer.paragraph("Prepared to the OSHA Hazard Communication Standard, 29 CFR 1910.1200", SMALL, { leading: 11 });
  writer.paragraph(product.name, PRODUCT, { leading: 17, before: 10 });
  const revision = [
    `Item number: ${product.itemNumber}`,
    `Revision ${input.revision}`,
    `Revision date: ${formatDocumentDate(input.revisionDate)}`,
  ];
  writer.paragraph(revision.join("\n"), STYLE.body, { leading: LEADING, before: 2 });
}

function drawSection(writer: PageWriter, section: (typeof SDS_SECTIONS)[number], entries: readonly SdsEntry[]): void {
  const rows = entries.map((entry) => writer.rowLines(entryCells(entry)));
  // A draft may be printed for review with a section still empty; a published sheet never has one.
  if (rows.length === 0) rows.push(writer.rowLines([{ text: "This section is empty.", x: MARGIN, width: TEXT_WIDTH, style: STYLE.body }]));
  // The heading stays with (up to three lines of) its first entry, with room for the rule under it.
  const keepWithNext = Math.min(rows[0]!.length, 3) + 1;
  writer.paragraph(sectionHeading(section), SECTION, { leading: SECTION_LEADING, before: 14, keepWithNext });
  writer.skip(2);
  writer.rule();
  for (const row of rows) writer.flow(row, { leading: LEADING, before: 4 });
}

export async function sdsPdf(input: SdsPdfInput): Promise<Uint8Array> {
  const { product, supplier, revision } = input;
  const writer = await PageWriter.create({
    title: `Safety Data Sheet: ${product.name}`,
    author: supplier.company,
    subject: `Safety data sheet for ${product.name} (${product.itemNumber}), revision ${revision}`,
    footer: `${supplier.company} • Safety Data Sheet • ${product.itemNumber} • Revision ${revision}`,
    createdAt: input.revisionDate,
  });
  drawHeader(writer, input);
  for (const section of SDS_SECTIONS) drawSection(writer, section, input.content[section.key].entries);
  return writer.save();
}
