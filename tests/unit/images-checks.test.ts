import { describe, expect, it } from "vitest";
import { isPublicAddress } from "@/lib/images/address";
import { checkImage, detectImageFormat } from "@/lib/images/detect";
import { gifDimensions, jpegDimensions, pngDimensions, webpDimensions } from "@/lib/images/dimensions";
import { STORED_FILENAME, storedFilename } from "@/lib/images/filename";
import { MAX_IMAGE_BYTES, formatMegabytes } from "@/lib/images/limits";

// ------------------------------------------------------------------ fixtures, built from bytes

const bytes = (...parts: (number[] | string | Uint8Array)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : [...p])));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];
const le32 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];

const png = (width: number, height: number) =>
  bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], be32(13), "IHDR", be32(width), be32(height), [8, 6, 0, 0, 0], [0, 0, 0, 0]);
const gif = (width: number, height: number) => bytes("GIF89a", le16(width), le16(height), [0, 0, 0], ";");
/** SOI, an APP0 segment, a DQT-like segment, then SOF2 (progressive) with the size. */
const jpeg = (width: number, height: number) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0], be16(16), "JFIF", [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xdb], be16(5), [0, 1, 2],
    [0xff, 0xc2], be16(17), [8], be16(height), be16(width), [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xd9],
  );
const riff = (chunk: string, payload: number[]) => bytes("RIFF", le32(4 + 8 + payload.length), "WEBP", chunk, le32(payload.length), payload);
const webpLossy = (width: number, height: number) => riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0]);
const webpLossless = (width: number, height: number) => {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return riff("VP8L", [0x2f, ...le32(bits), 0, 0, 0, 0, 0]);
};
const webpExtended = (width: number, height: number) => riff("VP8X", [0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1), 0, 0]);

// ------------------------------------------------------------------ tests

