// Lots: staff record a manufactured lot of a pack size with its measured results (lib/lots/rules.ts), a
// shipment line may name the lot its units came from (lib/orders/fulfilment.ts), and the buyer of that line
// is offered the lot's certificate of analysis. A certificate exists only for a recorded lot, and only the
// buyers of an order that shipped units of it (or a guest with the order's link) may read it.
import "server-only";
import { recordAudit, type AuditActor } from "@/lib/audit";
import { StaffRequestError } from "@/lib/admin/errors";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { certificateOfAnalysisPdf } from "@/lib/documents/coa-pdf";
import {
  certificateRows,
  lotConforms,
  lotResultsSchema,
  lotSpecification,
  recordResults,
  type LotMeasurement,
  type LotResult,
  type SpecificationLine,
} from "@/lib/lots/rules";
import { bySizeOrder, orderedSizeLabel, packSizeLabel } from "@/lib/catalog/pack-sizes";
import { readFacts } from "@/lib/catalog/facts";
import { Prisma } from "@/lib/generated/prisma/client";
import { placedOrdersOf } from "@/lib/portal/orders";
import { documentSupplier } from "@/lib/sds/supplier";

type Context = { actor: AuditActor; ip?: string | null };

export const LOT_MESSAGES = {
  sizeNotFound: "This pack size does not exist",
  noFacts: "This product has no technical facts yet: give its pH, specific gravity and appearance in Product Admin first",
  taken: (lotNumber: string) => `Lot ${lotNumber} is already recorded`,
} as const;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

async function sizeWithFacts(productSizeId: number) {
  const size = await db().productSize.findUnique({
    where: { id: productSizeId },
    select: { id: true, size: true, itemNumber: true, product: { select: { id: true, name: true, itemNumber: true, facts: true } } },
  });
  if (!size) throw new StaffRequestError(404, LOT_MESSAGES.sizeNotFound, "productSizeId");
  return size;
}

/** What a lot of this size is measured against: the product's facts as they are now. */
export async function specificationForSize(productSizeId: number): Promise<SpecificationLine[]> {
  const size = await sizeWithFacts(productSizeId);
  const facts = readFacts(size.product.facts);
  if (!facts) throw new StaffRequestError(400, LOT_MESSAGES.noFacts, "productSizeId");
  return lotSpecification(facts);
}

export type StaffLot = {
  id: number;
  lotNumber: string;
  productName: string;
  sizeLabel: string;
  itemNumber: string;
  manufacturedOn: string;
  conforms: boolean;
  results: LotResult[];
  shippedLines: number;
};

const LOT_INCLUDE = {
  productSize: { select: { size: true, itemNumber: true, product: { select: { name: true } } } },
  _count: { select: { shipmentItems: true } },
} as const;

type LotRow = Prisma.LotGetPayload<{ include: typeof LOT_INCLUDE }>;

function toStaffLot(row: LotRow): StaffLot {
  const results = lotResultsSchema.catch([]).parse(row.results);
  return {
    id: row.id,
    lotNumber: row.lotNumber,
    productName: row.productSize.product.name,
    sizeLabel: packSizeLabel(row.productSize.size),
    itemNumber: row.productSize.itemNumber,
    manufacturedOn: isoDate(row.manufacturedOn),
    conforms: lotConforms(results),
    results,
    shippedLines: row._count.shipmentItems,
  };
}

export type LotInput = { productSizeId: number; lotNumber: string; manufacturedOn: string; measurements: LotMeasurement[] };

/** Records a lot with its results; the specification comes from the product's facts at this moment. */
export async function recordLot(input: LotInput, { actor, ip }: Context): Promise<StaffLot> {
  const specification = await specificationForSize(input.productSizeId);
  const recorded = recordResults(specification, input.measurements);
  if ("problems" in recorded) {
    const [first] = recorded.problems;
    throw new StaffRequestError(400, first!.message, `measurements.${first!.index}`);
  }
  try {
    const row = await db().$transaction(async (tx) => {
      const lot = await tx.lot.create({
        data: {
          lotNumber: input.lotNumber,
          productSizeId: input.productSizeId,
          manufacturedOn: new Date(`${input.manufacturedOn}T00:00:00Z`),
          results: recorded.results as Prisma.InputJsonValue,
          createdById: "id" in actor ? actor.id : null,
        },
        include: LOT_INCLUDE,
      });
      await recordAudit(
        {
          actor,
          action: "lot.recorded",
          entityType: "Lot",
          entityId: lot.id,
          after: {
            lotNumber: lot.lotNumber,
            productSizeId: input.productSizeId,
            manufacturedOn: input.manufacturedOn,
            results: recorded.results,
          },
          ip,
        },
        tx,
      );
      return lot;
    });
    return toStaffLot(row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new StaffRequestError(409, LOT_MESSAGES.taken(input.lotNumber), "lotNumber");
    }
    throw error;
  }
}

