// The sales dashboard's periods and comparisons, as instants the SQL can compare with.
// Pure and client-safe: the dashboard's queries (lib/orders/dashboard.ts) take their spans from here, and
// the tests check DST changes, the year boundary and the leap day without a database.
//
// Definitions:
// - Periods are counted in the shop's time zone (SHOP_TIME_ZONE, lib/shop-time.ts), the one every
//   screen shows its dates and times in.
// - A period of N days is today and the N − 1 days before it, up to now. Its earlier period is the N
//   days before those, up to the same time of day: at 10:00 "today" is compared with yesterday until
//   10:00, not with the whole of yesterday, so that a morning never reads as a fall. The 7-day and
//   30-day periods are therefore the last 7 and 30 bars of the daily chart.
// - Year to date is 1 January until now, against 1 January of last year until the same date and time
//   last year; on 29 February the earlier year has no such date and its span ends with 28 February.
// - Days are calendar days, not 24 hours: the day clocks go forward has 23 hours and the day they go
//   back 25, and a wall-clock time the change skips is read as the hour after it (as Temporal does).
// - Change is (current − earlier) / earlier, in whole percent, said as "Up" or "Down" (never by colour
//   alone); "—" when the earlier period had nothing.

import { SHOP_TIME_ZONE } from "@/lib/shop-time";

/** From `start` (included) to `end` (excluded). */
export type Span = { start: Date; end: Date };

export type PeriodKey = "today" | "last7Days" | "last30Days" | "yearToDate";

export type SalesPeriod = {
  key: PeriodKey;
  /** "Last 7 days" */
  label: string;
  /** What the change is measured against, after "vs": "the 7 days before". */
  previousLabel: string;
  current: Span;
  previous: Span;
};

/** A calendar date in the shop's time zone, "2026-11-25". */
export type LocalDate = string;

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number; millisecond: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The date and time a clock in `timeZone` shows at `instant`. */
function wallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
    millisecond: ((instant % 1000) + 1000) % 1000,
  };
}

/** The wall clock's reading as if it were UTC: the arithmetic of calendar days, free of any time zone. */
const asUtc = (clock: WallClock) =>
  Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second, clock.millisecond);

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds (−6 h for Chicago in winter). */
const offsetAt = (instant: number, timeZone: string) => asUtc(wallClock(instant, timeZone)) - instant;

/**
 * The instant a clock in `timeZone` shows `clock`. A time shown twice (clocks going back) is its first
 * showing; a time never shown (clocks going forward) is read with the offset before the change, which
 * lands as far after the change as the time was after its start: 2:30 on the spring day is 3:30.
 */
function instantOf(clock: WallClock, timeZone: string): number {
  const local = asUtc(clock);
  const DAY = 86_400_000;
  const before = offsetAt(local - DAY, timeZone);
  const after = offsetAt(local + DAY, timeZone);
  const candidates = [local - before, local - after].filter((instant) => asUtc(wallClock(instant, timeZone)) === local);
  return candidates.length > 0 ? Math.min(...candidates) : local - before;
}

