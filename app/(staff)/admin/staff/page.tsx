import type { Metadata } from "next";
import { InviteStaffForm } from "@/components/staff/invite-staff-form";
import { StaffInvitationList } from "@/components/staff/staff-invitation-list";
import { StaffMemberList } from "@/components/staff/staff-member-list";
import { staffPageUser } from "@/lib/admin/page-guard";
import { staffAccounts } from "@/lib/staff/accounts";

export const metadata: Metadata = { title: "Staff", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

/** /admin/staff (owners only): the staff members and their roles, the invitations waiting, and "Invite staff". */
export default async function StaffAccountsPage() {
  const user = await staffPageUser("/admin/staff", "owner");
  const { members, invitations } = await staffAccounts();
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Staff</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Who may use the staff area, and what each role opens. A deactivated member is signed out at once and cannot sign in until
        reactivated. Every change here is in the audit log under your name.
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 content-start gap-10">
          <section aria-labelledby="staff-members-title">
            <h2 id="staff-members-title" className="mb-3 text-xl font-semibold">
              Members
            </h2>
            <StaffMemberList members={members} currentUserId={user.id} />
          </section>
          <section aria-labelledby="staff-invitations-title">
            <h2 id="staff-invitations-title" className="mb-3 text-xl font-semibold">
              Invitations
            </h2>
            <StaffInvitationList invitations={invitations} />
          </section>
        </div>
        <section aria-labelledby="invite-staff-title" className="rounded-lg border p-4 sm:p-6 lg:self-start">
          <h2 id="invite-staff-title" className="mb-4 text-xl font-semibold">
            Invite staff
          </h2>
          <InviteStaffForm />
        </section>
      </div>
    </>
  );
}
