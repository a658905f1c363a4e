"use client";

import { ChevronDownIcon } from "lucide-react";
import { DeferredMenuButton } from "@/components/site/deferred-menu-button";
import type { LinksMenuProps } from "./links-dropdown";

const load = () => import("./links-dropdown").then((m) => m.LinksDropdown);

/** A header menu of links (Industries, Case Studies, Other Sites): a button that opens the list. */
export function LinksMenu(props: LinksMenuProps) {
  return (
    <DeferredMenuButton load={load} menuProps={props} className={props.className}>
      {props.label} <ChevronDownIcon className="size-4" aria-hidden />
    </DeferredMenuButton>
  );
}
