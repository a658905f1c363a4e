// The names images are stored under. A name is part of the image's address and never changes, so it
// may be cached for a year; it keeps the words staff recognise from the original name (or the
// category of an import, seed 001 §9: "category plus timestamp"), a timestamp that makes it unique, and
// the extension of what the bytes really are.

const MAX_BASE_LENGTH = 60;

/** Lower-case words of a name joined by hyphens: nothing that could climb out of a folder or need escaping. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_BASE_LENGTH)
    .replace(/-+$/, "");
}

/**
 * "Tank Photo (1).JPG" uploaded at t with PNG bytes → "tank-photo-1-<t>.png"; an import asked for as
 * "grill-cleaning-1732270000000.jpg" → "grill-cleaning-<t>.<real extension>" (the old timestamp is
 * dropped so it does not pile up). Folders and dots in the requested name are ignored.
 */
export function storedFilename(requested: string | null | undefined, now: Date, extension: string, attempt = 0): string {
  const lastSegment = (requested ?? "").split(/[\\/]/).pop() ?? "";
  const withoutExtension = lastSegment.replace(/\.[A-Za-z0-9]{1,5}$/, "");
  const base = slugify(withoutExtension).replace(/-\d{10,}$/, "") || "image";
  const suffix = attempt > 0 ? `-${attempt + 1}` : "";
  return `${base}-${now.getTime()}${suffix}.${extension}`;
}

/** Names this site stores and serves: what storedFilename makes, nothing else (no "..", no slashes). */
export const STORED_FILENAME = /^[a-z0-9][a-z0-9-]{0,80}\.(jpg|png|gif|webp)$/;
