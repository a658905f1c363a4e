import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { StaffNav } from "@/components/staff/staff-nav";
import { StaffOnly } from "@/components/staff/staff-only";
import { sessionUser } from "@/lib/auth/session";

export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

// Staff pages show live data and depend on who is signed in.
export const dynamic = "force-dynamic";

/** The staff pages (Products, Orders, Images, Backgrounds, Audit log): staff navigation above each. */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const user = await sessionUser();
  if (!user) redirect("/sign-in");
  if (user.role !== "staff") return <StaffOnly />;
  return (
    <>
      <div className="border-b bg-muted/40 print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2">
          <StaffNav />
          <p className="text-sm text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{user.email}</span>
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8">{children}</div>
    </>
  );
}
