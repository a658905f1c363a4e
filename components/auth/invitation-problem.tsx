import { INVITATION_MESSAGES } from "@/lib/staff/rules";
import { LinkProblem } from "./link-problem";
import { StaffSignInLink } from "./staff-sign-in-link";

/** Why a staff invitation cannot be used; once it has been, the way to sign in. */
export function InvitationProblem({ message }: { message: string }) {
  return (
    <div className="grid gap-4">
      <LinkProblem message={message} />
      {message === INVITATION_MESSAGES.used && <StaffSignInLink />}
    </div>
  );
}
