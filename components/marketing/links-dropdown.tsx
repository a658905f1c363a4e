"use client";

import { Fragment } from "react";
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
import type { NavLink } from "@/lib/content/navigation";

/** Links under an optional label; groups are set apart by a line. */
export type MenuGroup = {
  label?: string;
  links: readonly NavLink[];
  /** Links in bold: the way back to the corporate site. */
  strong?: boolean;
};

export type LinksMenuProps = {
  label: string;
  groups: readonly MenuGroup[];
  /** The look of the header's items (nav-item-class.ts). */
  className: string;
  align: "start" | "end";
  /** The list's width, a Tailwind class. */
  width: string;
  /** Each link shows its description under its name. */
  described?: boolean;
};

function MenuLink({ link, strong, described }: { link: NavLink; strong?: boolean; described?: boolean }) {
  if (link.external) {
    return (
      <DropdownMenuItem asChild>
        <a href={link.href} target="_blank" rel="noopener noreferrer" className="justify-between">
          {link.label}
          <ExternalLinkIcon aria-label="(opens in a new tab)" />
        </a>
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem asChild>
      {described ? (
        <Link href={link.href} className="flex flex-col items-start gap-0.5">
          <span className="font-medium">{link.label}</span>
          {link.description ? <span className="text-xs text-muted-foreground">{link.description}</span> : null}
        </Link>
      ) : (
        <Link href={link.href} className={strong ? "font-medium" : undefined}>
          {link.label}
        </Link>
      )}
    </DropdownMenuItem>
  );
}

/** A header menu of links once its code has arrived (links-menu.tsx shows its button until then). */
export function LinksDropdown({ label, groups, className, align, width, described, intent }: LinksMenuProps & DeferredMenuProps) {
  const { trigger, defaultOpen } = useMenuIntent(intent);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={trigger} className={className}>
        {label} <ChevronDownIcon className="size-4" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} className={width}>
        {groups.map((group, index) => {
          const links = group.links.map((link) => <MenuLink key={link.href} link={link} strong={group.strong} described={described} />);
          return (
            <Fragment key={group.label ?? index}>
              {index > 0 ? <DropdownMenuSeparator /> : null}
              {group.label ? (
                <DropdownMenuGroup>
                  <DropdownMenuLabel>{group.label}</DropdownMenuLabel>
                  {links}
                </DropdownMenuGroup>
              ) : (
                links
              )}
            </Fragment>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
