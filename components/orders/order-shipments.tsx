import { ExternalLinkIcon, TruckIcon } from "lucide-react";
import { formatDate } from "@/components/portal/format";
import type { CustomerOrderShipment } from "@/lib/orders/customer-view-model";

/** What has left the warehouse: each shipment's carrier, number, a link to the carrier's tracking and its items. */
export function OrderShipments({ shipments }: { shipments: readonly CustomerOrderShipment[] }) {
  if (shipments.length === 0) {
    return <p className="text-sm text-muted-foreground">Nothing has shipped yet. We e-mail you the tracking number when it does.</p>;
  }
  return (
    <ol className="grid gap-3" aria-label="Shipments">
      {shipments.map((shipment, index) => (
        <li key={shipment.id} className="rounded-lg border p-3 text-sm" data-testid="shipment">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="flex items-center gap-2 font-medium">
                <TruckIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                Shipment {index + 1}: {shipment.carrier}
              </h3>
              <p className="text-muted-foreground">Shipped {formatDate(shipment.date)}</p>
              <p className="mt-1">
                <span className="text-muted-foreground">{shipment.referenceLabel}: </span>
                <span className="font-mono text-xs break-all">{shipment.trackingNumber}</span>
              </p>
            </div>
            {shipment.trackingUrl && (
              <a
                href={shipment.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 rounded-md border px-3 py-1.5 font-medium text-primary hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/70 focus-visible:outline-none"
              >
                Track package
                <span className="sr-only">
                  {" "}
                  {shipment.trackingNumber} with {shipment.carrier} (opens in a new tab)
                </span>
                <ExternalLinkIcon aria-hidden="true" className="size-4" />
              </a>
            )}
          </div>
          {shipment.items.length > 0 && (
            <ul className="mt-2 grid gap-0.5 border-t pt-2" aria-label={`Items in shipment ${index + 1}`}>
              {shipment.items.map((item) => (
                <li key={item.orderItemId} className="flex justify-between gap-2">
                  <span className="min-w-0 break-words">
                    {item.name}, {item.size} <span className="font-mono text-xs text-muted-foreground">({item.itemNumber})</span>
                  </span>
                  <span className="shrink-0 tabular-nums">× {item.quantity}</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
