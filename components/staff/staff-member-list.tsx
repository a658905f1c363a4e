import { Badge } from "@/components/ui/badge";
import type { StaffMemberRow } from "@/lib/staff/schema";
import { STAFF_ROLE_LABELS } from "@/lib/auth/staff-access";
import { ShopTime } from "@/components/time/shop-time";
import { StaffAccountCard } from "./staff-account-card";
import { StaffMemberActions } from "./staff-member-actions";

/** The staff members, one card each: who, their role, whether they may sign in, when they last did, and the owner's actions. */
export function StaffMemberList({ members, currentUserId }: { members: StaffMemberRow[]; currentUserId: string }) {
  if (members.length === 0) {
    return <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">No staff accounts yet.</p>;
  }
  return (
    <ul className="grid gap-3" aria-label="Staff members">
      {members.map((member) => {
        const isSelf = member.id === currentUserId;
        return (
          <StaffAccountCard
            key={member.id}
            testId="staff-member"
            name={
              <>
                {member.firstName} {member.lastName}
                {isSelf && <span className="text-sm font-normal text-muted-foreground">(you)</span>}
              </>
            }
            badge={<Badge variant={member.active ? "green" : "secondary"}>{member.active ? "Active" : "Deactivated"}</Badge>}
            email={member.email}
            details={[
              { term: "Role:", value: member.staffRole ? STAFF_ROLE_LABELS[member.staffRole] : "None" },
              { term: "Last sign-in:", value: <ShopTime value={member.lastLoginAt} fallback="Never" /> },
              ...(member.deactivatedAt ? [{ term: "Deactivated:", value: <ShopTime value={member.deactivatedAt} /> }] : []),
            ]}
            actions={<StaffMemberActions member={member} isSelf={isSelf} />}
          />
        );
      })}
    </ul>
  );
}
