// A small PDF 1.4 writer for the portal's documents: US Letter pages of wrapped text in the standard
// Helvetica fonts (every PDF reader has them, so nothing is embedded). Pure: blocks in, bytes out.
// Every string is written as a hex string in WinAnsiEncoding, so the file itself is plain ASCII apart
// from the binary marker comment, and byte offsets equal string offsets.

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

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_Y = 30;
const BODY_BOTTOM = MARGIN;

// Helvetica advance widths (1/1000 em) for the characters 32-126, from its Adobe font metrics.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// Helvetica-Bold is about 6% wider on average. Readers without Helvetica draw a substitute (often
// DejaVu Sans, about 10% wider): wrapping measures with that margin so lines stay on the page anyway.
const BOLD_FACTOR = 1.07;
const SUBSTITUTE_FACTOR = 1.12;
/** Where a field's value starts, so that values line up whatever the label. */
const FIELD_VALUE_X = 130;

// WinAnsiEncoding (CP1252) bytes of the characters outside Latin-1 that product texts use.
const WIN_ANSI: Readonly<Record<string, number>> = {
  "€": 0x80,
  "‚": 0x82,
  "„": 0x84,
  "…": 0x85,
  "†": 0x86,
  "‡": 0x87,
  "‰": 0x89,
  "‹": 0x8b,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "™": 0x99,
  "›": 0x9b,
};

type Font = "F1" | "F2";

type Line = { font: Font; size: number; x: number; text: string };

type Style = { font: Font; size: number; leading: number; before: number; indent: number };

const STYLES: Record<Exclude<PdfBlock["kind"], "field" | "space">, Style> = {
  title: { font: "F2", size: 18, leading: 23, before: 0, indent: 0 },
  subtitle: { font: "F1", size: 11, leading: 15, before: 2, indent: 0 },
  heading: { font: "F2", size: 12, leading: 16, before: 12, indent: 0 },
  text: { font: "F1", size: 10, leading: 14, before: 3, indent: 0 },
  bullet: { font: "F1", size: 10, leading: 14, before: 2, indent: 14 },
};

/** One byte per character: WinAnsi, with "?" for what the standard fonts cannot show. */
export function winAnsiBytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 63;
    if (code === 9) bytes.push(32);
    else if (code >= 32 && code <= 126) bytes.push(code);
    else if (code >= 160 && code <= 255) bytes.push(code);
    else bytes.push(WIN_ANSI[char] ?? 63);
  }
  return bytes;
}

function textWidth(text: string, font: Font, size: number): number {
  let units = 0;
  for (const byte of winAnsiBytes(text)) units += (byte >= 32 && byte <= 126 ? HELVETICA_WIDTHS[byte - 32] : undefined) ?? 556;
  return (units / 1000) * size * (font === "F2" ? BOLD_FACTOR : 1) * SUBSTITUTE_FACTOR;
}

/** Greedy word wrap; a single word wider than the line is cut where it no longer fits. */
export function wrapText(text: string, font: Font, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (textWidth(candidate, font, size) <= width) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      while (textWidth(current, font, size) > width) {
        let cut = current.length - 1;
        while (cut > 1 && textWidth(current.slice(0, cut), font, size) > width) cut--;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    lines.push(current);
  }
  return lines;
}

