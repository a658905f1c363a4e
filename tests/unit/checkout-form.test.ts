import { describe, expect, it } from "vitest";
import { formatCardCode, formatCardNumber, formatExpiry } from "@/lib/checkout/card-format";
import {
  checkoutFieldErrors,
  EMPTY_CHECKOUT_FORM,
  firstErrorField,
  formErrorsFromServer,
  missingFieldsDescription,
  missingRequiredFields,
  toCustomerInput,
  type CheckoutFormValues,
} from "@/lib/checkout/form";
import { checkoutCustomerSchema } from "@/lib/orders/schemas";

const filled: CheckoutFormValues = {
  ...EMPTY_CHECKOUT_FORM,
  firstName: "Dana",
  lastName: "Whitfield",
  email: "dana@lakeside.example",
  phone: "608-555-0134",
  shippingAddress: "12 Harbor Rd",
  shippingCity: "Madison",
  shippingState: "WI",
  shippingZipCode: "53703",
};
const card = { cardNumber: "4111 1111 1111 1111", expirationDate: "12/30", cardCode: "123" };
const now = new Date("2026-11-22T12:00:00Z");

describe("the PayPal validation list (seed 001 §5)", () => {
  it("names every blank field in the seed's words and order", () => {
    const missing = missingRequiredFields(EMPTY_CHECKOUT_FORM, "paypal");
    expect(missingFieldsDescription(missing)).toBe(
      "Please fill in the following required fields: First Name, Last Name, Email, Phone, Shipping Address, City, State, Zip Code",
    );
  });

  it("counts a field of spaces as blank and never asks for the company", () => {
    const missing = missingRequiredFields({ ...filled, lastName: "   ", shippingCompany: "" }, "paypal");
    expect(missing).toEqual(["lastName"]);
  });

  it("asks for the billing address, city, state and zip only when billing differs", () => {
    expect(missingRequiredFields({ ...filled, sameAsShipping: true }, "paypal")).toEqual([]);
    const missing = missingRequiredFields({ ...filled, sameAsShipping: false, billingCity: "Verona" }, "paypal");
    expect(missingFieldsDescription(missing)).toBe(
      "Please fill in the following required fields: Billing Address, Billing State, Billing Zip Code",
    );
  });

  it("needs the phone", () => {
    expect(missingRequiredFields({ ...filled, phone: "" }, "paypal")).toEqual(["phone"]);
  });
});

describe("the card validation list (seed 001 §5)", () => {
  it("does not need the phone but needs the card number, expiry and security code", () => {
    const missing = missingRequiredFields({ ...filled, phone: "" }, "card");
    expect(missingFieldsDescription(missing)).toBe(
      "Please fill in the following required fields: Card Number, Expiration Date, Security Code",
    );
  });

  it("is empty once everything required is filled", () => {
    expect(missingRequiredFields({ ...filled, phone: "" }, "card", card)).toEqual([]);
  });
});

describe("field errors", () => {
  it("uses the server's own checks for the e-mail and ZIP code", () => {
    const errors = checkoutFieldErrors({ ...filled, email: "dana@", shippingZipCode: "537" }, "card", card, now);
    expect(errors).toEqual({ email: "Enter a valid e-mail address", shippingZipCode: "Enter a 5-digit ZIP code" });
    expect(firstErrorField(errors)).toBe("email");
  });

  it("marks blank required fields and the card's own problems", () => {
    const errors = checkoutFieldErrors(
      { ...filled, firstName: "" },
      "card",
      { cardNumber: "4111 1111 1111 1112", expirationDate: "01/20", cardCode: "" },
      now,
    );
    expect(errors).toEqual({
      firstName: "This field is required",
      cardNumber: "This card number is not valid. Please check it.",
      expirationDate: "This card has expired.",
      cardCode: "Enter the security code.",
    });
  });

  it("says a blank e-mail, state or ZIP code is required rather than malformed", () => {
    const errors = checkoutFieldErrors({ ...filled, email: " ", shippingState: "", shippingZipCode: "" }, "card", card, now);
    expect(errors).toEqual({
      email: "This field is required",
      shippingState: "This field is required",
      shippingZipCode: "This field is required",
    });
  });

  it("asks for the phone on the PayPal path only", () => {
    expect(checkoutFieldErrors({ ...filled, phone: "" }, "paypal", undefined, now)).toEqual({ phone: "This field is required" });
    expect(checkoutFieldErrors({ ...filled, phone: "" }, "card", card, now)).toEqual({});
  });

  it("reads the field names of a server's error answer", () => {
    expect(
      formErrorsFromServer({
        "customer.shippingZipCode": "Enter a 5-digit ZIP code",
        "customerInfo.email": "Enter a valid e-mail address",
        "opaqueData.dataValue": "dataValue is required",
        idempotencyKey: "idempotencyKey must be a UUID",
      }),
    ).toEqual({
      email: "Enter a valid e-mail address",
      shippingZipCode: "Enter a 5-digit ZIP code",
      cardNumber: "dataValue is required",
    });
  });
});

describe("the customer sent to the payment routes", () => {
  it("passes the server's schema and leaves hidden billing fields out", () => {
    const input = toCustomerInput({ ...filled, billingAddress: "stale", billingState: "CA" });
    expect(input).not.toHaveProperty("billingAddress");
    const parsed = checkoutCustomerSchema.parse(input);
    expect(parsed).toMatchObject({ firstName: "Dana", shippingState: "WI", sameAsShipping: true });
  });

  it("sends the billing address when it differs", () => {
    const input = toCustomerInput({
      ...filled,
      sameAsShipping: false,
      billingAddress: "1 Main St",
      billingCity: "Verona",
      billingState: "WI",
      billingZipCode: "53593",
    });
    expect(checkoutCustomerSchema.parse(input)).toMatchObject({ billingCity: "Verona", sameAsShipping: false });
  });
});

describe("the card inputs", () => {
  it("group the number by four, write the expiry as MM/YY and keep the code to four digits", () => {
    expect(formatCardNumber("4111111111111111")).toBe("4111 1111 1111 1111");
    expect(formatCardNumber("4000-0000 0000 0002 99999")).toBe("4000 0000 0000 0002 999");
    expect(formatExpiry("1230")).toBe("12/30");
    expect(formatExpiry("12/")).toBe("12");
    expect(formatExpiry("1")).toBe("1");
    expect(formatCardCode("12a34 5")).toBe("1234");
  });
});
