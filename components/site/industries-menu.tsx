"use client";

import Link from "next/link";
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
import { CORPORATE_SITE, ECOMMERCE_SITES, OTHER_INDUSTRIES } from "@/lib/content/navigation";
import { navItemClass } from "./nav-item-class";

export function IndustriesMenu() {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={navItemClass}>
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
