// The customer's order pages as their components draw them: the orders list (and its empty state), one
// order for its owner and for a guest, and the page a guest's expired link gets.
import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { OrderDetail } from "@/components/orders/order-detail";
import { OrderLinkInvalid } from "@/components/orders/order-link-invalid";
import { OrdersList } from "@/components/orders/orders-list";
import type { CustomerOrderView } from "@/lib/orders/customer-view-model";
import type { PortalOrder } from "@/lib/portal/schemas";
import { navigation } from "./support/module-mocks";

beforeEach(() => {
  navigation.setPathname("/account/orders/TZ-261122-7KQ4MX");
});

const ownerView: CustomerOrderView = {
  audience: "owner",
  orderNumber: "TZ-261122-7KQ4MX",
  placedAt: "2026-11-22T15:20:00.000Z",
  status: { label: "In Transit", tone: "blue" },
  items: [
    {
      id: 1,
      name: "Caustic Tank Cleaner",
      size: "5-Gallon Pail",
      itemNumber: "TZ-BL-201-P",
      quantity: 1,
      unitPrice: 124500,
      lineTotal: 124500,
    },
    { id: 2, name: "Pool & Spa Descaler", size: "Quart (32 oz)", itemNumber: "TZ-PS-101", quantity: 2, unitPrice: 2995, lineTotal: 5990 },
  ],
  subtotal: 130490,
  shipping: 0,
  tax: 7177,
  total: 137667,
  shipTo: { name: "Dana Whitfield", company: "Lakeside Brewing Co.", lines: ["2214 Atwood Ave", "Madison, WI 53704"] },
  billTo: { name: "Dana Whitfield", company: null, lines: ["PO Box 12", "Madison, WI 53701"] },
  payment: "Card ending in 1111",
  refunds: [{ id: 9, date: "2026-11-25T09:00:00.000Z", amount: 1000, reason: "Late delivery" }],
  shipments: [
    {
      id: 5,
      date: "2026-11-23T12:00:00.000Z",
      carrier: "UPS",
      referenceLabel: "Tracking number",
      trackingNumber: "1Z999AA10123456784",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
      items: [{ orderItemId: 1, name: "Caustic Tank Cleaner", size: "5-Gallon Pail", itemNumber: "TZ-BL-201-P", quantity: 1 }],
    },
    {
      id: 6,
      date: "2026-11-24T12:00:00.000Z",
      carrier: "Freight",
      referenceLabel: "Bill of lading number",
      trackingNumber: "BOL-7781",
      trackingUrl: null,
      items: [],
    },
  ],
  invoice: { number: "INV-000123", url: "/api/orders/TZ-261122-7KQ4MX/invoice" },
  documents: [
    {
      id: "sds-TZ-BL-201-1",
      kind: "safety_data_sheet",
      title: "Safety Data Sheet: Caustic Tank Cleaner",
      label: "Caustic Tank Cleaner (revision 1)",
      fileName: "SDS-TZ-BL-201-rev1.pdf",
      url: "/sds/TZ-BL-201/1",
    },
  ],
  reorderId: "order-1",
};

const guestView: CustomerOrderView = {
  ...ownerView,
  audience: "guest",
  invoice: { number: "INV-000123", url: "/api/orders/TZ-261122-7KQ4MX/invoice?token=abc" },
  documents: [
    {
      id: "coa-TZ-261122-7KQ4MX-L26-0412",
      kind: "certificate_of_analysis",
      title: "Certificate of Analysis: lot L26-0412",
      label: "Caustic Tank Cleaner, Gallon: lot L26-0412 (order TZ-261122-7KQ4MX)",
      fileName: "certificate-of-analysis-L26-0412.pdf",
      url: "/api/orders/TZ-261122-7KQ4MX/certificates/L26-0412?token=abc",
    },
  ],
  reorderId: null,
};

