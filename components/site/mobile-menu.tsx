"use client";

import { useId, useRef } from "react";
import dynamic from "next/dynamic";
import { MenuIcon } from "lucide-react";
import { useDialogOnDemand } from "@/components/ui/use-dialog-on-demand";

// The panel and its dialog code are needed only once someone opens the menu: fetched then (or as the
// pointer comes near the button, or it gets the focus), not with every page.
const loadSheet = () => import("./mobile-menu-sheet").then((m) => m.MobileMenuSheet);
const MobileMenuSheet = dynamic(loadSheet, { ssr: false });

/** The menu button, below 1280 px, where the header has no room for all its items (the panel: mobile-menu-sheet.tsx). */
export function MobileMenu() {
  const { open, setOpen, wanted, triggerProps } = useDialogOnDemand(loadSheet);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="inline-flex size-10 items-center justify-center rounded-md border hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none xl:hidden"
        aria-label="Open menu"
        aria-controls={panelId}
        {...triggerProps}
      >
        <MenuIcon className="size-5" aria-hidden />
      </button>
      {wanted && <MobileMenuSheet id={panelId} open={open} onOpenChange={setOpen} trigger={trigger} />}
    </>
  );
}
