// Demo data: the catalog with its facts and safety data sheets, a staff account and a demo customer with
// orders, tickets and documents.
//
//   tsx prisma/seed.ts [--if-empty]
//
// Idempotent: it only creates what is missing and never overwrites, so running it twice (or after
// staff edited the catalog) changes nothing. With --if-empty it does nothing once products exist,
// except this: every product's search document is derived data (lib/search/write.ts) and is written on
// every run, so that a database migrated to search, or whose industry pages changed, finds everything
// after the next start; and catalog products without facts or without a safety data sheet get them.
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { z } from "zod";
import { generatePassword, hashPassword } from "../lib/auth/password";
import { CATALOG } from "./seed-data/catalog";
import { CATALOG_SIZES } from "./seed-data/catalog-sizes";
import { factsFor } from "./seed-data/product-facts";
import { demoSdsContent } from "../lib/content/sds-demo";
import { sdsPdf } from "../lib/documents/sds-pdf";
import { readFacts } from "../lib/catalog/facts";
import { documentSupplier } from "../lib/sds/supplier";
import { productSlug, type PackSize } from "../lib/catalog/pack-sizes";
import { DEMO_CUSTOMER, DEMO_ORDERS, DEMO_TICKETS, type DemoOrder } from "./seed-data/demo-account";
import { centsToDecimalString, toCents } from "../lib/domain/money";
import { orderNumber } from "../lib/orders/number";
import { orderTotals } from "../lib/domain/order-totals";
import { ticketId } from "../lib/tickets/id";
import { writeSearchDocuments } from "../lib/search/write";
import { Prisma, PrismaClient } from "../lib/generated/prisma/client";
import type { DocumentKind } from "../lib/generated/prisma/enums";

const env = z
  .object({
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgresql:// URL"),
    DATA_DIR: z.string().min(1).default(".data"),
    DEMO_STAFF_EMAIL: z.email().default("staff@triplezero.example"),
    DEMO_STAFF_PASSWORD: z.string().min(8, "DEMO_STAFF_PASSWORD needs at least 8 characters").optional(),
    DEMO_CUSTOMER_PASSWORD: z.string().min(8, "DEMO_CUSTOMER_PASSWORD needs at least 8 characters").optional(),
  })
  .parse({
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: process.env.DATA_DIR || undefined,
    DEMO_STAFF_EMAIL: process.env.DEMO_STAFF_EMAIL || undefined,
    DEMO_STAFF_PASSWORD: process.env.DEMO_STAFF_PASSWORD || undefined,
    DEMO_CUSTOMER_PASSWORD: process.env.DEMO_CUSTOMER_PASSWORD || undefined,
  });

// One connection: the embedded database cannot take concurrent statements (see lib/db/client.ts).
const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: env.DATABASE_URL, max: 1 }) });
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function seedCatalog(): Promise<number> {
  const result = await prisma.product.createMany({
    data: CATALOG.map((p) => ({
      itemNumber: p.itemNumber,
      slug: productSlug(p.name),
      baseSize: baseSizeOf(p.itemNumber),
      shippingIncluded: p.shippingIncluded ?? false,
      name: p.name,
      category: p.category,
      description: p.description,
      pricePerGallon: p.pricePerGallon,
      priceUnit: p.priceUnit ?? "gallon",
      minimumOrder: p.minimumOrder,
      concentration: p.concentration ?? null,
      chemicalType: p.chemicalType,
      benefits: [...p.benefits],
      applications: [...p.applications],
      facts: factsFor(p.itemNumber),
    })),
    skipDuplicates: true,
  });

  // Each product's sizes, for products this run or an earlier one added (a size staff removed is not brought back
  // while its product already has others).
  const products = await prisma.product.findMany({ select: { id: true, itemNumber: true, _count: { select: { sizes: true } } } });
  const ids = new Map(products.filter((p) => p._count.sizes === 0).map((p) => [p.itemNumber, p.id]));
  await prisma.productSize.createMany({
    data: Object.entries(CATALOG_SIZES).flatMap(([itemNumber, sizes]) => {
      const productId = ids.get(itemNumber);
      return productId === undefined
        ? []
        : sizes.map((size) => ({
            productId,
            size: size.size,
            itemNumber: size.itemNumber,
            price: size.price,
            quoteOnly: size.quoteOnly ?? false,
          }));
    }),
    skipDuplicates: true,
  });
  return result.count;
}

/** Facts for catalog products that have none yet (a database from before they were kept); never overwritten. */
async function backfillFacts(): Promise<void> {
  for (const p of CATALOG) {
    const facts = factsFor(p.itemNumber);
    if (facts) await prisma.product.updateMany({ where: { itemNumber: p.itemNumber, facts: { equals: Prisma.DbNull } }, data: { facts } });
  }
}

