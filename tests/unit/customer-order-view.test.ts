import { describe, expect, it } from "vitest";
import { toCustomerOrderView, type ViewOrder } from "@/lib/orders/customer-view-model";

const amount = (value: string) => ({ toFixed: () => value });

const order: ViewOrder = {
  id: "order-1",
  orderNumber: "TZ-261122-7KQ4MX",
  status: "completed",
  fulfilmentStatus: "partially_shipped",
  createdAt: new Date("2026-11-22T15:20:00Z"),
  invoiceNumber: 7,
  paymentMethod: "card",
  cardLast4: "1111",
  customerFirstName: "Dana",
  customerLastName: "Whitfield",
  shippingCompany: "Lakeside Brewing Co.",
  shippingAddress: "2214 Atwood Ave",
  shippingCity: "Madison",
  shippingState: "WI",
  shippingZipCode: "53704",
  billingCompany: null,
  billingAddress: "PO Box 12",
  billingCity: "Madison",
  billingState: "WI",
  billingZipCode: "53701",
  subtotal: amount("59.90"),
  shipping: amount("0.00"),
  tax: amount("3.29"),
  total: amount("63.19"),
  items: [
    {
      id: 11,
      productName: "Pool & Spa Descaler",
      itemNumber: "TZ-PS-101",
      size: "quart",
      quantity: 2,
      unitPrice: amount("29.95"),
      lineTotal: amount("59.90"),
    },
  ],
  refunds: [{ id: 3, createdAt: new Date("2026-11-25T09:00:00Z"), amount: amount("10.00"), reason: "Late delivery" }],
  shipments: [
    {
      id: 5,
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
      createdAt: new Date("2026-11-23T12:00:00Z"),
      items: [{ orderItemId: 11, quantity: 1 }],
    },
    {
      id: 6,
      carrier: "freight",
      trackingNumber: "BOL-7781",
      createdAt: new Date("2026-11-24T12:00:00Z"),
      items: [{ orderItemId: 99, quantity: 1 }],
    },
  ],
};

const documents = [
  {
    id: "sds-TZ-PS-101-1",
    kind: "safety_data_sheet" as const,
    title: "Safety Data Sheet: Pool & Spa Descaler",
    label: "Pool & Spa Descaler (revision 1)",
    fileName: "SDS-TZ-PS-101-rev1.pdf",
    url: "/sds/TZ-PS-101/1",
  },
];

describe("an order's page for its customer", () => {
  it("shows the lines with sizes, the totals in cents, both addresses and the card's last digits", () => {
    const view = toCustomerOrderView(order, { audience: "owner", invoiceUrl: "/api/orders/TZ-261122-7KQ4MX/invoice", documents });
    expect(view.items).toEqual([
      {
        id: 11,
        name: "Pool & Spa Descaler",
        size: "Quart (32 oz)",
        itemNumber: "TZ-PS-101",
        quantity: 2,
        unitPrice: 2995,
        lineTotal: 5990,
      },
    ]);
    expect([view.subtotal, view.shipping, view.tax, view.total]).toEqual([5990, 0, 329, 6319]);
    expect(view.shipTo).toEqual({
      name: "Dana Whitfield",
      company: "Lakeside Brewing Co.",
      lines: ["2214 Atwood Ave", "Madison, WI 53704"],
    });
    expect(view.billTo).toEqual({ name: "Dana Whitfield", company: null, lines: ["PO Box 12", "Madison, WI 53701"] });
    expect(view.payment).toBe("Card ending in 1111");
    expect(view.refunds).toEqual([{ id: 3, date: "2026-11-25T09:00:00.000Z", amount: 1000, reason: "Late delivery" }]);
    expect(view.invoice).toEqual({ number: "INV-000007", url: "/api/orders/TZ-261122-7KQ4MX/invoice" });
  });

  it("says In Transit in blue while part of it has shipped", () => {
    expect(toCustomerOrderView(order, { audience: "guest", invoiceUrl: "x" }).status).toEqual({ label: "In Transit", tone: "blue" });
    expect(toCustomerOrderView({ ...order, fulfilmentStatus: "delivered" }, { audience: "guest", invoiceUrl: "x" }).status).toEqual({
      label: "Delivered",
      tone: "green",
    });
  });

  it("lists shipments with the carrier's tracking link, and freight by its bill of lading without one", () => {
    const [ups, freight] = toCustomerOrderView(order, { audience: "guest", invoiceUrl: "x" }).shipments;
    expect(ups).toEqual({
      id: 5,
      date: "2026-11-23T12:00:00.000Z",
      carrier: "UPS",
      referenceLabel: "Tracking number",
      trackingNumber: "1Z999AA10123456784",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
      items: [{ orderItemId: 11, name: "Pool & Spa Descaler", size: "Quart (32 oz)", itemNumber: "TZ-PS-101", quantity: 1 }],
    });
    // A line that is not on the order shows nothing rather than a blank row.
    expect(freight).toMatchObject({ carrier: "Freight", referenceLabel: "Bill of lading number", trackingUrl: null, items: [] });
  });

  it("gives the owner Reorder and a guest none, and both the documents they were given", () => {
    const owner = toCustomerOrderView(order, { audience: "owner", invoiceUrl: "x", documents });
    expect(owner.documents).toEqual(documents);
    expect(owner.reorderId).toBe("order-1");
    const guest = toCustomerOrderView(order, { audience: "guest", invoiceUrl: "x", documents });
    expect(guest.documents).toEqual(documents);
    expect(guest.reorderId).toBeNull();
    expect(JSON.stringify(guest)).not.toContain("order-1");
  });

  it("has no invoice before the order is paid", () => {
    expect(toCustomerOrderView({ ...order, invoiceNumber: null }, { audience: "owner", invoiceUrl: "x" }).invoice).toBeNull();
  });
});
