"use client";

// The order page's fulfilment for staff: the state, the next steps (mark processing,
// add a shipment, mark delivered), the shipments with their tracking links, the packing slip, and
// internal notes. Each step posts to /api/admin/orders/{id}/fulfilment and refreshes the page.
import { useState } from "react";
import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { CheckCircle2Icon, PackageCheckIcon, PrinterIcon, TruckIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { fulfilmentAnswerSchema } from "@/lib/orders/fulfilment-schema";
import { availableFulfilmentActions, fulfilmentLabel, type FulfilmentState, type PaymentState } from "@/lib/orders/fulfilment-rules";
import { Notes } from "./notes";
import { ShipmentForm } from "./shipment-form";
import { ShipmentList } from "./shipment-list";
import type { FulfilmentLine, FulfilmentNote, FulfilmentShipment } from "./types";

type Props = {
  orderId: string;
  orderNumber: string;
  payment: PaymentState;
  fulfilment: FulfilmentState;
  lines: FulfilmentLine[];
  shipments: FulfilmentShipment[];
  notes: FulfilmentNote[];
};

const TONE: Record<FulfilmentState, "outline" | "secondary" | "amber" | "green"> = {
  unfulfilled: "outline",
  processing: "amber",
  partially_shipped: "secondary",
  shipped: "secondary",
  delivered: "green",
};

export function OrderFulfilment({ orderId, orderNumber, payment, fulfilment, lines, shipments, notes }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [shipping, setShipping] = useState(false);
  const actions = availableFulfilmentActions({ payment, fulfilment });
  const endpoint = `/api/admin/orders/${encodeURIComponent(orderId)}/fulfilment`;

  async function step(action: "mark_processing" | "mark_delivered") {
    if (busy) return;
    setBusy(action);
    const result = await api.post(endpoint, fulfilmentAnswerSchema, { action });
    setBusy(null);
    if (result.ok) {
      toast.success(result.data.message, { description: `Order ${orderNumber}` });
      router.refresh();
    } else {
      toast.error("Not changed", { description: result.error });
    }
  }

  function shipped(message: string) {
    setShipping(false);
    toast.success(message, { description: `Order ${orderNumber}` });
    router.refresh();
  }

  return (
    <div className="grid gap-6" data-testid="fulfilment">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-muted-foreground">Fulfilment:</span>
        <Badge variant={TONE[fulfilment]} data-testid="fulfilment-status">
          {fulfilmentLabel(fulfilment)}
        </Badge>
        <div className="flex flex-wrap gap-2">
          {actions.includes("mark_processing") && (
            <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => step("mark_processing")}>
              <PackageCheckIcon aria-hidden="true" />
              {busy === "mark_processing" ? "Saving..." : "Mark Processing"}
            </Button>
          )}
          {actions.includes("add_shipment") && !shipping && (
            <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => setShipping(true)}>
              <TruckIcon aria-hidden="true" />
              Add Shipment
            </Button>
          )}
          {actions.includes("mark_delivered") && (
            <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => step("mark_delivered")}>
              <CheckCircle2Icon aria-hidden="true" />
              {busy === "mark_delivered" ? "Saving..." : "Mark Delivered"}
            </Button>
          )}
          <Button size="sm" variant="ghost" asChild>
            <Link href={`/admin-orders/${encodeURIComponent(orderId)}/packing-slip`} target="_blank">
              <PrinterIcon aria-hidden="true" />
              Packing Slip
            </Link>
          </Button>
        </div>
      </div>
      {actions.length === 0 && fulfilment === "unfulfilled" && (
        <p className="text-sm text-muted-foreground">Only a paid order can be shipped.</p>
      )}

      {shipping && <ShipmentForm endpoint={endpoint} lines={lines} onDone={shipped} onCancel={() => setShipping(false)} />}

      <ShipmentList shipments={shipments} />

      <Notes endpoint={endpoint} notes={notes} onAdded={() => router.refresh()} />
    </div>
  );
}
