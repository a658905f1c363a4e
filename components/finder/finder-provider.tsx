"use client";

import { createContext, useContext, useMemo, useState } from "react";
import { ApplicationFinderDialog } from "@/components/finder/application-finder-dialog";

type FinderContextValue = { openFinder: () => void };

const FinderContext = createContext<FinderContextValue | null>(null);

/** One Application Finder per page, opened from the header and from the hero. */
export function FinderProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ openFinder: () => setOpen(true) }), []);
  return (
    <FinderContext.Provider value={value}>
      {children}
      <ApplicationFinderDialog open={open} onOpenChange={setOpen} />
    </FinderContext.Provider>
  );
}

export function useFinder(): FinderContextValue {
  const value = useContext(FinderContext);
  if (!value) throw new Error("useFinder must be used inside FinderProvider");
  return value;
}
