"use client";

import { useEffect, useRef, useState } from "react";
import Link from "@/components/ui/link";
import { MenuIcon, XIcon } from "lucide-react";
import { POOL_CORPORATE_LINK, POOL_INDUSTRY_LINKS, POOL_SECTION_LINKS, POOL_SHOP_LINKS } from "@/lib/content/pool-spa";
import { PoolSectionLink } from "./pool-section-link";

const PANEL_ID = "pool-mobile-menu";
const itemClass =
  "flex min-h-11 items-center rounded-md px-3 py-2 text-base font-medium hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none";
const groupLabelClass = "mt-3 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase";

/** The pool header's menu at 768 px and below: a button that unfolds the links; any choice closes it. */
export function PoolMobileMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
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
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-md border hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
      >
        {open ? <XIcon className="size-5" aria-hidden /> : <MenuIcon className="size-5" aria-hidden />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <nav
        id={PANEL_ID}
        aria-label="Pool & Spa mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-7rem)] overflow-y-auto border-t bg-background px-4 pt-2 pb-5 shadow-lg"
      >
        <ul className="flex flex-col">
          {POOL_SECTION_LINKS.map((link) => (
            <li key={link.target}>
              <PoolSectionLink target={link.target} className={itemClass} onNavigate={close}>
                {link.label}
              </PoolSectionLink>
            </li>
          ))}
        </ul>
        <p id={`${PANEL_ID}-industries`} className={groupLabelClass}>
          Industries
        </p>
        <ul aria-labelledby={`${PANEL_ID}-industries`} className="flex flex-col">
          {POOL_INDUSTRY_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={itemClass} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <p id={`${PANEL_ID}-shops`} className={groupLabelClass}>
          E-Commerce Sites
        </p>
        <ul aria-labelledby={`${PANEL_ID}-shops`} className="flex flex-col">
          {POOL_SHOP_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={itemClass} onClick={close}>
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
          <li>
            <Link href={POOL_CORPORATE_LINK.href} className={itemClass} onClick={close}>
              {POOL_CORPORATE_LINK.label}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