/** The wall clock `days` calendar days after `clock` (before, when negative), at the same time of day. */
function addDays(clock: WallClock, days: number): WallClock {
  const moved = new Date(Date.UTC(clock.year, clock.month - 1, clock.day + days));
  return { ...clock, year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

const midnight = (clock: WallClock): WallClock => ({ ...clock, hour: 0, minute: 0, second: 0, millisecond: 0 });

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

const localDateOf = (clock: WallClock): LocalDate => `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;

/** The calendar date in the shop at `instant`. */
export function localDate(instant: Date, timeZone = SHOP_TIME_ZONE): LocalDate {
  return localDateOf(wallClock(instant.getTime(), timeZone));
}

/** When `date` begins in the shop (its midnight, as an instant). */
export function startOfLocalDate(date: LocalDate, timeZone = SHOP_TIME_ZONE): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(instantOf({ year, month, day, hour: 0, minute: 0, second: 0, millisecond: 0 }, timeZone));
}

/** Today and the `days` − 1 days before it until now, against the `days` days before those until the same time. */
function lastDays(now: WallClock, nowInstant: number, days: number, timeZone: string): { current: Span; previous: Span } {
  const start = midnight(addDays(now, -(days - 1)));
  return {
    current: { start: new Date(instantOf(start, timeZone)), end: new Date(nowInstant) },
    previous: {
      start: new Date(instantOf(addDays(start, -days), timeZone)),
      end: new Date(instantOf(addDays(now, -days), timeZone)),
    },
  };
}

/** The same date and time last year; 29 February becomes the end of 28 February (1 March, midnight). */
function sameTimeLastYear(now: WallClock): WallClock {
  const leapDay = now.month === 2 && now.day === 29;
  return leapDay ? { ...midnight(now), year: now.year - 1, month: 3, day: 1 } : { ...now, year: now.year - 1 };
}

function yearToDate(now: WallClock, nowInstant: number, timeZone: string): { current: Span; previous: Span } {
  const newYear = (year: number): WallClock => ({ year, month: 1, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0 });
  return {
    current: { start: new Date(instantOf(newYear(now.year), timeZone)), end: new Date(nowInstant) },
    previous: {
      start: new Date(instantOf(newYear(now.year - 1), timeZone)),
      end: new Date(instantOf(sameTimeLastYear(now), timeZone)),
    },
  };
}

/** The dashboard's four periods at `now`, each with the one it is compared with. */
export function salesPeriods(now: Date, timeZone = SHOP_TIME_ZONE): SalesPeriod[] {
  const instant = now.getTime();
  const clock = wallClock(instant, timeZone);
  return [
    { key: "today", label: "Today", previousLabel: "yesterday by this time", ...lastDays(clock, instant, 1, timeZone) },
    { key: "last7Days", label: "Last 7 days", previousLabel: "the 7 days before", ...lastDays(clock, instant, 7, timeZone) },
    { key: "last30Days", label: "Last 30 days", previousLabel: "the 30 days before", ...lastDays(clock, instant, 30, timeZone) },
    { key: "yearToDate", label: "Year to date", previousLabel: "the same dates last year", ...yearToDate(clock, instant, timeZone) },
  ];
}

/** The `days` calendar dates that end with today, oldest first: the daily chart's bars. */
export function chartDates(now: Date, days = 30, timeZone = SHOP_TIME_ZONE): LocalDate[] {
  const today = wallClock(now.getTime(), timeZone);
  return Array.from({ length: days }, (_, index) => localDateOf(addDays(today, index - (days - 1))));
}

/** The chart's whole span: from the first date's midnight until now. */
export function chartSpan(now: Date, days = 30, timeZone = SHOP_TIME_ZONE): Span {
  return { start: startOfLocalDate(chartDates(now, days, timeZone)[0]!, timeZone), end: now };
}

export type Change =
  /** The earlier period had nothing: no percentage means anything. */
  { direction: "none" } | { direction: "same" } | { direction: "up" | "down"; percent: number };

/** How `current` compares with `previous`, in whole percent. */
export function change(current: number, previous: number): Change {
  if (previous === 0) return { direction: "none" };
  if (current === previous) return { direction: "same" };
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return { direction: current > previous ? "up" : "down", percent };
}

/** "Up 12%", "Down 3%", "Up less than 1%", "No change", or "—" when there is nothing to compare with. */
export function changeText(value: Change): string {
  if (value.direction === "none") return "—";
  if (value.direction === "same") return "No change";
  const amount = value.percent === 0 ? "less than 1" : String(value.percent);
  return `${value.direction === "up" ? "Up" : "Down"} ${amount}%`;
}

/** Revenue per order in whole cents; 0 when there were no orders. */
export function averageOrderCents(revenueCents: number, orders: number): number {
  return orders === 0 ? 0 : Math.round(revenueCents / orders);
}
