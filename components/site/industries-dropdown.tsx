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
import { CORPORATE_SITE, ECOMMERCE_SITES, OTHER_INDUSTRIES } from "@/lib/content/navigation";
import { navItemClass } from "./nav-item-class";

/** The Industries menu once its code has arrived (industries-menu.tsx shows its button until then). */
export function IndustriesDropdown({ intent }: DeferredMenuProps) {
  const { trigger, defaultOpen } = useMenuIntent(intent);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={trigger} className={navItemClass}>
        Industries <ChevronDownIcon className="size-4" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        <DropdownMenuGroup>
          <DropdownMenuLabel>E-Commerce Sites</DropdownMenuLabel>
          {ECOMMERCE_SITES.map((site) => (
            <DropdownMenuItem key={site.key} asChild>
              <a href={site.href} target="_blank" rel="noopener noreferrer" className="justify-between">
                {site.label}
                <ExternalLinkIcon aria-label="(opens in a new tab)" />
              </a>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuLabel>Other Industries We Serve</DropdownMenuLabel>
          {OTHER_INDUSTRIES.map((industry) => (
            <DropdownMenuItem key={industry.href} asChild>
              <Link href={industry.href}>{industry.label}</Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href={CORPORATE_SITE.href} className="font-medium">
            {CORPORATE_SITE.label}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
