// Reads back the PDFs that lib/documents/pdf-layout.ts writes, as a reader would: parse the file with
// pdf-lib, inflate each page's content streams and decode the strings drawn with Tj from WinAnsi (the
// encoding of the standard fonts it uses). For the tests of the portal's documents and of invoices.
// `pdfText` reads them through pdf.js instead, for the safety data sheets and certificates of analysis.
import { createRequire } from "node:module";
import path from "node:path";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, StandardFonts, type PDFObject } from "pdf-lib";
import { vi } from "vitest";

export type PdfText = {
  /** The strings drawn on each page, in drawing order. */
  pages: string[][];
  /** Every string of every page, one a line. */
  text: string;
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

/**
 * Byte → character of WinAnsiEncoding, read off pdf-lib's own Helvetica (Node's TextDecoder may lack
 * windows-1252 and decode bytes 0x80-0x9f as Latin-1 control characters instead).
 */
async function winAnsiDecoder(): Promise<(bytes: Uint8Array) => string> {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  const chars = new Map<number, string>();
  for (const codePoint of font.getCharacterSet()) {
    const char = String.fromCodePoint(codePoint);
    chars.set(parseInt(font.encodeText(char).asString(), 16), char);
  }
  return (bytes) => Array.from(bytes, (byte) => chars.get(byte) ?? "\ufffd").join("");
}

function streamBytes(object: PDFObject | undefined): Uint8Array {
  if (object instanceof PDFRawStream) return decodePDFRawStream(object).decode();
  throw new Error(`a page's contents should be a stream, not ${object?.constructor.name}`);
}

export async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  const decode = await winAnsiDecoder();
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const operators = streams.map((stream) => Buffer.from(streamBytes(stream)).toString("latin1")).join("\n");
    return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) => decode(Buffer.from(match[1] ?? "", "hex")));
  });
  return {
    pages,
    text: pages.flat().join("\n"),
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