/** Lays the blocks out on pages: each page is a list of lines with their baseline. */
function layout(blocks: readonly PdfBlock[]): (Line & { y: number })[][] {
  let page: (Line & { y: number })[] = [];
  const pages = [page];
  let y = PAGE_HEIGHT - MARGIN;
  const newPage = () => {
    page = [];
    pages.push(page);
    y = PAGE_HEIGHT - MARGIN;
  };
  /** Places lines below the previous ones; `marker` (a bullet, a field's label) shares the first line's baseline. */
  const place = (lines: Line[], style: { leading: number; before: number }, keepWithNext = 0, marker?: Line) => {
    const needed = style.before + style.leading * (lines.length + keepWithNext);
    if (y - needed < BODY_BOTTOM && page.length > 0) newPage();
    else y -= style.before;
    lines.forEach((line, index) => {
      if (y - style.leading < BODY_BOTTOM) newPage();
      y -= style.leading;
      const baseline = y + style.leading * 0.25;
      page.push({ ...line, y: baseline });
      if (index === 0 && marker) page.push({ ...marker, y: baseline });
    });
  };

  for (const block of blocks) {
    if (block.kind === "space") {
      y -= 8;
      continue;
    }
    if (block.kind === "field") {
      const label = `${block.label}:`;
      const labelWidth = Math.min(Math.max(FIELD_VALUE_X, textWidth(`${label} `, "F2", 10)), TEXT_WIDTH / 2);
      const lines = wrapText(block.value || "-", "F1", 10, TEXT_WIDTH - labelWidth).map((text): Line => ({
        font: "F1",
        size: 10,
        x: MARGIN + labelWidth,
        text,
      }));
      place(lines, { leading: 14, before: 3 }, 0, { font: "F2", size: 10, x: MARGIN, text: label });
      continue;
    }
    const style = STYLES[block.kind];
    const lines = wrapText(block.text, style.font, style.size, TEXT_WIDTH - style.indent).map((text): Line => ({
      font: style.font,
      size: style.size,
      x: MARGIN + style.indent,
      text,
    }));
    const marker: Line | undefined = block.kind === "bullet" ? { font: "F1", size: style.size, x: MARGIN + 3, text: "•" } : undefined;
    // A heading never ends a page: keep room for two lines after it.
    place(lines, style, block.kind === "heading" ? 2 : 0, marker);
  }
  return pages;
}

const hex = (bytes: readonly number[]) => bytes.map((b) => b.toString(16).padStart(2, "0").toUpperCase()).join("");
const pdfText = (text: string) => `<${hex(winAnsiBytes(text))}>`;
const num = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** Text strings of the information dictionary: UTF-16BE with a byte-order mark, any character allowed. */
function infoText(text: string): string {
  const units: number[] = [0xfe, 0xff];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    units.push(unit >> 8, unit & 0xff);
  }
  return `<${hex(units)}>`;
}

function pdfDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `D:${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
}

function contentStream(lines: readonly (Line & { y: number })[], footer: string): string {
  const ops: string[] = [];
  for (const line of lines) {
    if (!line.text) continue;
    ops.push(`BT /${line.font} ${line.size} Tf ${num(line.x)} ${num(line.y)} Td ${pdfText(line.text)} Tj ET`);
  }
  ops.push(`0.6 G 0.5 w ${MARGIN} ${FOOTER_Y + 12} m ${PAGE_WIDTH - MARGIN} ${FOOTER_Y + 12} l S`);
  ops.push(`0.35 g BT /F1 8 Tf ${MARGIN} ${FOOTER_Y} Td ${pdfText(footer)} Tj ET`);
  return ops.join("\n");
}

/** The whole file: header, objects, cross-reference table and trailer. */
export function renderPdf(document: PdfDocument): Uint8Array {
  const pages = layout(document.blocks);
  const objects: string[] = [];
  // Object numbers: 1 catalog, 2 page tree, 3 and 4 fonts, 5 info, then a page and its content per page.
  const pageRef = (index: number) => 6 + index * 2;
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pages.map((_, index) => `${pageRef(index)} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] = [
    "<<",
    `/Title ${infoText(document.title)}`,
    `/Author ${infoText(document.author)}`,
    document.subject ? `/Subject ${infoText(document.subject)}` : "",
    `/Producer ${infoText(document.author)}`,
    `/CreationDate ${infoText(pdfDate(document.createdAt))}`,
    ">>",
  ]
    .filter(Boolean)
    .join(" ");
  pages.forEach((lines, index) => {
    const ref = pageRef(index);
    const footer = [document.footer, `Page ${index + 1} of ${pages.length}`].filter(Boolean).join("   |   ");
    const stream = contentStream(lines, footer);
    objects[ref] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${ref + 1} 0 R >>`;
    objects[ref + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });

  // The comment with bytes above 127 tells transfer tools that the file is binary.
  let file = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  for (let number = 1; number < objects.length; number++) {
    offsets[number] = file.length;
    file += `${number} 0 obj\n${objects[number]}\nendobj\n`;
  }
  const xrefOffset = file.length;
  file += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let number = 1; number < objects.length; number++) file += `${String(offsets[number]).padStart(10, "0")} 00000 n \n`;
  file += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;

  const bytes = new Uint8Array(file.length);
  for (let i = 0; i < file.length; i++) bytes[i] = file.charCodeAt(i);
  return bytes;
}
