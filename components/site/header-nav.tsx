"use client";

import Link from "@/components/ui/link";
import { OpenFinderButton } from "@/components/finder/open-finder-button";
import { cn } from "@/lib/utils";
import { IndustriesMenu } from "./industries-menu";
import { navItemClass } from "./nav-item-class";
import { useSiteNavigation } from "./use-site-navigation";

/**
 * The header items from 768 px (below it the menu button holds them all). Items leave the row as the
 * window narrows, the least used first, so that the header stays one row without sideways scroll; each
 * of them is always in the menu (mobile-menu.tsx), whose button shows below 1280 px.
 */
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
      <Link
        href="/#savings-calculator-anchor"
        prefetch={false}
        className={cn(navItemClass, "max-xl:hidden")}
        onClick={(event) => {
          event.preventDefault();
          goToCalculator();
        }}
      >
        Savings Calculator
      </Link>
      <Link href="/technology" className={cn(navItemClass, "max-[1151px]:hidden")}>
        Technology
      </Link>
      <button type="button" className={cn(navItemClass, "max-xl:hidden")} onClick={goToDemos}>
        See Live Demos
      </button>
      <Link
        href="/#contact-anchor"
        prefetch={false}
        className={cn(navItemClass, "max-lg:hidden")}
        onClick={(event) => {
          event.preventDefault();
          goToContact();
        }}
      >
        Contact
      </Link>
      <OpenFinderButton size="sm" className="ml-1">
        Application Finder
      </OpenFinderButton>
    </nav>
  );
}
