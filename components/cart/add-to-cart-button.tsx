"use client";

import { useState } from "react";
import { ShoppingCartIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { addToCart, cartErrorMessage } from "@/lib/cart/client";

type Props = Omit<React.ComponentProps<typeof Button>, "onClick"> &
  ({ productId: number; itemNumber?: never } | { itemNumber: string; productId?: never }) & {
    quantity?: number;
    onAdded?: () => void;
  };

/** Adds a catalogue product to the cart with the seed's texts (seed 001 §2, §8). */
export function AddToCartButton({ productId, itemNumber, quantity = 1, onAdded, children, disabled, ...props }: Props) {
  const [pending, setPending] = useState(false);

  const add = async () => {
    setPending(true);
    try {
      await addToCart(productId !== undefined ? { productId } : { itemNumber: itemNumber! }, quantity);
      toast.success("Added to Cart", { description: "Product added successfully" });
      onAdded?.();
    } catch (error) {
      toast.error("Error", { description: cartErrorMessage(error, "Failed to add product to cart") });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button type="button" onClick={add} disabled={pending || disabled} aria-live="polite" {...props}>
      <ShoppingCartIcon aria-hidden />
      {pending ? "Adding..." : (children ?? "Add to Cart")}
    </Button>
  );
}
