import { Badge } from "@/components/ui/badge";
import { leadStatusLabel } from "@/lib/leads/status";
import type { LeadStatus } from "@/lib/generated/prisma/enums";

const VARIANT = {
  new: "amber",
  contacted: "secondary",
  quoted: "outline",
  won: "green",
  lost: "destructive",
} as const satisfies Record<LeadStatus, "green" | "secondary" | "outline" | "amber" | "destructive">;

/** A lead's status, coloured by state: new ones stand out. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-testid="lead-status">
      {leadStatusLabel(status)}
    </Badge>
  );
}
