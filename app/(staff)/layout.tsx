import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { StaffOnly } from "@/components/staff/staff-only";
import { StaffShell } from "@/components/staff/staff-shell";
import { newLeadCount } from "@/lib/leads/list-search";
import { sessionUser } from "@/lib/auth/session";
import { mayUse } from "@/lib/auth/staff-access";

export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

// Staff pages show live data and depend on who is signed in.
export const dynamic = "force-dynamic";

/**
 * Every staff page (the dashboard, orders, lots, leads, quotes, tickets, products, images, backgrounds,
 * e-mails, staff accounts, the audit log) in the staff area's own frame, without the shop's header and footer.
 */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const user = await sessionUser();
  if (!user) redirect("/sign-in");
  if (user.role !== "staff") {
    return (
      <main id="main" tabIndex={-1} className="outline-none">
        <StaffOnly />
      </main>
    );
  }
  // Only for those who may open the leads; refreshed with each page and each router.refresh().
  const newLeads = mayUse(user.staffRole, "sales") ? await newLeadCount() : 0;
  return (
    <StaffShell user={user} newLeads={newLeads}>
      {children}
    </StaffShell>
  );
}
