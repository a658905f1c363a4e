"use client";

import {
  FileTextIcon,
  FlaskConicalIcon,
  ImagesIcon,
  InboxIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  MailIcon,
  PackageIcon,
  ScrollTextIcon,
  ShoppingCartIcon,
  UsersIcon,
  WallpaperIcon,
  type LucideIcon,
} from "lucide-react";
import { usePathname } from "next/navigation";
import { useId } from "react";
import Link from "@/components/ui/link";
import { mayUse, type StaffArea } from "@/lib/auth/staff-access";
import type { StaffRole } from "@/lib/generated/prisma/enums";
import { cn } from "@/lib/utils";

type StaffLink = { href: string; label: string; icon: LucideIcon; area: StaffArea };

/** The staff pages by area, each area as the roles name it (lib/auth/staff-access.ts). */
const GROUPS: { label: string; links: StaffLink[] }[] = [
  {
    label: "Overview",
    links: [
      { href: "/admin", label: "Dashboard", icon: LayoutDashboardIcon, area: "any" },
      { href: "/admin/emails", label: "E-mails", icon: MailIcon, area: "any" },
    ],
  },
  {
    label: "Sales",
    links: [
      { href: "/admin/leads", label: "Leads", icon: InboxIcon, area: "sales" },
      { href: "/admin/quotes", label: "Quotes", icon: FileTextIcon, area: "sales" },
      { href: "/admin/tickets", label: "Tickets", icon: LifeBuoyIcon, area: "sales" },
    ],
  },
  {
    label: "Orders",
    links: [
      { href: "/admin-orders", label: "Orders", icon: ShoppingCartIcon, area: "orders" },
      { href: "/admin/lots", label: "Lots", icon: FlaskConicalIcon, area: "orders" },
    ],
  },
  {
    label: "Content",
    links: [
      { href: "/admin/products", label: "Product Admin", icon: PackageIcon, area: "content" },
      { href: "/image-manager", label: "Images", icon: ImagesIcon, area: "content" },
      { href: "/background-selector", label: "Backgrounds", icon: WallpaperIcon, area: "content" },
    ],
  },
  {
    label: "Owner",
    links: [
      { href: "/admin/staff", label: "Staff", icon: UsersIcon, area: "owner" },
      { href: "/admin/audit", label: "Audit log", icon: ScrollTextIcon, area: "owner" },
    ],
  },
];

/** Whether `path` is the page of `href` or one below it; the dashboard only itself, as every /admin page is below it. */
function isCurrent(href: string, path: string): boolean {
  if (href === "/admin") return path === "/admin";
  return path === href || path.startsWith(`${href}/`);
}

/** "Leads 3": the count of new leads beside the link, read as "Leads, 3 new leads". None when there are none. */
function NewLeadsBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  const shown = count.toLocaleString("en-US");
  return (
    <>
      <span className="sr-only">, {count === 1 ? "1 new lead" : `${shown} new leads`}</span>
      <span
        aria-hidden="true"
        className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-brand-amber px-1.5 text-xs font-semibold text-brand-amber-foreground tabular-nums"
        data-testid="new-leads-count"
      >
        {shown}
      </span>
    </>
  );
}

/**
 * The staff pages the member's role opens, by area; the current one is marked for screen readers too.
 * `newLeads` is counted by the layout, for those who may open the leads. `onNavigate` closes the phone menu.
 */
export function StaffNav({
  staffRole,
  newLeads = 0,
  onNavigate,
}: {
  staffRole: StaffRole | null;
  newLeads?: number;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  // Two copies can be on the page at once (the sidebar, hidden on narrow screens, and the open phone menu).
  const idPrefix = useId();
  const groups = GROUPS.map((group) => ({ ...group, links: group.links.filter((link) => mayUse(staffRole, link.area)) })).filter(
    (group) => group.links.length > 0,
  );
  return (
    <nav aria-label="Staff" className="grid gap-5">
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.label.toLowerCase()}`;
        return (
          <div key={group.label} className="grid gap-1">
            <p id={headingId} className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {group.label}
            </p>
            <ul aria-labelledby={headingId} className="grid gap-0.5">
              {group.links.map((link) => {
                const current = isCurrent(link.href, pathname);
                const Icon = link.icon;
                return (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      aria-current={current ? "page" : undefined}
                      onClick={onNavigate}
                      className={cn(
                        "flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-foreground/90 outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/70 lg:h-9",
                        current && "bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground",
                      )}
                    >
                      <Icon aria-hidden="true" className="size-4 shrink-0" />
                      {link.label}
                      {link.href === "/admin/leads" && <NewLeadsBadge count={newLeads} />}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
