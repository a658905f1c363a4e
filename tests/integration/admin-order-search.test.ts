// Finding orders: the staff orders list (lib/orders/list-search.ts, GET /api/admin/orders)
// finds an order by its number, the customer's e-mail, first or last name or both, and either company;
// narrows by payment state, fulfilment state, payment method and order date; pages through every match
// by (createdAt, id) without repeating or skipping one; and GET /api/admin/orders/export streams the
// matches as CSV, a batch at a time. Only staff may ask, and a bad value is a 400 naming the field.
// The orders here are dated 2010-2011, behind every other file's, carry tags of their own in their
// numbers, and are deleted at the end.
import { randomBytes, randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as exportOrders } from "@/app/api/admin/orders/export/route";
import { GET as listOrders } from "@/app/api/admin/orders/route";
import { ORDER_CSV_COLUMNS } from "@/lib/orders/export-csv";
import {
  decodeOrderCursor,
  encodeOrderCursor,
  NO_ORDER_FILTERS,
  ORDER_LIST_ORDER,
  type OrderFilters,
  type OrderListQuery,
} from "@/lib/orders/list-filters";
import { orderBatches, searchOrders } from "@/lib/orders/list-search";
import type { AdminOrderRow } from "@/lib/orders/staff-view-model";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sessionCookieHeader } from "@/tests/support/auth";
import { MADISON_CUSTOMER, TWO_QUARTS_TOTALS } from "@/tests/support/orders";

const TAG = `os${randomBytes(5).toString("hex")}`;
const BULK = `ob${randomBytes(5).toString("hex")}`;
const BULK_COUNT = 1_200;

let staffCookie: string;
let customerCookie: string;

async function makeUser(role: "customer" | "staff") {
  const email = `order-search-${role}-${randomUUID()}@example.com`;
  const user = await db().user.create({ data: { email, firstName: "Sam", lastName: "Finder", passwordHash: "scrypt$x", role } });
  return { id: user.id, email, role };
}

type Seed = Partial<Prisma.OrderCreateManyInput> & { key: string; createdAt: Date };

const orderRow = ({ key, ...seed }: Seed, tag: string): Prisma.OrderCreateManyInput => ({
  orderNumber: `TZ-${tag.toUpperCase()}-${key}`,
  idempotencyKey: randomUUID(),
  status: "completed",
  paymentMethod: "card",
  gateway: "test",
  ...MADISON_CUSTOMER,
  customerEmail: `dana.whitfield@example.com`,
  ...TWO_QUARTS_TOTALS,
  ...seed,
});

/**
 * The named orders, each found by one field of its own. o1, o2 and o3 sit on the edges of 1 March 2011
 * (its first and last millisecond, and the next day's first); o4 on the last millisecond of February.
 */
const NAMED: Seed[] = [
  { key: "ZX81", createdAt: new Date("2011-03-01T00:00:00.000Z"), status: "completed", fulfilmentStatus: "unfulfilled" },
  {
    key: "0002",
    createdAt: new Date("2011-03-01T23:59:59.999Z"),
    customerEmail: `Kettle.${TAG}@Example.com`,
    status: "partially_refunded",
    fulfilmentStatus: "partially_shipped",
    paymentMethod: "paypal",
    refundedAmount: "29.95",
  },
  {
    key: "0003",
    createdAt: new Date("2011-03-02T00:00:00.000Z"),
    customerFirstName: `Odalys${TAG}`,
    status: "refunded",
    fulfilmentStatus: "shipped",
    refundedAmount: "63.19",
  },
  { key: "0004", createdAt: new Date("2011-02-28T23:59:59.999Z"), customerLastName: `Brankovic${TAG}`, status: "voided" },
  {
    key: "0005",
    createdAt: new Date("2011-03-05T12:00:00.000Z"),
    customerFirstName: "Mary Ann",
    customerLastName: `Smith-${TAG}`,
    status: "pending",
    paymentMethod: "paypal",
  },
  {
    key: "0006",
    createdAt: new Date("2011-03-06T12:00:00.000Z"),
    shippingCompany: `Ship${TAG} Brewing, LLC`,
    billingCompany: "Elsewhere Inc",
    fulfilmentStatus: "delivered",
    paymentMethod: "paypal",
  },
  { key: "0007", createdAt: new Date("2011-03-07T12:00:00.000Z"), billingCompany: `Bill${TAG} 100%_Holdings\\`, status: "failed" },
  {
    key: "0008",
    createdAt: new Date("2011-03-08T12:00:00.000Z"),
    customerFirstName: '=HYPERLINK("http://evil.example")',
    customerLastName: 'O"Neil\nJr',
    status: "abandoned",
    fulfilmentStatus: "processing",
  },
];

