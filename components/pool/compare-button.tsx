"use client";

import { useState } from "react";
import { ScaleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { COMPARISON_TEXT, type CatalogPrice, type ComparisonMode } from "@/lib/content/pool-comparison";
import { ComparisonDialog } from "./comparison-dialog";

/** 'Compare Triple Zero vs Traditional Cleaners': opens the comparison dialog (descaler first). */
export function CompareButton({ mode = "descaler", prices }: { mode?: ComparisonMode; prices: readonly CatalogPrice[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" size="lg" onClick={() => setOpen(true)} className="h-auto min-h-10 whitespace-normal">
        <ScaleIcon aria-hidden />
        {COMPARISON_TEXT.title}
      </Button>
      <ComparisonDialog open={open} onOpenChange={setOpen} mode={mode} prices={prices} />
    </>
  );
}
