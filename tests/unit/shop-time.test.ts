// The one clock of the staff and customer screens (lib/shop-time.ts): Chicago's, with its name, whatever
// zone the server or the browser runs in.
import { describe, expect, it } from "vitest";
import { formatShopTime, SHOP_TIME_ZONE, SHOP_TIME_ZONE_NAME } from "@/lib/shop-time";

describe("the shop's clock", () => {
  it("is Chicago's, called Central Time", () => {
    expect(SHOP_TIME_ZONE).toBe("America/Chicago");
    expect(SHOP_TIME_ZONE_NAME).toBe("Central Time (CT)");
  });

  it("shows a December afternoon in standard time: Dec 7, 2026, 11:41 AM CST", () => {
    expect(formatShopTime(new Date("2026-12-07T17:41:00Z"))).toBe("Dec 7, 2026, 11:41 AM CST");
  });

  it("shows a July afternoon in summer time: Jul 7, 2026, 12:41 PM CDT", () => {
    expect(formatShopTime(new Date("2026-07-07T17:41:00Z"))).toBe("Jul 7, 2026, 12:41 PM CDT");
  });

  it("changes from CDT to CST when the clocks go back, on 1 November 2026 at 2 am", () => {
    expect(formatShopTime("2026-11-01T06:59:00Z")).toBe("Nov 1, 2026, 1:59 AM CDT");
    expect(formatShopTime("2026-11-01T07:00:00Z")).toBe("Nov 1, 2026, 1:00 AM CST");
  });

  it("reads the ISO strings of JSON answers as Dates", () => {
    expect(formatShopTime("2026-12-07T17:41:05.123Z", "dateTimeSeconds")).toBe("Dec 7, 2026, 11:41:05 AM CST");
  });

  it("leaves the zone out for a list that names it once", () => {
    expect(formatShopTime("2026-12-07T17:41:05Z", "dateTimeNoZone")).toBe("Dec 7, 2026, 11:41 AM");
    expect(formatShopTime("2026-07-07T17:41:05Z", "dateTimeSecondsNoZone")).toBe("Jul 7, 2026, 12:41:05 PM");
  });

  it("gives the day it was in Chicago: 9 pm on New Year's Eve there is already 1 January in UTC", () => {
    const newYearsEve = "2027-01-01T03:00:00Z";
    expect(formatShopTime(newYearsEve, "date")).toBe("Dec 31, 2026");
    expect(formatShopTime(newYearsEve, "longDate")).toBe("December 31, 2026");
  });

  it("gives nothing for a value that names no moment", () => {
    expect(formatShopTime("not a date")).toBe("");
  });
});
