"use client";

import { useState } from "react";
import type { ProductView } from "@/lib/db/products";
import { ProductPicture } from "./product-picture";
import { firstChoice, PurchasePanel } from "./purchase-panel";

/**
 * The top of a product page: the picture of the size chosen on the left; on the right the product's
 * heading and description (`children`, rendered on the server) above the size selector and the buttons.
 */
export function ProductShowcase({ product, children }: { product: ProductView; children: React.ReactNode }) {
  const [chosenId, setChosenId] = useState(() => firstChoice(product.sizes, product.baseSize)?.id);
  const chosen = product.sizes.find((size) => size.id === chosenId);
  return (
    <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
      <div className="self-start overflow-hidden rounded-xl border bg-white">
        {chosen ? <ProductPicture itemNumber={chosen.itemNumber} name={product.name} sizeLabel={chosen.label} priority /> : null}
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
