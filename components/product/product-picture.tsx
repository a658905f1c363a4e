import Image from "next/image";
import type { ProductImageView } from "@/lib/db/products";
import { packshotAlt, packshotPath } from "@/lib/images/packshot";
import { cn } from "@/lib/utils";

type ProductPictureProps = {
  /** The size's item number: the picture shows that size's container. */
  itemNumber: string;
  name: string;
  /** The size as buyers read it ("5-Gallon Pail"), for the alt text. */
  sizeLabel: string;
  /** A library picture staff attached: shown instead of the packshot. */
  image?: ProductImageView;
  /** The picture the page opens on (its largest one): fetched at once, ahead of the rest. */
  priority?: boolean;
  sizes?: string;
  className?: string;
};

/**
 * A product's picture through the image optimizer (AVIF or WebP at the width the layout needs): the
 * library picture staff chose, else the packshot of the size. Its size is known before it loads, so
 * the page keeps its place; below the fold it waits until the shopper scrolls near it.
 */
export function ProductPicture({
  itemNumber,
  name,
  sizeLabel,
  image,
  priority = false,
  sizes = "(min-width: 768px) 50vw, 100vw",
  className,
}: ProductPictureProps) {
  return (
    <Image
      src={image?.url ?? packshotPath(itemNumber)}
      alt={image?.alt ?? packshotAlt(name, sizeLabel)}
      width={image?.width ?? 800}
      height={image?.height ?? 800}
      sizes={sizes}
      // Next 16 names `priority` `preload`: a <link rel="preload"> in the page's head, and no lazy loading.
      preload={priority}
      fetchPriority={priority ? "high" : undefined}
      loading={priority ? undefined : "lazy"}
      className={cn("h-auto w-full bg-white", image && "aspect-square object-contain", className)}
    />
  );
}
