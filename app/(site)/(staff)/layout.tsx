import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { StaffNav } from "@/components/staff/staff-nav";
import { StaffOnly } from "@/components/staff/staff-only";
import { newLeadCount } from "@/lib/leads/list-search";
import { sessionUser } from "@/lib/auth/session";
import { mayUse } from "@/lib/auth/staff-access";

export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

// Staff pages show live data and depend on who is signed in.
export const dynamic = "force-dynamic";

/** The staff pages (Dashboard, Product Admin, Orders, Lots, Images, Backgrounds, E-mails, Audit log): staff navigation above each. */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const user = await sessionUser();
  if (!user) redirect("/sign-in");
  if (user.role !== "staff") return <StaffOnly />;
  // Only for those who may open the leads; refreshed with each page and each router.refresh().
  const newLeads = mayUse(user.staffRole, "sales") ? await newLeadCount() : 0;
  return (
    <>
      <div className="border-b bg-muted/40 print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2">
          <StaffNav staffRole={user.staffRole} newLeads={newLeads} />
          <p className="text-sm text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{user.email}</span>
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8">{children}</div>
    </>
  );
}
