// The parts of an order row that the integration tests which write orders directly share: a Madison,
// Wisconsin customer (shipping and billing the same) and the totals of two $29.95 quarts shipped free
// there with 5.5 % tax.
export const MADISON_CUSTOMER = {
  customerFirstName: "Dana",
  customerLastName: "Whitfield",
  shippingAddress: "2214 Atwood Ave",
  shippingCity: "Madison",
  shippingState: "WI",
  shippingZipCode: "53704",
  billingAddress: "2214 Atwood Ave",
  billingCity: "Madison",
  billingState: "WI",
  billingZipCode: "53704",
} as const;

export const TWO_QUARTS_TOTALS = { subtotal: "59.90", shipping: "0.00", tax: "3.29", total: "63.19" } as const;
