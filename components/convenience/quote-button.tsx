"use client";

import { Button } from "@/components/ui/button";
import { useConvenienceQuote, type QuoteProduct } from "./quote-provider";

/** Opens the page's quote dialog, for a product ("Get Quote") or for a custom quote ("Get Custom Quote"). */
export function QuoteButton({
  product,
  children,
  ...buttonProps
}: Omit<React.ComponentProps<typeof Button>, "onClick" | "type" | "asChild"> & { product?: QuoteProduct }) {
  const { openQuote } = useConvenienceQuote();
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      onClick={() =>
        openQuote(product ? { name: product.name, itemNumber: product.itemNumber, minimumOrder: product.minimumOrder } : undefined)
      }
      {...buttonProps}
    >
      {children}
    </Button>
  );
}
