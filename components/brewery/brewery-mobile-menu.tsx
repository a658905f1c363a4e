"use client";

import { useEffect, useRef, useState } from "react";
import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { MenuIcon, XIcon } from "lucide-react";
import { BREWERY_CASE_STUDY_LINKS, BREWERY_HOME_PATH, BREWERY_OTHER_SITES, BREWERY_SECTIONS } from "@/lib/content/brewery";
import { BrewerySectionLink } from "./brewery-section-link";

const PANEL_ID = "brewery-mobile-menu";
const itemClass =
  "flex min-h-11 items-center rounded-md px-3 py-2 text-base font-medium hover:bg-white/10 focus-visible:ring-[3px] focus-visible:ring-brand-amber focus-visible:outline-none";
const groupLabelClass = "mt-3 px-3 text-xs font-semibold tracking-wide text-brand-navy-foreground/80 uppercase";

/** The brewery header's menu at 768 px and below: a button that unfolds the links under the bar. */
export function BreweryMobileMenu() {
  const pathname = usePathname();
  // The path the menu was opened on: going to another page (a link, the back button) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="min-[769px]:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(!open)}
        className="inline-flex size-11 items-center justify-center rounded-md border border-white/25 hover:bg-white/10 focus-visible:ring-[3px] focus-visible:ring-brand-amber focus-visible:outline-none"
      >
        {open ? <XIcon className="size-5" aria-hidden /> : <MenuIcon className="size-5" aria-hidden />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <nav
        id={PANEL_ID}
        aria-label="Brewery mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/15 bg-brand-navy px-4 pt-2 pb-5 text-brand-navy-foreground shadow-lg"
      >
        <ul className="flex flex-col">
          <li>
            <Link href={BREWERY_HOME_PATH} className={itemClass} onClick={close}>
              Home
            </Link>
          </li>
          {BREWERY_SECTIONS.map((section) => (
            <li key={section.id}>
              <BrewerySectionLink section={section.id} className={itemClass} onNavigate={close}>
                {section.label}
              </BrewerySectionLink>
            </li>
          ))}
        </ul>
        <p id={`${PANEL_ID}-case-studies`} className={groupLabelClass}>
          Case Studies
        </p>
        <ul aria-labelledby={`${PANEL_ID}-case-studies`} className="flex flex-col">
          {BREWERY_CASE_STUDY_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={itemClass} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <p id={`${PANEL_ID}-other-sites`} className={groupLabelClass}>
          Other Sites
        </p>
        <ul aria-labelledby={`${PANEL_ID}-other-sites`} className="flex flex-col">
          {BREWERY_OTHER_SITES.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={itemClass} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
