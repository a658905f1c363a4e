// The page machinery the shop's PDFs share (the portal's documents, invoices), on top of pdf-lib: US Letter
// pages in the standard Helvetica fonts (every reader has them, so nothing is embedded), text made safe for
// their WinAnsi encoding, word wrap, rows of side-by-side cells that flow onto further pages, a
// "Page n of m" footer, and the same bytes for the same input (no clock, no random IDs), so that a
// document can be compared, cached or tested byte for byte.
import { grayscale, PDFDocument, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
export const MARGIN = 54;
export const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BODY_TOP = PAGE_HEIGHT - MARGIN;
const BODY_BOTTOM = MARGIN;
const FOOTER_Y = 30;
const PRODUCER = "pdf-lib";

// Readers without Helvetica draw a substitute (often DejaVu Sans, about 10% wider): wrapping measures with
// that margin so that lines stay inside the page anyway.
const SUBSTITUTE_FACTOR = 1.12;

// The characters outside Latin-1 that WinAnsiEncoding (CP1252) has glyphs for.
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

// Look-alikes for characters that product texts and addresses use but the standard fonts cannot show.
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  "≤": "<=",
  "≥": ">=",
  "≠": "!=",
  "≈": "~",
  "→": "->",
  "←": "<-",
  "−": "-",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "―": "—",
  "′": "'",
  "″": '"',
  ﬁ: "fi",
  ﬂ: "fl",
};

/**
 * The text as the standard fonts can draw it: WinAnsi characters as they are, look-alikes for a few
 * common others, "?" for the rest. pdf-lib throws on a character its encoding lacks, so every string
 * drawn goes through here.
 */
export function toWinAnsi(text: string): string {
  let safe = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char)) safe += char;
    else if (LOOK_ALIKES[char] !== undefined) safe += LOOK_ALIKES[char];
    // A combining accent with no precomposed letter: the bare letter reads better than a "?".
    else if (/\p{M}/u.test(char)) continue;
    else safe += /\s/.test(char) ? " " : "?";
  }
  return safe;
}

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
        let cut = current.length - 1;
        while (cut > 1 && measure(current.slice(0, cut)) > width) cut--;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    lines.push(current);
  }
  return lines;
}

export type TextStyle = { font: "regular" | "bold"; size: number };

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
  private readonly fonts: Record<TextStyle["font"], PDFFont>;
  private readonly info: PdfInfo;
  private page: PDFPage;
  /** The top of the free space on the current page. */
  private cursor = BODY_TOP;
  private pageHasText = false;
  /** The page's current font: pdf-lib adds a font resource each time it changes, so it changes only when needed. */
  private pageFont: PDFFont | null = null;

  private constructor(doc: PDFDocument, fonts: Record<TextStyle["font"], PDFFont>, info: PdfInfo) {
    this.doc = doc;
    this.fonts = fonts;
    this.info = info;
    this.page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  }

  static async create(info: PdfInfo): Promise<PageWriter> {
    // updateMetadata would stamp the clock's time and pdf-lib's own producer: the info is set in `save`.
    const doc = await PDFDocument.create({ updateMetadata: false });
    const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
    return new PageWriter(doc, fonts, info);
  }

  /** The width of the text as drawn in Helvetica. */
  widthOf(text: string, style: TextStyle): number {
    return this.fonts[style.font].widthOfTextAtSize(toWinAnsi(text), style.size);
  }

  /** The width a cell needs to hold the text on one line, with room for a wider substitute font. */
  cellWidthFor(text: string, style: TextStyle): number {
    return this.widthOf(text, style) * SUBSTITUTE_FACTOR;
  }

  /** The text wrapped to `width`, with room for a wider substitute font. */
  wrap(text: string, style: TextStyle, width: number): string[] {
    // Line breaks are kept: they start paragraphs.
    const safe = text.split(/\r?\n/).map(toWinAnsi).join("\n");
    return wrapText(safe, width, (line) => this.cellWidthFor(line, style));
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
  flow(lines: readonly (readonly PlacedText[])[], spacing: { leading: number; before?: number; keepWithNext?: number }): void {
    const { leading, before = 0, keepWithNext = 0 } = spacing;
    if (!this.fits(before + leading * (lines.length + keepWithNext)) && this.pageHasText) this.newPage();
    else this.cursor -= before;
    for (const line of lines) {
      if (!this.fits(leading)) this.newPage();
      this.cursor -= leading;
      // The baseline sits a quarter of the leading above the line's bottom, leaving room for descenders.
      const baseline = this.cursor + leading * 0.25;
      for (const piece of line) this.draw(piece, baseline);
    }
  }

  /** A thin horizontal rule across the text column at the cursor. */
  rule(): void {
    drawRule(this.page, this.cursor);
  }

  /** The finished file: footers on every page, then the document information. */
  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      drawRule(page, FOOTER_Y + 12);
      const footer = [this.info.footer, `Page ${index + 1} of ${pages.length}`].filter(Boolean).join("   |   ");
      page.setFont(this.fonts.regular);
      page.drawText(toWinAnsi(footer), { x: MARGIN, y: FOOTER_Y, size: 8, color: grayscale(0.35) });
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

  private draw(piece: PlacedText, baseline: number): void {
    const text = toWinAnsi(piece.text);
    if (!text) return;
    const x = piece.align === "right" ? piece.x - this.widthOf(text, piece.style) : piece.x;
    const font = this.fonts[piece.style.font];
    if (this.pageFont !== font) this.page.setFont(font);
    this.pageFont = font;
    this.page.drawText(text, { x, y: baseline, size: piece.style.size, color: grayscale(0) });
    this.pageHasText = true;
  }
}
