import type { CustomerOrderAddress } from "@/lib/orders/customer-view-model";

/** A ship-to or bill-to address as the order has it. */
export function OrderAddress({ title, address }: { title: string; address: CustomerOrderAddress }) {
  return (
    <div>
      <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
      <address className="mt-1 text-sm not-italic break-words">
        <div>{address.name}</div>
        {address.company && <div>{address.company}</div>}
        {address.lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </address>
    </div>
  );
}