/** The named orders' ids by key. */
const named = new Map<string, string>();
const ids = (...keys: string[]) => keys.map((key) => named.get(key)!);

beforeAll(async () => {
  staffCookie = await sessionCookieHeader(await makeUser("staff"));
  customerCookie = await sessionCookieHeader(await makeUser("customer"));

  await db().order.createMany({ data: NAMED.map((seed) => orderRow(seed, TAG)) });
  for (const order of await db().order.findMany({ where: { orderNumber: { contains: TAG.toUpperCase() } } })) {
    named.set(order.orderNumber.split("-").at(-1)!, order.id);
  }
  const product = await db().product.findFirstOrThrow({ select: { id: true } });
  const line = {
    productId: product.id,
    productName: "Grill cleaner",
    itemNumber: "TZ-X",
    unitPrice: "29.95",
    quantity: 1,
    lineTotal: "29.95",
  };
  await db().orderItem.createMany({ data: [line, line].map((item) => ({ ...item, orderId: named.get("0002")! })) });

  // Seven orders a second: orders of the same moment are told apart by their id.
  const start = Date.UTC(2010, 0, 1);
  await db().order.createMany({
    data: Array.from({ length: BULK_COUNT }, (_, i) =>
      orderRow({ key: String(i).padStart(5, "0"), createdAt: new Date(start + Math.floor(i / 7) * 1000) }, BULK),
    ),
  });
}, 120_000);

afterAll(async () => {
  await db().order.deleteMany({
    where: { OR: [{ orderNumber: { contains: TAG.toUpperCase() } }, { orderNumber: { contains: BULK.toUpperCase() } }] },
  });
});

