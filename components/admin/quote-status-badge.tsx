import { Badge } from "@/components/ui/badge";
import { quoteStatusLabel } from "@/lib/quotes/rules";
import type { QuoteStatus } from "@/lib/generated/prisma/enums";

const VARIANT = {
  draft: "secondary",
  sent: "amber",
  accepted: "green",
  expired: "outline",
  withdrawn: "destructive",
} as const satisfies Record<QuoteStatus, "green" | "secondary" | "outline" | "amber" | "destructive">;

/** A quote's state as staff see it now (a sent quote past its date reads expired). */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-testid="quote-status">
      {quoteStatusLabel(status)}
    </Badge>
  );
}
