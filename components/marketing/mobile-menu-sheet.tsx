"use client";

import { useRef } from "react";
import Link from "@/components/ui/link";
import { ExternalLinkIcon, PhoneIcon } from "lucide-react";
import { useFinder } from "@/components/finder/finder-provider";
import { PortalMenuItem } from "@/components/portal/portal-menu-item";
import { SearchForm } from "@/components/search/search-form";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { CORPORATE_SITE, ECOMMERCE_SITES, OTHER_INDUSTRIES } from "@/lib/content/navigation";
import { siteConfig } from "@/lib/site-config";
import { useSiteNavigation } from "@/components/site/use-site-navigation";
import { NAV_ITEM_CLASS } from "./nav-item-class";

const navItemClass = NAV_ITEM_CLASS.site;

/** The phone menu's panel (mobile-menu.tsx holds its button): every item; it closes after each choice. */
export function MobileMenuSheet({
  id,
  open,
  onOpenChange,
  trigger,
}: {
  /** The panel's id, which its button's aria-controls names (the portal's menu item finds the button by it). */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets the focus back when the menu closes. */
  trigger: React.RefObject<HTMLButtonElement | null>;
}) {
  const setOpen = onOpenChange;
  const firstItem = useRef<HTMLButtonElement>(null);
  const { goToWizard, goToCalculator, goToDemos, goToContact } = useSiteNavigation();
  const { openFinder } = useFinder();
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        id={id}
        side="right"
        className="w-[min(20rem,100vw)] gap-0 overflow-y-auto"
        // The focus goes to the first menu item, not into the search box above it: focusing a box would
        // open a phone's keyboard over the menu.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          firstItem.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{siteConfig.companyName}</SheetTitle>
          <SheetDescription>{siteConfig.slogan}</SheetDescription>
        </SheetHeader>
        <SearchForm id="mobile-search" label="Site search" className="px-4 pb-4" onSearch={() => setOpen(false)} />
        <nav aria-label="Mobile" className="flex flex-col gap-1 px-4 pb-6">
          <a
            href={siteConfig.phone.href}
            className="mb-2 flex items-center gap-2 rounded-md bg-primary px-3 py-3 font-semibold text-primary-foreground"
          >
            <PhoneIcon className="size-4" aria-hidden /> Call Us {siteConfig.phone.display}
          </a>
          <Link href="/products" className={navItemClass} onClick={() => setOpen(false)}>
            Shop
          </Link>
          <button ref={firstItem} type="button" className={navItemClass} onClick={choose(goToWizard)}>
            Product Finder
          </button>
          <button type="button" className={navItemClass} onClick={choose(openFinder)}>
            Application Finder
          </button>
          <button type="button" className={navItemClass} onClick={choose(goToCalculator)}>
            Savings Calculator
          </button>
          <Link href="/technology" className={navItemClass} onClick={() => setOpen(false)}>
            Technology
          </Link>
          <button type="button" className={navItemClass} onClick={choose(goToDemos)}>
            See Live Demos
          </button>
          <button type="button" className={navItemClass} onClick={choose(goToContact)}>
            Contact
          </button>
          <PortalMenuItem className={navItemClass} onSelect={() => setOpen(false)} />

          <p className="mt-4 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">All Industries</p>
          {OTHER_INDUSTRIES.map((industry) => (
            <Link key={industry.href} href={industry.href} className={navItemClass} onClick={() => setOpen(false)}>
              {industry.label}
            </Link>
          ))}
          {ECOMMERCE_SITES.map((site) => (
            <a
              key={site.key}
              href={site.href}
              target="_blank"
              rel="noopener noreferrer"
              className={`${navItemClass} justify-between`}
              onClick={() => setOpen(false)}
            >
              {site.label}
              <ExternalLinkIcon className="size-4" aria-label="(opens in a new tab)" />
            </a>
          ))}
          <Link href={CORPORATE_SITE.href} className={`${navItemClass} mt-4 font-semibold`} onClick={() => setOpen(false)}>
            {CORPORATE_SITE.label}
          </Link>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
