"use client";

import { ChevronDownIcon } from "lucide-react";
import { DeferredMenuButton } from "@/components/site/deferred-menu-button";
import { navItemClass } from "./nav-item-class";

const load = () => import("./industries-dropdown").then((m) => m.IndustriesDropdown);

export function IndustriesMenu() {
  return (
    <DeferredMenuButton load={load} className={navItemClass}>
      Industries <ChevronDownIcon className="size-4" aria-hidden />
    </DeferredMenuButton>
  );
}
