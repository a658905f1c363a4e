"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { z } from "zod";
import { toast } from "@/components/ui/toast";
import { ConfirmDialog } from "@/components/staff/confirm-dialog";
import { Label } from "@/components/ui/label";
import { DataTable } from "@/components/ui/data-table";
import { Textarea } from "@/components/ui/textarea";
import { api } from "@/lib/client/api";
import { encodeOrderCursor, ORDER_PAGE_SIZE, ordersHref, type OrderFilters } from "@/lib/orders/list-filters";
import { adminOrderRowSchema, ORDER_TOASTS, type AdminOrderRow } from "@/lib/orders/staff-view-model";
import { REFUND_REASON_MAX } from "@/lib/orders/refund-schema";
import { CursorPager } from "../list/list-pager";
import { staffCards } from "../list/staff-list";
import { OrderActions } from "../order-actions";
import { columns, OrderCard, usd } from "./row";

/** The seed's polling interval for the order list (seed 001 §4, §9). */
const POLL_MS = 5_000;

type Pending = { kind: "refund" | "void"; order: AdminOrderRow } | null;

/** What the table reads of a refund's or a void's answer: the order as it is now. */
const changedOrder = z.object({ order: adminOrderRowSchema });

/** The pages beside this one, as cursors (lib/orders/list-search.ts), and the filters their links keep. */
export type OrderPages = { filters: OrderFilters; older: string | null; newer: string | null };

type Props = {
  initialOrders: AdminOrderRow[];
  /** Where this page's rows are read again (GET /api/admin/orders with its filters and cursor). */
  rowsUrl?: string;
  /** Whether to read them every 5 s: on the first page only, where new orders arrive; a later page holds still. */
  poll?: boolean;
  /** Newer and Older under the table; none when absent. */
  pages?: OrderPages;
  /** What shows when there is no order. */
  empty?: React.ReactNode;
};

/**
 * Recent Orders: Order ID, Customer, Amount, Status, Fulfilment, Date, Actions. The first page is read
 * again every 5 s; its Older link then goes on from the last order it shows, so no order is skipped.
 */
