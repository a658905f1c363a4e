// Reads back the PDFs that lib/documents/pdf-layout.ts writes, as a reader would: `readPdf` parses the file
// with pdf-lib and lists the strings drawn on each page, decoded through each font's ToUnicode map (the
// fonts are embedded, their glyphs numbered by the subset). For the tests of every document kind.
// `pdfText` reads them through pdf.js instead, a reader that did not write the file.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@cantoo/fontkit";
import { PDFDict, PDFDocument, PDFName, PDFRef, PDFStream } from "@cantoo/pdf-lib";
import { vi } from "vitest";
import { FONT_FILES } from "@/lib/documents/pdf-layout";

export type PdfText = {
  /** The strings drawn on each page, in drawing order. */
  pages: string[][];
  /** Every string of every page, one a line. */
  text: string;
  /** The fonts the file holds: their name as the file gives it, and whether the font program is embedded. */
  fonts: { name: string; embedded: boolean }[];
  info: {
    title?: string;
    author?: string;
    subject?: string;
    creator?: string;
    producer?: string;
    creationDate?: Date;
    modificationDate?: Date;
  };
};

/** Every font dictionary in the file with the font program it carries, if any (a Type0 font's is in its descendant). */
function fontsOf(doc: PDFDocument): PdfText["fonts"] {
  const lookup = (value: unknown) => (value instanceof PDFRef ? doc.context.lookup(value) : value);
  const fonts: PdfText["fonts"] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type")) !== PDFName.of("Font")) continue;
    if (object.get(PDFName.of("Subtype")) === PDFName.of("Type0")) continue;
    const descriptor = lookup(object.get(PDFName.of("FontDescriptor")));
    const embedded =
      descriptor instanceof PDFDict &&
      ["FontFile", "FontFile2", "FontFile3"].some((key) => lookup(descriptor.get(PDFName.of(key))) instanceof PDFStream);
    const name = String(object.get(PDFName.of("BaseFont"))).replace(/^\//, "");
    fonts.push({ name, embedded });
  }
  return fonts;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  // Each drawn string is a text object of its own; pdf-lib ends each with a move to the next line.
  const pages = doc
    .getPages()
    .map((page) => page.extractContents().flatMap((asset) => (asset.kind === "text" ? [asset.getText().replace(/\n$/, "")] : [])));
  return {
    pages,
    text: pages.flat().join("\n"),
    fonts: fontsOf(doc),
    info: {
      title: doc.getTitle(),
      author: doc.getAuthor(),
      subject: doc.getSubject(),
      creator: doc.getCreator(),
      producer: doc.getProducer(),
      creationDate: doc.getCreationDate(),
      modificationDate: doc.getModificationDate(),
    },
  };
}

/**
 * A measure of text in the documents' font (DejaVu Sans), at `size`, taken by pdf-lib apart from the page
 * writer: what a line drawn in a column really takes.
 */
export async function documentFontMeasure(weight: "regular" | "bold", size: number): Promise<(text: string) => number> {
  const file = createRequire(import.meta.url).resolve(FONT_FILES[weight]);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await readFile(file));
  return (text) => font.widthOfTextAtSize(text, size);
}

/**
 * The document rendered twice with the clock years apart (only Date is faked: pdf-lib's save waits on
 * timers). A document dated by its input comes out byte for byte the same.
 */
export async function renderAtTwoTimes(render: () => Promise<Uint8Array>): Promise<[Uint8Array, Uint8Array]> {
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    vi.setSystemTime(new Date("2027-01-01T00:00:00Z"));
    const first = await render();
    vi.setSystemTime(new Date("2031-06-30T18:45:00Z"));
    return [first, await render()];
  } finally {
    vi.useRealTimers();
  }
}

/**
 * The text of every page as pdf.js (Firefox's reader) extracts it, pages and lines joined by line breaks:
 * a second opinion to `readPdf`, from a reader that did not write the file.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // Loaded on first use, so that the tests that never call it do not load pdf.js.
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  // pdf.js's copies of the 14 standard fonts, from which its text layer maps glyphs back to characters.
  const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;
  // pdf.js takes ownership of the buffer it is given: a copy keeps the caller's bytes usable.
  const doc = await getDocument({ data: bytes.slice(), standardFontDataUrl, disableFontFace: true }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const content = await (await doc.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
    }
    return pages.join("\n");
  } finally {
    await doc.destroy();
  }
}
