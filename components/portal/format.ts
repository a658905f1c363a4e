// How the portal and the customer's order pages write dates and money. A moment is shown as the day it
// was in the shop's zone (lib/shop-time.ts), which the lists name once (TimeZoneNote); a calendar day
// (a data sheet's revision date) is shown as the day it is.
import { formatUsd, toCents } from "@/lib/domain/money";
import { formatShopTime } from "@/lib/shop-time";

const dayFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** "Nov 12, 2026", the day of the moment `iso` in Central Time; "N/A" when missing or unreadable. */
export function formatDate(iso: string | null | undefined): string {
  return (iso && formatShopTime(iso, "date")) || "N/A";
}

/** "Jan 15, 2026" for the calendar day "2026-01-15"; "N/A" when unreadable. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? "N/A" : dayFormat.format(date);
}

/** "$1,029.95": the Orders tab's totals, two decimals (seed 000). */
export const formatTotal = (dollars: number) => formatUsd(toCents(dollars));
