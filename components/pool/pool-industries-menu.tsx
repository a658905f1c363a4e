"use client";

import { ChevronDownIcon } from "lucide-react";
import { DeferredMenuButton } from "@/components/site/deferred-menu-button";
import { poolNavItemClass } from "./pool-nav-class";

const load = () => import("./pool-industries-dropdown").then((m) => m.PoolIndustriesDropdown);

/** The pool header's Industries menu on wide screens: other product lines, sister shops, corporate site. */
export function PoolIndustriesMenu() {
  return (
    <DeferredMenuButton load={load} className={poolNavItemClass}>
      Industries <ChevronDownIcon className="size-4" aria-hidden />
    </DeferredMenuButton>
  );
}
