// The portal's documents as PDF: blocks of text (title, headings, paragraphs, bullets, label: value fields)
// laid out on US Letter pages by the shared page writer (lib/documents/pdf-layout.ts, on @cantoo/pdf-lib).
// Pure: blocks in, bytes out, the same bytes for the same document.
import { MARGIN, PageWriter, TEXT_WIDTH, type Cell, type TextStyle } from "@/lib/documents/pdf-layout";

export type PdfBlock =
  | { kind: "title"; text: string }
  | { kind: "subtitle"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "text"; text: string }
  | { kind: "bullet"; text: string }
  | { kind: "field"; label: string; value: string }
  | { kind: "space" };

export type PdfDocument = {
  /** The Title of the document information dictionary. */
  title: string;
  author: string;
  subject?: string;
  /** Printed at the foot of every page, next to "Page n of m". */
  footer?: string;
  createdAt: Date;
  blocks: readonly PdfBlock[];
};

type Style = TextStyle & { leading: number; before: number; indent: number };

const STYLES: Record<Exclude<PdfBlock["kind"], "field" | "space">, Style> = {
  title: { font: "bold", size: 18, leading: 23, before: 0, indent: 0 },
  subtitle: { font: "regular", size: 11, leading: 15, before: 2, indent: 0 },
  heading: { font: "bold", size: 12, leading: 16, before: 12, indent: 0 },
  text: { font: "regular", size: 10, leading: 14, before: 3, indent: 0 },
  bullet: { font: "regular", size: 10, leading: 14, before: 2, indent: 14 },
};

const FIELD_LABEL: TextStyle = { font: "bold", size: 10 };
const FIELD_VALUE: TextStyle = { font: "regular", size: 10 };
/** Where a field's value starts, so that values line up whatever the label. */
const FIELD_VALUE_X = 130;
const SPACE = 8;

/** The cells of one block: a field is its label beside its value, a bullet its marker beside its text. */
function cellsOf(writer: PageWriter, block: Exclude<PdfBlock, { kind: "space" }>): Cell[] {
  if (block.kind === "field") {
    const label = `${block.label}:`;
    const labelWidth = Math.min(Math.max(FIELD_VALUE_X, writer.widthOf(`${label} `, FIELD_LABEL)), TEXT_WIDTH / 2);
    return [
      { text: label, x: MARGIN, width: labelWidth, style: FIELD_LABEL },
      { text: block.value || "-", x: MARGIN + labelWidth, width: TEXT_WIDTH - labelWidth, style: FIELD_VALUE },
    ];
  }
  const style = STYLES[block.kind];
  const text: Cell = { text: block.text, x: MARGIN + style.indent, width: TEXT_WIDTH - style.indent, style };
  return block.kind === "bullet" ? [{ text: "•", x: MARGIN + 3, width: style.indent - 3, style }, text] : [text];
}

export async function renderPdf(document: PdfDocument): Promise<Uint8Array> {
  const writer = await PageWriter.create(document);
  for (const block of document.blocks) {
    if (block.kind === "space") {
      writer.skip(SPACE);
      continue;
    }
    const spacing = block.kind === "field" ? { leading: 14, before: 3 } : STYLES[block.kind];
    // A heading never ends a page: keep room for two lines after it.
    writer.flow(writer.rowLines(cellsOf(writer, block)), { ...spacing, keepWithNext: block.kind === "heading" ? 2 : 0 });
  }
  return writer.save();
}
