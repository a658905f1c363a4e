// The sales dashboard's periods (lib/orders/sales-periods.ts), counted in Chicago: today against yesterday
// by the same time, the last 7 and 30 days against the ones before, the year to date against the same
// dates last year, across both DST changes, the new year and the leap day; and the change between two
// figures in words.
import { describe, expect, it } from "vitest";
import {
  averageOrderCents,
  change,
  changeText,
  chartDates,
  chartSpan,
  localDate,
  salesPeriods,
  startOfLocalDate,
  type PeriodKey,
} from "@/lib/orders/sales-periods";
import { SHOP_TIME_ZONE } from "@/lib/shop-time";

const HOUR = 3_600_000;

/** The period's spans as ISO strings, for readable comparisons. */
function spans(now: string, key: PeriodKey) {
  const period = salesPeriods(new Date(now)).find((candidate) => candidate.key === key)!;
  return {
    current: [period.current.start.toISOString(), period.current.end.toISOString()],
    previous: [period.previous.start.toISOString(), period.previous.end.toISOString()],
  };
}

describe("the shop's clock", () => {
  it("is Chicago's, as no setting names another", () => {
    expect(SHOP_TIME_ZONE).toBe("America/Chicago");
  });

  it("reads 9 pm on New Year's Eve in Chicago as the old year, though it is already 3 am on 1 January in UTC", () => {
    expect(localDate(new Date("2027-01-01T03:00:00Z"))).toBe("2026-12-31");
  });

  it("starts a winter day at 6:00 UTC and a summer day at 5:00 UTC", () => {
    expect(startOfLocalDate("2026-11-25").toISOString()).toBe("2026-11-25T06:00:00.000Z");
    expect(startOfLocalDate("2026-07-04").toISOString()).toBe("2026-07-04T05:00:00.000Z");
  });

  it("has 23 hours on the day the clocks go forward (8 March 2026) and 25 on the day they go back (1 November 2026)", () => {
    const length = (day: string, next: string) => (startOfLocalDate(next).getTime() - startOfLocalDate(day).getTime()) / HOUR;
    expect(length("2026-03-08", "2026-03-09")).toBe(23);
    expect(length("2026-11-01", "2026-11-02")).toBe(25);
    expect(length("2026-11-24", "2026-11-25")).toBe(24);
  });
});

describe("the dashboard's periods on an ordinary morning, 10:30 on 25 November 2026", () => {
  const now = "2026-11-25T16:30:00.000Z";

  it("compares today since midnight with yesterday until 10:30", () => {
    expect(spans(now, "today")).toEqual({
      current: ["2026-11-25T06:00:00.000Z", now],
      previous: ["2026-11-24T06:00:00.000Z", "2026-11-24T16:30:00.000Z"],
    });
  });

  it("counts the last 7 days from 19 November's midnight, against 12 to 18 November until 10:30", () => {
    expect(spans(now, "last7Days")).toEqual({
      current: ["2026-11-19T06:00:00.000Z", now],
      previous: ["2026-11-12T06:00:00.000Z", "2026-11-18T16:30:00.000Z"],
    });
  });

  it("starts the last 30 days on 27 October in summer time, an hour earlier in UTC than a winter midnight", () => {
    expect(spans(now, "last30Days")).toEqual({
      current: ["2026-10-27T05:00:00.000Z", now],
      previous: ["2026-09-27T05:00:00.000Z", "2026-10-26T15:30:00.000Z"],
    });
  });

  it("compares the year to date with 1 January to 25 November 10:30 of 2025", () => {
    expect(spans(now, "yearToDate")).toEqual({
      current: ["2026-01-01T06:00:00.000Z", now],
      previous: ["2025-01-01T06:00:00.000Z", "2025-11-25T16:30:00.000Z"],
    });
  });

  it("lists the four periods in the order the dashboard shows them, each with what it is compared with", () => {
    expect(salesPeriods(new Date(now)).map((period) => [period.label, period.previousLabel])).toEqual([
      ["Today", "yesterday by this time"],
      ["Last 7 days", "the 7 days before"],
      ["Last 30 days", "the 30 days before"],
      ["Year to date", "the same dates last year"],
    ]);
  });

  it("never lets an earlier period overlap its current one", () => {
    for (const period of salesPeriods(new Date(now))) {
      expect(period.previous.start < period.current.start, period.key).toBe(true);
      expect(period.previous.end <= period.current.start, period.key).toBe(true);
    }
  });
});

describe("the periods across the DST changes", () => {
  it("compares 10:00 on 9 March 2026 with the 23-hour 8 March until 10:00 summer time: 9 hours, not 10", () => {
    const { previous } = spans("2026-03-09T15:00:00.000Z", "today");
    expect(previous).toEqual(["2026-03-08T06:00:00.000Z", "2026-03-08T15:00:00.000Z"]);
    expect((Date.parse(previous[1]!) - Date.parse(previous[0]!)) / HOUR).toBe(9);
  });

  it("reads 2:30 on 8 March, a time the clocks skip, as 3:30 summer time", () => {
    // 2:30 summer time on 9 March; yesterday's 2:30 never happened.
    expect(spans("2026-03-09T07:30:00.000Z", "today").previous).toEqual(["2026-03-08T06:00:00.000Z", "2026-03-08T08:30:00.000Z"]);
  });

  it("reads 1:30 on 1 November, which happens twice, as the first of them (summer time)", () => {
    // 1:30 winter time on 2 November.
    expect(spans("2026-11-02T07:30:00.000Z", "today")).toEqual({
      current: ["2026-11-02T06:00:00.000Z", "2026-11-02T07:30:00.000Z"],
      previous: ["2026-11-01T05:00:00.000Z", "2026-11-01T06:30:00.000Z"],
    });
  });

  it("keeps the time of day when a 7-day period crosses the change: 12:00 winter time against 12:00 summer time", () => {
    expect(spans("2026-11-04T18:00:00.000Z", "last7Days")).toEqual({
      current: ["2026-10-29T05:00:00.000Z", "2026-11-04T18:00:00.000Z"],
      previous: ["2026-10-22T05:00:00.000Z", "2026-10-28T17:00:00.000Z"],
    });
  });
});

