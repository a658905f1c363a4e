"use client";

import Link from "next/link";
import { ChevronDownIcon } from "lucide-react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { BreweryNavLink } from "@/lib/content/brewery";
import { breweryNavItemClass } from "./brewery-nav-class";

/** A desktop header menu (Case Studies, Other Sites): a button that opens a list of links. */
export function BreweryMenu({ label, links }: { label: string; links: readonly BreweryNavLink[] }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={breweryNavItemClass}>
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
