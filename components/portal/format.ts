// How the portal writes dates and money. Dates are shown in UTC, as stored, so the server's and the
// browser's rendering agree.
import { formatUsd, toCents } from "@/lib/domain/money";

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** "Nov 12, 2026"; "N/A" when missing or unreadable. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "N/A";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "N/A" : dateFormat.format(date);
}

/** "$1,029.95": the Orders tab's totals, two decimals (seed 000). */
export const formatTotal = (dollars: number) => formatUsd(toCents(dollars));
