import type { NextRequest } from "next/server";
import { FILE_POLICY } from "@/lib/security/csp";
import { IMAGE_FORMATS } from "@/lib/images/detect";
import { STORED_FILENAME } from "@/lib/images/filename";
import { findImage } from "@/lib/images/library";
import { storageFor } from "@/lib/storage";
import { UFS_FILE_URL } from "@/lib/storage/addresses";

const TYPES: Record<string, string> = Object.fromEntries(Object.values(IMAGE_FORMATS).map((f) => [f.extension, f.mimeType]));

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

/**
 * The library's files on this machine's disk, public like the pages that show them. A name is never
 * reused (it carries its upload time), so browsers may keep a file for a year; its type comes from the
 * extension the server chose after checking the bytes, and nosniff stops a browser from guessing
 * another. A file stored with uploadthing has its CDN address on its row; an old /uploads/ link to it
 * is sent there.
 */
export async function GET(_request: NextRequest, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  if (!STORED_FILENAME.test(name)) return notFound();
  const file = await storageFor("disk").read(name);
  if (!file) {
    const image = await findImage(name);
    if (image?.storage !== "uploadthing" || !UFS_FILE_URL.test(image.url)) return notFound();
    return new Response(null, { status: 308, headers: { location: image.url, "cache-control": "public, max-age=86400" } });
  }
  const extension = name.slice(name.lastIndexOf(".") + 1);
  return new Response(file.stream, {
    headers: {
      "content-type": TYPES[extension] ?? "application/octet-stream",
      "content-length": String(file.size),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": FILE_POLICY,
    },
  });
}