/** The size a catalog entry's list price is for: the size whose item number is the product's. */
function baseSizeOf(itemNumber: string): PackSize {
  const base = CATALOG_SIZES[itemNumber]?.find((size) => size.itemNumber === itemNumber);
  if (!base) throw new Error(`${itemNumber} has no size with its own item number in prisma/seed-data/catalog-sizes.ts`);
  return base.size;
}

type Account = { email: string; password: string; source: string };

async function seedUser(input: {
  email: string;
  firstName: string;
  lastName: string;
  company?: string;
  phone?: string;
  role: "staff" | "customer";
  password: string | undefined;
  passwordVariable: string;
}): Promise<{ id: string; created: Account | null }> {
  const email = input.email.toLowerCase();
  const existing = await prisma.user.findUnique({ where: { email } });
  if (existing) return { id: existing.id, created: null };
  const password = input.password ?? generatePassword();
  const user = await prisma.user.create({
    data: {
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      company: input.company ?? null,
      phone: input.phone ?? null,
      role: input.role,
      // The demo staff account is the shop's owner: it may invite and manage the other staff.
      staffRole: input.role === "staff" ? "owner" : null,
      passwordHash: await hashPassword(password),
      // The demo accounts' addresses are the seed's own: nothing to prove.
      emailVerifiedAt: new Date(),
    },
  });
  return {
    id: user.id,
    created: { email, password, source: input.password ? `from ${input.passwordVariable}` : "generated" },
  };
}

async function seedOrder(order: DemoOrder, customerId: string): Promise<boolean> {
  const idempotencyKey = `demo:${order.reference}`;
  if (await prisma.order.findUnique({ where: { idempotencyKey } })) return false;

  const sizes = await prisma.productSize.findMany({
    where: { itemNumber: { in: order.items.map((i) => i.itemNumber) } },
    include: { product: true },
  });
  const lines = order.items.map((item) => {
    const size = sizes.find((s) => s.itemNumber === item.itemNumber);
    if (!size) throw new Error(`Demo order ${order.reference} names unknown item ${item.itemNumber}`);
    const { product } = size;
    return {
      product,
      size,
      quantity: item.quantity,
      unitPriceCents: toCents(size.price.toFixed(2)),
      shippingIncluded: product.shippingIncluded,
    };
  });
  const totals = orderTotals(lines, order.shipping.state);
  const createdAt = daysAgo(order.daysAgo);
  const paid = order.status !== "pending";
  const reference = order.reference.toUpperCase();
  const card = order.paymentMethod === "card";
  // Ids in the shapes the test gateways give (lib/payments/test-*-gateway.ts), so staff can void or
  // refund the demo orders; derived from the reference, so a second seed run would make the same ones.
  const digest = createHash("sha256").update(order.reference).digest("hex");
  const cardTransactionId = `test-${createdAt.getTime()}-${digest.slice(0, 10)}`;
  const captureId = `TEST-CAPTURE-${digest.slice(0, 20).toUpperCase()}`;

  await prisma.order.create({
    data: {
      orderNumber: orderNumber(createdAt, (n) => randomBytes(n)),
      idempotencyKey,
      status: order.status,
      paymentMethod: order.paymentMethod,
      gateway: "test",
      userId: customerId,
      customerFirstName: DEMO_CUSTOMER.firstName,
      customerLastName: DEMO_CUSTOMER.lastName,
      customerEmail: DEMO_CUSTOMER.email,
      customerPhone: DEMO_CUSTOMER.phone,
      shippingCompany: order.shipping.company ?? null,
      shippingAddress: order.shipping.address,
      shippingCity: order.shipping.city,
      shippingState: order.shipping.state,
      shippingZipCode: order.shipping.zipCode,
      billingCompany: order.shipping.company ?? null,
      billingAddress: order.shipping.address,
      billingCity: order.shipping.city,
      billingState: order.shipping.state,
      billingZipCode: order.shipping.zipCode,
      subtotal: centsToDecimalString(totals.subtotalCents),
      shipping: centsToDecimalString(totals.shippingCents),
      tax: centsToDecimalString(totals.taxCents),
      total: centsToDecimalString(totals.totalCents),
      cardTransactionId: card && paid ? cardTransactionId : null,
      cardLast4: card ? "1111" : null,
      paypalOrderId: !card && paid ? `TEST-PAYPAL-${reference}` : null,
      paypalCaptureId: !card && paid ? captureId : null,
      // Card charges older than a day have settled in the nightly batch.
      settledAt: card && paid && order.daysAgo >= 1 ? new Date(createdAt.getTime() + DAY) : null,
      completedAt: paid ? createdAt : null,
      confirmationEmailSentAt: paid ? createdAt : null,
      createdAt,
      items: {
        create: lines.map(({ product, size, quantity, unitPriceCents }) => ({
          productId: product.id,
          productName: product.name,
          itemNumber: size.itemNumber,
          size: size.size,
          sizeId: size.id,
          unitPrice: centsToDecimalString(unitPriceCents),
          quantity,
          lineTotal: centsToDecimalString(unitPriceCents * quantity),
        })),
      },
      paymentEvents: paid
        ? {
            create: [
              {
                kind: card ? "charge" : "paypal_capture",
                gateway: "test",
                success: true,
                amount: centsToDecimalString(totals.totalCents),
                transactionId: card ? cardTransactionId : captureId,
                message: "Approved",
                createdAt,
              },
              ...(order.status === "refunded" || order.status === "voided"
                ? [
                    {
                      kind: order.status === "refunded" ? ("refund" as const) : ("void" as const),
                      gateway: "test" as const,
                      success: true,
                      amount: centsToDecimalString(totals.totalCents),
                      transactionId: `test-${order.status}-${reference}`,
                      message: order.status === "refunded" ? "Refund Processed" : "Transaction Voided",
                      createdAt: new Date(createdAt.getTime() + 2 * DAY),
                    },
                  ]
                : []),
            ],
          }
        : undefined,
      refunds:
        order.status === "refunded"
          ? {
              create: {
                amount: centsToDecimalString(totals.totalCents),
                reason: "Ordered the wrong size",
                gatewayRefundId: `test-refunded-${reference}`,
                createdAt: new Date(createdAt.getTime() + 2 * DAY),
              },
            }
          : undefined,
    },
  });
  return true;
}

