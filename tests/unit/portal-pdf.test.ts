import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { TEXT_WIDTH, wrapText } from "@/lib/documents/pdf-layout";
import { renderPdf, type PdfDocument } from "@/lib/portal/pdf";
import { documentFontMeasure, pdfText, readPdf, renderAtTwoTimes } from "@/tests/support/pdf-text";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

const sheet: PdfDocument = {
  title: "Safety Data Sheet: Acid Beer-Line Cleaner",
  author: "Triple Zero Chemical Co.",
  subject: "Safety Data Sheet",
  footer: "Triple Zero Chemical Co. • 800-407-1173",
  createdAt: new Date("2026-11-22T12:00:00Z"),
  blocks: [
    { kind: "title", text: "Safety Data Sheet" },
    { kind: "subtitle", text: "Acid Beer-Line Cleaner (TZ-BL-101)" },
    { kind: "heading", text: "1. Identification" },
    { kind: "field", label: "Product", value: "Acid Beer-Line Cleaner (ships (as) ordinary freight)" },
    { kind: "bullet", text: "Flash point > 200°F • pH 2.5 ± 0.5" },
    { kind: "text", text: "Back\\slash and (parentheses) are drawn as they are." },
  ],
};

describe("the portal's PDF writer", () => {
  it("writes a file that a PDF parser reads back: one US Letter page, with a classic cross-reference table", async () => {
    const bytes = await renderPdf(sheet);
    const file = latin1(bytes);
    expect(file.startsWith("%PDF-")).toBe(true);
    expect(file.trimEnd().endsWith("%%EOF")).toBe(true);
    // No object or cross-reference streams: startxref points at a plain "xref" table, readable by PDF 1.4 readers.
    const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(file)?.[1]);
    expect(file.slice(startxref, startxref + 5)).toBe("xref\n");
    expect(file).not.toContain("/ObjStm");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  });

  it("draws the title, the fields and the footer, with bullets, degrees and plus-minus", async () => {
    const { pages, text } = await readPdf(await renderPdf(sheet));
    const drawn = pages[0] ?? [];
    expect(drawn).toContain("Safety Data Sheet");
    expect(drawn).toContain("Product:");
    expect(text).toContain("Acid Beer-Line Cleaner (ships (as) ordinary freight)");
    expect(text).toContain("Back\\slash and (parentheses)");
    expect(drawn).toContain("•");
    expect(drawn).toContain("Flash point > 200°F • pH 2.5 ± 0.5");
    expect(drawn).toContain("Triple Zero Chemical Co. • 800-407-1173   |   Page 1 of 1");
  });

  it("records the title, author, subject, creation date and a fixed producer in the document information", async () => {
    const { info } = await readPdf(await renderPdf(sheet));
    expect(info).toEqual({
      title: sheet.title,
      author: sheet.author,
      subject: sheet.subject,
      creator: sheet.author,
      producer: "pdf-lib",
      creationDate: sheet.createdAt,
      modificationDate: sheet.createdAt,
    });
  });

  it("writes the same bytes for the same document, whenever it is rendered", async () => {
    const [first, second] = await renderAtTwoTimes(() => renderPdf(sheet));
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(latin1(first)).not.toContain("/ID");
  });

  it("flows long documents onto further pages, each numbered 'Page n of m'", async () => {
    const long: PdfDocument = {
      ...sheet,
      blocks: Array.from({ length: 120 }, (_, i) => ({ kind: "text" as const, text: `Line ${i + 1} of a long certificate.` })),
    };
    const { pages, text } = await readPdf(await renderPdf(long));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((drawn, index) => expect(drawn.at(-1)).toMatch(new RegExp(`Page ${index + 1} of ${pages.length}$`)));
    for (let i = 1; i <= 120; i++) expect(text).toContain(`Line ${i} of a long certificate.`);
  });

  it("keeps every drawn line inside the margins, cutting a word longer than a line", async () => {
    const wide: PdfDocument = {
      ...sheet,
      footer: undefined,
      blocks: [
        { kind: "text", text: "word ".repeat(200) },
        { kind: "text", text: "x".repeat(300) },
        { kind: "field", label: "Recommended use", value: "Beer lines, ".repeat(40) },
      ],
    };
    const { pages } = await readPdf(await renderPdf(wide));
    const widthOf = await documentFontMeasure("regular", 10);
    const body = (pages[0] ?? []).slice(0, -1);
    expect(body.length).toBeGreaterThan(15);
    for (const line of body) expect(widthOf(line)).toBeLessThanOrEqual(TEXT_WIDTH);
    expect(body.filter((line) => /^x+$/.test(line)).join("")).toBe("x".repeat(300));
  });

  it("wraps greedily by the measure it is given", () => {
    const lines = wrapText("word ".repeat(200), 200, (text) => text.length * 5);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.every((line) => line.length <= 40)).toBe(true);
    expect(lines.join(" ")).toBe("word ".repeat(200).trim());
    expect(wrapText("x".repeat(300), 100, (text) => text.length * 5)).toEqual(Array.from({ length: 15 }, () => "x".repeat(20)));
    expect(wrapText("one\n\ntwo", 100, (text) => text.length)).toEqual(["one", "", "two"]);
  });

  it("embeds its one font, regular and bold, cut down to the glyphs drawn", async () => {
    const bytes = await renderPdf(sheet);
    const { fonts } = await readPdf(bytes);
    expect(fonts.map((font) => font.name.replace(/-\d+$/, "")).sort()).toEqual(["DejaVuSans", "DejaVuSans-Bold"]);
    expect(fonts.every((font) => font.embedded)).toBe(true);
    // The whole font is some 700 KB a weight; a page of text carries a few kilobytes of it.
    expect(bytes.byteLength).toBeLessThan(40_000);
  });

  it("prints names in Polish, Vietnamese and Cyrillic letters exactly as written", async () => {
    const names: PdfDocument = {
      ...sheet,
      footer: "Ørsted Brewing • Łódź",
      blocks: [
        { kind: "title", text: "Packing slip for Zoë Łukasiewicz" },
        { kind: "field", label: "Ship to", value: "Nguyễn Thị Hồng, Привет Foods" },
        { kind: "text", text: "Ørsted Brewing — Привет" },
      ],
    };
    const text = await pdfText(await renderPdf(names));
    for (const expected of [
      "Packing slip for Zoë Łukasiewicz",
      "Nguyễn Thị Hồng, Привет Foods",
      "Ørsted Brewing — Привет",
      "Ørsted Brewing • Łódź",
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("?");
  });

  it("draws symbols as written, and composes a letter typed with a separate accent", async () => {
    const { pages, info } = await readPdf(
      await renderPdf({
        ...sheet,
        title: "Sheet ≤ ✓",
        blocks: [
          { kind: "text", text: "Dilute ≤ 1:64 → rinse ✓, 2 × 5 gal, 20 °C ± 2, “quoted” — €5" },
          { kind: "text", text: "Nguye\u0302\u0303n Cafe\u0301" },
        ],
      }),
    );
    expect(pages[0]).toContain("Dilute ≤ 1:64 → rinse ✓, 2 × 5 gal, 20 °C ± 2, “quoted” — €5");
    expect(pages[0]).toContain("Nguyễn Café");
    expect(info.title).toBe("Sheet ≤ ✓");
  });

  it("renders a character the font lacks without failing, and the rest of the line as written", async () => {
    const text = await pdfText(await renderPdf({ ...sheet, blocks: [{ kind: "text", text: "Łódź 東京 office" }] }));
    expect(text).toContain("Łódź");
    expect(text).toContain("office");
  });
});
