"use client";

import Link from "@/components/ui/link";
import { ChevronDownIcon } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { type DeferredMenuProps, useMenuIntent } from "@/components/site/deferred-menu-button";
import type { BreweryNavLink } from "@/lib/content/brewery";
import { breweryNavItemClass } from "./brewery-nav-class";

export type BreweryMenuProps = { label: string; links: readonly BreweryNavLink[] };

/** A brewery header menu once its code has arrived (brewery-menu.tsx shows its button until then). */
export function BreweryDropdown({ label, links, intent }: BreweryMenuProps & DeferredMenuProps) {
  const { trigger, defaultOpen } = useMenuIntent(intent);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={trigger} className={breweryNavItemClass}>
        {label} <ChevronDownIcon className="size-4" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        {links.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link href={link.href} className="flex flex-col items-start gap-0.5">
              <span className="font-medium">{link.label}</span>
              {link.description ? <span className="text-xs text-muted-foreground">{link.description}</span> : null}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
