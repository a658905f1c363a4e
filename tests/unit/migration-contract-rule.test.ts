// The expand/contract rule of `npm run db:check` (scripts/migrate/contract-rule.ts), on the committed
// history and on the migrations a developer might write next.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkContractRule, contractChanges, contractMarks, RULE_SINCE, splitStatements } from "../../scripts/migrate/contract-rule";

const migrationsDir = path.resolve(import.meta.dirname, "../../prisma/migrations");
const history = readdirSync(migrationsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({ name: entry.name, sql: readFileSync(path.join(migrationsDir, entry.name, "migration.sql"), "utf8") }))
  .sort((a, b) => a.name.localeCompare(b.name));
const targets = (sql: string) => contractChanges(sql).map(({ target }) => target);

describe("the migrations made before the rule", () => {
  it("finds the drops and tightenings that broke the previous release in the history", () => {
    const found = Object.fromEntries(
      history
        .filter(({ name }) => name < RULE_SINCE)
        .map(({ name, sql }) => [name, targets(sql)] as const)
        .filter(([, changes]) => changes.length > 0),
    );
    expect(found).toEqual({
      "20261124200000_pack_sizes": ['"Product"."slug"', '"Product"."stockQuantity"', '"CartItem"."sizeId"'],
      "20261125013340_order_desk": ['"ProductSize"'],
      "20261125021747_sales_desk": ['"Lead"."status"', 'type "LeadStatus"', 'type "LeadStatus_old"'],
      "20261128144504_product_facts_sds_lots": ['"Product"."technicalSpecs"'],
    });
  });

  it("holds them all before the date the rule starts, so db:check passes on the history", () => {
    expect(history.filter(({ sql }) => contractChanges(sql).length > 0).every(({ name }) => name < RULE_SINCE)).toBe(true);
    expect(checkContractRule(history)).toEqual([]);
  });
});

