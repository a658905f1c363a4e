// What a file really is, read from its first bytes: never from its name or the type the browser
// declared, both of which the sender chooses. Only JPEG, PNG, GIF and WebP are accepted (DESIGN §7);
// SVG is refused because it can carry scripts, and programs are named as such so staff see why.
import { readDimensions } from "./dimensions";
import { MAX_IMAGE_BYTES, MAX_IMAGE_LABEL } from "./limits";

export type ImageFormat = "jpeg" | "png" | "gif" | "webp";

export const IMAGE_FORMATS: Record<ImageFormat, { mimeType: string; extension: string; label: string }> = {
  jpeg: { mimeType: "image/jpeg", extension: "jpg", label: "JPEG" },
  png: { mimeType: "image/png", extension: "png", label: "PNG" },
  gif: { mimeType: "image/gif", extension: "gif", label: "GIF" },
  webp: { mimeType: "image/webp", extension: "webp", label: "WebP" },
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image format of the bytes, or null. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  return null;
}

/** What a refused file is instead, when that can be told: it makes the message useful. */
function describeOther(bytes: Uint8Array): string | null {
  if (startsWith(bytes, ascii("MZ"))) return "a Windows program (executable)";
  if (startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46])) return "a Linux program (executable)";
  if (
    [
      [0xfe, 0xed, 0xfa, 0xce],
      [0xfe, 0xed, 0xfa, 0xcf],
      [0xce, 0xfa, 0xed, 0xfe],
      [0xcf, 0xfa, 0xed, 0xfe],
      [0xca, 0xfe, 0xba, 0xbe],
    ].some((signature) => startsWith(bytes, signature))
  ) {
    return "a macOS program (executable)";
  }
  if (startsWith(bytes, ascii("#!"))) return "a script";
  if (startsWith(bytes, ascii("%PDF"))) return "a PDF document";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "a ZIP archive";
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  if (head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg")) || head.startsWith("<!doctype svg")) {
    return "an SVG drawing";
  }
  if (head.startsWith("<!doctype html") || head.startsWith("<html")) return "an HTML page";
  return null;
}

export type ImageCheck =
  | { ok: true; format: ImageFormat; mimeType: string; extension: string; width: number | null; height: number | null }
  | { ok: false; status: 413 | 415 | 422; error: string };

/**
 * Accepts the bytes of one image or says, in words staff understand, why not. `name` is only used in
 * the message. SVG gets its own reason: it is an image to people, but a document that can run scripts
 * to a browser.
 */
export async function checkImage(bytes: Uint8Array, name = "The file"): Promise<ImageCheck> {
  if (bytes.byteLength === 0) return { ok: false, status: 422, error: `${name} is empty (0 bytes)` };
  if (bytes.byteLength > MAX_IMAGE_BYTES) {
    return { ok: false, status: 413, error: `${name} is larger than ${MAX_IMAGE_LABEL}` };
  }
  const format = detectImageFormat(bytes);
  if (!format) {
    const other = describeOther(bytes);
    if (other === "an SVG drawing") {
      return {
        ok: false,
        status: 415,
        error: `${name} is an SVG drawing: SVG is not accepted because it can carry scripts. Use JPEG, PNG, GIF or WebP`,
      };
    }
    return {
      ok: false,
      status: 415,
      error: other
        ? `${name} is ${other}, not an image, whatever its name says. Use JPEG, PNG, GIF or WebP`
        : `${name} is not a JPEG, PNG, GIF or WebP image (its content was checked, not its name)`,
    };
  }
  const { mimeType, extension } = IMAGE_FORMATS[format];
  const size = await readDimensions(bytes);
  return { ok: true, format, mimeType, extension, width: size?.width ?? null, height: size?.height ?? null };
}
