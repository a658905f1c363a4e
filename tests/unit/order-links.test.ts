import { describe, expect, it } from "vitest";
import {
  accessTokenExpiresAt,
  accessTokenSchema,
  accountOrderPath,
  guestOrderPath,
  invoicePath,
  orderNumberSchema,
  paymentLabel,
  staffInvoicePath,
} from "@/lib/orders/links";

describe("the addresses of an order's pages and invoice", () => {
  it("sends a customer with an account to /account/orders/{orderNumber} and a guest to /orders/{orderNumber}?token=", () => {
    expect(accountOrderPath("TZ-261122-7KQ4MX")).toBe("/account/orders/TZ-261122-7KQ4MX");
    expect(guestOrderPath("TZ-261122-7KQ4MX", "abc_DEF-123")).toBe("/orders/TZ-261122-7KQ4MX?token=abc_DEF-123");
  });

  it("downloads the owner's invoice by session, the guest's with the token, and staff's by the order id", () => {
    expect(invoicePath("TZ-261122-7KQ4MX")).toBe("/api/orders/TZ-261122-7KQ4MX/invoice");
    expect(invoicePath("TZ-261122-7KQ4MX", "tok")).toBe("/api/orders/TZ-261122-7KQ4MX/invoice?token=tok");
    expect(staffInvoicePath("cm0abc123")).toBe("/api/admin/orders/cm0abc123/invoice");
  });
});

describe("a guest's order link token", () => {
  it("lapses 90 days after it was made", () => {
    expect(accessTokenExpiresAt(new Date("2026-11-22T15:30:00Z")).toISOString()).toBe("2027-02-20T15:30:00.000Z");
  });

  it("is 43 base64url characters (32 random bytes); anything else is refused before any lookup", () => {
    const token = Buffer.alloc(32, 0xfb).toString("base64url");
    expect(token).toHaveLength(43);
    expect(accessTokenSchema.safeParse(token).success).toBe(true);
    for (const bad of [token.slice(1), `${token}A`, `${token.slice(0, 42)}=`, `${token.slice(0, 42)}+`, "", "../../etc/passwd"]) {
      expect(accessTokenSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe("an order number in an address", () => {
  it("takes letters, digits and dashes, trimmed, up to 40 characters", () => {
    expect(orderNumberSchema.parse(" TZ-261122-7KQ4MX ")).toBe("TZ-261122-7KQ4MX");
    expect(orderNumberSchema.safeParse("TZ-ADM-1A2B3C4D").success).toBe(true);
    for (const bad of ["", " ", "../x", "TZ 261122", "x".repeat(41), "TZ-261122-7KQ4MX\u0000"]) {
      expect(orderNumberSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("how an order was paid", () => {
  it("reads Card ending in 1111, or PayPal", () => {
    expect(paymentLabel("card", "1111")).toBe("Card ending in 1111");
    expect(paymentLabel("card", null)).toBe("Card ending in ****");
    expect(paymentLabel("paypal", null)).toBe("PayPal");
  });
});
