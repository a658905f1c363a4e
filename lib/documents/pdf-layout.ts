// The page machinery the shop's PDFs share (the portal's documents, invoices, quotes, certificates, safety
// data sheets), on top of @cantoo/pdf-lib: US Letter pages in DejaVu Sans, embedded in the file (only the
// glyphs used), so that every reader draws a name in Latin (Vietnamese too), Cyrillic or Greek letters as
// written; word wrap, rows of side-by-side cells that flow onto further pages, a "Page n of m" footer, and
// the same bytes for the same input (no clock, no random IDs), so that a document can be compared, cached
// or tested byte for byte.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@cantoo/fontkit";
import { grayscale, PDFDocument, type Color, type PDFFont, type PDFPage } from "@cantoo/pdf-lib";

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
export const MARGIN = 54;
export const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BODY_TOP = PAGE_HEIGHT - MARGIN;
const BODY_BOTTOM = MARGIN;
const FOOTER_Y = 30;
const PRODUCER = "pdf-lib";

type FontWeight = "regular" | "bold";

// DejaVu Sans (dejavu-fonts-ttf; Bitstream Vera licence, which allows embedding): Latin with Vietnamese,
// Cyrillic and Greek, in TrueType, which pdf-lib subsets reliably.
export const FONT_FILES: Record<FontWeight, string> = {
  regular: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
  bold: "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
};

let fontFiles: Promise<Record<FontWeight, Uint8Array>> | undefined;

/**
 * The font files, read once per process. They are found from the app's root at run time, out of the
 * bundler's sight, so that the server build reads them from node_modules as tests and scripts do.
 */
function documentFontFiles(): Promise<Record<FontWeight, Uint8Array>> {
  fontFiles ??= (async () => {
    const { resolve } = createRequire(path.join(process.cwd(), "package.json"));
    const [regular, bold] = await Promise.all([readFile(resolve(FONT_FILES.regular)), readFile(resolve(FONT_FILES.bold))]);
    return { regular, bold };
  })().catch((error: unknown) => {
    fontFiles = undefined;
    throw error;
  });
  return fontFiles;
}

/**
 * The text as drawn and measured: composed (NFC), since pdf-lib places each glyph by its own advance and
 * a separate combining accent would not sit on its letter ("Nguyễn" typed as e + two marks).
 */
const composed = (text: string) => text.normalize("NFC");

/** Greedy word wrap by a measure of width; a single word wider than the line is cut where it no longer fits. */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (measure(candidate) <= width) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      while (measure(current) > width) {
        // Cut between characters, never inside one written as a surrogate pair.
        const chars = Array.from(current);
        let cut = chars.length - 1;
        while (cut > 1 && measure(chars.slice(0, cut).join("")) > width) cut--;
        lines.push(chars.slice(0, cut).join(""));
        current = chars.slice(cut).join("");
      }
    }
    lines.push(current);
  }
  return lines;
}

export type TextStyle = { font: FontWeight; size: number };

/** One piece of text on a line: `x` is its left edge, or its right edge when it is right-aligned. */
export type PlacedText = { text: string; x: number; style: TextStyle; align?: "left" | "right" };

/** A cell of a row: text wrapped to the box from `x` to `x + width`. */
export type Cell = { text: string; x: number; width: number; style: TextStyle; align?: "left" | "right" };

export type PdfInfo = {
  /** The Title of the document information dictionary, shown in the reader's title bar. */
  title: string;
  author: string;
  subject?: string;
  /** Printed at the foot of every page, next to "Page n of m". */
  footer?: string;
  /** The document's creation and modification date: the input's, never the clock's. */
  createdAt: Date;
};

// ------------------------------------------------------------------ what the documents share

/** The documents' type: the title, the sender's name, headings, body text and its bold. */
export const STYLE = {
  title: { font: "bold", size: 20 },
  sender: { font: "bold", size: 14 },
  heading: { font: "bold", size: 10 },
  body: { font: "regular", size: 9 },
  bold: { font: "bold", size: 9 },
} as const satisfies Record<string, TextStyle>;
/** The leading of body text. */
export const LEADING = 12;
/** Space between a table's columns, and between a label and its value. */
export const GUTTER = 8;

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
/** "March 4, 2027": the day in UTC, so that a document reads the same wherever it is rendered. */
export const formatDocumentDate = (date: Date) => DATE_FORMAT.format(date);

/** A column of a table; the widths of a table's columns add up to the text width. */
export type Column = { title: string; width: number; align?: "left" | "right" };

/** A row of a table: each value in its column, the gutter on the side away from its alignment. */
function tableRow(columns: readonly Column[], values: readonly string[], style: TextStyle): Cell[] {
  let x = MARGIN;
  return columns.map((column, index) => {
    const cell: Cell = {
      text: values[index] ?? "",
      x: column.align === "right" ? x + GUTTER : x,
      width: column.width - GUTTER,
      style,
      align: column.align,
    };
    x += column.width;
    return cell;
  });
}

