// The Image Management Center's calls from the browser (lib/client/api.ts): an upload is multipart, one
// file per request (seed 001 §7); an import names the image's address.
import { api } from "@/lib/client/api";
import { savedImageSchema } from "@/lib/images/schemas";

/** A large image on a slow line takes longer than an ordinary call may. */
const UPLOAD_TIMEOUT_MS = 120_000;

export function uploadOne(file: File) {
  const form = new FormData();
  form.append("image", file, file.name);
  return api.post("/api/images/upload", savedImageSchema, form, { timeoutMs: UPLOAD_TIMEOUT_MS });
}

export function importImage(body: { imageUrl: string; filename: string; category?: string }) {
  // The server fetches the image from its address first.
  return api.post("/api/download-image", savedImageSchema, body, { timeoutMs: UPLOAD_TIMEOUT_MS });
}

/** The address to copy or import: the page's origin in front of the site's own paths. */
export function absoluteUrl(url: string): string {
  return new URL(url, window.location.origin).href;
}