describe("recognising images by their bytes", () => {
  it("knows JPEG, PNG, GIF and WebP by their signatures", () => {
    expect(detectImageFormat(jpeg(1, 1))).toBe("jpeg");
    expect(detectImageFormat(png(1, 1))).toBe("png");
    expect(detectImageFormat(bytes("GIF87a", [1, 0, 1, 0]))).toBe("gif");
    expect(detectImageFormat(gif(1, 1))).toBe("gif");
    expect(detectImageFormat(webpLossy(1, 1))).toBe("webp");
  });

  it("accepts a PNG whatever it is called, and gives its real type and size", () => {
    expect(checkImage(png(640, 480), "holiday.exe")).toEqual({ ok: true, format: "png", mimeType: "image/png", extension: "png", width: 640, height: 480 });
  });

  it("refuses a Windows program renamed .png and says what it is", () => {
    const exe = bytes("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0], "This program cannot be run in DOS mode");
    const result = checkImage(exe, "logo.png");
    expect(result).toEqual({ ok: false, status: 415, error: expect.stringContaining("logo.png is a Windows program (executable), not an image") });
  });

  it("names Linux and macOS programs and scripts too", () => {
    expect(checkImage(bytes([0x7f], "ELF", [2, 1, 1]), "a.png")).toMatchObject({ ok: false, error: expect.stringContaining("Linux program") });
    expect(checkImage(bytes([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]), "a.png")).toMatchObject({ ok: false, error: expect.stringContaining("macOS program") });
    expect(checkImage(bytes("#!/bin/sh\nrm -rf /\n"), "a.gif")).toMatchObject({ ok: false, error: expect.stringContaining("a script") });
  });

  it("refuses SVG, with or without an XML declaration, and says why", () => {
    const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const result = checkImage(svg, "icon.svg");
    expect(result).toMatchObject({ ok: false, status: 415 });
    expect(!result.ok && result.error).toMatch(/^icon\.svg is an SVG drawing: SVG is not accepted because it can carry scripts/);
    const declared = bytes([0xef, 0xbb, 0xbf], '  <?xml version="1.0"?>\n<svg viewBox="0 0 1 1"></svg>');
    expect(checkImage(declared, "x.png")).toMatchObject({ ok: false, error: expect.stringContaining("SVG") });
  });

  it("refuses an empty file, naming the problem", () => {
    expect(checkImage(new Uint8Array(0), "blank.jpg")).toEqual({ ok: false, status: 422, error: "blank.jpg is empty (0 bytes)" });
  });

  it("refuses text or other data that merely claims to be an image", () => {
    expect(checkImage(bytes("hello, world"), "note.jpg")).toEqual({
      ok: false,
      status: 415,
      error: "note.jpg is not a JPEG, PNG, GIF or WebP image (its content was checked, not its name)",
    });
    // A PNG signature cut short is not a PNG.
    expect(checkImage(bytes([0x89, 0x50, 0x4e, 0x47]), "short.png")).toMatchObject({ ok: false, status: 415 });
  });
});

describe("the 10 MB limit", () => {
  it("accepts exactly 10 MB and refuses one byte more with 413", () => {
    const atLimit = new Uint8Array(MAX_IMAGE_BYTES);
    atLimit.set(png(1, 1));
    expect(checkImage(atLimit)).toMatchObject({ ok: true, format: "png" });
    const over = new Uint8Array(MAX_IMAGE_BYTES + 1);
    over.set(png(1, 1));
    expect(checkImage(over, "huge.png")).toEqual({ ok: false, status: 413, error: "huge.png is larger than 10MB" });
  });

  it("shows sizes in megabytes with two decimals", () => {
    expect(formatMegabytes(1_572_864)).toBe("1.50 MB");
    expect(formatMegabytes(68)).toBe("0.00 MB");
  });
});

describe("reading width and height from the headers", () => {
  it("PNG from IHDR", () => {
    expect(pngDimensions(png(1920, 1080))).toEqual({ width: 1920, height: 1080 });
    expect(pngDimensions(png(1, 1).subarray(0, 20))).toBeNull();
  });

  it("GIF from the logical screen descriptor", () => {
    expect(gifDimensions(gif(300, 200))).toEqual({ width: 300, height: 200 });
  });

  it("JPEG from the start-of-frame segment, skipping the segments before it", () => {
    expect(jpegDimensions(jpeg(4032, 3024))).toEqual({ width: 4032, height: 3024 });
    // No frame header before the end: unknown, not a guess.
    expect(jpegDimensions(bytes([0xff, 0xd8], [0xff, 0xe0], be16(4), [0, 0], [0xff, 0xd9]))).toBeNull();
  });

  it("WebP lossy (VP8), lossless (VP8L) and extended (VP8X)", () => {
    expect(webpDimensions(webpLossy(800, 600))).toEqual({ width: 800, height: 600 });
    expect(webpDimensions(webpLossless(1024, 768))).toEqual({ width: 1024, height: 768 });
    expect(webpDimensions(webpExtended(5000, 3000))).toEqual({ width: 5000, height: 3000 });
  });

  it("a damaged header gives no size but the image is still accepted", () => {
    const broken = png(10, 10);
    broken.set(bytes("IHDX"), 12);
    expect(checkImage(broken)).toMatchObject({ ok: true, width: null, height: null });
  });
});

describe("stored file names", () => {
  const now = new Date("2026-11-22T10:00:00.000Z");
  const t = now.getTime();

  it("keep the words of the original name, a timestamp and the real extension", () => {
    expect(storedFilename("Tank Photo (1).JPG", now, "png")).toBe(`tank-photo-1-${t}.png`);
    expect(storedFilename("Crème brûlée.webp", now, "webp")).toBe(`creme-brulee-${t}.webp`);
  });

  it("an import is saved as category plus timestamp, replacing the timestamp it was asked for", () => {
    expect(storedFilename("grill-cleaning-1732270000000.jpg", now, "jpg")).toBe(`grill-cleaning-${t}.jpg`);
    expect(storedFilename("brewery-1732270000000.jpg", now, "png")).toBe(`brewery-${t}.png`);
  });

  it("never keeps folders, dots or an empty name", () => {
    expect(storedFilename("../../etc/passwd", now, "gif")).toBe(`passwd-${t}.gif`);
    expect(storedFilename("C:\\temp\\..\\evil.png", now, "png")).toBe(`evil-${t}.png`);
    expect(storedFilename("....", now, "jpg")).toBe(`image-${t}.jpg`);
    expect(storedFilename(undefined, now, "jpg")).toBe(`image-${t}.jpg`);
  });

  it("a second attempt in the same millisecond gets a number", () => {
    expect(storedFilename("a.png", now, "png", 1)).toBe(`a-${t}-2.png`);
  });

  it("only such names are served", () => {
    expect(STORED_FILENAME.test(`tank-photo-${t}.png`)).toBe(true);
    for (const bad of ["../x.png", "x.svg", ".png", "X.png", "a/b.png", "a.png\u0000"]) expect(STORED_FILENAME.test(bad)).toBe(false);
  });
});

describe("which addresses an import may fetch from (no SSRF)", () => {
  it("allows public IPv4 and IPv6 addresses", () => {
    for (const ip of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "2a00:1450:4001:82b::200e"]) expect(isPublicAddress(ip), ip).toBe(true);
  });

  it("refuses loopback, private, link-local (cloud metadata), CGNAT, multicast and reserved IPv4", () => {
    for (const ip of ["127.0.0.1", "127.8.9.10", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1", "255.255.255.255", "198.18.0.5", "192.0.2.1"]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
    expect(isPublicAddress("172.32.0.1")).toBe(true);
  });

  it("refuses IPv6 loopback, unique-local, link-local, multicast and documentation addresses", () => {
    for (const ip of ["::1", "::", "fc00::1", "fd12:3456::1", "fe80::1%eth0", "ff02::1", "2001:db8::1", "[::1]"]) expect(isPublicAddress(ip), ip).toBe(false);
  });

  it("judges IPv6 forms that carry an IPv4 address by that address", () => {
    expect(isPublicAddress("::ffff:127.0.0.1")).toBe(false);
    expect(isPublicAddress("::ffff:7f00:1")).toBe(false);
    expect(isPublicAddress("::ffff:169.254.169.254")).toBe(false);
    expect(isPublicAddress("64:ff9b::10.0.0.1")).toBe(false);
    expect(isPublicAddress("2002:c0a8:0101::1")).toBe(false);
    expect(isPublicAddress("::ffff:8.8.8.8")).toBe(true);
  });

  it("refuses anything that is not an address", () => {
    for (const text of ["localhost", "example.com", "", "1.2.3", "::g"]) expect(isPublicAddress(text), text).toBe(false);
  });
});
