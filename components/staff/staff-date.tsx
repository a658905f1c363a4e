import { SHOP_TIME_ZONE } from "@/lib/orders/sales-periods";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: SHOP_TIME_ZONE });

/** A moment on the staff-accounts page, in the shop's time zone; `never` when there is none. */
export function StaffDate({ value, never = "Never" }: { value: string | null; never?: string }) {
  if (!value) return <>{never}</>;
  return <time dateTime={value}>{dateFormat.format(new Date(value))}</time>;
}