async function seedTickets(customerId: string, staffId: string): Promise<number> {
  let created = 0;
  for (const ticket of DEMO_TICKETS) {
    // The subject identifies a demo ticket, so that a second run (even in a new year) adds none.
    const exists = await prisma.supportTicket.findFirst({ where: { userId: customerId, subject: ticket.subject } });
    if (exists) continue;
    const createdAt = daysAgo(ticket.daysAgo);
    const year = createdAt.getUTCFullYear();
    await prisma.$transaction(async (tx) => {
      const sequence = await tx.ticketSequence.upsert({
        where: { year },
        create: { year, last: 1 },
        update: { last: { increment: 1 } },
      });
      await tx.supportTicket.create({
        data: {
          id: ticketId(year, sequence.last),
          userId: customerId,
          subject: ticket.subject,
          status: ticket.status,
          createdAt,
          // The last message is the ticket's latest activity, which the staff inbox sorts by.
          updatedAt: daysAgo(Math.min(...ticket.messages.map((m) => m.daysAgo))),
          messages: {
            create: ticket.messages.map((m) => ({
              body: m.body,
              authorId: m.from === "customer" ? customerId : staffId,
              fromStaff: m.from === "staff",
              createdAt: daysAgo(m.daysAgo),
            })),
          },
        },
      });
    });
    created++;
  }
  return created;
}

const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  safety_data_sheet: "Safety Data Sheet",
  application_instructions: "Application Instructions",
  certificate_of_analysis: "Certificate of Analysis",
  training_materials: "Training Materials",
  technical_data_sheet: "Technical Data Sheet",
};

/**
 * The portal's own documents are drawn from the product data when downloaded; a storage key starting with
 * "generated/" names what to draw: the general instructions and training, and each bought product's
 * instructions. (Safety data sheets and certificates of analysis are controlled documents: see seedSds.)
 */
async function seedDocuments(customerId: string): Promise<number> {
  const general = (["application_instructions", "training_materials"] as const).map((kind) => ({
    kind,
    title: `${DOCUMENT_TITLES[kind]} (general)`,
    fileName: `${kind.replaceAll("_", "-")}.pdf`,
    mimeType: "application/pdf",
    storageKey: `generated/${kind}/general`,
  }));
  const items = await prisma.orderItem.findMany({
    where: { order: { userId: customerId, status: { not: "pending" } } },
    select: { product: true },
    distinct: ["productId"],
  });
  const perProduct = items.map(({ product }) => ({
    kind: "application_instructions" as const,
    title: `${DOCUMENT_TITLES.application_instructions}: ${product.name}`,
    fileName: `application-instructions-${product.itemNumber}.pdf`,
    mimeType: "application/pdf",
    storageKey: `generated/application_instructions/${product.itemNumber}`,
    productId: product.id,
  }));
  const result = await prisma.document.createMany({ data: [...general, ...perProduct], skipDuplicates: true });
  return result.count;
}

