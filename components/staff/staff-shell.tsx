import Link from "@/components/ui/link";
import { STAFF_ROLE_LABELS } from "@/lib/auth/staff-access";
import type { SessionUser } from "@/lib/auth/session";
import { siteConfig } from "@/lib/site-config";
import { StaffMember } from "./staff-member";
import { StaffMenu } from "./staff-menu";
import { StaffNav } from "./staff-nav";

function Brand() {
  return (
    <Link href="/admin" className="grid min-w-0 rounded-md leading-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70">
      <span className="text-sm font-extrabold tracking-tight text-primary">{siteConfig.companyName}</span>
      <span className="text-xs font-semibold text-muted-foreground uppercase">Staff area</span>
    </Link>
  );
}

/**
 * The staff area's frame, in place of the shop's header and footer: from 1280 px a sidebar with the
 * navigation by area and the signed-in member; narrower, a top bar whose menu button opens the same.
 * The sidebar is 13rem, so that the widest staff table (the orders) still fits beside it at 1280 px.
 * The frame is left out of print (packing slips, lists).
 */
export function StaffShell({ user, newLeads, children }: { user: SessionUser; newLeads: number; children: React.ReactNode }) {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const member = <StaffMember name={name} email={user.email} roleLabel={user.staffRole ? STAFF_ROLE_LABELS[user.staffRole] : "None"} />;
  return (
    <div className="min-h-dvh xl:flex">
      <a href="#main" className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <div
        className="sticky top-0 hidden h-dvh w-52 shrink-0 flex-col border-r bg-muted/40 xl:flex print:hidden"
        data-testid="staff-sidebar"
      >
        <div className="flex min-h-14 items-center border-b px-4 py-2">
          <Brand />
        </div>
        <div className="flex-1 overflow-y-auto px-3 py-4">
          <StaffNav staffRole={user.staffRole} newLeads={newLeads} />
        </div>
        {member}
      </div>
      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur xl:hidden print:hidden">
          <StaffMenu staffRole={user.staffRole} newLeads={newLeads} member={member} />
          <Brand />
        </header>
        <main id="main" tabIndex={-1} className="outline-none">
          <div className="mx-auto max-w-7xl px-4 py-8">{children}</div>
        </main>
      </div>
    </div>
  );
}
