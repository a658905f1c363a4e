import { describe, expect, it } from "vitest";
import { isPublicAddress } from "@/lib/images/address";
import { checkImage, detectImageFormat } from "@/lib/images/detect";
import sharp from "sharp";
import { STORED_FILENAME, storedFilename } from "@/lib/images/filename";
import { MAX_IMAGE_BYTES, formatMegabytes } from "@/lib/images/limits";

// ------------------------------------------------------------------ fixtures, built from bytes

const bytes = (...parts: (number[] | string | Uint8Array)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : [...p])));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le32 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];

/** A real image of the format and size, as a camera or an editor would save it. */
const made = (format: "png" | "jpeg" | "gif" | "webp", width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .toFormat(format)
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

const png = (width: number, height: number) =>
  bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], be32(13), "IHDR", be32(width), be32(height), [8, 6, 0, 0, 0], [0, 0, 0, 0]);
const gif = (width: number, height: number) => bytes("GIF89a", le16(width), le16(height), [0, 0, 0], ";");
/** SOI, an APP0 segment, a DQT-like segment, then SOF2 (progressive) with the size. */
const jpeg = (width: number, height: number) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0],
    be16(16),
    "JFIF",
    [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xdb],
    be16(5),
    [0, 1, 2],
    [0xff, 0xc2],
    be16(17),
    [8],
    be16(height),
    be16(width),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xd9],
  );
const riff = (chunk: string, payload: number[]) =>
  bytes("RIFF", le32(4 + 8 + payload.length), "WEBP", chunk, le32(payload.length), payload);
const webpLossy = (width: number, height: number) => riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0]);

// ------------------------------------------------------------------ tests