const query = (changes: Partial<OrderListQuery>): OrderListQuery => ({ ...NO_ORDER_FILTERS, cursor: null, direction: "older", ...changes });
const found = async (changes: Partial<OrderFilters>) => (await searchOrders(query(changes))).rows.map((row) => row.id);
const get = (path: string, cookie: string | null) => new NextRequest(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

/** Every bulk order's id in the list's order (newest first, then the larger id). */
async function bulkInOrder(): Promise<string[]> {
  const orders = await db().order.findMany({
    where: { orderNumber: { contains: BULK.toUpperCase() } },
    orderBy: ORDER_LIST_ORDER,
    select: { id: true },
  });
  return orders.map((order) => order.id);
}

describe("searching the orders", () => {
  it("finds an order by its number, case-insensitively", async () => {
    expect(await found({ q: `${TAG}-zx81` })).toEqual(ids("ZX81"));
    expect(await found({ q: `TZ-${TAG}-ZX8`.toLowerCase() })).toEqual(ids("ZX81"));
  });

  it("finds an order by the customer's e-mail", async () => {
    expect(await found({ q: `kettle.${TAG.toUpperCase()}@example` })).toEqual(ids("0002"));
  });

  it("finds an order by the first name, the last name, or both as 'first last'", async () => {
    expect(await found({ q: `ODALYS${TAG}` })).toEqual(ids("0003"));
    expect(await found({ q: `brankovic${TAG}` })).toEqual(ids("0004"));
    expect(await found({ q: `Ann Smith-${TAG}` })).toEqual(ids("0005"));
    expect(await found({ q: `mary ann smith-${TAG}` })).toEqual(ids("0005"));
    expect(await found({ q: `ry Ann Smith-${TAG.slice(0, 4)}` })).toContain(named.get("0005"));
    // The words in another order are not "first last".
    expect(await found({ q: `Smith-${TAG} Mary` })).toEqual([]);
  });

  it("finds an order by the company it ships to or bills to", async () => {
    expect(await found({ q: `ship${TAG} brewing, llc` })).toEqual(ids("0006"));
    expect(await found({ q: `BILL${TAG}` })).toEqual(ids("0007"));
  });

  it("takes % and _ in the search as themselves, not as wildcards", async () => {
    expect(await found({ q: `${TAG}%ZX81` })).toEqual([]);
    expect(await found({ q: `${TAG}_ZX81` })).toEqual([]);
    expect(await found({ q: `${TAG} 100%_holdings\\` })).toEqual(ids("0007"));
  });

  it("finds nothing for words no order has", async () => {
    const list = await searchOrders(query({ q: `${TAG}-nobody` }));
    expect(list).toEqual({ rows: [], older: null, newer: null });
  });
});

describe("filtering the orders", () => {
  it("by payment state, partially refunded included", async () => {
    expect(await found({ q: TAG, status: "partially_refunded" })).toEqual(ids("0002"));
    expect(await found({ q: TAG, status: "refunded" })).toEqual(ids("0003"));
    expect(await found({ q: TAG, status: "completed" })).toEqual(ids("0006", "ZX81"));
    expect(await found({ q: TAG, status: "abandoned" })).toEqual(ids("0008"));
  });

  it("by fulfilment state", async () => {
    expect(await found({ q: TAG, fulfilment: "partially_shipped" })).toEqual(ids("0002"));
    expect(await found({ q: TAG, fulfilment: "delivered" })).toEqual(ids("0006"));
    expect(await found({ q: TAG, fulfilment: "unfulfilled" })).toEqual(ids("0007", "0005", "ZX81", "0004"));
  });

  it("by payment method", async () => {
    expect(await found({ q: TAG, method: "paypal" })).toEqual(ids("0006", "0005", "0002"));
    expect(await found({ q: TAG, method: "card" })).toEqual(ids("0008", "0007", "0003", "ZX81", "0004"));
  });

  it("by order date, both days included, the last to its last millisecond", async () => {
    expect(await found({ q: TAG, from: "2011-03-01", to: "2011-03-01" })).toEqual(ids("0002", "ZX81"));
    expect(await found({ q: TAG, from: "2011-03-01", to: "2011-03-02" })).toEqual(ids("0003", "0002", "ZX81"));
    expect(await found({ q: TAG, to: "2011-02-28" })).toEqual(ids("0004"));
    expect(await found({ q: TAG, from: "2011-03-07" })).toEqual(ids("0008", "0007"));
  });

  it("by all of them together", async () => {
    expect(
      await found({ q: TAG, status: "completed", fulfilment: "delivered", method: "paypal", from: "2011-03-06", to: "2011-03-06" }),
    ).toEqual(ids("0006"));
    expect(await found({ q: TAG, status: "completed", method: "card", from: "2011-03-06" })).toEqual([]);
  });
});

describe("paging through the orders", () => {
  it("walks every match older, 50 a page, without repeating or skipping one, and back newer", async () => {
    const expected = await bulkInOrder();
    expect(expected).toHaveLength(BULK_COUNT);

    const pages: string[][] = [];
    let list = await searchOrders(query({ q: BULK }));
    expect(list.newer).toBeNull();
    pages.push(list.rows.map((row) => row.id));
    while (list.older !== null) {
      list = await searchOrders(query({ q: BULK, cursor: decodeOrderCursor(list.older)!, direction: "older" }));
      pages.push(list.rows.map((row) => row.id));
    }
    expect(pages).toHaveLength(BULK_COUNT / 50);
    expect(pages.every((page) => page.length === 50)).toBe(true);
    expect(pages.flat()).toEqual(expected);

    // From the oldest page back up to the newest, the same pages.
    const back: string[][] = [pages.at(-1)!];
    while (list.newer !== null) {
      list = await searchOrders(query({ q: BULK, cursor: decodeOrderCursor(list.newer)!, direction: "newer" }));
      back.unshift(list.rows.map((row) => row.id));
    }
    expect(back).toEqual(pages);
    expect(list.older).not.toBeNull();
  });

  it("goes on from where the page ended when a newer order arrives in between", async () => {
    const first = await searchOrders(query({ q: BULK }));
    await db().order.create({ data: orderRow({ key: "LATE1", createdAt: new Date("2010-06-01T00:00:00.000Z") }, BULK) });
    const second = await searchOrders(query({ q: BULK, cursor: decodeOrderCursor(first.older!)!, direction: "older" }));
    const expected = await bulkInOrder();
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(expected.slice(1, 101));
    await db().order.deleteMany({ where: { orderNumber: `TZ-${BULK.toUpperCase()}-LATE1` } });
  });

  it("answers the page beyond a cursor from GET /api/admin/orders too", async () => {
    const expected = await bulkInOrder();
    const first = await searchOrders(query({ q: BULK }));
    const response = await listOrders(get(`/api/admin/orders?q=${BULK}&cursor=${first.older}`, staffCookie));
    expect(response.status).toBe(200);
    const rows = (await response.json()) as AdminOrderRow[];
    expect(rows.map((row) => row.id)).toEqual(expected.slice(50, 100));
  });
});

describe("GET /api/admin/orders", () => {
  it("answers the first page's rows with the filters the table polls with", async () => {
    const response = await listOrders(get(`/api/admin/orders?q=${TAG}&status=refunded&fulfilment=shipped&method=card`, staffCookie));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const rows = (await response.json()) as AdminOrderRow[];
    expect(rows).toEqual([
      expect.objectContaining({ id: named.get("0003"), status: "refunded", statusLabel: "Refund Processed", fulfilmentStatus: "shipped" }),
    ]);
  });

  it("answers the newest 50 orders without filters", async () => {
    const rows = (await (await listOrders(get("/api/admin/orders", staffCookie))).json()) as AdminOrderRow[];
    const newest = await db().order.findMany({ orderBy: ORDER_LIST_ORDER, take: 50, select: { id: true } });
    expect(rows.map((row) => row.id)).toEqual(newest.map((order) => order.id));
  });

  it("answers 400 naming the field for a bad payment state, date, date range or cursor", async () => {
    for (const [search, field] of [
      ["status=shipped", "status"],
      ["fulfilment=lost", "fulfilment"],
      ["method=cash", "method"],
      ["from=2011-02-30", "from"],
      ["to=yesterday", "to"],
      ["from=2011-03-02&to=2011-03-01", "to"],
      ["cursor=bm90IGEgY3Vyc29y", "cursor"],
      ["cursor=%2F%2F%2F", "cursor"],
      [`dir=up&cursor=${encodeOrderCursor({ createdAt: "2011-03-01T00:00:00.000Z", id: "abc" })}`, "dir"],
    ] as const) {
      // The export has every page: it takes no cursor, so it has none to refuse.
      const paging = field === "cursor" || field === "dir";
      const calls = paging ? [listOrders] : [listOrders, exportOrders];
      for (const call of calls) {
        const path = call === exportOrders ? "/api/admin/orders/export" : "/api/admin/orders";
        const response = await call(get(`${path}?${search}`, staffCookie));
        expect(response.status, search).toBe(400);
        const body = (await response.json()) as { error: string; fields: Record<string, string> };
        expect(body.error).toBe("Invalid request");
        expect(Object.keys(body.fields), search).toEqual([field]);
      }
    }
  });

  it("answers 401 to a visitor and 403 to a customer, list and export alike", async () => {
    for (const call of [listOrders, exportOrders]) {
      const anonymous = await call(get(`/api/admin/orders?q=${TAG}`, null));
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ error: "Unauthorized" });
      const customer = await call(get(`/api/admin/orders?q=${TAG}`, customerCookie));
      expect(customer.status).toBe(403);
      expect(await customer.json()).toEqual({ error: "Forbidden" });
    }
  });
});

