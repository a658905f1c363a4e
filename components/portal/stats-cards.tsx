"use client";

import { CalendarIcon, LifeBuoyIcon, PackageIcon, PiggyBankIcon } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import type { PortalStats } from "@/lib/portal/schemas";
import { CallFailed } from "./call-states";
import { formatWholeDollars } from "@/lib/domain/money";
import { formatDate } from "./format";
import type { CallState } from "./use-portal-call";

const CARDS = [
  { key: "totalOrders", label: "Total Orders", icon: PackageIcon, show: (s: PortalStats) => String(s.totalOrders) },
  { key: "ytdSavings", label: "YTD Savings", icon: PiggyBankIcon, show: (s: PortalStats) => formatWholeDollars(s.ytdSavings) },
  { key: "openTickets", label: "Open Tickets", icon: LifeBuoyIcon, show: (s: PortalStats) => String(s.openTickets) },
  {
    key: "lastOrder",
    label: "Last Order",
    icon: CalendarIcon,
    show: (s: PortalStats) => (s.lastOrder ? formatDate(s.lastOrder) : "None yet"),
  },
] as const;

/** The four figures above the tabs; YTD Savings counts the hazmat fees avoided this calendar year. */
export function StatsCards({ state, onRetry }: { state: CallState<PortalStats>; onRetry: () => void }) {
  if (state.status === "error") return <CallFailed what="your account figures" error={state.error} onRetry={onRetry} />;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-4" aria-busy={state.status === "loading"}>
      {CARDS.map(({ key, label, icon: Icon, show }) => (
        <div key={key} data-stat={key} className="rounded-lg border bg-card p-3 shadow-xs">
          <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
            <Icon className="size-3.5" aria-hidden="true" />
            {label}
          </dt>
          <dd className="mt-1 text-lg font-bold text-primary sm:text-xl">
            {state.status === "ready" ? show(state.data) : <Skeleton className="h-7 w-16" aria-label={`Loading ${label}`} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