describe("one order for its owner", () => {
  it("has one h1, the status badge, the lines with sizes and the totals", () => {
    render(<OrderDetail view={ownerView} />);
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Order TZ-261122-7KQ4MX"]);
    expect(screen.getByTestId("order-status").textContent).toBe("In Transit");
    expect(screen.getByTestId("order-status").querySelector("[data-tone]")!.getAttribute("data-tone")).toBe("blue");

    const table = screen.getByRole("region", { name: "Ordered items" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Caustic Tank Cleaner", "5-Gallon Pail", "TZ-BL-201-P", "1", "$1,245.00", "$1,245.00"],
      ["Pool & Spa Descaler", "Quart (32 oz)", "TZ-PS-101", "2", "$29.95", "$59.90"],
    ]);
    const totals = screen.getByTestId("order-totals");
    expect(totals.textContent).toBe("Subtotal$1,304.90ShippingFREETax$71.77Total$1,376.67");
  });

  it("links each parcel to its carrier's tracking in a new tab, and names a freight bill of lading without a link", () => {
    render(<OrderDetail view={ownerView} />);
    const [ups, freight] = screen.getAllByTestId("shipment");
    const track = within(ups!).getByRole("link", { name: /Track package/ });
    expect(track.getAttribute("href")).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(track.getAttribute("target")).toBe("_blank");
    expect(track.getAttribute("rel")).toBe("noopener noreferrer");
    expect(track.textContent).toContain("(opens in a new tab)");
    expect(within(ups!).getByText(/Caustic Tank Cleaner, 5-Gallon Pail/)).toBeTruthy();
    expect(within(freight!).queryByRole("link")).toBeNull();
    expect(freight!.textContent).toContain("Bill of lading number: BOL-7781");
  });

  it("offers the invoice, the product documents and Reorder; shows addresses, payment and refunds", () => {
    render(<OrderDetail view={ownerView} />);
    expect(screen.getByRole("link", { name: /Download invoice INV-000123/ }).getAttribute("href")).toBe(
      "/api/orders/TZ-261122-7KQ4MX/invoice",
    );
    expect(screen.getByRole("link", { name: /Safety Data Sheet: Caustic Tank Cleaner/ }).getAttribute("href")).toBe("/sds/TZ-BL-201/1");
    expect(screen.getByRole("button", { name: "Reorder" })).toBeTruthy();
    expect(screen.getByText("Card ending in 1111")).toBeTruthy();
    expect(screen.getAllByText("Dana Whitfield")).toHaveLength(2);
    expect(screen.getByTestId("refund").textContent).toBe("$10.00 refunded on Nov 25, 2026Reason: Late delivery");
  });
});

describe("one order for a guest", () => {
  it("shows what the e-mail showed, and the invoice and the lot's certificate by the token, and no Reorder", () => {
    render(<OrderDetail view={guestView} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Order TZ-261122-7KQ4MX");
    expect(screen.getByRole("link", { name: /Download invoice/ }).getAttribute("href")).toBe(
      "/api/orders/TZ-261122-7KQ4MX/invoice?token=abc",
    );
    expect(screen.getByRole("link", { name: /Certificate of Analysis: lot L26-0412/ }).getAttribute("href")).toBe(
      "/api/orders/TZ-261122-7KQ4MX/certificates/L26-0412?token=abc",
    );
    expect(screen.queryByRole("button", { name: "Reorder" })).toBeNull();
    expect(screen.getByText(/link in your order e-mail/)).toBeTruthy();
  });
});

describe("the orders list", () => {
  const orders: PortalOrder[] = [
    {
      id: "o2",
      orderNumber: "TZ-261122-7KQ4MX",
      date: "2026-11-22T15:20:00.000Z",
      product: "Caustic Tank Cleaner + 1 more",
      status: "Delivered",
      tone: "green",
      total: 1376.67,
      items: [],
    },
    {
      id: "o1",
      orderNumber: "TZ-261001-ABCDEF",
      date: "2026-10-01T10:00:00.000Z",
      product: "Pool & Spa Descaler",
      status: "Order Placed",
      tone: "gray",
      total: 63.19,
      items: [],
    },
  ];

  it("links each order to its page, with its date, items, status badge and total", () => {
    render(<OrdersList orders={orders} />);
    const table = screen.getByRole("region", { name: "Your orders" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["TZ-261122-7KQ4MX", "Nov 22, 2026", "Caustic Tank Cleaner + 1 more", "Delivered", "$1,376.67"],
      ["TZ-261001-ABCDEF", "Oct 1, 2026", "Pool & Spa Descaler", "Order Placed", "$63.19"],
    ]);
    expect(within(rows[0]!).getByRole("link", { name: "Order TZ-261122-7KQ4MX" }).getAttribute("href")).toBe(
      "/account/orders/TZ-261122-7KQ4MX",
    );
    expect(rows.map((row) => row.querySelector("[data-tone]")!.getAttribute("data-tone"))).toEqual(["green", "gray"]);
    // Phones get the same orders as cards.
    expect(
      within(screen.getByRole("list", { name: "Your orders" }))
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/account/orders/TZ-261122-7KQ4MX", "/account/orders/TZ-261001-ABCDEF"]);
  });

  it("says You have no orders yet and links to the products when there are none", () => {
    render(<OrdersList orders={[]} />);
    expect(screen.getByText("You have no orders yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse products" }).getAttribute("href")).toBe("/products");
  });
});

describe("a guest's link that is not valid or has expired", () => {
  it("says so under one h1, with sign-in and contact links", () => {
    render(<OrderLinkInvalid />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("This order link is not valid or has expired");
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/sign-in?callbackUrl=%2Faccount%2Forders");
    expect(screen.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
  });
});
