// The staff orders table (components/admin/orders-table.tsx) as the orders list pages it: the first
// page polls its own filtered address every 5 s and moves its Older link to the last order it shows; a
// later page holds still; each row says where the goods are, and a long name is cut short with the
// whole of it in a title.
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OrdersTable } from "@/components/admin/orders-table";
import { decodeOrderCursor, NO_ORDER_FILTERS, ORDER_PAGE_SIZE, type OrderFilters } from "@/lib/orders/list-filters";
import type { AdminOrderRow } from "@/lib/orders/staff-view-model";
import { jsonResponse, mockFetch } from "./support/fetch-mock";

const fetchMock = mockFetch();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const row = (n: number, changes: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  id: `ord_${String(n).padStart(3, "0")}`,
  orderNumber: `TZ-260301-${String(n).padStart(6, "0")}`,
  customerInfo: { firstName: "Dana", lastName: "Whitfield", email: "dana@example.com" },
  totalAmount: "63.19",
  refundedAmount: "0.00",
  remainingAmount: "63.19",
  status: "completed",
  statusLabel: "Completed",
  actions: [],
  fulfilmentStatus: "unfulfilled",
  paymentMethod: "card",
  authorizeNetTransactionId: "test-1",
  createdAt: new Date(Date.UTC(2026, 2, 1, 12, 0, 0) - n * 60_000).toISOString(),
  ...changes,
});

const FILTERS: OrderFilters = { ...NO_ORDER_FILTERS, status: "completed" };
const rowsUrl = "/api/admin/orders?status=completed";

/** The 5-second tick, and the answer it waits for. */
async function tick() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(5_000);
  });
}

const olderLink = () => screen.queryByRole("link", { name: "Older" });

describe("the orders table", () => {
  it("shows each order's fulfilment, and a long name cut short with the whole of it in its title", () => {
    const long = "Bartholomew-Alexander Montgomery-Featherstonehaugh";
    render(
      <OrdersTable
        initialOrders={[
          row(1, { fulfilmentStatus: "partially_shipped", customerInfo: { firstName: long, lastName: "III", email: "b@example.com" } }),
        ]}
      />,
    );
    expect(screen.getAllByText("Partially shipped").length).toBeGreaterThan(0);
    expect(screen.getByRole("columnheader", { name: "Fulfilment" })).toBeTruthy();
    expect(screen.getByTitle(`${long} III`).className).toContain("truncate");
  });

  it("polls its first page's filtered address, and moves Older to the last order shown", async () => {
    const first = Array.from({ length: ORDER_PAGE_SIZE }, (_, i) => row(i + 1));
    render(<OrdersTable initialOrders={first} rowsUrl={rowsUrl} pages={{ filters: FILTERS, older: "initial", newer: null }} />);
    expect(olderLink()?.getAttribute("href")).toBe("/admin-orders?status=completed&cursor=initial");
    expect(screen.getByRole("button", { name: "Newer" }).hasAttribute("disabled")).toBe(true);

    // Two new orders arrive: the page shows them, and its last two orders move on to the next page.
    const refreshed = [row(-1), row(0), ...first.slice(0, ORDER_PAGE_SIZE - 2)];
    fetchMock.mockResolvedValueOnce(jsonResponse(200, refreshed));
    await tick();
    expect(fetchMock).toHaveBeenCalledWith(rowsUrl, expect.objectContaining({ method: "GET" }));
    const cursor = new URL(olderLink()!.getAttribute("href")!, "http://localhost").searchParams.get("cursor")!;
    const last = refreshed.at(-1)!;
    expect(decodeOrderCursor(cursor)).toEqual({ createdAt: new Date(last.createdAt), id: last.id });
  });

  it("leaves out Older once the first page is not full", async () => {
    render(<OrdersTable initialOrders={[row(1), row(2)]} rowsUrl={rowsUrl} pages={{ filters: FILTERS, older: null, newer: null }} />);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [row(0), row(1), row(2)]));
    await tick();
    expect(screen.getAllByTestId("admin-order").length).toBeGreaterThan(0);
    expect(olderLink()).toBeNull();
    expect(screen.getByRole("button", { name: "Older" }).hasAttribute("disabled")).toBe(true);
  });

  it("does not poll a later page, which keeps its rows and its links", async () => {
    render(
      <OrdersTable
        initialOrders={[row(60)]}
        rowsUrl={`${rowsUrl}&cursor=abc`}
        poll={false}
        pages={{ filters: FILTERS, older: null, newer: "xyz" }}
      />,
    );
    await tick();
    await tick();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Newer" }).getAttribute("href")).toBe("/admin-orders?status=completed&cursor=xyz&dir=newer");
  });

  it("shows what it is given when there is no order", () => {
    render(<OrdersTable initialOrders={[]} poll={false} empty={<p>No orders match these filters.</p>} />);
    expect(screen.getByText("No orders match these filters.")).toBeTruthy();
  });
});