/** A label in a column of `labelWidth`, in bold, and its value beside it. */
export function labelledRow(label: string, value: string, labelWidth: number, gutter = GUTTER): Cell[] {
  return [
    { text: label, x: MARGIN, width: labelWidth - gutter, style: STYLE.bold },
    { text: value, x: MARGIN + labelWidth, width: TEXT_WIDTH - labelWidth, style: STYLE.body },
  ];
}

// The totals of an invoice or a quote: labels from here, amounts right-aligned at the right margin.
const TOTALS_X = PAGE_WIDTH - MARGIN - 300;
const AMOUNT_WIDTH = 90;

/** A line of the totals: its label, and its amount against the right margin. */
export function amountRow(label: string, amount: string, style: TextStyle = STYLE.body): Cell[] {
  const labelWidth = PAGE_WIDTH - MARGIN - TOTALS_X - AMOUNT_WIDTH;
  return [
    { text: label, x: TOTALS_X, width: labelWidth - GUTTER, style },
    { text: amount, x: TOTALS_X + labelWidth, width: AMOUNT_WIDTH, style, align: "right" },
  ];
}

/** How a supplier is reached, one line each: its address (when it has one), telephone and e-mail. */
export function contactLines(supplier: { address?: string | null; phone: string; email: string }): string[] {
  return [...(supplier.address?.trim() ? [supplier.address.trim()] : []), `Telephone: ${supplier.phone}`, `E-mail: ${supplier.email}`];
}

type Spacing = { leading: number; before?: number; keepWithNext?: number };

function drawRule(page: PDFPage, y: number): void {
  page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE_WIDTH - MARGIN, y }, thickness: 0.5, color: grayscale(0.6) });
}

/**
 * Writes a document top to bottom: a cursor moves down the page as lines are placed and a new page starts
 * when the next ones do not fit. `save` adds the footers (only then is the page count known) and metadata.
 */
export class PageWriter {
  /** Called on each new page before anything else is placed on it, e.g. to repeat a table's header. */
  onNewPage: (() => void) | null = null;

  private readonly doc: PDFDocument;
  private readonly fonts: Record<FontWeight, PDFFont>;
  private readonly info: PdfInfo;
  private page: PDFPage;
  /** The top of the free space on the current page. */
  private cursor = BODY_TOP;
  private pageHasText = false;
  /** The page's current font: pdf-lib adds a font resource each time it changes, so it changes only when needed. */
  private pageFont: PDFFont | null = null;
  /** Words measured so far, by weight: their widths at size 1. */
  private readonly wordWidths: Record<FontWeight, Map<string, number>> = { regular: new Map(), bold: new Map() };

  private constructor(doc: PDFDocument, fonts: Record<FontWeight, PDFFont>, info: PdfInfo) {
    this.doc = doc;
    this.fonts = fonts;
    this.info = info;
    this.page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  }

  static async create(info: PdfInfo): Promise<PageWriter> {
    // updateMetadata would stamp the clock's time and pdf-lib's own producer: the info is set in `save`.
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.registerFontkit(fontkit);
    const files = await documentFontFiles();
    // Subset: the file carries the glyphs its text uses, a few kilobytes, not the whole font.
    const fonts = {
      regular: await doc.embedFont(files.regular, { subset: true }),
      bold: await doc.embedFont(files.bold, { subset: true }),
    };
    return new PageWriter(doc, fonts, info);
  }

  /**
   * The width of the text as drawn: its words' widths and its spaces' (no ligature joins letters across a
   * space), each word shaped once per document, since wrapping measures the same words over and over.
   */
  widthOf(text: string, style: TextStyle): number {
    const font = this.fonts[style.font];
    const widths = this.wordWidths[style.font];
    const measure = (word: string) => {
      let width = widths.get(word);
      if (width === undefined) widths.set(word, (width = font.widthOfTextAtSize(word, 1)));
      return width;
    };
    const words = composed(text).split(" ");
    return ((words.length - 1) * measure(" ") + words.reduce((sum, word) => sum + measure(word), 0)) * style.size;
  }

  /** The text wrapped to `width`; line breaks are kept: they start paragraphs. */
  wrap(text: string, style: TextStyle, width: number): string[] {
    return wrapText(composed(text), width, (line) => this.widthOf(line, style));
  }

  /** Cells side by side, each wrapped to its box: what to draw on each line of the row, top to bottom. */
  rowLines(cells: readonly Cell[]): PlacedText[][] {
    const lines: PlacedText[][] = [];
    for (const cell of cells) {
      const x = cell.align === "right" ? cell.x + cell.width : cell.x;
      this.wrap(cell.text, cell.style, cell.width).forEach((text, index) => {
        (lines[index] ??= []).push({ text, x, style: cell.style, align: cell.align });
      });
    }
    return lines;
  }

