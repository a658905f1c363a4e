// The orders list's filters in the address (lib/orders/list-filters.ts): what staff may ask for, the
// message naming each field that is wrong, the opaque page cursor, the addresses built from the filters,
// and the database condition they become.
import { describe, expect, it } from "vitest";
import {
  decodeOrderCursor,
  encodeOrderCursor,
  hasOrderFilters,
  NO_ORDER_FILTERS,
  orderCursorWhere,
  orderFiltersSchema,
  orderFormValues,
  orderPageOf,
  orderWhere,
  ordersApiHref,
  ordersExportHref,
  ordersHref,
  parseOrderListQuery,
  PAYMENT_STATES,
  paymentStateLabel,
  type OrderFilters,
} from "@/lib/orders/list-filters";

const filters = (changes: Partial<OrderFilters>): OrderFilters => ({ ...NO_ORDER_FILTERS, ...changes });
const CURSOR_ORDER = { createdAt: "2026-03-04T05:06:07.089Z", id: "cmabc123def456" };

/** The fields named in the answer to a bad address. */
function badFields(params: Record<string, string | string[]>): Record<string, string> {
  const parsed = parseOrderListQuery(params);
  if (parsed.ok) throw new Error(`expected ${JSON.stringify(params)} to be refused`);
  return parsed.fields;
}

describe("the orders list's filters in the address", () => {
  it("reads every filter and the page from the search params", () => {
    const cursor = encodeOrderCursor(CURSOR_ORDER);
    expect(
      parseOrderListQuery({
        q: "  Dana   Whitfield ",
        status: "partially_refunded",
        fulfilment: "partially_shipped",
        method: "paypal",
        from: "2026-03-01",
        to: "2026-03-31",
        cursor,
        dir: "newer",
      }),
    ).toEqual({
      ok: true,
      query: {
        q: "Dana Whitfield",
        status: "partially_refunded",
        fulfilment: "partially_shipped",
        method: "paypal",
        from: "2026-03-01",
        to: "2026-03-31",
        cursor: { createdAt: new Date(CURSOR_ORDER.createdAt), id: CURSOR_ORDER.id },
        direction: "newer",
      },
    });
  });

  it("reads no parameter, and every empty field a GET form sends, as no filter on the newest page", () => {
    const newest = { ok: true, query: { ...NO_ORDER_FILTERS, cursor: null, direction: "older" } };
    expect(parseOrderListQuery({})).toEqual(newest);
    expect(parseOrderListQuery({ q: "", status: "", fulfilment: "", method: "", from: "", to: "", cursor: "", dir: "" })).toEqual(newest);
    expect(parseOrderListQuery({ q: "   " })).toEqual(newest);
  });

  it("offers every payment state of the database, partially refunded included, by staff's words", () => {
    expect(PAYMENT_STATES).toEqual(["pending", "completed", "voided", "partially_refunded", "refunded", "failed", "abandoned"]);
    expect(PAYMENT_STATES.map(paymentStateLabel)).toContain("Partially refunded");
  });

  it("names the field of each value that is wrong", () => {
    expect(badFields({ status: "shipped" })).toEqual({ status: "Choose a payment state from the list" });
    expect(badFields({ fulfilment: "lost" })).toEqual({ fulfilment: "Choose a fulfilment state from the list" });
    expect(badFields({ method: "cash" })).toEqual({ method: "Choose card or PayPal" });
    expect(badFields({ from: "yesterday" })).toEqual({ from: "Enter a date as YYYY-MM-DD" });
    expect(badFields({ to: "2026-02-30" })).toEqual({ to: "Enter a date as YYYY-MM-DD" });
    expect(badFields({ to: "2026-3-01" })).toEqual({ to: "Enter a date as YYYY-MM-DD" });
    expect(badFields({ q: "x".repeat(201) })).toEqual({ q: "Search for at most 200 characters" });
    expect(badFields({ dir: "sideways", cursor: encodeOrderCursor(CURSOR_ORDER) })).toHaveProperty("dir");
    expect(badFields({ status: "STATUS", method: "cash" })).toEqual({
      status: "Choose a payment state from the list",
      method: "Choose card or PayPal",
    });
  });

  it("refuses a date range that ends before it starts, on the end date; one day is a range", () => {
    expect(badFields({ from: "2026-03-10", to: "2026-03-09" })).toEqual({ to: "The end date is before the start date" });
    expect(parseOrderListQuery({ from: "2026-03-10", to: "2026-03-10" }).ok).toBe(true);
    expect(parseOrderListQuery({ from: "2024-02-29" }).ok).toBe(true);
  });

  it("reads the last of a repeated parameter, as the API reads its query string", () => {
    const parsed = parseOrderListQuery({ status: ["refunded", "voided"] });
    expect(parsed.ok && parsed.query.status).toBe("voided");
  });

  it("counts a pasted tab or line break in the search as a space, and half a surrogate pair as U+FFFD", () => {
    const parsed = parseOrderListQuery({ q: "Dana\tWhit\r\nfield\u0000 \ud800" });
    expect(parsed.ok && parsed.query.q).toBe("Dana Whit field \ufffd");
  });

  it("ignores a direction without a cursor, and the export ignores the cursor", () => {
    const parsed = parseOrderListQuery({ dir: "newer" });
    expect(parsed.ok && parsed.query.direction).toBe("older");
    expect(orderFiltersSchema.parse({ status: "refunded", cursor: "not even a cursor" })).toEqual(filters({ status: "refunded" }));
  });

  it("gives the form the address's own text, also when it is wrong, cut to the search's length", () => {
    expect(orderFormValues({ q: "dana", status: "bogus", to: ["2026-01-01", "2026-02-01"], cursor: "x" })).toEqual({
      q: "dana",
      status: "bogus",
      fulfilment: "",
      method: "",
      from: "",
      to: "2026-02-01",
    });
    expect(orderFormValues({ q: "y".repeat(500) }).q).toHaveLength(200);
  });
});