describe("a new migration", () => {
  const NEW = "20261208090000_next";

  it("may add tables, nullable or defaulted columns, indexes and enum values", () => {
    const sql = `-- CreateTable
CREATE TABLE "Warehouse" ("id" SERIAL NOT NULL, "name" TEXT NOT NULL, CONSTRAINT "Warehouse_pkey" PRIMARY KEY ("id"));
ALTER TABLE "Product" ADD COLUMN     "warehouseId" INTEGER,
ADD COLUMN     "hazardNote" TEXT NOT NULL DEFAULT '';
ALTER TYPE "OrderStatus" ADD VALUE 'on_hold';
CREATE UNIQUE INDEX "Warehouse_name_key" ON "Warehouse"("name");
CREATE INDEX "Product_warehouseId_idx" ON "Product"("warehouseId");
CREATE UNIQUE INDEX "Product_warehouseId_itemNumber_key" ON "Product"("warehouseId", "itemNumber");
ALTER TABLE "Product" ADD CONSTRAINT "Product_warehouseId_fkey" FOREIGN KEY ("warehouseId") REFERENCES "Warehouse"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Product" ALTER COLUMN "priceUnit" DROP NOT NULL;`;
    expect(contractChanges(sql)).toEqual([]);
    expect(checkContractRule([{ name: NEW, sql }])).toEqual([]);
  });

  it("is refused when it drops, renames or tightens a column an earlier migration made", () => {
    const sql = `ALTER TABLE "Product" DROP COLUMN "description";
ALTER TABLE "CartItem" RENAME COLUMN "quantity" TO "units";
ALTER TABLE "public"."Order" ALTER COLUMN "notes" SET NOT NULL;
ALTER TABLE "Lead" ALTER COLUMN "company" SET DATA TYPE VARCHAR(80);
ALTER TABLE "Quote" ADD COLUMN "currency" TEXT NOT NULL;
DROP TABLE "RateLimit";
ALTER TABLE "Session" RENAME TO "UserSession";
CREATE UNIQUE INDEX "User_phone_key" ON "User"("phone");`;
    expect(contractChanges(sql)).toEqual([
      { target: '"Product"."description"', change: "drops the column" },
      { target: '"CartItem"."quantity"', change: 'renames the column to "units"' },
      { target: '"Order"."notes"', change: "makes the column NOT NULL" },
      { target: '"Lead"."company"', change: "changes the column's type" },
      { target: '"Quote"."currency"', change: "adds a NOT NULL column without a default" },
      { target: '"RateLimit"', change: "drops the table" },
      { target: '"Session"', change: 'renames the table to "UserSession"' },
      { target: '"User"', change: 'adds a unique index on "phone"' },
    ]);
    const [violation] = checkContractRule([{ name: NEW, sql }]);
    expect(violation?.migration).toBe(NEW);
    expect(violation?.unmarked).toHaveLength(8);
  });

  it("is refused when it swaps an enum the way Prisma writes it", () => {
    const sql = history.find(({ name }) => name.endsWith("_sales_desk"))!.sql;
    expect(checkContractRule([{ name: NEW, sql }])[0]?.unmarked.map(({ target }) => target)).toEqual([
      '"Lead"."status"',
      'type "LeadStatus"',
      'type "LeadStatus_old"',
    ]);
  });

  it("may change what it creates itself, as the same migration leaves the previous release nothing to read", () => {
    const sql = `CREATE TABLE "Draft" ("id" SERIAL NOT NULL, "note" TEXT);
ALTER TABLE "Draft" ALTER COLUMN "note" SET NOT NULL;
ALTER TABLE "Draft" RENAME COLUMN "note" TO "body";
ALTER TABLE "Product" ADD COLUMN "badge" TEXT;
ALTER TABLE "Product" DROP COLUMN "badge";
CREATE TYPE "Mood" AS ENUM ('calm');
DROP TYPE "Mood";`;
    expect(contractChanges(sql)).toEqual([]);
  });

  it("is refused when it adds a column and makes it NOT NULL without a default, which the previous release's inserts lack", () => {
    const sql = `ALTER TABLE "CartItem" ADD COLUMN "sizeId" INTEGER;
UPDATE "CartItem" SET "sizeId" = 1;
ALTER TABLE "CartItem" ALTER COLUMN "sizeId" SET NOT NULL;`;
    expect(targets(sql)).toEqual(['"CartItem"."sizeId"']);
    expect(
      targets(`ALTER TABLE "CartItem" ADD COLUMN "sizeId" INTEGER DEFAULT 1;
ALTER TABLE "CartItem" ALTER COLUMN "sizeId" SET NOT NULL;`),
    ).toEqual([]);
  });

  it("passes as a contract migration that names each thing it takes away", () => {
    const sql = `-- contract: "Product"."description", type "LeadStatus"
-- The release of 2026-12-08 stopped reading both.
ALTER TABLE "Product" DROP COLUMN "description";
DROP TYPE "LeadStatus";`;
    expect(contractMarks(sql)).toEqual(['"Product"."description"', 'type "LeadStatus"']);
    expect(checkContractRule([{ name: NEW, sql }])).toEqual([]);
  });

  it("is refused as a contract migration that takes away more than it names, or names what it keeps", () => {
    const sql = `-- contract: "Product"."description", "Product"."name"
ALTER TABLE "Product" DROP COLUMN "description", DROP COLUMN "applications";`;
    expect(checkContractRule([{ name: NEW, sql }])).toEqual([
      {
        migration: NEW,
        unmarked: [{ target: '"Product"."applications"', change: "drops the column" }],
        unused: ['"Product"."name"'],
      },
    ]);
  });
});

describe("reading migration SQL", () => {
  it("ends statements at semicolons outside strings, quoted names, dollar bodies and comments", () => {
    const sql = `-- a comment; with a semicolon
CREATE FUNCTION f() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'no; never'; END; $$ LANGUAGE plpgsql;
/* block; comment */ UPDATE "T;x" SET "a" = 'it''s; fine';
SELECT 1`;
    expect(splitStatements(sql)).toEqual([
      "CREATE FUNCTION f() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'no; never'; END; $$ LANGUAGE plpgsql",
      `UPDATE "T;x" SET "a" = 'it''s; fine'`,
      "SELECT 1",
    ]);
  });

  it("does not take a statement inside a function body, or in a comment, for a change", () => {
    const sql = `-- ALTER TABLE "Product" DROP COLUMN "description";
CREATE FUNCTION cleanup() RETURNS void AS $body$ BEGIN EXECUTE 'ALTER TABLE "Product" DROP COLUMN "x"'; END; $body$ LANGUAGE plpgsql;`;
    expect(contractChanges(sql)).toEqual([]);
  });
});
