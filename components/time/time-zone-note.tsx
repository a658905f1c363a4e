import { ClockIcon } from "lucide-react";
import { SHOP_TIME_ZONE_NAME } from "@/lib/shop-time";
import { cn } from "@/lib/utils";

/** "Times in Central Time (CT)." once above or below a list whose dates and times leave the zone out. */
export function TimeZoneNote({ what = "Times", className }: { what?: "Times" | "Dates" | "Dates and times"; className?: string }) {
  return (
    <p className={cn("flex items-center gap-1.5 text-xs text-muted-foreground", className)} data-testid="time-zone-note">
      <ClockIcon aria-hidden="true" className="size-3.5 shrink-0" />
      {what} in {SHOP_TIME_ZONE_NAME}.
    </p>
  );
}
