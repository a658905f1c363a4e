import { Badge } from "@/components/ui/badge";
import { emailStatusDetail, emailStatusLabel } from "@/lib/email/staff-view-model";
import type { EmailStatus } from "@/lib/generated/prisma/enums";
import { cn } from "@/lib/utils";

const VARIANT = {
  queued: "amber",
  sending: "secondary",
  sent: "green",
  written: "outline",
  failed: "destructive",
} as const satisfies Record<EmailStatus, "green" | "secondary" | "outline" | "amber" | "destructive">;

/**
 * A message's delivery status as staff read it, and under it why a delivery failed: for good when
 * failed, or the last attempt's reason while the queue retries it. The reason is text, not a tooltip,
 * so it can be read on a phone and copied into a support ticket.
 */
export function EmailStatusBadge({ status, error }: { status: EmailStatus; error: string | null }) {
  const detail = emailStatusDetail(status, error);
  return (
    <div className="min-w-0">
      <Badge variant={VARIANT[status]} data-testid="email-status">
        {emailStatusLabel(status)}
      </Badge>
      {detail && (
        <p
          data-testid="email-status-detail"
          className={cn("mt-1 text-xs break-words whitespace-normal", status === "failed" ? "text-destructive" : "text-muted-foreground")}
        >
          {detail}
        </p>
      )}
    </div>
  );
}
