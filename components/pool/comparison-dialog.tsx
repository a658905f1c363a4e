"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { COMPARISON_TEXT, type CatalogPrice, type ComparisonMode } from "@/lib/content/pool-comparison";
import { ComparisonView } from "./comparison-view";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Triple Zero product shown first; the view lets the visitor switch. */
  mode?: ComparisonMode;
  /** The Triple Zero products' prices, as the catalog holds them. */
  prices: readonly CatalogPrice[];
};

/** The comparison tool in a dialog; it opens fresh on its mode's default opponent each time. */
export function ComparisonDialog({ open, onOpenChange, mode = "descaler", prices }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle className="pr-8 text-xl">{COMPARISON_TEXT.title}</DialogTitle>
          <DialogDescription>{COMPARISON_TEXT.description}</DialogDescription>
        </DialogHeader>
        <ComparisonView initialMode={mode} prices={prices} />
      </DialogContent>
    </Dialog>
  );
}
