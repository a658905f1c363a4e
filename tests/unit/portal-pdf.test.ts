import { describe, expect, it } from "vitest";
import { renderPdf, winAnsiBytes, wrapText, type PdfDocument } from "@/lib/portal/pdf";

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join("");

/** What a reader does first: trailer → startxref → xref table → each object at its offset. */
function parse(bytes: Uint8Array) {
  const file = latin1(bytes);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(file)?.[1]);
  const xref = file.slice(startxref);
  const header = /^xref\n0 (\d+)\n/.exec(xref);
  if (!header) throw new Error("no xref table at startxref");
  const count = Number(header[1]);
  const entries = xref.slice(header[0].length).match(/^\d{10} \d{5} [nf] \n/gm) ?? [];
  const objects = new Map<number, string>();
  entries.slice(1, count).forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    const number = index + 1;
    const end = file.indexOf("endobj", offset);
    objects.set(number, file.slice(offset, end));
  });
  const trailer = /trailer\n<<(.*)>>\nstartxref/.exec(file)?.[1] ?? "";
  return { file, startxref, count, entries, objects, trailer };
}

/** The text a reader would show: every hex string drawn with Tj, decoded from WinAnsi. */
function shownText(parsed: ReturnType<typeof parse>): string[] {
  const texts: string[] = [];
  for (const body of parsed.objects.values()) {
    for (const match of body.matchAll(/<([0-9A-F]*)> Tj/g)) {
      const bytes = (match[1] ?? "").match(/../g) ?? [];
      texts.push(bytes.map((b) => String.fromCharCode(parseInt(b, 16))).join(""));
    }
  }
  return texts;
}

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
  it("writes a PDF 1.4 header with the binary marker and ends with %%EOF", () => {
    const { file } = parse(renderPdf(sheet));
    expect(file.startsWith("%PDF-1.4\n%")).toBe(true);
    expect(file.charCodeAt(10)).toBeGreaterThan(127);
    expect(file.endsWith("%%EOF\n")).toBe(true);
  });

  it("has a cross-reference table whose every offset points at its object, and startxref points at the table", () => {
    const parsed = parse(renderPdf(sheet));
    expect(parsed.file.slice(parsed.startxref, parsed.startxref + 5)).toBe("xref\n");
    expect(parsed.entries).toHaveLength(parsed.count);
    expect(parsed.entries[0]).toBe("0000000000 65535 f \n");
    for (const [number, body] of parsed.objects) expect(body.startsWith(`${number} 0 obj\n`)).toBe(true);
    expect(parsed.trailer).toContain(`/Size ${parsed.count}`);
    expect(parsed.trailer).toContain("/Root 1 0 R");
    expect(parsed.objects.get(1)).toContain("/Type /Catalog /Pages 2 0 R");
  });

  it("gives every content stream its exact /Length", () => {
    const parsed = parse(renderPdf(sheet));
    const streams = [...parsed.objects.values()].filter((body) => body.includes("stream\n"));
    expect(streams.length).toBeGreaterThan(0);
    for (const body of streams) {
      const declared = Number(/\/Length (\d+)/.exec(body)?.[1]);
      const data = body.slice(body.indexOf("stream\n") + 7, body.lastIndexOf("\nendstream"));
      expect(data.length).toBe(declared);
    }
  });

  it("draws the title, the fields and the footer, with WinAnsi bullets, degrees and plus-minus", () => {
    const texts = shownText(parse(renderPdf(sheet)));
    expect(texts).toContain("Safety Data Sheet");
    expect(texts).toContain("Product:");
    expect(texts.join(" ")).toContain("Acid Beer-Line Cleaner (ships (as) ordinary freight)");
    expect(texts.join(" ")).toContain("Back\\slash and (parentheses)");
    expect(texts).toContain("Flash point > 200\u00b0F \u0095 pH 2.5 \u00b1 0.5");
    expect(texts).toContain("Triple Zero Chemical Co. \u0095 800-407-1173   |   Page 1 of 1");
  });

  it("keeps the file ASCII outside the marker comment, so offsets are byte offsets", () => {
    const { file } = parse(renderPdf(sheet));
    const afterMarker = file.slice(file.indexOf("\n", 9) + 1);
    expect(/^[\x09\x0a\x0d\x20-\x7e]*$/.test(afterMarker)).toBe(true);
  });

  it("records the title and creation date in the document information", () => {
    const parsed = parse(renderPdf(sheet));
    const info = parsed.objects.get(5) ?? "";
    const utf16 = (text: string) => `<FEFF${[...text].map((c) => c.charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()).join("")}>`;
    expect(info).toContain(`/Title ${utf16(sheet.title)}`);
    expect(info).toContain(`/CreationDate ${utf16("D:20261122120000Z")}`);
    expect(parsed.trailer).toContain("/Info 5 0 R");
  });

  it("flows long documents onto further pages, each numbered 'Page n of m'", () => {
    const long: PdfDocument = {
      ...sheet,
      blocks: Array.from({ length: 120 }, (_, i) => ({ kind: "text" as const, text: `Line ${i + 1} of a long certificate.` })),
    };
    const parsed = parse(renderPdf(long));
    const pages = /\/Count (\d+)/.exec(parsed.objects.get(2) ?? "")?.[1];
    expect(Number(pages)).toBeGreaterThanOrEqual(3);
    const texts = shownText(parsed);
    expect(texts.filter((t) => /Page \d+ of \d+$/.test(t))).toHaveLength(Number(pages));
    expect(texts).toContain("Line 1 of a long certificate.");
    expect(texts).toContain("Line 120 of a long certificate.");
  });

  it("wraps text inside the margins and cuts a word longer than a line", () => {
    const lines = wrapText("word ".repeat(200), "F1", 10, 200);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.every((line) => line.length <= 50)).toBe(true);
    expect(wrapText("x".repeat(300), "F1", 10, 100).length).toBeGreaterThan(3);
  });

  it("replaces characters the standard fonts cannot show with '?'", () => {
    expect(winAnsiBytes("a✓é")).toEqual([97, 63, 0xe9]);
  });
});
