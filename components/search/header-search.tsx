"use client";

import { useRef, useState } from "react";
import { usePathname } from "next/navigation";
import { SearchIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SearchForm } from "./search-form";

const PANEL_ID = "header-search-panel";

/**
 * Search in the header on screens wider than 768 px: the header has no room for a box beside the menu, so
 * an icon button opens one in a bar under the header. Escape closes it and gives the focus back to the
 * button; sending a search or going to another page closes it too. (At 768 px and below the box is in the
 * phone menu.)
 */
export function HeaderSearch() {
  const pathname = usePathname();
  // Open on the page it was opened on: any navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);

  const close = (returnFocus: boolean) => {
    setOpenOn(null);
    if (returnFocus) button.current?.focus();
  };

  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="outline"
        size="sm"
        title="Search products"
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={() => (open ? close(false) : setOpenOn(pathname))}
        className="hidden size-9 px-0 md:inline-flex [&_svg:not([class*='size-'])]:size-5"
      >
        {open ? <XIcon aria-hidden="true" /> : <SearchIcon aria-hidden="true" />}
        <span className="sr-only">Search products</span>
      </Button>
      {open ? (
        <div
          id={PANEL_ID}
          className="absolute inset-x-0 top-full hidden border-b bg-background shadow-md md:block"
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              close(true);
            }
          }}
        >
          <div className="mx-auto max-w-3xl px-4 py-3">
            <SearchForm id="header-search" label="Site search" autoFocus onSearch={() => close(false)} />
          </div>
        </div>
      ) : null}
    </>
  );
}
