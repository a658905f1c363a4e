"use client";

import { useState } from "react";
import { ImageOffIcon, RefreshCwIcon, Trash2Icon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/staff/confirm-dialog";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { z } from "zod";
import { api } from "@/lib/client/api";
import { LIBRARY_PLACEHOLDERS, formatMegabytes } from "@/lib/images/limits";
import { IMAGE_TOASTS } from "@/lib/images/messages";
import type { LibraryImage } from "@/lib/images/schemas";
import { CopyUrlButton } from "./copy-url-button";
import type { LibraryState } from "./use-library";

/** Your Images: the library, newest first, with Copy URL and delete (seed 001 "Image Management Center"). */
export function LibraryTab({ state, onRetry, onDeleted }: { state: LibraryState; onRetry: () => void; onDeleted: (id: number) => void }) {
  const [deleting, setDeleting] = useState<LibraryImage | null>(null);
  const [pending, setPending] = useState(false);

  async function confirmDelete() {
    if (!deleting || pending) return;
    setPending(true);
    const result = await api.delete(`/api/images/${deleting.id}`, z.unknown());
    setPending(false);
    if (result.ok || result.status === 404) {
      // A 404 means someone else removed it already: it is gone either way.
      onDeleted(deleting.id);
      setDeleting(null);
      if (result.ok) toast.success(IMAGE_TOASTS.imageDeleted, { description: IMAGE_TOASTS.imageDeletedDescription });
      return;
    }
    toast.error(IMAGE_TOASTS.deleteFailed, { description: IMAGE_TOASTS.deleteFailedDescription });
  }

  if (state.status === "loading") {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          Loading your images…
        </p>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
          {Array.from({ length: LIBRARY_PLACEHOLDERS }, (_, i) => (
            <li key={i} data-testid="library-placeholder" className="rounded-lg border p-3">
              <Skeleton className="aspect-video w-full" />
              <Skeleton className="mt-3 h-4 w-3/4" />
              <Skeleton className="mt-2 h-3 w-1/3" />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (state.status === "error") {
    return (
      <Alert variant="destructive">
        <AlertTitle>The library could not be loaded</AlertTitle>
        <AlertDescription>
          <p>{state.error}</p>
          <Button type="button" variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            <RefreshCwIcon aria-hidden="true" />
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  if (state.images.length === 0) {
    return (
      <div className="rounded-lg border border-dashed px-6 py-12 text-center">
        <ImageOffIcon aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
        <p className="mt-3 text-lg font-semibold">No images uploaded yet</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Upload images in the Upload tab, or import them from Your Websites, Photo Search, Curated or Pixabay.
        </p>
      </div>
    );
  }

  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground" role="status">
        {state.images.length} {state.images.length === 1 ? "image" : "images"} in the library, newest first.
      </p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Your images">
        {state.images.map((image) => (
          <li key={image.id} className="flex flex-col overflow-hidden rounded-lg border bg-card" data-testid="library-image">
            {/* A plain img: library files are small, already checked, and served with a year-long cache. */}
            <img src={image.url} alt={image.filename} loading="lazy" className="aspect-video w-full bg-muted object-cover" />
            <div className="flex flex-1 flex-col gap-1 p-3">
              <p className="text-sm font-medium break-all">{image.filename}</p>
              <p className="text-xs text-muted-foreground">
                {formatMegabytes(image.size)}
                {image.width && image.height ? ` · ${image.width} × ${image.height}` : ""}
                {image.source === "import" ? " · imported" : ""}
              </p>
              <div className="mt-auto flex flex-wrap gap-2 pt-2">
                <CopyUrlButton url={image.url} name={image.filename} />
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setDeleting(image)}
                  aria-label={`Delete ${image.filename}`}
                  className="text-destructive"
                >
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleting ? `Delete ${deleting.filename}?` : "Delete image?"}
        description="It is removed from the library and from storage, so every page that uses it stops showing it. This cannot be undone."
        confirmLabel="Delete Image"
        pendingLabel="Deleting..."
        pending={pending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
