"use client";

import { createContext, useContext, useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";

// The finder's questions and answers are needed only once someone opens it: its code is fetched then,
// not with every page.
const ApplicationFinderDialog = dynamic(
  () => import("@/components/finder/application-finder-dialog").then((m) => m.ApplicationFinderDialog),
  { ssr: false },
);

type FinderContextValue = { openFinder: () => void };

const FinderContext = createContext<FinderContextValue | null>(null);

/** One Application Finder per page, opened from the header and from the hero. */
export function FinderProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // The dialog lives in the layout, which stays when the page changes: a way out of the result that is
  // not the dialog's own (the cart toast's "View cart") must not leave it open over the next page.
  const pathname = usePathname();
  const [shownOn, setShownOn] = useState(pathname);
  if (pathname !== shownOn) {
    setShownOn(pathname);
    setOpen(false);
  }
  const value = useMemo(
    () => ({
      openFinder: () => {
        setWanted(true);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <FinderContext.Provider value={value}>
      {children}
      {wanted && <ApplicationFinderDialog open={open} onOpenChange={setOpen} />}
    </FinderContext.Provider>
  );
}

export function useFinder(): FinderContextValue {
  const value = useContext(FinderContext);
  if (!value) throw new Error("useFinder must be used inside FinderProvider");
  return value;
}
