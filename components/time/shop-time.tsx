import { asInstant, formatShopTime, type ShopTimeStyle } from "@/lib/shop-time";

/**
 * A moment on the shop's clock (lib/shop-time.ts), as a <time> element that keeps the exact instant:
 * "Dec 7, 2026, 11:41 AM CST" unless `format` asks for less. `fallback` shows when there is no moment.
 */
export function ShopTime({
  value,
  format = "dateTime",
  fallback = "",
  className,
}: {
  value: Date | string | null | undefined;
  format?: ShopTimeStyle;
  fallback?: React.ReactNode;
  className?: string;
}) {
  const instant = value ? asInstant(value) : null;
  if (!instant) return <>{fallback}</>;
  return (
    <time dateTime={instant.toISOString()} className={className}>
      {formatShopTime(instant, format)}
    </time>
  );
}