/**
 * The first revision of every catalog product's safety data sheet, for those that have none: demonstration
 * content written from the product's facts (lib/content/sds-demo.ts), marked demoContent, which a company
 * replaces by publishing its own revision. One revision date, so that every run makes the same bytes.
 */
const DEMO_SDS_DATE = new Date("2026-01-15T00:00:00Z");

async function seedSds(): Promise<number> {
  const products = await prisma.product.findMany({
    // The catalog's products only: a product staff added gets the sheet staff write or upload for it.
    where: { sdsRevisions: { none: {} }, itemNumber: { in: CATALOG.map((p) => p.itemNumber) } },
    select: {
      id: true,
      name: true,
      itemNumber: true,
      category: true,
      chemicalType: true,
      concentration: true,
      description: true,
      applications: true,
      facts: true,
    },
  });
  const supplier = documentSupplier();
  let created = 0;
  for (const product of products) {
    const facts = readFacts(product.facts);
    if (!facts) continue;
    const content = demoSdsContent({ product, facts, supplier });
    const pdf = await sdsPdf({ product, revision: 1, revisionDate: DEMO_SDS_DATE, content, supplier });
    const inserted = await prisma.sdsRevision.createMany({
      data: [
        {
          productId: product.id,
          revision: 1,
          state: "published",
          source: "authored",
          revisionDate: DEMO_SDS_DATE,
          content,
          pdf: Buffer.from(pdf),
          pdfSha256: createHash("sha256").update(pdf).digest("hex"),
          demoContent: true,
          publishedAt: DEMO_SDS_DATE,
        },
      ],
      skipDuplicates: true,
    });
    created += inserted.count;
  }
  return created;
}

function recordAccounts(accounts: Account[]) {
  if (accounts.length === 0) return;
  const file = path.resolve(env.DATA_DIR, "demo-accounts.txt");
  mkdirSync(path.dirname(file), { recursive: true });
  const lines = accounts.map((a) => `  ${a.email}  password: ${a.source === "generated" ? a.password : `(${a.source})`}`);
  writeFileSync(file, `${lines.join("\n")}\n`, { mode: 0o600 });
  console.log(`Demo accounts created (also kept in ${path.relative(process.cwd(), file)}):\n${lines.join("\n")}`);
}

async function main() {
  const ifEmpty = process.argv.includes("--if-empty");
  if (ifEmpty && (await prisma.product.count()) > 0) {
    await writeSearchDocuments(prisma);
    // A database from before the products' facts and safety data sheets were kept gets them once.
    await backfillFacts();
    await seedSds();
    return;
  }

  const products = await seedCatalog();
  await writeSearchDocuments(prisma);
  await backfillFacts();
  const sheets = await seedSds();
  const staff = await seedUser({
    email: env.DEMO_STAFF_EMAIL,
    firstName: "Sam",
    lastName: "Ortega",
    role: "staff",
    password: env.DEMO_STAFF_PASSWORD,
    passwordVariable: "DEMO_STAFF_PASSWORD",
  });
  const customer = await seedUser({
    ...DEMO_CUSTOMER,
    role: "customer",
    password: env.DEMO_CUSTOMER_PASSWORD,
    passwordVariable: "DEMO_CUSTOMER_PASSWORD",
  });
  let orders = 0;
  for (const order of DEMO_ORDERS) if (await seedOrder(order, customer.id)) orders++;
  // The demo customer's paid orders have their invoices, numbered in payment order from the invoices' own sequence.
  await prisma.$executeRaw`
    UPDATE "Order" AS o SET "invoiceNumber" = numbered.n, "invoicedAt" = COALESCE(o."completedAt", o."createdAt")
    FROM (
      SELECT id, nextval('invoice_number_seq') AS n
      FROM (SELECT id FROM "Order" WHERE "userId" = ${customer.id} AND "invoiceNumber" IS NULL AND status IN ('completed', 'voided', 'refunded')
            ORDER BY COALESCE("completedAt", "createdAt"), id) AS paid
    ) AS numbered
    WHERE o.id = numbered.id`;
  const tickets = await seedTickets(customer.id, staff.id);
  const documents = await seedDocuments(customer.id);

  recordAccounts([staff.created, customer.created].filter((a): a is Account => a !== null));
  console.log(
    `Seed: ${products} products, ${sheets} safety data sheets, ${orders} orders, ${tickets} tickets, ${documents} documents added.`,
  );
}

try {
  await main();
} finally {
  await prisma.$disconnect();
}
