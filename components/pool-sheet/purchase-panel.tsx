"use client";

import { useState } from "react";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { QuantityStepper } from "@/components/catalog/quantity-stepper";

/** The quantity and Add to Cart of a product sheet; the cart button's count follows the cart. */
export function PurchasePanel({ itemNumber, productName }: { itemNumber: string; productName: string }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <QuantityStepper value={quantity} onChange={setQuantity} label={`Quantity of ${productName}`} />
      <AddToCartButton itemNumber={itemNumber} quantity={quantity} size="lg" className="flex-1 sm:flex-none" />
    </div>
  );
}
