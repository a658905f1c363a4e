"use client";

import { useRef } from "react";
import dynamic from "next/dynamic";
import { FileTextIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useDialogOnDemand } from "@/components/ui/use-dialog-on-demand";

/** What a quote request is for. */
export type ProductQuote = {
  productName: string;
  /** The catalog formula the product is made from, when there is one. */
  itemNumber?: string;
  /** "1 quart", "1 gallon", "kit". */
  size: string;
  /** What one counts: "quart", "gallon", "kit". */
  unit: string;
  /** "$24.99 per quart", shown in the dialog. */
  priceLabel: string;
  /** The quantity the form starts with. */
  quantity?: number;
  /** The page the form sits on ("restaurant-cleaning"), saved with the lead. */
  source: string;
};

// The form and its checks (react-hook-form, zod) are needed only once someone asks for a quote: the
// product pages, the wizard and the industry pages load them then, not with the page.
const loadForm = () => import("./product-quote-form").then((m) => m.ProductQuoteForm);
const ProductQuoteForm = dynamic(loadForm, { ssr: false });

/** "Request a Quote" for a product that is not sold online in this size (lead form "product-quote"). */
export function ProductQuoteDialog({
  triggerLabel = "Request a Quote",
  triggerVariant = "default",
  triggerSize = "default",
  ...quote
}: ProductQuote & {
  /** The button's words; may carry a visually hidden part naming the product. */
  triggerLabel?: React.ReactNode;
  triggerVariant?: "default" | "outline" | "secondary";
  triggerSize?: "sm" | "default" | "lg";
}) {
  const { open, setOpen, wanted, triggerProps } = useDialogOnDemand(loadForm);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={trigger} type="button" variant={triggerVariant} size={triggerSize} className="w-full sm:w-auto" {...triggerProps}>
        <FileTextIcon aria-hidden />
        {triggerLabel}
      </Button>
      {wanted && <ProductQuoteForm {...quote} open={open} onOpenChange={setOpen} returnFocusTo={trigger} />}
    </>
  );
}
