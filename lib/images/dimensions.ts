// Width and height read from an image's header, without decoding it. Each reader looks only where the
// format keeps its size and gives up (null) on anything unexpected: a missing size is shown as unknown,
// it never refuses an image that passed the format check.
import type { ImageFormat } from "./detect";

export type Dimensions = { width: number; height: number };

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);
const tag = (b: Uint8Array, i: number) => String.fromCharCode(b[i]!, b[i + 1]!, b[i + 2]!, b[i + 3]!);

const sized = (width: number, height: number): Dimensions | null => (width > 0 && height > 0 ? { width, height } : null);

/** PNG: the IHDR chunk always comes first, right after the 8-byte signature. */
export function pngDimensions(b: Uint8Array): Dimensions | null {
  if (b.length < 24 || tag(b, 12) !== "IHDR") return null;
  return sized(u32be(b, 16), u32be(b, 20));
}

/** GIF: the logical screen size follows the 6-byte signature, little-endian. */
export function gifDimensions(b: Uint8Array): Dimensions | null {
  if (b.length < 10) return null;
  return sized(u16le(b, 6), u16le(b, 8));
}

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walk the segments after SOI until a start-of-frame; stop at the scan data. */
export function jpegDimensions(b: Uint8Array): Dimensions | null {
  let i = 2;
  while (i + 3 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (i + 8 >= b.length) return null;
      return sized(u16be(b, i + 7), u16be(b, i + 5));
    }
    i += 2 + length;
  }
  return null;
}

/** WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size). */
export function webpDimensions(b: Uint8Array): Dimensions | null {
  if (b.length < 30) return null;
  switch (tag(b, 12)) {
    case "VP8 ":
      // Frame tag (3 bytes) then the start code 9D 01 2A, then 14-bit width and height.
      if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
      return sized(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
    case "VP8L": {
      if (b[20] !== 0x2f) return null;
      const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
      return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    case "VP8X":
      return sized(u24le(b, 24) + 1, u24le(b, 27) + 1);
    default:
      return null;
  }
}

export function readDimensions(bytes: Uint8Array, format: ImageFormat): Dimensions | null {
  switch (format) {
    case "png":
      return pngDimensions(bytes);
    case "gif":
      return gifDimensions(bytes);
    case "jpeg":
      return jpegDimensions(bytes);
    case "webp":
      return webpDimensions(bytes);
  }
}