describe("the page cursor", () => {
  it("is opaque base64url that comes back as the order it was made from", () => {
    const cursor = encodeOrderCursor(CURSOR_ORDER);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain(CURSOR_ORDER.id);
    expect(decodeOrderCursor(cursor)).toEqual({ createdAt: new Date(CURSOR_ORDER.createdAt), id: CURSOR_ORDER.id });
    expect(encodeOrderCursor({ createdAt: new Date(CURSOR_ORDER.createdAt), id: CURSOR_ORDER.id })).toBe(cursor);
  });

  it("refuses anything it did not write, naming the cursor", () => {
    const good = encodeOrderCursor(CURSOR_ORDER);
    const base64url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    for (const bad of [
      "abc",
      "!!!!",
      `${good}=`,
      `${good}x`,
      "x".repeat(300),
      base64url("2026-03-04T05:06:07.089Z"),
      base64url("2026-02-30T05:06:07.089Z|cmabc"),
      base64url("2026-03-04T05:06:07Z|cmabc"),
      base64url("2026-03-04T05:06:07.089Z|cm abc"),
      base64url(`2026-03-04T05:06:07.089Z|${"a".repeat(65)}`),
      base64url("2026-03-04T05:06:07.089Z|cmabc|"),
    ]) {
      expect(decodeOrderCursor(bad), bad).toBeNull();
      expect(badFields({ cursor: bad }), bad).toEqual({ cursor: "This page link is damaged: start again from the newest orders" });
    }
  });

  it("is the page's own link again for a query on a later page, none on the newest", () => {
    const cursor = encodeOrderCursor(CURSOR_ORDER);
    const parsed = parseOrderListQuery({ cursor, dir: "newer" });
    expect(parsed.ok && orderPageOf(parsed.query)).toEqual({ cursor, direction: "newer" });
    expect(orderPageOf({ cursor: null, direction: "older" })).toBeNull();
  });
});

describe("the addresses with the filters", () => {
  it("leave out the defaults, so the unfiltered list is plain /admin-orders and the table polls plain /api/admin/orders", () => {
    expect(ordersHref(NO_ORDER_FILTERS)).toBe("/admin-orders");
    expect(ordersApiHref(NO_ORDER_FILTERS)).toBe("/api/admin/orders");
    expect(ordersExportHref(NO_ORDER_FILTERS)).toBe("/api/admin/orders/export");
  });

  it("carry every filter, and the page only where it is asked for", () => {
    const some = filters({
      q: "Kettle & Co",
      status: "refunded",
      fulfilment: "shipped",
      method: "card",
      from: "2026-01-01",
      to: "2026-01-31",
    });
    const query = "q=Kettle+%26+Co&status=refunded&fulfilment=shipped&method=card&from=2026-01-01&to=2026-01-31";
    expect(ordersHref(some)).toBe(`/admin-orders?${query}`);
    expect(ordersExportHref(some)).toBe(`/api/admin/orders/export?${query}`);
    expect(ordersHref(some, { cursor: "abc", direction: "older" })).toBe(`/admin-orders?${query}&cursor=abc`);
    expect(ordersApiHref(some, { cursor: "abc", direction: "newer" })).toBe(`/api/admin/orders?${query}&cursor=abc&dir=newer`);
  });

  it("read back as the same filters", () => {
    const some = filters({ q: "O'Brien, Jr.", status: "partially_refunded", method: "paypal", from: "2026-05-01" });
    const params = Object.fromEntries(new URL(ordersHref(some), "http://localhost").searchParams);
    expect(parseOrderListQuery(params)).toEqual({ ok: true, query: { ...some, cursor: null, direction: "older" } });
  });

  it("tell a narrowed list from a merely paged one", () => {
    expect(hasOrderFilters(NO_ORDER_FILTERS)).toBe(false);
    for (const changes of [
      { q: "a" },
      { status: "voided" },
      { fulfilment: "delivered" },
      { method: "card" },
      { from: "2026-01-01" },
      { to: "2026-01-01" },
    ] as const) {
      expect(hasOrderFilters(filters(changes)), JSON.stringify(changes)).toBe(true);
    }
  });
});

