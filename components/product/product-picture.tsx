import Image from "next/image";
import { packshotAlt, packshotPath } from "@/lib/images/packshot";
import { cn } from "@/lib/utils";

type ProductPictureProps = {
  /** The size's item number: the picture shows that size's container. */
  itemNumber: string;
  name: string;
  /** The size as buyers read it ("5-Gallon Pail"), for the alt text. */
  sizeLabel: string;
  /** The picture the page opens on (its largest one): fetched at once, ahead of the rest. */
  priority?: boolean;
  sizes?: string;
  className?: string;
};

/**
 * A size's product picture through the image optimizer (AVIF or WebP at the width the layout needs). Its
 * 800×800 size is known before it loads, so the page keeps its place; below the fold it waits until the
 * shopper scrolls near it.
 */
export function ProductPicture({
  itemNumber,
  name,
  sizeLabel,
  priority = false,
  sizes = "(min-width: 768px) 50vw, 100vw",
  className,
}: ProductPictureProps) {
  return (
    <Image
      src={packshotPath(itemNumber)}
      alt={packshotAlt(name, sizeLabel)}
      width={800}
      height={800}
      sizes={sizes}
      // Next 16 names `priority` `preload`: a <link rel="preload"> in the page's head, and no lazy loading.
      preload={priority}
      fetchPriority={priority ? "high" : undefined}
      loading={priority ? undefined : "lazy"}
      className={cn("h-auto w-full bg-white", className)}
    />
  );
}
