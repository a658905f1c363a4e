"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { RotateCwIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { z } from "zod";
import { api } from "@/lib/client/api";
import { canResend, EMAIL_TOASTS } from "@/lib/email/staff-view-model";
import type { EmailStatus } from "@/lib/generated/prisma/enums";

/**
 * Staff's "Resend" of one message: queues a copy (the original row stays as it was), says so in a toast
 * and re-reads the page's list so that the copy appears. Disabled while the request is out, so a double
 * click queues one copy, not two.
 */
export function ResendEmailButton({ emailId, status, subject, to }: { emailId: number; status: EmailStatus; subject: string; to: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  // State updates land after the render: the ref stops a second click that arrives before that.
  const busyRef = useRef(false);

  async function resend() {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    // The page is read again for the copy: the answer itself is not needed.
    const result = await api.post(`/api/admin/emails/${emailId}/resend`, z.unknown());
    if (result.ok) {
      toast.success(EMAIL_TOASTS.resent, { description: `To ${to}` });
      router.refresh();
    } else {
      toast.error(EMAIL_TOASTS.resendFailed, { description: result.error });
    }
    busyRef.current = false;
    setBusy(false);
  }

  // Still on its way: a resend now would deliver it twice (the server refuses it too).
  if (!canResend(status)) return <span className="text-sm text-muted-foreground">Delivering…</span>;
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={busy}
      aria-busy={busy || undefined}
      // The visible word first, then which message: every row has a button, a screen reader's list of them must tell them apart.
      aria-label={`Resend “${subject}” to ${to}`}
      onClick={resend}
      data-testid="resend-email"
    >
      {busy ? <Spinner aria-hidden="true" role={undefined} /> : <RotateCwIcon aria-hidden="true" />}
      {busy ? "Resending…" : "Resend"}
    </Button>
  );
}
