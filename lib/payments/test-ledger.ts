// What the offline test gateways did, so that they can be asked about it afterwards as a real gateway
// is: "what happened to invoice TZ-…?" The site's database keeps it (TestGatewayTransaction), so every
// app process and the settle job in any of them get the same answer; unit tests keep it in memory.
import "server-only";
import { db } from "@/lib/db/client";

export type LedgerEntry = {
  gateway: "card" | "paypal";
  kind: "charge" | "refund" | "void" | "capture";
  reference: string;
  transactionId: string;
  amountCents: number;
  approved: boolean;
  last4?: string | null;
};

export interface TestLedger {
  record(entry: LedgerEntry): Promise<void>;
  /** The latest entry of `kind` under `reference`, an approved one first. */
  find(gateway: LedgerEntry["gateway"], kind: LedgerEntry["kind"], reference: string): Promise<LedgerEntry | undefined>;
}

export function databaseLedger(): TestLedger {
  return {
    async record(entry) {
      // The same transaction kept twice (two requests at once) stays one entry.
      await db().testGatewayTransaction.createMany({ data: [{ ...entry, last4: entry.last4 ?? null }], skipDuplicates: true });
    },
    async find(gateway, kind, reference) {
      const row = await db().testGatewayTransaction.findFirst({
        where: { gateway, kind, reference },
        orderBy: [{ approved: "desc" }, { id: "desc" }],
      });
      if (!row) return undefined;
      return {
        gateway,
        kind,
        reference,
        transactionId: row.transactionId,
        amountCents: row.amountCents,
        approved: row.approved,
        last4: row.last4,
      };
    },
  };
}

export function memoryLedger(): TestLedger {
  const entries: LedgerEntry[] = [];
  return {
    async record(entry) {
      entries.push(entry);
    },
    async find(gateway, kind, reference) {
      const matching = entries.filter((e) => e.gateway === gateway && e.kind === kind && e.reference === reference).reverse();
      return matching.find((e) => e.approved) ?? matching[0];
    },
  };
}