  /** Whether `height` more points fit above the bottom margin of the current page. */
  fits(height: number): boolean {
    return this.cursor - height >= BODY_BOTTOM;
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.cursor = BODY_TOP;
    this.pageHasText = false;
    this.pageFont = null;
    this.onNewPage?.();
  }

  /** Leaves `height` points of space; past the bottom margin, the next lines start a new page. */
  skip(height: number): void {
    this.cursor -= height;
  }

  /**
   * Places lines below what is there, `leading` apart, after `before` points of space. The block (and
   * `keepWithNext` more lines, so that a heading never ends a page) moves to a new page when it does not
   * fit on this one; a block longer than a page breaks between its lines.
   */
  flow(lines: readonly (readonly PlacedText[])[], spacing: Spacing): void {
    const { leading, before = 0, keepWithNext = 0 } = spacing;
    if (!this.fits(before + leading * (lines.length + keepWithNext)) && this.pageHasText) this.newPage();
    else this.cursor -= before;
    for (const line of lines) {
      if (!this.fits(leading)) this.newPage();
      this.cursor -= leading;
      // The baseline sits a quarter of the leading above the line's bottom, leaving room for descenders.
      const baseline = this.cursor + leading * 0.25;
      for (const piece of line) {
        const x = piece.align === "right" ? piece.x - this.widthOf(piece.text, piece.style) : piece.x;
        this.draw(piece.text, { x, y: baseline, style: piece.style, color: grayscale(0) });
      }
    }
  }

  /** Text across the whole text width, wrapped, as one block. */
  paragraph(text: string, style: TextStyle, spacing: Spacing): void {
    this.flow(this.rowLines([{ text, x: MARGIN, width: TEXT_WIDTH, style }]), spacing);
  }

  /** Rows placed as one block, so that they stay together on a page. */
  flowRows(rows: readonly (readonly Cell[])[], spacing: Spacing): void {
    this.flow(
      rows.flatMap((row) => this.rowLines(row)),
      spacing,
    );
  }

  /** The sender's name over the lines that reach them, and the document's title under both. */
  letterhead(name: string, contact: readonly string[], title: string): void {
    this.paragraph(name, STYLE.sender, { leading: 18 });
    this.paragraph(contact.join("\n"), STYLE.body, { leading: LEADING, before: 2 });
    this.paragraph(title, STYLE.title, { leading: 24, before: 18 });
  }

  /**
   * A table: the columns' titles in bold over a rule, each row of values, and a rule under the last. The
   * header starts a new page unless `keepLines` lines of the first row fit under it, and it is repeated on
   * every page the table reaches.
   */
  table(columns: readonly Column[], rows: readonly (readonly string[])[], { headerBefore = 0, keepLines = 2 } = {}): void {
    const header = tableRow(
      columns,
      columns.map((column) => column.title),
      STYLE.bold,
    );
    const drawHeader = () => {
      this.flow(this.rowLines(header), { leading: 14, before: headerBefore });
      this.skip(3);
      this.rule();
    };
    if (!this.fits(headerBefore + 14 + 3 + 4 + LEADING * keepLines)) this.newPage();
    drawHeader();
    this.onNewPage = drawHeader;
    for (const row of rows) this.flow(this.rowLines(tableRow(columns, row, STYLE.body)), { leading: LEADING, before: 4 });
    this.onNewPage = null;
    this.skip(4);
    this.rule();
  }

  /** A thin horizontal rule across the text column at the cursor. */
  rule(): void {
    drawRule(this.page, this.cursor);
  }

  /** The finished file: footers on every page, then the document information. */
  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      this.page = page;
      this.pageFont = null;
      drawRule(page, FOOTER_Y + 12);
      const footer = [this.info.footer, `Page ${index + 1} of ${pages.length}`].filter(Boolean).join("   |   ");
      this.draw(footer, { x: MARGIN, y: FOOTER_Y, style: { font: "regular", size: 8 }, color: grayscale(0.35) });
    });
    this.doc.setTitle(this.info.title, { showInWindowTitleBar: true });
    this.doc.setAuthor(this.info.author);
    if (this.info.subject) this.doc.setSubject(this.info.subject);
    this.doc.setCreator(this.info.author);
    this.doc.setProducer(PRODUCER);
    this.doc.setCreationDate(this.info.createdAt);
    this.doc.setModificationDate(this.info.createdAt);
    // A classic cross-reference table (no object streams) keeps the file readable by PDF 1.4 readers.
    // pdf-lib writes no /ID and seeds its resource names with a fixed number, so the bytes are reproducible.
    return this.doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
  }

  /** The one place text is put on a page: `x` is the left edge, `y` the baseline. */
  private draw(text: string, at: { x: number; y: number; style: TextStyle; color: Color }): void {
    if (!text) return;
    const font = this.fonts[at.style.font];
    if (this.pageFont !== font) this.page.setFont(font);
    this.pageFont = font;
    this.page.drawText(composed(text), { x: at.x, y: at.y, size: at.style.size, color: at.color });
    this.pageHasText = true;
  }
}
