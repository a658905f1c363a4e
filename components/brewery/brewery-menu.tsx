"use client";

import { ChevronDownIcon } from "lucide-react";
import { DeferredMenuButton } from "@/components/site/deferred-menu-button";
import type { BreweryMenuProps } from "./brewery-dropdown";
import { breweryNavItemClass } from "./brewery-nav-class";

const load = () => import("./brewery-dropdown").then((m) => m.BreweryDropdown);

/** A desktop header menu (Case Studies, Other Sites): a button that opens a list of links. */
export function BreweryMenu(props: BreweryMenuProps) {
  return (
    <DeferredMenuButton load={load} menuProps={props} className={breweryNavItemClass}>
      {props.label} <ChevronDownIcon className="size-4" aria-hidden />
    </DeferredMenuButton>
  );
}
