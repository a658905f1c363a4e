import { Badge } from "@/components/ui/badge";
import type { InvitationRow } from "@/lib/staff/schema";
import { STAFF_ROLE_LABELS } from "@/lib/auth/staff-access";
import { ShopTime } from "@/components/time/shop-time";
import { StaffAccountCard } from "./staff-account-card";
import { StaffInvitationActions } from "./staff-invitation-actions";

/** Invitations nobody has used or withdrawn yet, newest first; an expired one can be sent again. */
export function StaffInvitationList({ invitations }: { invitations: InvitationRow[] }) {
  if (invitations.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground" data-testid="no-invitations">
        No invitations are waiting.
      </p>
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Invitations waiting">
      {invitations.map((invitation) => (
        <StaffAccountCard
          key={invitation.id}
          testId="staff-invitation"
          name={`${invitation.firstName} ${invitation.lastName}`}
          badge={<Badge variant={invitation.expired ? "secondary" : "amber"}>{invitation.expired ? "Expired" : "Waiting"}</Badge>}
          email={invitation.email}
          details={[
            { term: "Role:", value: STAFF_ROLE_LABELS[invitation.staffRole] },
            {
              term: "Sent:",
              value: (
                <>
                  <ShopTime value={invitation.createdAt} />
                  {invitation.invitedBy && ` by ${invitation.invitedBy}`}
                </>
              ),
            },
            { term: invitation.expired ? "Expired:" : "Link works until:", value: <ShopTime value={invitation.expiresAt} /> },
          ]}
          actions={<StaffInvitationActions invitation={invitation} />}
        />
      ))}
    </ul>
  );
}
