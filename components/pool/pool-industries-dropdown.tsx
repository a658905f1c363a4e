"use client";

import Link from "@/components/ui/link";
import { ChevronDownIcon, ExternalLinkIcon } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { type DeferredMenuProps, useMenuIntent } from "@/components/site/deferred-menu-button";
import { POOL_CORPORATE_LINK, POOL_INDUSTRY_LINKS, POOL_SHOP_LINKS } from "@/lib/content/pool-spa";
import { poolNavItemClass } from "./pool-nav-class";

/** The pool header's Industries menu once its code has arrived (pool-industries-menu.tsx shows its button until then). */
export function PoolIndustriesDropdown({ intent }: DeferredMenuProps) {
  const { trigger, defaultOpen } = useMenuIntent(intent);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={trigger} className={poolNavItemClass}>
        Industries <ChevronDownIcon className="size-4" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuGroup>
          <DropdownMenuLabel>Industries We Serve</DropdownMenuLabel>
          {POOL_INDUSTRY_LINKS.map((link) => (
            <DropdownMenuItem key={link.href} asChild>
              <Link href={link.href}>{link.label}</Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuLabel>E-Commerce Sites</DropdownMenuLabel>
          {POOL_SHOP_LINKS.map((link) => (
            <DropdownMenuItem key={link.href} asChild>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className="justify-between">
                {link.label}
                <ExternalLinkIcon aria-label="(opens in a new tab)" />
              </a>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href={POOL_CORPORATE_LINK.href} className="font-medium">
            {POOL_CORPORATE_LINK.label}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
