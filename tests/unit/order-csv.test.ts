// The orders export's CSV text (lib/orders/export-csv.ts): RFC 4180 quoting, formula injection kept as
// text, and one line an order in the header's columns.
import { describe, expect, it } from "vitest";
import {
  csvCell,
  csvLine,
  ORDER_CSV_COLUMNS,
  ORDER_CSV_HEADER,
  orderCsvFileName,
  orderCsvLine,
  type OrderCsvOrder,
} from "@/lib/orders/export-csv";

const amount = (value: string) => ({ toFixed: () => value });

const ORDER: OrderCsvOrder = {
  orderNumber: "TZ-260304-7KQ4MX",
  createdAt: new Date("2026-03-04T05:06:07.089Z"),
  customerFirstName: "Dana",
  customerLastName: "Whitfield",
  customerEmail: "dana@example.com",
  shippingCompany: "Atwood Brewing, LLC",
  billingCompany: null,
  status: "partially_refunded",
  fulfilmentStatus: "partially_shipped",
  paymentMethod: "paypal",
  subtotal: amount("59.90"),
  shipping: amount("0.00"),
  tax: amount("3.29"),
  total: amount("63.19"),
  refundedAmount: amount("29.95"),
  itemCount: 2,
};

describe("a CSV cell", () => {
  it("is left as it is when it holds nothing special", () => {
    expect(csvCell("Dana Whitfield")).toBe("Dana Whitfield");
    expect(csvCell("")).toBe("");
    expect(csvCell("O'Brien")).toBe("O'Brien");
  });

  it("is quoted when it holds a comma, a quote or a line break, its quotes doubled", () => {
    expect(csvCell("Atwood Brewing, LLC")).toBe('"Atwood Brewing, LLC"');
    expect(csvCell('The "Kettle" Co')).toBe('"The ""Kettle"" Co"');
    expect(csvCell("Suite 4\nBack door")).toBe('"Suite 4\nBack door"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("keeps what a spreadsheet would run as a formula as text, with a leading apostrophe", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell("+1 555 0100")).toBe("'+1 555 0100");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("Anne=Marie")).toBe("Anne=Marie");
  });

  it("makes lines ended by CRLF", () => {
    expect(csvLine(["a", "b,c", ""])).toBe('a,"b,c",\r\n');
  });
});

describe("the orders export", () => {
  it("has a header row of the columns", () => {
    expect(ORDER_CSV_HEADER).toBe(
      "Order number,Created (UTC),Customer,E-mail,Company,Payment state,Fulfilment state,Payment method,Subtotal,Shipping,Tax,Total,Refunded,Items\r\n",
    );
  });

  it("writes an order in those columns, the company shipped to first, the amounts with two decimals", () => {
    const line = orderCsvLine(ORDER);
    expect(line).toBe(
      'TZ-260304-7KQ4MX,2026-03-04T05:06:07.089Z,Dana Whitfield,dana@example.com,"Atwood Brewing, LLC",Partially refunded,Partially shipped,PayPal,59.90,0.00,3.29,63.19,29.95,2\r\n',
    );
    expect(line.split(",").length).toBeGreaterThanOrEqual(ORDER_CSV_COLUMNS.length);
  });

  it("takes the billing company when there is no shipping company, and leaves the cell empty without either", () => {
    expect(orderCsvLine({ ...ORDER, shippingCompany: null, billingCompany: "Kettle Co" })).toContain(",dana@example.com,Kettle Co,");
    expect(orderCsvLine({ ...ORDER, shippingCompany: null })).toContain(",dana@example.com,,");
  });

  it("keeps a customer's formula as text", () => {
    expect(orderCsvLine({ ...ORDER, customerFirstName: "=cmd|' /C calc'!A0", customerLastName: "X" })).toContain(",'=cmd|' /C calc'!A0 X,");
  });

  it("names the file by the day of the export (UTC)", () => {
    expect(orderCsvFileName(new Date("2026-05-14T23:59:59Z"))).toBe("orders-2026-05-14.csv");
  });
});