/** The newest lots, of one size when given: the lots page and the shipment form's choices. */
export async function recentLots(options: { productSizeIds?: readonly number[]; take?: number } = {}): Promise<StaffLot[]> {
  const rows = await db().lot.findMany({
    where: options.productSizeIds ? { productSizeId: { in: [...options.productSizeIds] } } : {},
    include: LOT_INCLUDE,
    orderBy: [{ manufacturedOn: "desc" }, { id: "desc" }],
    take: options.take ?? 200,
  });
  return rows.map(toStaffLot);
}

/** A pack size a lot may be recorded for (the lots page's picker); a product without facts has no specification yet. */
export type LotSizeOption = { sizeId: number; productName: string; sizeLabel: string; itemNumber: string; hasFacts: boolean };

/** Every size of every product on sale, by product name, then from the smallest size to the largest. */
export async function lotSizeOptions(): Promise<LotSizeOption[]> {
  const products = await db().product.findMany({
    where: { archivedAt: null },
    orderBy: { name: "asc" },
    select: { name: true, facts: true, sizes: { select: { id: true, size: true, itemNumber: true } } },
  });
  return products.flatMap((product) => {
    const hasFacts = readFacts(product.facts) !== null;
    return bySizeOrder(product.sizes).map((size) => ({
      sizeId: size.id,
      productName: product.name,
      sizeLabel: packSizeLabel(size.size),
      itemNumber: size.itemNumber,
      hasFacts,
    }));
  });
}

// ------------------------------------------------------------------ certificates

export type CertificateEntry = {
  lotNumber: string;
  orderNumber: string;
  productName: string;
  sizeLabel: string;
  fileName: string;
};

const certificateFileName = (lotNumber: string) => `certificate-of-analysis-${lotNumber}.pdf`;

/** The lots shipped in orders matching `orders`, one entry per lot and order, in shipping order. */
async function shippedLots(orders: Prisma.OrderWhereInput): Promise<CertificateEntry[]> {
  const rows = await db().shipmentItem.findMany({
    where: { lotId: { not: null }, shipment: { order: orders } },
    select: {
      lot: { select: { lotNumber: true } },
      orderItem: { select: { productName: true, size: true } },
      shipment: { select: { order: { select: { orderNumber: true } } } },
    },
    orderBy: { id: "asc" },
  });
  const seen = new Set<string>();
  const entries: CertificateEntry[] = [];
  for (const row of rows) {
    if (!row.lot) continue;
    const key = `${row.shipment.order.orderNumber}/${row.lot.lotNumber}`;
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push({
      lotNumber: row.lot.lotNumber,
      orderNumber: row.shipment.order.orderNumber,
      productName: row.orderItem.productName,
      sizeLabel: orderedSizeLabel(row.orderItem.size),
      fileName: certificateFileName(row.lot.lotNumber),
    });
  }
  return entries;
}

/** The certificates of the lots shipped to this customer. */
export const customerCertificates = (userId: string) => shippedLots(placedOrdersOf(userId));

/** The certificates of one order's shipped lots. */
export const orderCertificates = (orderId: string) => shippedLots({ id: orderId });

export type CertificateFile = { fileName: string; bytes: Uint8Array };

/**
 * The certificate of a lot, for a reader who may read it: a lot shipped in `orders` (the customer's paid
 * orders, or the one order a guest's link opens). Null otherwise, exactly as for a lot that does not exist.
 */
export async function certificateFile(lotNumber: string, orders: Prisma.OrderWhereInput): Promise<CertificateFile | null> {
  const shipped = await db().shipmentItem.findFirst({
    where: { lot: { lotNumber }, shipment: { order: orders } },
    select: {
      shipment: {
        select: { order: { select: { orderNumber: true, customerFirstName: true, customerLastName: true, shippingCompany: true } } },
      },
      lot: {
        select: {
          lotNumber: true,
          manufacturedOn: true,
          results: true,
          productSize: { select: { size: true, product: { select: { name: true, itemNumber: true } } } },
        },
      },
    },
  });
  if (!shipped?.lot) return null;
  const { lot, shipment } = shipped;
  const results = lotResultsSchema.safeParse(lot.results);
  // No certificate without recorded results.
  if (!results.success) return null;
  const order = shipment.order;
  const customer = `${order.customerFirstName} ${order.customerLastName}`;
  const bytes = await certificateOfAnalysisPdf({
    lotNumber: lot.lotNumber,
    product: lot.productSize.product,
    sizeLabel: packSizeLabel(lot.productSize.size),
    manufacturedOn: lot.manufacturedOn,
    results: certificateRows(results.data),
    order: { orderNumber: order.orderNumber, customerName: order.shippingCompany ? `${order.shippingCompany} (${customer})` : customer },
    supplier: documentSupplier(),
  });
  return { fileName: certificateFileName(lot.lotNumber), bytes };
}
