// A signed-in customer's checkout starts with their details and their last order's addresses, read from
// the database (lib/checkout/prefill-read.ts).
import { describe, expect, it } from "vitest";
import { checkoutPrefillFor } from "@/lib/checkout/prefill-read";
import { db } from "@/lib/db/client";
import { DEMO_CUSTOMER } from "@/prisma/seed-data/demo-account";
import { createCustomer } from "../support/accounts";

describe("the checkout a signed-in customer starts with", () => {
  it("has the demo customer's details and the address of their newest placed order", async () => {
    const demo = await db().user.findUniqueOrThrow({ where: { email: DEMO_CUSTOMER.email } });
    const newest = await db().order.findFirstOrThrow({
      where: { userId: demo.id, status: { in: ["completed", "partially_refunded", "refunded", "voided"] } },
      orderBy: { createdAt: "desc" },
    });
    expect(await checkoutPrefillFor(demo.id)).toMatchObject({
      firstName: DEMO_CUSTOMER.firstName,
      lastName: DEMO_CUSTOMER.lastName,
      email: DEMO_CUSTOMER.email,
      phone: DEMO_CUSTOMER.phone,
      shippingAddress: newest.shippingAddress,
      shippingCity: newest.shippingCity,
      shippingState: newest.shippingState,
      shippingZipCode: newest.shippingZipCode,
    });
  });

  it("has a new customer's name and e-mail and no address", async () => {
    const customer = await createCustomer({ firstName: "Ines", lastName: "Barros" });
    expect(await checkoutPrefillFor(customer.id)).toMatchObject({
      firstName: "Ines",
      lastName: "Barros",
      email: customer.email,
      shippingCompany: "Keller Foods",
      shippingAddress: "",
      sameAsShipping: true,
    });
  });
});