describe("the periods at the new year", () => {
  it("still counts the old year at 9 pm on New Year's Eve in Chicago", () => {
    expect(spans("2027-01-01T03:00:00.000Z", "yearToDate")).toEqual({
      current: ["2026-01-01T06:00:00.000Z", "2027-01-01T03:00:00.000Z"],
      previous: ["2025-01-01T06:00:00.000Z", "2026-01-01T03:00:00.000Z"],
    });
  });

  it("starts a new year to date at midnight, against the first hour of last year", () => {
    expect(spans("2027-01-01T07:00:00.000Z", "yearToDate")).toEqual({
      current: ["2027-01-01T06:00:00.000Z", "2027-01-01T07:00:00.000Z"],
      previous: ["2026-01-01T06:00:00.000Z", "2026-01-01T07:00:00.000Z"],
    });
  });

  it("runs the last 7 days and the chart back into the old year", () => {
    const now = new Date("2027-01-02T18:00:00.000Z");
    expect(spans(now.toISOString(), "last7Days").current[0]).toBe("2026-12-27T06:00:00.000Z");
    const dates = chartDates(now);
    expect(dates).toHaveLength(30);
    expect(dates[0]).toBe("2026-12-04");
    expect(dates.at(-1)).toBe("2027-01-02");
    expect(dates).toContain("2026-12-31");
    expect(dates).toContain("2027-01-01");
  });
});

describe("the periods around the leap day", () => {
  it("ends last year's span with the whole of 28 February on 29 February 2028", () => {
    expect(spans("2028-02-29T18:00:00.000Z", "yearToDate").previous).toEqual(["2027-01-01T06:00:00.000Z", "2027-03-01T06:00:00.000Z"]);
  });

  it("compares 1 March 2029 with 1 January to 1 March 2028, leap day included", () => {
    expect(spans("2029-03-01T18:00:00.000Z", "yearToDate").previous).toEqual(["2028-01-01T06:00:00.000Z", "2028-03-01T18:00:00.000Z"]);
  });

  it("counts 29 February as a day of its own in the chart and the 7-day period", () => {
    const now = new Date("2028-03-02T18:00:00.000Z");
    expect(chartDates(now, 7)).toEqual(["2028-02-25", "2028-02-26", "2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01", "2028-03-02"]);
    expect(spans(now.toISOString(), "last7Days").current[0]).toBe("2028-02-25T06:00:00.000Z");
    expect(spans(now.toISOString(), "today").previous).toEqual(["2028-03-01T06:00:00.000Z", "2028-03-01T18:00:00.000Z"]);
  });
});

describe("the daily chart's days", () => {
  it("ends with today and spans the same 30 days as the 30-day period", () => {
    const now = new Date("2026-11-25T16:30:00.000Z");
    const dates = chartDates(now);
    expect(dates).toHaveLength(30);
    expect(dates[0]).toBe("2026-10-27");
    expect(dates.at(-1)).toBe("2026-11-25");
    expect(new Set(dates).size).toBe(30);
    const last30 = salesPeriods(now).find((period) => period.key === "last30Days")!;
    expect(chartSpan(now)).toEqual(last30.current);
  });

  it("lists 8 March, the 23-hour day, and 1 November, the 25-hour day, once each", () => {
    expect(chartDates(new Date("2026-03-10T18:00:00.000Z"), 4)).toEqual(["2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10"]);
    expect(chartDates(new Date("2026-11-03T18:00:00.000Z"), 4)).toEqual(["2026-10-31", "2026-11-01", "2026-11-02", "2026-11-03"]);
  });
});

describe("the change between two periods", () => {
  it("says 'Up 25%' for $1,250 against $1,000, and 'Down 20%' for $800", () => {
    expect(change(125_000, 100_000)).toEqual({ direction: "up", percent: 25 });
    expect(changeText(change(125_000, 100_000))).toBe("Up 25%");
    expect(changeText(change(80_000, 100_000))).toBe("Down 20%");
  });

  it("says 'Down 100%' when sales stopped, and 'No change' when they are the same", () => {
    expect(changeText(change(0, 4_500))).toBe("Down 100%");
    expect(changeText(change(4_500, 4_500))).toBe("No change");
  });

  it("shows '—' when the earlier period had nothing: no percentage of nothing means anything", () => {
    expect(change(9_900, 0)).toEqual({ direction: "none" });
    expect(changeText(change(9_900, 0))).toBe("—");
    expect(changeText(change(0, 0))).toBe("—");
  });

  it("rounds to whole percent, and says 'less than 1%' rather than 0% for a small change", () => {
    expect(changeText(change(3, 2))).toBe("Up 50%");
    expect(changeText(change(2, 3))).toBe("Down 33%");
    expect(changeText(change(100_400, 100_000))).toBe("Up less than 1%");
  });
});

describe("the average order value", () => {
  it("is $105.30 for $315.90 over 3 orders, to the cent", () => {
    expect(averageOrderCents(31_590, 3)).toBe(10_530);
    expect(averageOrderCents(10_000, 3)).toBe(3_333);
  });

  it("is $0 when there were no orders", () => {
    expect(averageOrderCents(0, 0)).toBe(0);
  });
});
