import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { db } from "@/lib/db/client";
import { runSeed } from "../support/seed";

const TABLES = [
  "Product",
  "ProductSize",
  "User",
  "Order",
  "OrderItem",
  "PaymentEvent",
  "Refund",
  "SupportTicket",
  "TicketMessage",
  "TicketSequence",
  "Document",
];

/**
 * Every row of the seeded tables, as text, in a stable order. A product's search document is left out: it
 * is derived from the product and the industry pages, and each seed run writes it afresh for every product
 * (also those other test files add), so that content changes reach search.
 */
async function snapshot(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result: Record<string, string[]> = {};
    for (const table of TABLES) {
      const rows = await client.query<{ row: string }>(`SELECT (to_jsonb(t) - 'searchVector')::text AS row FROM "${table}" t ORDER BY 1`);
      result[table] = rows.rows.map((r) => r.row);
    }
    return result;
  } finally {
    await client.end();
  }
}

describe("the seed", () => {
  it("fills the catalog, the demo accounts and the demo customer's history", async () => {
    const rows = await snapshot(inject("databaseUrl"));
    expect(rows.Product!.length).toBeGreaterThanOrEqual(36);
    // Other test files of the run add accounts of their own; the seed's are the two demo ones.
    const demo = rows.User!.filter((row) => /"(staff|customer)@triplezero\.example"/.test(row));
    expect(demo).toHaveLength(2);
    expect(rows.Order!.length).toBeGreaterThanOrEqual(3);
    expect(rows.SupportTicket!.length).toBeGreaterThanOrEqual(3);
    expect(rows.Document!.length).toBeGreaterThanOrEqual(4);
  });

  it("gives every paid demo order its invoice number, in payment order", async () => {
    const paid = await db().order.findMany({
      where: { user: { email: "customer@triplezero.example" }, status: { in: ["completed", "voided", "refunded"] } },
      orderBy: [{ completedAt: "asc" }, { id: "asc" }],
    });
    expect(paid.length).toBeGreaterThanOrEqual(3);
    const numbers = paid.map((order) => order.invoiceNumber);
    expect(numbers.every((n) => typeof n === "number" && n >= 1001)).toBe(true);
    expect([...numbers].sort((a, b) => a! - b!)).toEqual(numbers);
  });

  it("changes nothing when it runs a second time", async () => {
    const url = inject("databaseUrl");
    const before = await snapshot(url);
    const output = runSeed(url);
    expect(output).toContain("Seed: 0 products, 0 safety data sheets, 0 orders, 0 tickets, 0 documents added.");
    expect(await snapshot(url)).toEqual(before);
  });
});
