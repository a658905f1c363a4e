"use client";

import { createContext, useCallback, useContext, useMemo, useState } from "react";
import type { ConvenienceProduct } from "@/lib/content/convenience";
import { QuoteDialog } from "./quote-dialog";

export type QuoteProduct = Pick<ConvenienceProduct, "name" | "itemNumber" | "minimumOrder">;

type QuoteContextValue = {
  /** Opens the quote dialog, remembering the product it was opened for (none for a custom quote). */
  openQuote: (product?: QuoteProduct) => void;
};

const QuoteContext = createContext<QuoteContextValue | null>(null);

export function useConvenienceQuote(): QuoteContextValue {
  const value = useContext(QuoteContext);
  if (!value) throw new Error("useConvenienceQuote must be used inside <ConvenienceQuoteProvider>");
  return value;
}

/** One quote dialog for the whole page: product cards, the wizard and the custom-quote buttons open it. */
export function ConvenienceQuoteProvider({ phone, children }: { phone: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [product, setProduct] = useState<QuoteProduct | undefined>(undefined);
  // A new key per opening gives the form fresh defaults for the product it was opened for.
  const [openCount, setOpenCount] = useState(0);

  const openQuote = useCallback((next?: QuoteProduct) => {
    setProduct(next);
    setOpenCount((count) => count + 1);
    setOpen(true);
  }, []);

  const value = useMemo(() => ({ openQuote }), [openQuote]);

  return (
    <QuoteContext.Provider value={value}>
      {children}
      <QuoteDialog key={openCount} open={open} onOpenChange={setOpen} product={product} phone={phone} />
    </QuoteContext.Provider>
  );
}
