"use client";

import {
  MAX_ORDER_SEARCH,
  ORDER_FILTER_FIELDS,
  orderFiltersSchema,
  ordersHref,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  paymentMethodLabel,
  paymentStateLabel,
  type OrderFilterField,
  type OrderFormValues,
} from "@/lib/orders/list-filters";
import { FULFILMENT_STATES, fulfilmentLabel } from "@/lib/orders/fulfilment-rules";
import type { FieldErrors } from "@/lib/forms/zod-issues";
import { filterChoices, type FilterSelect } from "./list/filters-frame";
import { ListFiltersForm } from "./list/list-filters-form";

const SELECTS: FilterSelect<OrderFilterField>[] = [
  { name: "status", label: "Payment", all: "All payment states", choices: filterChoices(PAYMENT_STATES, paymentStateLabel) },
  { name: "fulfilment", label: "Fulfilment", all: "All fulfilment states", choices: filterChoices(FULFILMENT_STATES, fulfilmentLabel) },
  { name: "method", label: "Payment method", all: "Card and PayPal", choices: filterChoices(PAYMENT_METHODS, paymentMethodLabel) },
];

/**
 * The orders list's filters (components/admin/list/list-filters-form.tsx): the search, the payment and
 * fulfilment states, the method and the order date. `errors` are the address's own, when the page could not read it.
 */
export function OrderFiltersForm({ values, errors }: { values: OrderFormValues; errors?: FieldErrors }) {
  return (
    <ListFiltersForm
      action="/admin-orders"
      label="Filter the orders"
      idPrefix="orders"
      fields={ORDER_FILTER_FIELDS}
      values={values}
      errors={errors}
      schema={orderFiltersSchema}
      href={ordersHref}
      search={{ hint: "Order number, e-mail, name or company", max: MAX_ORDER_SEARCH }}
      selects={SELECTS}
      dateLegend="Order date (UTC)"
      errorTestId="order-filters-error"
    />
  );
}
