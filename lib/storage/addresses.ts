// The addresses library images are served from, as patterns that pages and the hero background check a
// stored address against (client-safe: no server module here). Stored names are what
// lib/images/filename.ts makes: lower-case words, a timestamp, the real extension.

/** Where uploadthing 7 serves files (its UfsHost default): https://<appId>.ufs.sh/f/<key or customId>. */
export const UFS_HOST = "ufs.sh";

/** A file on this machine's disk, served by app/uploads/[name]. */
export const DISK_FILE_URL = /^\/uploads\/[a-z0-9][a-z0-9-]{0,80}\.(jpg|png|gif|webp)$/;

/** A file on uploadthing's CDN, by the customId the shop gave it (its stored name). */
export const UFS_FILE_URL = /^https:\/\/[a-z0-9][a-z0-9-]{0,62}\.ufs\.sh\/f\/[a-z0-9][a-z0-9-]{0,80}\.(jpg|png|gif|webp)$/;

/** Whether `url` is where this site's library keeps an image, on disk or with uploadthing. */
export function isLibraryFileUrl(url: string): boolean {
  return DISK_FILE_URL.test(url) || UFS_FILE_URL.test(url);
}
