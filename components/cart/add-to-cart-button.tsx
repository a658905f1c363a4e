"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { ShoppingCartIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { addToCart } from "@/lib/cart/client";
import { messageOr } from "@/lib/client/api";

type Props = Omit<React.ComponentProps<typeof Button>, "onClick"> &
  ({ productId: number; sizeId?: number; itemNumber?: never } | { itemNumber: string; productId?: never; sizeId?: never }) & {
    quantity?: number;
    onAdded?: () => void;
  };

/**
 * Adds a catalog product (its base size, the size `sizeId` names, or the size with `itemNumber`) to
 * the cart with the seed's texts (seed 001 §2, §8) and a "View cart" action on the toast.
 */
export function AddToCartButton({ productId, sizeId, itemNumber, quantity = 1, onAdded, children, disabled, ...props }: Props) {
  const [pending, setPending] = useState(false);
  const router = useRouter();

  const add = async () => {
    setPending(true);
    const result = await addToCart(productId !== undefined ? { productId, sizeId } : { itemNumber: itemNumber! }, quantity);
    setPending(false);
    if (!result.ok) {
      toast.error("Error", { description: messageOr(result, "Failed to add product to cart") });
      return;
    }
    toast.success("Added to Cart", {
      description: "Product added successfully",
      action: { label: "View cart", onClick: () => router.push("/checkout") },
    });
    onAdded?.();
  };

  return (
    <Button type="button" onClick={add} disabled={pending || disabled} aria-live="polite" {...props}>
      <ShoppingCartIcon aria-hidden />
      {pending ? "Adding..." : (children ?? "Add to Cart")}
    </Button>
  );
}
