"use client";

import { useState } from "react";
import type { ProductView } from "@/lib/catalog/read";
import { firstChoice } from "@/lib/catalog/pack-sizes";
import { cn } from "@/lib/utils";
import { ProductPicture } from "./product-picture";
import { PurchasePanel } from "./purchase-panel";

/**
 * The top of a product page: on the left the pictures staff chose from the library (the primary one,
 * and thumbnails of the others to switch to) or, when there are none, the packshot of the size chosen;
 * on the right the product's heading and description (`children`, rendered on the server) above the
 * size selector and the buttons. `drawing` is the packshot of the size the page opens on, drawn on the
 * server (components/product/packshot-drawing.tsx): shown while that size is chosen, and the picture of
 * any other size is fetched when the shopper chooses it.
 */
export function ProductShowcase({
  product,
  drawing,
  children,
}: {
  product: ProductView;
  drawing?: { sizeId: number; picture: React.ReactNode };
  children: React.ReactNode;
}) {
  const [chosenId, setChosenId] = useState(() => firstChoice(product.sizes, product.baseSize)?.id);
  const [shown, setShown] = useState(0);
  const chosen = product.sizes.find((size) => size.id === chosenId);
  const image = product.images[shown] ?? product.images[0];
  return (
    <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
      <div className="self-start">
        <div className="overflow-hidden rounded-xl border bg-white">
          {chosen && !image && drawing?.sizeId === chosen.id ? (
            drawing.picture
          ) : chosen ? (
            <ProductPicture itemNumber={chosen.itemNumber} name={product.name} sizeLabel={chosen.label} image={image} priority />
          ) : null}
        </div>
        {product.images.length > 1 && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="More pictures">
            {product.images.map((picture, index) => (
              <li key={picture.url}>
                <button
                  type="button"
                  onClick={() => setShown(index)}
                  aria-pressed={index === shown}
                  aria-label={`Show picture ${index + 1} of ${product.images.length}`}
                  className={cn(
                    "block size-16 overflow-hidden rounded-md border bg-white focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none",
                    index === shown && "border-primary ring-2 ring-primary/40",
                  )}
                >
                  <ProductPicture
                    itemNumber={product.itemNumber}
                    name={product.name}
                    sizeLabel=""
                    image={{ ...picture, alt: "" }}
                    displayWidth={64}
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        {children}
        <div className="mt-6">
          <PurchasePanel product={product} chosenId={chosenId} onChoose={setChosenId} />
        </div>
      </div>
    </div>
  );
}
