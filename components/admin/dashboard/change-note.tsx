import { ArrowDownIcon, ArrowUpIcon, MinusIcon } from "lucide-react";
import { change, changeText } from "@/lib/orders/sales-periods";
import { cn } from "@/lib/utils";

/**
 * How a figure compares with the earlier period, in words ("Up 12% vs the 7 days before") beside an
 * arrow. The colour only repeats what the words say: green when the change is good news, red when it is
 * bad (more refunds are bad news, so `moreIsBetter` is false for them). When the earlier period had
 * nothing, "—": no percentage of nothing means anything.
 */
export function ChangeNote({
  current,
  previous,
  against,
  moreIsBetter = true,
}: {
  current: number;
  previous: number;
  /** The earlier period, after "vs": "the 7 days before". */
  against: string;
  moreIsBetter?: boolean;
}) {
  const value = change(current, previous);
  if (value.direction === "none") {
    return (
      <span data-testid="change" className="block text-xs text-muted-foreground">
        <span aria-hidden="true">—</span>
        <span className="sr-only">No change to show: {against} had none</span>
      </span>
    );
  }
  const good = value.direction === "same" ? null : (value.direction === "up") === moreIsBetter;
  const Icon = value.direction === "up" ? ArrowUpIcon : value.direction === "down" ? ArrowDownIcon : MinusIcon;
  return (
    <span
      data-testid="change"
      className={cn(
        "flex items-start gap-1 text-xs",
        good === null ? "text-muted-foreground" : good ? "text-brand-green" : "text-destructive",
      )}
    >
      <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        {changeText(value)} vs {against}
      </span>
    </span>
  );
}
