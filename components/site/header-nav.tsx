"use client";

import Link from "next/link";
import { OpenFinderButton } from "@/components/finder/open-finder-button";
import { IndustriesMenu } from "./industries-menu";
import { navItemClass } from "./nav-item-class";
import { useSiteNavigation } from "./use-site-navigation";

/** The header items on screens wider than 768 px. */
export function HeaderNav() {
  const { goToWizard, goToCalculator, goToDemos, goToContact } = useSiteNavigation();
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 min-[769px]:flex">
      <Link href="/products" className={navItemClass}>
        Shop
      </Link>
      <button type="button" className={navItemClass} onClick={goToWizard}>
        Product Finder
      </button>
      <IndustriesMenu />
      <Link
        href="/#savings-calculator-anchor"
        prefetch={false}
        className={navItemClass}
        onClick={(event) => {
          event.preventDefault();
          goToCalculator();
        }}
      >
        Savings Calculator
      </Link>
      <Link href="/technology" className={navItemClass}>
        Technology
      </Link>
      <button type="button" className={navItemClass} onClick={goToDemos}>
        See Live Demos
      </button>
      <Link
        href="/#contact-anchor"
        prefetch={false}
        className={navItemClass}
        onClick={(event) => {
          event.preventDefault();
          goToContact();
        }}
      >
        Contact
      </Link>
      <OpenFinderButton size="sm" className="ml-2">
        Application Finder
      </OpenFinderButton>
    </nav>
  );
}
