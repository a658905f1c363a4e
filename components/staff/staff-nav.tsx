"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { mayUse, type StaffArea } from "@/lib/auth/staff-access";
import type { StaffRole } from "@/lib/generated/prisma/enums";
import { cn } from "@/lib/utils";

const LINKS: { href: string; label: string; area: StaffArea; current: (path: string) => boolean }[] = [
  { href: "/admin", label: "Dashboard", area: "any", current: (path) => path === "/admin" },
  {
    href: "/admin/products",
    label: "Product Admin",
    area: "content",
    current: (path) => path === "/admin/products" || path.startsWith("/admin/products/"),
  },
  {
    href: "/admin-orders",
    label: "Orders",
    area: "orders",
    current: (path) => path === "/admin-orders" || path.startsWith("/admin-orders/"),
  },
  { href: "/admin/lots", label: "Lots", area: "orders", current: (path) => path.startsWith("/admin/lots") },
  { href: "/image-manager", label: "Images", area: "content", current: (path) => path.startsWith("/image-manager") },
  { href: "/background-selector", label: "Backgrounds", area: "content", current: (path) => path.startsWith("/background-selector") },
  { href: "/admin/leads", label: "Leads", area: "sales", current: (path) => path.startsWith("/admin/leads") },
  { href: "/admin/quotes", label: "Quotes", area: "sales", current: (path) => path.startsWith("/admin/quotes") },
  { href: "/admin/tickets", label: "Tickets", area: "sales", current: (path) => path.startsWith("/admin/tickets") },
  { href: "/admin/emails", label: "E-mails", area: "any", current: (path) => path.startsWith("/admin/emails") },
  { href: "/admin/staff", label: "Staff", area: "owner", current: (path) => path.startsWith("/admin/staff") },
  { href: "/admin/audit", label: "Audit log", area: "owner", current: (path) => path.startsWith("/admin/audit") },
];

/** "Leads 3": the count of new leads beside the link, read as "Leads, 3 new leads". None when there are none. */
function NewLeadsBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  const shown = count.toLocaleString("en-US");
  return (
    <>
      <span className="sr-only">, {count === 1 ? "1 new lead" : `${shown} new leads`}</span>
      <span
        aria-hidden="true"
        className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-amber px-1.5 text-xs font-semibold text-brand-amber-foreground tabular-nums"
        data-testid="new-leads-count"
      >
        {shown}
      </span>
    </>
  );
}

/**
 * Links between the staff pages the member's role opens; the current one is marked for screen readers too.
 * `newLeads` is counted by the layout, for those who may open the leads.
 */
export function StaffNav({ staffRole, newLeads = 0 }: { staffRole: StaffRole | null; newLeads?: number }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Staff">
      <ul className="flex flex-wrap gap-1">
        {LINKS.filter((link) => mayUse(staffRole, link.area)).map((link) => {
          const current = link.current(pathname);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/70",
                  current && "bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground",
                )}
              >
                {link.label}
                {link.href === "/admin/leads" && <NewLeadsBadge count={newLeads} />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
