import { OrderLinkInvalid } from "@/components/orders/order-link-invalid";

/** A guest's order link that opens no order (wrong, or past its 90 days), answered with 404. */
export default function OrderLinkNotFound() {
  return <OrderLinkInvalid />;
}
