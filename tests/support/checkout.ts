// A shopper's checkout details and test-mode card tokens, for the integration tests that pay.
import { tokenizeTestCard } from "@/lib/payments/test-tokenizer";

/** The customer block of a checkout request: a Madison, Wisconsin address, billing same as shipping. */
export function checkoutCustomer(person: { firstName: string; lastName: string; email: string; phone?: string }) {
  return {
    phone: "608-555-0142",
    ...person,
    shippingAddress: "100 Lakeside Dr",
    shippingCity: "Madison",
    shippingState: "WI",
    shippingZipCode: "53703",
    sameAsShipping: true,
  };
}

/** Accept.js's opaque data for a test card, as the browser would send it. */
export function testCardToken(number: string) {
  const result = tokenizeTestCard({ cardNumber: number, expirationDate: "12/30", cardCode: "123" });
  if (!result.ok) throw new Error(result.error);
  return result.opaqueData;
}
