"use client";

import { useState } from "react";
import { ArrowLeftIcon, ArrowRightIcon, PlusIcon, StarIcon, Trash2Icon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { useLibrary } from "@/components/images/use-library";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { ProductPanel } from "./product-panel";
import { ResourceStatus, useStaffResource } from "./staff-resource";
import { adminProductImagesSchema, MAX_PRODUCT_IMAGES, type AdminProductImage } from "@/lib/catalog/image-schema";
import type { AdminProduct } from "@/lib/catalog/product-schema";

/** Moves the item at `from` to `to`. */
const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * The pictures of the product being edited, chosen from the Image Management Center's library: the first
 * is the primary picture of its page and its card, the others its gallery. With none, the shop shows the
 * packshots drawn from the product's data.
 */
export function ProductImagesEditor({ product }: { product: AdminProduct }) {
  const loaded = useStaffResource(`/api/admin/products/${product.id}/images`, adminProductImagesSchema);
  const attached = loaded.resource;
  // The pictures as staff arrange them; null until they change them, so the loaded ones show.
  const [arranged, setPicked] = useState<AdminProductImage[] | null>(null);
  const picked = arranged ?? (attached.state === "ready" ? attached.data.images : []);
  const [saving, setSaving] = useState(false);
  const library = useLibrary();

  const changed =
    attached.state === "ready" && JSON.stringify(attached.data.images.map((i) => i.id)) !== JSON.stringify(picked.map((i) => i.id));
  const available = library.state.status === "ready" ? library.state.images.filter((image) => !picked.some((p) => p.id === image.id)) : [];

  async function save() {
    setSaving(true);
    const result = await api.put(`/api/admin/products/${product.id}/images`, adminProductImagesSchema, {
      imageIds: picked.map((image) => image.id),
    });
    setSaving(false);
    if (result.ok) {
      loaded.set(result.data);
      setPicked(null);
      toast.success("Pictures Saved", {
        description:
          result.data.images.length === 0
            ? `${product.name} shows its packshots`
            : `${product.name}: ${result.data.images.length} ${result.data.images.length === 1 ? "picture" : "pictures"}`,
      });
      return;
    }
    toast.error("Error", { description: Object.values(result.fields)[0] ?? result.error });
  }

  return (
    <ProductPanel
      name="images"
      title="Pictures"
      intro="Choose pictures from the image library. The first is the product's main picture; with none, the shop shows a packshot of each size drawn from the product's data."
    >
      <ResourceStatus resource={attached} what="pictures" onRetry={loaded.retry} />
      {attached.state === "ready" && (
        <>
          {picked.length === 0 ? (
            <p className="mt-4 rounded-md border border-dashed p-4 text-sm text-muted-foreground">
              No pictures chosen: the packshots are shown.
            </p>
          ) : (
            <ol className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Chosen pictures">
              {picked.map((image, index) => (
                <li key={image.id} className="rounded-lg border p-2" data-testid="chosen-picture">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a staff thumbnail of a library file */}
                  <img
                    src={image.url}
                    alt={image.filename}
                    className="aspect-square w-full rounded bg-muted object-contain"
                    loading="lazy"
                  />
                  <p className="mt-1 truncate text-xs" title={image.filename}>
                    {index === 0 ? "Main picture · " : ""}
                    {image.filename}
                  </p>
                  <div className="mt-1 flex flex-wrap gap-1">
                    {index > 0 && (
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Make ${image.filename} the main picture`}
                        onClick={() => setPicked(move(picked, index, 0))}
                      >
                        <StarIcon aria-hidden />
                      </Button>
                    )}
                    {index > 0 && (
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Move ${image.filename} earlier`}
                        onClick={() => setPicked(move(picked, index, index - 1))}
                      >
                        <ArrowLeftIcon aria-hidden />
                      </Button>
                    )}
                    {index < picked.length - 1 && (
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        aria-label={`Move ${image.filename} later`}
                        onClick={() => setPicked(move(picked, index, index + 1))}
                      >
                        <ArrowRightIcon aria-hidden />
                      </Button>
                    )}
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      className="text-destructive"
                      aria-label={`Remove ${image.filename}`}
                      onClick={() => setPicked(picked.filter((p) => p.id !== image.id))}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          )}

          <h3 className="mt-6 font-semibold">Add from the library</h3>
          {library.state.status === "loading" && <p className="mt-2 text-sm text-muted-foreground">Loading the library…</p>}
          {library.state.status === "error" && (
            <p className="mt-2 text-sm text-destructive" role="alert">
              The library could not be loaded: {library.state.error}
            </p>
          )}
          {library.state.status === "ready" && available.length === 0 && (
            <p className="mt-2 text-sm text-muted-foreground">
              No other pictures in the library. Upload or import them in the{" "}
              <a href="/image-manager" className="underline">
                Image Management Center
              </a>
              .
            </p>
          )}
          {available.length > 0 && (
            <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Library pictures">
              {available.map((image) => (
                <li key={image.id}>
                  <button
                    type="button"
                    disabled={picked.length >= MAX_PRODUCT_IMAGES}
                    onClick={() =>
                      setPicked([
                        ...picked,
                        { id: image.id, url: image.url, filename: image.filename, width: image.width, height: image.height },
                      ])
                    }
                    className="group relative block w-full overflow-hidden rounded-md border focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none disabled:opacity-50"
                    aria-label={`Add ${image.filename}`}
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- a staff thumbnail of a library file */}
                    <img src={image.url} alt="" className="aspect-square w-full bg-muted object-cover" loading="lazy" />
                    <PlusIcon className="absolute top-1 right-1 size-5 rounded-full bg-background p-0.5 opacity-80" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}

          <div className="mt-4 flex flex-wrap gap-2">
            <Button type="button" onClick={() => void save()} disabled={!changed || saving}>
              {saving ? "Saving..." : "Save Pictures"}
            </Button>
            {changed && (
              <Button type="button" variant="outline" disabled={saving} onClick={() => setPicked(null)}>
                Undo Changes
              </Button>
            )}
          </div>
        </>
      )}
    </ProductPanel>
  );
}
