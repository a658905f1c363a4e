import Image from "next/image";
import type { ProductImageView } from "@/lib/catalog/read";
import { packshotAlt, packshotPath } from "@/lib/images/packshot";
import { cn } from "@/lib/utils";

/** The packshots are drawn square, 800 pixels wide (lib/images/packshot.ts). */
const PACKSHOT_SIZE = 800;

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
  /** How wide the layout draws it, for a picture that fills a part of the page. */
  sizes?: string;
  /**
   * The widest the layout ever draws it, in CSS pixels, for a picture of a fixed size (a card's, a
   * thumbnail's): the browser then chooses between that width and twice it, for screens of every pixel
   * density, instead of a list of fifteen widths up to 3,840 that each copy of the picture repeats.
   */
  displayWidth?: number;
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
  displayWidth,
  className,
}: ProductPictureProps) {
  const width = image?.width ?? PACKSHOT_SIZE;
  const height = image?.height ?? PACKSHOT_SIZE;
  return (
    <Image
      src={image?.url ?? packshotPath(itemNumber)}
      alt={image?.alt ?? packshotAlt(name, sizeLabel)}
      // The width and height keep the picture's proportions, so that the page keeps its place.
      width={displayWidth ?? width}
      height={displayWidth ? Math.round((displayWidth * height) / width) : height}
      sizes={displayWidth ? undefined : sizes}
      // Next 16 names `priority` `preload`: a <link rel="preload"> in the page's head, and no lazy loading.
      preload={priority}
      fetchPriority={priority ? "high" : undefined}
      loading={priority ? undefined : "lazy"}
      className={cn("h-auto w-full bg-white", image && "aspect-square object-contain", className)}
    />
  );
}
