// The image library: stored files plus their rows, kept in step. A file is stored before its row is
// written and removed again if the row cannot be; a deletion removes the row (so the image leaves the
// library at once) and then the file. Every change is audited.
import "server-only";
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import type { Image } from "@/lib/generated/prisma/client";
import { expireHeroBackground, forgetHeroBackgroundImage } from "@/lib/settings/hero-background";
import { storage, storageFor } from "@/lib/storage";
import { FileHostError } from "@/lib/storage/file-host-error";
import type { ImageCheck } from "./detect";
import { storedFilename } from "./filename";
import type { LibraryImage } from "./schemas";

export type Actor = { id: string; email: string };

export function toLibraryImage(row: Image): LibraryImage {
  return {
    id: row.id,
    url: row.url,
    filename: row.filename,
    originalName: row.originalName,
    size: row.size,
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    source: row.source,
    category: row.category,
    sourceUrl: row.sourceUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first. */
export async function listImages(): Promise<LibraryImage[]> {
  const rows = await db().image.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(toLibraryImage);
}

export type NewImage = {
  bytes: Uint8Array;
  check: Extract<ImageCheck, { ok: true }>;
  /** The name the file came with, or the name an import asked for. */
  requestedName: string | null;
  source: "upload" | "import";
  category?: string | null;
  sourceUrl?: string | null;
  actor: Actor;
  ip?: string | null;
};

const ATTEMPTS = 5;

export async function saveImage(input: NewImage): Promise<LibraryImage> {
  const store = storage();
  const now = new Date();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const filename = storedFilename(input.requestedName, now, input.check.extension, attempt);
    try {
      await store.put(filename, input.bytes, input.check.mimeType);
    } catch (error) {
      if (error instanceof Error && error.message.includes("already stored")) continue;
      throw error;
    }
    try {
      const row = await db().$transaction(async (tx) => {
        const created = await tx.image.create({
          data: {
            filename,
            originalName: input.source === "upload" ? input.requestedName : null,
            url: store.url(filename),
            size: input.bytes.byteLength,
            mimeType: input.check.mimeType,
            width: input.check.width,
            height: input.check.height,
            storage: store.backend,
            storageKey: filename,
            source: input.source,
            category: input.category ?? null,
            sourceUrl: input.sourceUrl ?? null,
            uploadedById: input.actor.id,
          },
        });
        await recordAudit(
          {
            actor: input.actor,
            action: input.source === "upload" ? "image.uploaded" : "image.imported",
            entityType: "image",
            entityId: created.id,
            after: toLibraryImage(created),
            ip: input.ip,
          },
          tx,
        );
        return created;
      });
      return toLibraryImage(row);
    } catch (error) {
      await store.delete(filename).catch(() => undefined);
      if (isUniqueViolation(error)) continue;
      throw error;
    }
  }
  throw new Error("Could not find a free name for the image");
}

/** Finds an image by id or by its stored file name (seed 001 §7: "or by filename"). */
export async function findImage(idOrFilename: number | string): Promise<Image | null> {
  return typeof idOrFilename === "number"
    ? db().image.findUnique({ where: { id: idOrFilename } })
    : db().image.findUnique({ where: { filename: idOrFilename } });
}

/** Removes the image from the library and from storage; null when there was no such image. */
export async function deleteImage(idOrFilename: number | string, actor: Actor, ip?: string | null): Promise<LibraryImage | null> {
  const existing = await findImage(idOrFilename);
  if (!existing) return null;
  const outcome = await db().$transaction(async (tx) => {
    const removed = await tx.image.deleteMany({ where: { id: existing.id } });
    if (removed.count === 0) return null;
    await recordAudit(
      { actor, action: "image.deleted", entityType: "image", entityId: existing.id, before: toLibraryImage(existing), ip },
      tx,
    );
    // The home hero must not keep pointing at a file that is about to disappear.
    const heroReset = await forgetHeroBackgroundImage(tx, existing.id, actor, ip);
    return { heroReset };
  });
  if (!outcome) return null;
  if (outcome.heroReset) await expireHeroBackground();
  // The file goes from where it was stored, which may not be where new files go now.
  try {
    await storageFor(existing.storage).delete(existing.storageKey);
  } catch (error) {
    // The image has already left the library; a file the host kept costs space, not correctness.
    if (!(error instanceof FileHostError)) throw error;
    console.error(`[images] ${existing.storageKey} left the library but not the file host:`, error.message);
  }
  return toLibraryImage(existing);
}
