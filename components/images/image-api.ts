// The Image Management Center's calls from the browser. JSON calls go through staffCall; an upload is
// multipart, one file per request (seed 001 §7).
import { staffCall, type StaffCallResult } from "@/lib/admin/client";
import { sendAction } from "@/lib/http/idempotent-fetch";
import type { LibraryImage } from "@/lib/images/schemas";

export type UploadResult = { ok: true; image: LibraryImage } | { ok: false; status: number; error: string };

export async function uploadOne(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append("image", file, file.name);
  let response: Response;
  try {
    response = await sendAction("/api/images/upload", {
      method: "POST",
      body: form,
      credentials: "include",
      headers: { Accept: "application/json" },
    });
  } catch {
    return { ok: false, status: 0, error: "The connection to the server failed" };
  }
  const payload = (await response.json().catch(() => null)) as { image?: LibraryImage; error?: string } | null;
  if (response.ok && payload?.image) return { ok: true, image: payload.image };
  return { ok: false, status: response.status, error: payload?.error ?? `${response.status}: ${response.statusText}` };
}

export function importImage(body: {
  imageUrl: string;
  filename: string;
  category?: string;
}): Promise<StaffCallResult<{ image: LibraryImage }>> {
  return staffCall<{ image: LibraryImage }>("POST", "/api/download-image", body);
}

/** The address to copy or import: the page's origin in front of the site's own paths. */
export function absoluteUrl(url: string): string {
  return new URL(url, window.location.origin).href;
}