describe("the database condition", () => {
  it("is empty without filters", () => {
    expect(orderWhere(NO_ORDER_FILTERS)).toEqual({});
  });

  it("looks for the search in the number, the e-mail, each name, both names as 'first last', and either company", () => {
    const insensitive = (text: string) => ({ contains: text, mode: "insensitive" });
    expect(orderWhere(filters({ q: "kettle" }))).toEqual({
      AND: [
        {
          OR: [
            { orderNumber: insensitive("kettle") },
            { customerEmail: insensitive("kettle") },
            { customerFirstName: insensitive("kettle") },
            { customerLastName: insensitive("kettle") },
            { shippingCompany: insensitive("kettle") },
            { billingCompany: insensitive("kettle") },
          ],
        },
      ],
    });
    // "na Whit" spans the space of "Dana Whitfield"; "Mary Ann Smith" may split after Mary or after Ann.
    const spans = (q: string) => (orderWhere(filters({ q })) as { AND: { OR: object[] }[] }).AND[0]!.OR.slice(6);
    expect(spans("na Whit")).toEqual([
      { customerFirstName: { endsWith: "na", mode: "insensitive" }, customerLastName: { startsWith: "Whit", mode: "insensitive" } },
    ]);
    expect(spans("Mary Ann Smith")).toEqual([
      { customerFirstName: { endsWith: "Mary", mode: "insensitive" }, customerLastName: { startsWith: "Ann Smith", mode: "insensitive" } },
      { customerFirstName: { endsWith: "Mary Ann", mode: "insensitive" }, customerLastName: { startsWith: "Smith", mode: "insensitive" } },
    ]);
    expect(spans("a b c d e f g h i j k l")).toEqual([]);
  });

  it("escapes the search's %, _ and backslash, which ILIKE would read as wildcards and escapes", () => {
    const where = orderWhere(filters({ q: "50%_off\\ x" })) as { AND: { OR: object[] }[] };
    expect(where.AND[0]!.OR[0]).toEqual({ orderNumber: { contains: "50\\%\\_off\\\\ x", mode: "insensitive" } });
    expect(where.AND[0]!.OR[6]).toEqual({
      customerFirstName: { endsWith: "50\\%\\_off\\\\", mode: "insensitive" },
      customerLastName: { startsWith: "x", mode: "insensitive" },
    });
  });

  it("takes the states and the method as they are", () => {
    expect(orderWhere(filters({ status: "partially_refunded", fulfilment: "shipped", method: "paypal" }))).toEqual({
      AND: [{ status: "partially_refunded" }, { fulfilmentStatus: "shipped" }, { paymentMethod: "paypal" }],
    });
  });

  it("runs the date range from the first day's start to the end of the last day (UTC)", () => {
    expect(orderWhere(filters({ from: "2026-03-01", to: "2026-03-31" }))).toEqual({
      AND: [{ createdAt: { gte: new Date("2026-03-01T00:00:00.000Z") } }, { createdAt: { lt: new Date("2026-04-01T00:00:00.000Z") } }],
    });
    expect(orderWhere(filters({ to: "2024-12-31" }))).toEqual({ AND: [{ createdAt: { lt: new Date("2025-01-01T00:00:00.000Z") } }] });
  });

  it("goes beyond the cursor by date, then by id among orders of the same moment", () => {
    const cursor = { createdAt: new Date(CURSOR_ORDER.createdAt), id: CURSOR_ORDER.id };
    expect(orderCursorWhere(cursor, "older")).toEqual({
      OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }],
    });
    expect(orderCursorWhere(cursor, "newer")).toEqual({
      OR: [{ createdAt: { gt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { gt: cursor.id } }],
    });
  });
});
