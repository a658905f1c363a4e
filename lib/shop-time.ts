// The shop's clock: every date and time on the staff screens and the customer's, in one zone, said so.
// No setting names the zone (lib/site-config.ts has none), so it is America/Chicago here; the sales
// dashboard counts its days in it too (lib/orders/sales-periods.ts). A fixed zone also makes the
// server's and the browser's rendering agree, whatever zone either runs in.
// Pure and client-safe.

export const SHOP_TIME_ZONE = "America/Chicago";

/** The zone's name for a note above a list: "Times in Central Time (CT)." */
export const SHOP_TIME_ZONE_NAME = "Central Time (CT)";

const day = { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "short", day: "numeric" } as const;
const time = { ...day, hour: "numeric", minute: "2-digit" } as const;
const zone = { timeZoneName: "short" } as const;
const formats = {
  dateTime: new Intl.DateTimeFormat("en-US", { ...time, ...zone }),
  dateTimeNoZone: new Intl.DateTimeFormat("en-US", time),
  dateTimeSeconds: new Intl.DateTimeFormat("en-US", { ...time, second: "2-digit", ...zone }),
  dateTimeSecondsNoZone: new Intl.DateTimeFormat("en-US", { ...time, second: "2-digit" }),
  date: new Intl.DateTimeFormat("en-US", day),
  longDate: new Intl.DateTimeFormat("en-US", { ...day, month: "long" }),
};

export type ShopTimeStyle = keyof typeof formats;

/** A Date, or what a JSON answer carries for one (an ISO string); null when it names no moment. */
export function asInstant(value: Date | string): Date | null {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * `value` on the shop's clock:
 * - "dateTime" (the default) "Dec 7, 2026, 11:41 AM CST" (CDT in summer), the zone named;
 * - "dateTimeSeconds" "Dec 7, 2026, 11:41:05 AM CST";
 * - "dateTimeNoZone" and "dateTimeSecondsNoZone" the same without the zone, for a list that names it
 *   once (a column "Received (CT)", or SHOP_TIME_ZONE_NAME in a note);
 * - "date" "Dec 7, 2026" and "longDate" "December 7, 2026": the day it was in Chicago.
 * An unreadable value gives "".
 */
export function formatShopTime(value: Date | string, style: ShopTimeStyle = "dateTime"): string {
  const instant = asInstant(value);
  return instant ? formats[style].format(instant) : "";
}
