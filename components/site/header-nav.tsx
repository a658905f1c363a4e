"use client";

import Link from "@/components/ui/link";
import { OpenFinderButton } from "@/components/finder/open-finder-button";
import { cn } from "@/lib/utils";
import { NAV_ITEM_CLASS } from "@/components/marketing/nav-item-class";
import { IndustriesMenu } from "./industries-menu";
import { useSiteNavigation } from "./use-site-navigation";

/**
 * The header items from 768 px (below it the menu button holds them all). Items leave the row as the
 * window narrows, the least used first, so that the header stays one row without sideways scroll; each
 * of them is always in the menu (components/marketing/mobile-menu.tsx), whose button shows below 1280 px.
 */
const navItemClass = NAV_ITEM_CLASS.site;

/** A link to a section of the home page, which the site's navigation scrolls to or opens the home page at. */
function JumpLink({
  href,
  onJump,
  className,
  children,
}: {
  href: string;
  onJump: () => void;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <Link
      href={href}
      prefetch={false}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onJump();
      }}
    >
      {children}
    </Link>
  );
}

export function HeaderNav() {
  const { goToWizard, goToCalculator, goToDemos, goToContact } = useSiteNavigation();
  return (
    <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex">
      <Link href="/products" className={navItemClass}>
        Shop
      </Link>
      <button type="button" className={cn(navItemClass, "max-lg:hidden")} onClick={goToWizard}>
        Product Finder
      </button>
      <IndustriesMenu />
      <JumpLink href="/#savings-calculator-anchor" onJump={goToCalculator} className={cn(navItemClass, "max-xl:hidden")}>
        Savings Calculator
      </JumpLink>
      <Link href="/technology" className={cn(navItemClass, "max-[1151px]:hidden")}>
        Technology
      </Link>
      <button type="button" className={cn(navItemClass, "max-xl:hidden")} onClick={goToDemos}>
        See Live Demos
      </button>
      <JumpLink href="/#contact-anchor" onJump={goToContact} className={cn(navItemClass, "max-lg:hidden")}>
        Contact
      </JumpLink>
      <OpenFinderButton size="sm" className="ml-1">
        Application Finder
      </OpenFinderButton>
    </nav>
  );
}
