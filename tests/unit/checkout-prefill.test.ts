// A signed-in customer's checkout starts with their details and the addresses of their last order.
import { describe, expect, it } from "vitest";
import { EMPTY_CHECKOUT_FORM } from "@/lib/checkout/form";
import { checkoutPrefill, withQuoteContact, type PrefillOrder } from "@/lib/checkout/prefill";

const account = { firstName: "Rosa", lastName: "Ortega", email: "rosa@harbor.example", phone: "608-555-0101", company: "Harbor Grill" };
const shippedTo: PrefillOrder = {
  customerPhone: "608-555-0199",
  shippingCompany: "Harbor Grill East",
  shippingAddress: "12 Dock St",
  shippingCity: "Madison",
  shippingState: "WI",
  shippingZipCode: "53703",
  billingCompany: "Harbor Grill East",
  billingAddress: "12 Dock St",
  billingCity: "Madison",
  billingState: "WI",
  billingZipCode: "53703",
};

describe("the checkout a signed-in customer starts with", () => {
  it("has the account's name, e-mail, phone and company, and no address before a first order", () => {
    expect(checkoutPrefill(account, null)).toEqual({
      ...EMPTY_CHECKOUT_FORM,
      firstName: "Rosa",
      lastName: "Ortega",
      email: "rosa@harbor.example",
      phone: "608-555-0101",
      shippingCompany: "Harbor Grill",
    });
  });

  it("ships to the last order's address, billing the same when it was the same", () => {
    const values = checkoutPrefill(account, shippedTo);
    expect(values).toMatchObject({
      shippingCompany: "Harbor Grill East",
      shippingAddress: "12 Dock St",
      shippingCity: "Madison",
      shippingState: "WI",
      shippingZipCode: "53703",
      sameAsShipping: true,
      billingAddress: "",
    });
    expect(values.phone).toBe("608-555-0101");
  });

  it("keeps a billing address of its own when the last order had one, and the order's phone when the account has none", () => {
    const values = checkoutPrefill(
      { ...account, phone: null, company: null },
      { ...shippedTo, billingCompany: null, billingAddress: "PO Box 9", billingCity: "Verona", billingZipCode: "53593" },
    );
    expect(values).toMatchObject({
      phone: "608-555-0199",
      sameAsShipping: false,
      billingCompany: "",
      billingAddress: "PO Box 9",
      billingCity: "Verona",
      billingState: "WI",
      billingZipCode: "53593",
    });
  });
});

describe("the checkout of an accepted quote", () => {
  const quote = {
    customerName: "Lee  Park Jr.",
    customerEmail: "lee@harbor-charters.example",
    customerCompany: "Harbor Charters",
    customerState: "MN",
  };

  it("starts with the quote's name, e-mail, company and state", () => {
    expect(withQuoteContact(EMPTY_CHECKOUT_FORM, quote)).toEqual({
      ...EMPTY_CHECKOUT_FORM,
      firstName: "Lee",
      lastName: "Park Jr.",
      email: "lee@harbor-charters.example",
      shippingCompany: "Harbor Charters",
      shippingState: "MN",
    });
  });

  it("keeps what a signed-in customer's account and last order gave", () => {
    const values = withQuoteContact(checkoutPrefill(account, shippedTo), quote);
    expect(values).toMatchObject({
      firstName: "Rosa",
      email: "rosa@harbor.example",
      shippingCompany: "Harbor Grill East",
      shippingState: "WI",
    });
  });
});
