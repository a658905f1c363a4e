import { ShopTime } from "@/components/time/shop-time";
import { carrierLabel, trackingReferenceLabel, trackingUrl } from "@/lib/orders/fulfilment-rules";
import type { FulfilmentShipment } from "./types";

/** The shipments sent so far, each with its tracking link and what went in it. */
export function ShipmentList({ shipments }: { shipments: FulfilmentShipment[] }) {
  return (
    <div>
      <h3 className="font-semibold">Shipments</h3>
      {shipments.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">Nothing has shipped yet.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {shipments.map((shipment) => {
            const url = trackingUrl(shipment.carrier, shipment.trackingNumber);
            return (
              <li key={shipment.id} className="rounded-lg border p-3 text-sm" data-testid="shipment">
                <p>
                  <span className="font-medium">{carrierLabel(shipment.carrier)}</span>{" "}
                  {trackingReferenceLabel(shipment.carrier).toLowerCase()}{" "}
                  {url ? (
                    <a href={url} target="_blank" rel="noopener noreferrer" className="font-mono break-all text-primary underline">
                      {shipment.trackingNumber}
                    </a>
                  ) : (
                    <span className="font-mono break-all">{shipment.trackingNumber}</span>
                  )}
                  <span className="text-muted-foreground">
                    {" "}
                    · <ShopTime value={shipment.createdAt} />
                    {shipment.createdBy ? ` by ${shipment.createdBy}` : ""}
                  </span>
                </p>
                <ul className="mt-1 list-disc pl-5">
                  {shipment.items.map((item, index) => (
                    <li key={index}>
                      {item.quantity} × {item.name}, {item.size}
                      {item.lotNumber ? `, lot ${item.lotNumber}` : ""}
                    </li>
                  ))}
                </ul>
                {shipment.note && <p className="mt-1 text-muted-foreground">Note: {shipment.note}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
