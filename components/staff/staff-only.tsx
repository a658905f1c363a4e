import Link from "@/components/ui/link";
import { ShieldAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { sessionUser } from "@/lib/auth/session";
import { STAFF_ROLE_LABELS } from "@/lib/auth/staff-access";

/**
 * What a staff page shows instead of its content (lib/admin/page-guard.ts answered null): a signed-in
 * customer reads that it is for staff (the proxy answers 403 before this in normal use); a staff member
 * whose role does not open the page reads that it is not for their role, and goes back to the dashboard.
 */
export async function StaffOnly() {
  const user = await sessionUser();
  const staff = user?.role === "staff";
  const role = staff && user.staffRole ? ` (${STAFF_ROLE_LABELS[user.staffRole]})` : "";
  return (
    <section aria-labelledby="staff-only-title" className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="staff-only">
      <ShieldAlertIcon aria-hidden="true" className="mx-auto size-10 text-destructive" />
      <h1 id="staff-only-title" className="mt-4 text-2xl font-bold">
        {staff ? "Not for your role" : "Staff only"}
      </h1>
      <p className="mt-2 text-muted-foreground">
        {staff
          ? `This page is not for your role${role}. The staff menu shows the pages your role opens; an owner can change your role.`
          : "This page is for Triple Zero staff. Your account does not have access to it."}
      </p>
      <Button asChild className="mt-6">
        {staff ? <Link href="/admin">Back to the dashboard</Link> : <Link href="/">Back to the home page</Link>}
      </Button>
    </section>
  );
}
