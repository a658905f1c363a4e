"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";

const LINKS = [
  { href: "/admin", label: "Products", current: (path: string) => path === "/admin" },
  { href: "/admin-orders", label: "Orders", current: (path: string) => path === "/admin-orders" || path.startsWith("/admin-orders/") },
  { href: "/image-manager", label: "Images", current: (path: string) => path.startsWith("/image-manager") },
  { href: "/background-selector", label: "Backgrounds", current: (path: string) => path.startsWith("/background-selector") },
  { href: "/admin/emails", label: "E-mails", current: (path: string) => path.startsWith("/admin/emails") },
  { href: "/admin/audit", label: "Audit log", current: (path: string) => path.startsWith("/admin/audit") },
] as const;

/** Links between the staff pages; the current one is marked for screen readers too. */
export function StaffNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Staff">
      <ul className="flex flex-wrap gap-1">
        {LINKS.map((link) => {
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
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