export function OrdersTable({ initialOrders, rowsUrl = "/api/admin/orders", poll = true, pages, empty }: Props) {
  const [orders, setOrders] = useState(initialOrders);
  const [older, setOlder] = useState(pages?.older ?? null);
  const [refreshFailed, setRefreshFailed] = useState(false);
  const [confirming, setConfirming] = useState<Pending>(null);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const reasonId = useId();

  const refresh = useCallback(async () => {
    const result = await api.get(rowsUrl, z.array(adminOrderRowSchema));
    if (result.ok) {
      const rows = result.data;
      setOrders(rows);
      setRefreshFailed(false);
      // New orders pushed the page's last ones down: Older starts after what is shown now.
      const last = rows.at(-1);
      if (poll) setOlder(last && rows.length >= ORDER_PAGE_SIZE ? encodeOrderCursor(last) : null);
    } else {
      setRefreshFailed(true);
    }
  }, [rowsUrl, poll]);

  useEffect(() => {
    if (!poll) return;
    const timer = window.setInterval(() => {
      // A background tab need not poll; it catches up when shown again.
      if (document.visibilityState === "visible") void refresh();
    }, POLL_MS);
    const onVisible = () => document.visibilityState === "visible" && void refresh();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [refresh, poll]);

  function replace(order: AdminOrderRow) {
    setOrders((current) => current.map((o) => (o.id === order.id ? order : o)));
  }

  function ask(kind: "refund" | "void", order: AdminOrderRow) {
    setReason("");
    setConfirming({ kind, order });
  }

  async function confirm() {
    if (!confirming || busyRef.current) return;
    const { kind, order } = confirming;
    busyRef.current = true;
    setBusy(true);
    if (kind === "refund") {
      const result = await api.post(`/api/admin/orders/${encodeURIComponent(order.id)}/refund`, changedOrder, {
        amount: order.remainingAmount,
        reason: reason.trim() || undefined,
      });
      if (result.ok) {
        replace(result.data.order);
        toast.success(ORDER_TOASTS.refunded.title, { description: ORDER_TOASTS.refunded.description });
      } else {
        toast.error(ORDER_TOASTS.refundFailed, { description: result.status === 0 ? undefined : result.error });
      }
    } else {
      const result = await api.post("/api/payment/void", changedOrder, { transactionId: order.authorizeNetTransactionId });
      if (result.ok) {
        replace(result.data.order);
        toast.success(ORDER_TOASTS.voided.title, { description: ORDER_TOASTS.voided.description });
      } else {
        toast.error(ORDER_TOASTS.voidFailed, { description: result.status === 0 ? undefined : result.error });
      }
    }
    busyRef.current = false;
    setBusy(false);
    setConfirming(null);
    // Whatever happened, show the orders as the server has them now (e.g. refused because already refunded).
    void refresh();
  }

  const target = confirming?.order;
  const actions = (order: AdminOrderRow) => (
    <OrderActions order={order} disabled={busy} onRefund={() => ask("refund", order)} onVoid={() => ask("void", order)} />
  );
  return (
    <>
      {refreshFailed && poll && (
        <p
          role="status"
          className="mb-3 rounded-md border border-brand-amber/60 bg-brand-amber-soft px-3 py-2 text-sm text-brand-amber-foreground"
        >
          The orders could not be refreshed. Trying again every 5 seconds.
        </p>
      )}
      {orders.length === 0 ? (
        (empty ?? <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">No orders yet.</p>)
      ) : (
        <DataTable
          label="Recent orders"
          columns={columns(actions)}
          rows={orders}
          rowProps={(order) => ({ "data-testid": "admin-order", "data-order-number": order.orderNumber })}
          // Phones get one card per order, so the actions are in reach without scrolling sideways.
          cards={staffCards(
            (order: AdminOrderRow) => (
              <OrderCard order={order} actions={actions} />
            ),
            "lg",
          )}
        />
      )}
      {pages && (orders.length > 0 || pages.newer !== null) && (
        <CursorPager label="Order pages" newer={pages.newer} older={older} href={(page) => ordersHref(pages.filters, page)} />
      )}

      <ConfirmDialog
        open={confirming?.kind === "refund"}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={target ? `Refund order ${target.orderNumber}?` : "Refund order?"}
        description={
          target
            ? `${target.status === "partially_refunded" ? "What remains of the payment" : "The whole amount"}, ${usd(target.remainingAmount)}, goes back to ${target.customerInfo.firstName} ${target.customerInfo.lastName}. This cannot be undone. To refund part of it or chosen items, open the order.`
            : ""
        }
        confirmLabel={target ? `Refund ${usd(target.remainingAmount)}` : "Refund"}
        pendingLabel="Processing refund..."
        pending={busy}
        onConfirm={confirm}
      >
        <div>
          <Label htmlFor={reasonId} className="mb-1.5 gap-1">
            Reason <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Textarea
            id={reasonId}
            rows={3}
            maxLength={REFUND_REASON_MAX}
            value={reason}
            disabled={busy}
            onChange={(e) => setReason(e.target.value)}
            placeholder="e.g. Ordered the wrong size"
          />
        </div>
      </ConfirmDialog>

      <ConfirmDialog
        open={confirming?.kind === "void"}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={target ? `Void the card charge of order ${target.orderNumber}?` : "Void transaction?"}
        description={
          target
            ? `The charge of ${usd(target.totalAmount)} has not settled yet: voiding cancels it, so ${target.customerInfo.firstName} ${target.customerInfo.lastName} is never charged. This cannot be undone.`
            : ""
        }
        confirmLabel="Void Transaction"
        pendingLabel="Voiding..."
        pending={busy}
        onConfirm={confirm}
      />
    </>
  );
}
