"use client";

// "Resend" and "Revoke" of one staff invitation. Resending e-mails a new link good for 72
// hours (the old one stops working); revoking, after a confirmation, stops the link at once.
import { useState } from "react";
import { RotateCwIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { z } from "zod";
import { invitationResponseSchema, STAFF_TOASTS, type InvitationRow } from "@/lib/staff/schema";
import { ConfirmDialog } from "./confirm-dialog";
import { useStaffCall } from "./use-staff-call";

export function StaffInvitationActions({ invitation }: { invitation: InvitationRow }) {
  const name = `${invitation.firstName} ${invitation.lastName}`;
  const url = `/api/admin/staff/invitations/${invitation.id}`;
  const { call, pending } = useStaffCall();
  const [action, setAction] = useState<"resend" | "revoke" | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function resend() {
    setAction("resend");
    await call("POST", `${url}/resend`, invitationResponseSchema, undefined, {
      success: STAFF_TOASTS.resent,
      description: ({ invitation: sent }) => `To ${sent.email}. The new link works for 72 hours; the old one no longer does.`,
      failure: STAFF_TOASTS.resendFailed,
    });
    setAction(null);
  }

  async function revoke() {
    setAction("revoke");
    await call("DELETE", url, z.unknown(), undefined, {
      success: STAFF_TOASTS.revoked,
      description: () => `The link sent to ${invitation.email} no longer works.`,
      failure: STAFF_TOASTS.revokeFailed,
    });
    setAction(null);
    setConfirming(false);
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant="outline"
        disabled={pending}
        aria-busy={action === "resend" || undefined}
        aria-label={`Resend the invitation of ${name}`}
        onClick={() => void resend()}
      >
        {action === "resend" ? <Spinner aria-hidden="true" role={undefined} aria-label={undefined} /> : <RotateCwIcon aria-hidden="true" />}
        {action === "resend" ? "Sending..." : "Resend"}
      </Button>
      <Button
        type="button"
        variant="outline"
        disabled={pending}
        aria-label={`Revoke the invitation of ${name}`}
        onClick={() => setConfirming(true)}
      >
        <XIcon aria-hidden="true" />
        Revoke
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Revoke the invitation of ${name}?`}
        description={`The link sent to ${invitation.email} stops working at once. You can invite them again later.`}
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        pending={action === "revoke"}
        onConfirm={() => void revoke()}
      />
    </div>
  );
}
