import type { Metadata } from "next";
import { AuthPage } from "@/components/auth/auth-page";
import { InvitationProblem } from "@/components/auth/invitation-problem";
import { StaffInvitationForm } from "@/components/auth/staff-invitation-form";
import { invitationLink } from "@/lib/auth/staff-invitation";
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS } from "@/lib/auth/staff-access";
import { INVITATION_MESSAGES } from "@/lib/staff/rules";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = {
  ...pageMetadata({
    title: "Join the Staff",
    description: "Choose the password of your staff account.",
    path: "/staff-invitation",
    noIndex: true,
  }),
  // The token in this page's address must not travel to other sites.
  referrer: "no-referrer",
};

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Where a staff invitation's link leads: outside the staff area, as the invitee has no account yet. */
export default async function StaffInvitationPage({ searchParams }: Props) {
  const { token: raw } = await searchParams;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const link = await invitationLink(token);

  return (
    <AuthPage
      title="Join the Staff"
      description={
        link.state === "valid" ? (
          <>
            Welcome, {link.invitee.firstName}. You are invited with the {STAFF_ROLE_LABELS[link.invitee.staffRole]} role:{" "}
            {STAFF_ROLE_DESCRIPTIONS[link.invitee.staffRole].toLowerCase()}. Choose your password to make your account.
          </>
        ) : undefined
      }
    >
      {link.state === "valid" && token ? (
        <StaffInvitationForm token={token} email={link.invitee.email} />
      ) : (
        <InvitationProblem message={INVITATION_MESSAGES[link.state === "valid" ? "unknown" : link.state]} />
      )}
    </AuthPage>
  );
}
