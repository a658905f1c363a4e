"use client";

import { Fragment, useEffect, useId, useRef, useState } from "react";
import dynamic from "next/dynamic";
import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { MenuIcon, XIcon } from "lucide-react";
import { useDialogOnDemand } from "@/components/ui/use-dialog-on-demand";
import type { NavLink } from "@/lib/content/navigation";
import { cn } from "@/lib/utils";
import type { LinksMenuProps } from "./links-dropdown";
import { SectionLink } from "./section-link";

/** A sub-site header's item: a section of the sub-site's home, a page, or (on wide screens) a menu of links. */
export type HeaderItem =
  | { kind: "section"; label: string; target: string }
  | { kind: "page"; label: string; href: string }
  | { kind: "menu"; label: string; menu: Omit<LinksMenuProps, "label" | "className"> };

/** A labelled group of the sub-site's menu. */
export type MenuLinkGroup = { id: string; label: string; links: readonly NavLink[] };

type SubSiteMenuProps = {
  variant: "pool" | "brewery";
  /** Names the menu's navigation ("Pool & Spa" gives "Pool & Spa mobile"). */
  label: string;
  /** The items above the groups (sections and pages). */
  items: readonly HeaderItem[];
  groups: readonly MenuLinkGroup[];
  /** Where the section items point (SectionLink's `page`), and the header's height to keep clear. */
  sectionPage?: string;
  offsetPx: number;
};

export type MobileMenuProps = { variant: "site" } | SubSiteMenuProps;

const THEMES = {
  pool: {
    button: "border hover:bg-accent focus-visible:ring-ring/70",
    panel: "max-h-[calc(100dvh-7rem)] border-t bg-background",
    item: "hover:bg-accent hover:text-accent-foreground focus-visible:ring-ring/70",
    group: "text-muted-foreground",
  },
  brewery: {
    button: "border border-white/25 hover:bg-white/10 focus-visible:ring-brand-amber",
    panel: "max-h-[calc(100dvh-4rem)] border-t border-white/15 bg-brand-navy text-brand-navy-foreground",
    item: "hover:bg-white/10 focus-visible:ring-brand-amber",
    group: "text-brand-navy-foreground/80",
  },
} as const;

// The main site's panel and its dialog code are needed only once someone opens the menu: fetched then (or as
// the pointer comes near the button, or it gets the focus), not with every page.
const loadSheet = () => import("./mobile-menu-sheet").then((m) => m.MobileMenuSheet);
const MobileMenuSheet = dynamic(loadSheet, { ssr: false });

/** The main site's menu button, below 1280 px, where the header has no room for all its items. */
function SiteMenu() {
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

/** A sub-site's menu at 768 px and below: a button that unfolds the links under the bar; any choice closes it. */
function SubSiteMenu({ variant, label, items, groups, sectionPage, offsetPx }: SubSiteMenuProps) {
  const theme = THEMES[variant];
  const panelId = `${variant}-mobile-menu`;
  const itemClass = cn(
    "flex min-h-11 items-center rounded-md px-3 py-2 text-base font-medium focus-visible:ring-[3px] focus-visible:outline-none",
    theme.item,
  );
  const pathname = usePathname();
  // The path the menu was opened on: going to another page (a link, the back button) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

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

  const link = (item: NavLink) =>
    item.external ? (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={itemClass} onClick={close}>
        {item.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    ) : (
      <Link href={item.href} className={itemClass} onClick={close}>
        {item.label}
      </Link>
    );

  return (
    <div className="min-[769px]:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className={cn(
          "inline-flex size-11 items-center justify-center rounded-md focus-visible:ring-[3px] focus-visible:outline-none",
          theme.button,
        )}
      >
        {open ? <XIcon className="size-5" aria-hidden /> : <MenuIcon className="size-5" aria-hidden />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <nav
        id={panelId}
        aria-label={`${label} mobile`}
        hidden={!open}
        className={cn("absolute inset-x-0 top-full overflow-y-auto px-4 pt-2 pb-5 shadow-lg", theme.panel)}
      >
        <ul className="flex flex-col">
          {items.map((item) => (
            <li key={item.label}>
              {item.kind === "section" ? (
                <SectionLink target={item.target} page={sectionPage} offsetPx={offsetPx} className={itemClass} onNavigate={close}>
                  {item.label}
                </SectionLink>
              ) : item.kind === "page" ? (
                link(item)
              ) : null}
            </li>
          ))}
        </ul>
        {groups.map((group) => (
          <Fragment key={group.id}>
            <p id={`${panelId}-${group.id}`} className={cn("mt-3 px-3 text-xs font-semibold tracking-wide uppercase", theme.group)}>
              {group.label}
            </p>
            <ul aria-labelledby={`${panelId}-${group.id}`} className="flex flex-col">
              {group.links.map((item) => (
                <li key={item.href}>{link(item)}</li>
              ))}
            </ul>
          </Fragment>
        ))}
      </nav>
    </div>
  );
}

/**
 * The header's menu for narrow windows, in the look of the header it sits in: the main site's (a panel from
 * the side, mobile-menu-sheet.tsx) or a sub-site's (the pool's, the brewery's: links unfolding under the bar).
 */
export function MobileMenu(props: MobileMenuProps) {
  return props.variant === "site" ? <SiteMenu /> : <SubSiteMenu {...props} />;
}