/** The chunks of a streamed body, as text (the byte-order mark kept). */
async function chunksOf(response: Response): Promise<string[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(decoder.decode(value, { stream: true }));
  }
}

/** RFC 4180 read back: quoted cells may hold commas, doubled quotes and line breaks; lines end in CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    const next = text[i + 1];
    i += 1;
    if (quoted) {
      if (char !== '"') {
        cell += char;
      } else if (next === '"') {
        cell += '"';
        i += 1;
      } else {
        quoted = false;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && next === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

const exportCsv = async (search: string) => {
  const response = await exportOrders(get(`/api/admin/orders/export?${search}`, staffCookie));
  expect(response.status).toBe(200);
  return { response, chunks: await chunksOf(response) };
};

describe("GET /api/admin/orders/export", () => {
  it("downloads a CSV named by the day, starting with the byte-order mark and the header row", async () => {
    const { response, chunks } = await exportCsv(`q=${TAG}-nobody`);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = chunks.join("");
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(parseCsv(text.slice(1))).toEqual([[...ORDER_CSV_COLUMNS]]);
  });

  it("writes the filtered orders, newest first, with names, companies and amounts escaped and formulas kept as text", async () => {
    const { chunks } = await exportCsv(`q=${TAG}&from=2011-03-01&to=2011-03-08&fulfilment=processing`);
    const [header, ...rows] = parseCsv(chunks.join("").slice(1));
    expect(header).toEqual([...ORDER_CSV_COLUMNS]);
    expect(rows).toEqual([
      [
        `TZ-${TAG.toUpperCase()}-0008`,
        "2011-03-08T12:00:00.000Z",
        `'=HYPERLINK("http://evil.example") O"Neil\nJr`,
        "dana.whitfield@example.com",
        "",
        "Abandoned",
        "Processing",
        "Card",
        "59.90",
        "0.00",
        "3.29",
        "63.19",
        "0.00",
        "0",
      ],
    ]);

    const paypal = parseCsv((await exportCsv(`q=${TAG}&method=paypal`)).chunks.join("").slice(1)).slice(1);
    expect(paypal.map((row) => row[0])).toEqual(["0006", "0005", "0002"].map((key) => `TZ-${TAG.toUpperCase()}-${key}`));
    expect(paypal[0]![4]).toBe(`Ship${TAG} Brewing, LLC`);
    expect(paypal[2]).toEqual([
      `TZ-${TAG.toUpperCase()}-0002`,
      "2011-03-01T23:59:59.999Z",
      "Dana Whitfield",
      `Kettle.${TAG}@Example.com`,
      "",
      "Partially refunded",
      "Partially shipped",
      "PayPal",
      "59.90",
      "0.00",
      "3.29",
      "63.19",
      "29.95",
      "2",
    ]);
  });

  it("streams 1,200 orders in batches of 500, every one of them once and in the list's order", async () => {
    const { chunks } = await exportCsv(`q=${BULK}`);
    // The header, then one chunk a batch: 500, 500 and 200 orders.
    expect(chunks).toHaveLength(4);
    expect(chunks.slice(1).map((chunk) => chunk.split("\r\n").length - 1)).toEqual([500, 500, 200]);
    const [, ...rows] = parseCsv(chunks.join("").slice(1));
    const numbers = await db().order.findMany({
      where: { orderNumber: { contains: BULK.toUpperCase() } },
      orderBy: ORDER_LIST_ORDER,
      select: { orderNumber: true },
    });
    expect(rows.map((row) => row[0])).toEqual(numbers.map((order) => order.orderNumber));
    expect(rows.every((row) => row.length === ORDER_CSV_COLUMNS.length)).toBe(true);
  });

  it("reads the next batch only when the one before has been taken", async () => {
    const batches = orderBatches({ ...NO_ORDER_FILTERS, q: BULK }, 500);
    const sizes: number[] = [];
    for await (const batch of batches) sizes.push(batch.length);
    expect(sizes).toEqual([500, 500, 200]);
    // A download stopped after its first batch reads no further.
    const stopped = orderBatches({ ...NO_ORDER_FILTERS, q: BULK }, 500);
    expect((await stopped.next()).value).toHaveLength(500);
    expect(await stopped.return(undefined)).toEqual({ done: true, value: undefined });
  });
});
