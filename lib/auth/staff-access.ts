// Which staff member may use which part of the staff area. Each staff page and route names
// its area; the staff member's role decides: the owner everything, sales the leads, quotes and tickets,
// orders the orders, refunds, fulfilment and stock, content the products, images and backgrounds. Some
// pages are for every staff member (the dashboard, the e-mail log); the staff accounts and the audit log
// are the owner's. Pure and client-safe: the navigation shows each member only what they may open.
import type { StaffRole } from "@/lib/generated/prisma/enums";

export type StaffArea = "any" | "sales" | "orders" | "content" | "owner";

export const STAFF_ROLES = ["owner", "sales", "orders", "content"] as const satisfies readonly StaffRole[];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  sales: "Sales",
  orders: "Orders",
  content: "Content",
};

/** What each role is for, as the staff accounts page explains it. */
export const STAFF_ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: "Everything, including staff accounts and the audit log",
  sales: "Leads, quotes and support tickets",
  orders: "Orders, refunds, fulfilment and stock",
  content: "Products, images and backgrounds",
};

/** Whether a staff member of `role` may use `area`. A staff account without a role may use nothing but "any". */
export function mayUse(role: StaffRole | null | undefined, area: StaffArea): boolean {
  if (area === "any") return true;
  if (!role) return false;
  return role === "owner" || role === area;
}

/** The refusal a staff member of another area reads (403). */
export function areaRefusal(area: StaffArea): string {
  if (area === "any") return "Forbidden";
  return area === "owner" ? "Only an owner may do this" : `This needs the ${STAFF_ROLE_LABELS[area]} role`;
}
