// The dashboard's daily revenue chart (components/admin/dashboard/revenue-chart.tsx): one image whose name
// sums up the 30 days for a screen reader, a bar per day, and the same figures as a table behind a toggle,
// with a row header per day and the total; and the period cards' changes in words, not colour alone.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ChangeNote } from "@/components/admin/dashboard/change-note";
import { LeadsCard, OpenQuotesCard } from "@/components/admin/dashboard/leads-card";
import { RevenueChart } from "@/components/admin/dashboard/revenue-chart";
import type { DailyRevenue } from "@/lib/orders/dashboard";

/** 30 days from 11 February 2019 with sales on three of them: $150, $70 and $350 (2 orders). */
function thirtyDays(): DailyRevenue[] {
  const sales: Record<string, [number, number]> = { "2019-02-12": [15_000, 1], "2019-03-05": [7_000, 1], "2019-03-12": [35_000, 2] };
  return Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2019, 1, 11 + index)).toISOString().slice(0, 10);
    const [revenueCents, orders] = sales[date] ?? [0, 0];
    return { date, revenueCents, orders };
  });
}

describe("the daily revenue chart", () => {
  it("is one image named with the span, the total, the best day and the days without sales", () => {
    render(<RevenueChart days={thirtyDays()} />);
    expect(
      screen.getByRole("img", {
        name: "Daily revenue, Feb 11 to Mar 12: $570.00 in all; the best day Mar 12 with $350.00; 27 days without sales.",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("group", { name: "Daily revenue" }).textContent).toContain(
      "Last 30 days, Feb 11 to Mar 12: $570.00 from 4 orders",
    );
  });

  it("draws a bar per day, the best day full height and the days without sales flat", () => {
    const { container } = render(<RevenueChart days={thirtyDays()} />);
    const bars = container.querySelectorAll("rect");
    expect(bars).toHaveLength(30);
    const bar = (date: string) => container.querySelector(`rect[data-date="${date}"]`)!;
    expect(bar("2019-03-12").getAttribute("height")).toBe("100");
    expect(Number(bar("2019-02-12").getAttribute("height"))).toBeCloseTo((150 / 350) * 100);
    expect(bar("2019-02-11").getAttribute("height")).toBe("0");
    expect(bar("2019-03-12").textContent).toBe("Tue, Mar 12: $350.00, 2 orders");
  });

  it("shows the same figures as a table behind a toggle: a row per day named by its date, zero days included, and the total", async () => {
    render(<RevenueChart days={thirtyDays()} />);
    const toggle = screen.getByText("Show the daily figures as a table");
    expect(toggle.closest("details")?.open).toBe(false);
    await userEvent.click(toggle);
    expect(toggle.closest("details")?.open).toBe(true);
    const table = screen.getByRole("table", { name: "Daily revenue, Feb 11 to Mar 12" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Date", "Orders", "Revenue"]);
    const rows = within(table).getAllByRole("row");
    // The header, 30 days, the total.
    expect(rows).toHaveLength(32);
    // The date heads its row; the orders and the revenue are its cells.
    const cells = (row: HTMLElement) =>
      [within(row).getByRole("rowheader"), ...within(row).getAllByRole("cell")].map((cell) => cell.textContent);
    expect(cells(rows[1]!)).toEqual(["Mon, Feb 11", "0", "$0.00"]);
    expect(cells(rows[2]!)).toEqual(["Tue, Feb 12", "1", "$150.00"]);
    expect(cells(rows[30]!)).toEqual(["Tue, Mar 12", "2", "$350.00"]);
    expect(cells(rows[31]!)).toEqual(["Total", "4", "$570.00"]);
    expect(within(rows[30]!).getByRole("rowheader").querySelector("time")?.getAttribute("datetime")).toBe("2019-03-12");
  });

  it("says 'no sales' for 30 days without any, and draws no bar above the baseline", () => {
    const days = thirtyDays().map((day) => ({ ...day, revenueCents: 0, orders: 0 }));
    const { container } = render(<RevenueChart days={days} />);
    expect(screen.getByRole("img", { name: "Daily revenue, Feb 11 to Mar 12: no sales." })).toBeTruthy();
    expect([...container.querySelectorAll("rect")].every((bar) => bar.getAttribute("height") === "0")).toBe(true);
  });
});

describe("a figure's change on the earlier period", () => {
  it("says 'Up 338% vs yesterday by this time' in words, the arrow hidden from screen readers", () => {
    const { container } = render(<ChangeNote current={35_000} previous={8_000} against="yesterday by this time" />);
    expect(screen.getByTestId("change").textContent).toBe("Up 338% vs yesterday by this time");
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("shows '—' when the earlier period had nothing, and tells a screen reader why", () => {
    render(<ChangeNote current={37_500} previous={0} against="the 7 days before" />);
    const note = screen.getByTestId("change");
    expect(note.textContent).toBe("—No change to show: the 7 days before had none");
    expect(within(note).getByText("—").getAttribute("aria-hidden")).toBe("true");
    expect(within(note).getByText("No change to show: the 7 days before had none").className).toContain("sr-only");
  });

  it("words more refunds as 'Up' too, whatever the colour says", () => {
    render(<ChangeNote current={5_000} previous={2_500} against="yesterday by this time" moreIsBetter={false} />);
    expect(screen.getByTestId("change").textContent).toBe("Up 100% vs yesterday by this time");
    expect(screen.getByTestId("change").className).toContain("text-destructive");
  });
});

describe("the sales desk's counts", () => {
  it("show the new leads and the open quotes, each linked to its list for staff who may open it", () => {
    render(
      <>
        <LeadsCard count={3} href="/admin/leads?status=new" />
        <OpenQuotesCard count={2} href="/admin/quotes?status=sent" />
        <OpenQuotesCard count={0} />
      </>,
    );
    const leads = screen.getByRole("group", { name: "New leads" });
    expect(leads.textContent).toContain("3");
    expect(within(leads).getByRole("link", { name: "Answer them" }).getAttribute("href")).toBe("/admin/leads?status=new");
    const [quotes, unlinked] = screen.getAllByRole("group", { name: "Open quotes" });
    expect(quotes!.textContent).toContain("2");
    expect(within(quotes!).getByRole("link", { name: "Follow them up" }).getAttribute("href")).toBe("/admin/quotes?status=sent");
    // Staff who may not open the quotes see the count without a link.
    expect(within(unlinked!).queryByRole("link")).toBeNull();
  });
});
