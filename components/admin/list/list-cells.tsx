import { ShopTime } from "@/components/time/shop-time";

/**
 * A row's time in the shop's zone: without the zone in the table, whose header names it ("(CT)"),
 * with it on a phone's card, which has no header.
 */
export function ListTime({ value, zone = false }: { value: Date | string; zone?: boolean }) {
  return <ShopTime value={value} format={zone ? "dateTime" : "dateTimeNoZone"} />;
}

/** An empty cell: a dash to the eye, `what` ("Nobody", "No order") to screen readers. */
export function NoValue({ what }: { what: string }) {
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{what}</span>
    </span>
  );
}
