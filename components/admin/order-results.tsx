import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { hasOrderFilters, orderPageOf, ordersApiHref, ordersExportHref, ordersHref, type OrderListQuery } from "@/lib/orders/list-filters";
import type { OrderList } from "@/lib/orders/list-search";
import { ListEmpty } from "./list/list-empty";
import { OrdersTable } from "./orders-table";

/**
 * One page of the orders found: the CSV export of every order with these filters, the table (polled on
 * the first page only), its Newer and Older links, and why it is empty when it is.
 */
export function OrderResults({ query: { cursor, direction, ...filters }, list }: { query: OrderListQuery; list: OrderList }) {
  const page = orderPageOf({ cursor, direction });
  return (
    <>
      <div className="mb-3 flex justify-end">
        {/* A plain link, not a client navigation: the browser saves the file as it streams in. */}
        <Button asChild variant="outline" size="sm">
          <a href={ordersExportHref(filters)} download>
            <DownloadIcon aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      <OrdersTable
        // Another page or other filters start from their own rows, not the refreshed ones of the last.
        key={ordersHref(filters, page)}
        initialOrders={list.rows}
        rowsUrl={ordersApiHref(filters, page)}
        poll={page === null}
        pages={{ filters, older: list.older, newer: list.newer }}
        empty={
          <ListEmpty
            testId="orders-empty"
            noun="orders"
            href="/admin-orders"
            filtered={hasOrderFilters(filters)}
            paged={page !== null}
            none="No orders yet."
          />
        }
      />
    </>
  );
}