describe("recognising images by their bytes", () => {
  it("knows JPEG, PNG, GIF and WebP by their signatures", async () => {
    expect(detectImageFormat(jpeg(1, 1))).toBe("jpeg");
    expect(detectImageFormat(png(1, 1))).toBe("png");
    expect(detectImageFormat(bytes("GIF87a", [1, 0, 1, 0]))).toBe("gif");
    expect(detectImageFormat(gif(1, 1))).toBe("gif");
    expect(detectImageFormat(webpLossy(1, 1))).toBe("webp");
  });

  it("accepts a PNG whatever it is called, and gives its real type and size", async () => {
    expect(await checkImage(await made("png", 640, 480), "holiday.exe")).toEqual({
      ok: true,
      format: "png",
      mimeType: "image/png",
      extension: "png",
      width: 640,
      height: 480,
    });
  });

  it("refuses a Windows program renamed .png and says what it is", async () => {
    const exe = bytes("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0], "This program cannot be run in DOS mode");
    const result = await checkImage(exe, "logo.png");
    expect(result).toEqual({
      ok: false,
      status: 415,
      error: expect.stringContaining("logo.png is a Windows program (executable), not an image"),
    });
  });

  it("names Linux and macOS programs and scripts too", async () => {
    expect(await checkImage(bytes([0x7f], "ELF", [2, 1, 1]), "a.png")).toMatchObject({
      ok: false,
      error: expect.stringContaining("Linux program"),
    });
    expect(await checkImage(bytes([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]), "a.png")).toMatchObject({
      ok: false,
      error: expect.stringContaining("macOS program"),
    });
    expect(await checkImage(bytes("#!/bin/sh\nrm -rf /\n"), "a.gif")).toMatchObject({
      ok: false,
      error: expect.stringContaining("a script"),
    });
  });

  it("refuses SVG, with or without an XML declaration, and says why", async () => {
    const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const result = await checkImage(svg, "icon.svg");
    expect(result).toMatchObject({ ok: false, status: 415 });
    expect(!result.ok && result.error).toMatch(/^icon\.svg is an SVG drawing: SVG is not accepted because it can carry scripts/);
    const declared = bytes([0xef, 0xbb, 0xbf], '  <?xml version="1.0"?>\n<svg viewBox="0 0 1 1"></svg>');
    expect(await checkImage(declared, "x.png")).toMatchObject({ ok: false, error: expect.stringContaining("SVG") });
  });

  it("refuses an empty file, naming the problem", async () => {
    expect(await checkImage(new Uint8Array(0), "blank.jpg")).toEqual({ ok: false, status: 422, error: "blank.jpg is empty (0 bytes)" });
  });

  it("refuses text or other data that merely claims to be an image", async () => {
    expect(await checkImage(bytes("hello, world"), "note.jpg")).toEqual({
      ok: false,
      status: 415,
      error: "note.jpg is not a JPEG, PNG, GIF or WebP image (its content was checked, not its name)",
    });
    // A PNG signature cut short is not a PNG.
    expect(await checkImage(bytes([0x89, 0x50, 0x4e, 0x47]), "short.png")).toMatchObject({ ok: false, status: 415 });
  });
});

describe("the 10 MB limit", () => {
  it("accepts exactly 10 MB and refuses one byte more with 413", async () => {
    const atLimit = new Uint8Array(MAX_IMAGE_BYTES);
    atLimit.set(png(1, 1));
    expect(await checkImage(atLimit)).toMatchObject({ ok: true, format: "png" });
    const over = new Uint8Array(MAX_IMAGE_BYTES + 1);
    over.set(png(1, 1));
    expect(await checkImage(over, "huge.png")).toEqual({ ok: false, status: 413, error: "huge.png is larger than 10MB" });
  });

  it("shows sizes in megabytes with two decimals", async () => {
    expect(formatMegabytes(1_572_864)).toBe("1.50 MB");
    expect(formatMegabytes(68)).toBe("0.00 MB");
  });
});

describe("width and height, as the image is shown", () => {
  it("reads PNG, JPEG, GIF and WebP sizes", async () => {
    for (const format of ["png", "jpeg", "gif", "webp"] as const) {
      expect(await checkImage(await made(format, 64, 48)), format).toMatchObject({ ok: true, format, width: 64, height: 48 });
    }
  });

  it("turns a photo whose EXIF orientation stands it upright", async () => {
    const rotated = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#000" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await checkImage(new Uint8Array(rotated))).toMatchObject({ ok: true, width: 40, height: 60 });
  });

  it("a damaged header gives no size but the image is still accepted", async () => {
    const broken = png(10, 10);
    broken.set(bytes("IHDX"), 12);
    expect(await checkImage(broken)).toMatchObject({ ok: true, format: "png", width: null, height: null });
  });
});

describe("stored file names", () => {
  const now = new Date("2026-11-22T10:00:00.000Z");
  const t = now.getTime();

  it("keep the words of the original name, a timestamp and the real extension", async () => {
    expect(storedFilename("Tank Photo (1).JPG", now, "png")).toBe(`tank-photo-1-${t}.png`);
    expect(storedFilename("Crème brûlée.webp", now, "webp")).toBe(`creme-brulee-${t}.webp`);
  });

  it("an import is saved as category plus timestamp, replacing the timestamp it was asked for", async () => {
    expect(storedFilename("grill-cleaning-1732270000000.jpg", now, "jpg")).toBe(`grill-cleaning-${t}.jpg`);
    expect(storedFilename("brewery-1732270000000.jpg", now, "png")).toBe(`brewery-${t}.png`);
  });

  it("never keeps folders, dots or an empty name", async () => {
    expect(storedFilename("../../etc/passwd", now, "gif")).toBe(`passwd-${t}.gif`);
    expect(storedFilename("C:\\temp\\..\\evil.png", now, "png")).toBe(`evil-${t}.png`);
    expect(storedFilename("....", now, "jpg")).toBe(`image-${t}.jpg`);
    expect(storedFilename(undefined, now, "jpg")).toBe(`image-${t}.jpg`);
  });

  it("a second attempt in the same millisecond gets a number", async () => {
    expect(storedFilename("a.png", now, "png", 1)).toBe(`a-${t}-2.png`);
  });

  it("only such names are served", async () => {
    expect(STORED_FILENAME.test(`tank-photo-${t}.png`)).toBe(true);
    for (const bad of ["../x.png", "x.svg", ".png", "X.png", "a/b.png", "a.png\u0000"]) expect(STORED_FILENAME.test(bad)).toBe(false);
  });
});

describe("which addresses an import may fetch from (no SSRF)", () => {
  it("allows public IPv4 and IPv6 addresses", async () => {
    for (const ip of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "2a00:1450:4001:82b::200e"])
      expect(isPublicAddress(ip), ip).toBe(true);
  });

  it("refuses loopback, private, link-local (cloud metadata), CGNAT, multicast and reserved IPv4", async () => {
    for (const ip of [
      "127.0.0.1",
      "127.8.9.10",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "198.18.0.5",
      "192.0.2.1",
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
    expect(isPublicAddress("172.32.0.1")).toBe(true);
  });

  it("refuses IPv6 loopback, unique-local, link-local, multicast and documentation addresses", async () => {
    for (const ip of ["::1", "::", "fc00::1", "fd12:3456::1", "fe80::1%eth0", "ff02::1", "2001:db8::1", "[::1]"])
      expect(isPublicAddress(ip), ip).toBe(false);
  });

  it("judges IPv6 forms that carry an IPv4 address by that address", async () => {
    expect(isPublicAddress("::ffff:127.0.0.1")).toBe(false);
    expect(isPublicAddress("::ffff:7f00:1")).toBe(false);
    expect(isPublicAddress("::ffff:169.254.169.254")).toBe(false);
    expect(isPublicAddress("64:ff9b::10.0.0.1")).toBe(false);
    expect(isPublicAddress("2002:c0a8:0101::1")).toBe(false);
    expect(isPublicAddress("::ffff:8.8.8.8")).toBe(true);
    expect(isPublicAddress("64:ff9b::8.8.8.8")).toBe(true);
    expect(isPublicAddress("2002:0808:0808::1")).toBe(true);
    expect(isPublicAddress("::127.0.0.1")).toBe(false);
    expect(isPublicAddress("::102:304")).toBe(false); // IPv4-compatible, deprecated
    expect(isPublicAddress("2001:0:4136:e378::1")).toBe(false); // Teredo
  });

  it("refuses anything that is not an address", async () => {
    for (const text of ["localhost", "example.com", "", "1.2.3", "127.1", "0x7f000001", "2130706433", "::g"])
      expect(isPublicAddress(text), text).toBe(false);
  });
});
