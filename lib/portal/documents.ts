// The Documents tab: which documents a customer may see and download, and the PDF of each.
// A Document row (prisma/schema.prisma) is either the general set (no product, no user), a product's
// sheet (product only: every buyer of the product may read it) or one customer's own (a certificate of
// analysis for one of their orders). Storage keys "generated/<kind>/<itemNumber|general|orderNumber>"
// are rendered on demand from the catalogue and the order, so they always match them.
import "server-only";
import { db } from "@/lib/db/client";
import type { DocumentKind } from "@/lib/generated/prisma/enums";
import { siteConfig } from "@/lib/site-config";
import { DOCUMENT_TITLES, documentPdf, type DocumentSubject, type PortalDocumentKind } from "./document-content";
import { placedOrdersOf } from "./orders";
import { renderPdf } from "./pdf";
import { DOCUMENT_KINDS, type PortalDocument } from "./schemas";

const PORTAL_KINDS = DOCUMENT_KINDS.map((d) => d.kind);
const PRODUCT_SHEETS = ["safety_data_sheet", "application_instructions"] as const satisfies readonly PortalDocumentKind[];
const fileKind = (kind: DocumentKind) => kind.replaceAll("_", "-");

function isPortalKind(kind: DocumentKind): kind is PortalDocumentKind {
  return (PORTAL_KINDS as readonly DocumentKind[]).includes(kind);
}

/** The products and orders behind a customer's documents: what they bought in paid orders. */
async function purchases(userId: string) {
  const orders = await db().order.findMany({
    where: placedOrdersOf(userId),
    select: { id: true, orderNumber: true, items: { select: { product: { select: { id: true, name: true, itemNumber: true } } } } },
  });
  const products = new Map(orders.flatMap((o) => o.items.map((i) => [i.product.id, i.product] as const)));
  return { orders, products: [...products.values()] };
}

/**
 * Customers who bought after the seed ran have no rows yet: add the sheets of every product they
 * bought and a certificate per order. Unique storage keys make this safe to run concurrently.
 */
async function ensureDocuments(userId: string, bought: Awaited<ReturnType<typeof purchases>>): Promise<void> {
  const rows = [
    ...bought.products.flatMap((product) =>
      PRODUCT_SHEETS.map((kind) => ({
        kind,
        title: `${DOCUMENT_TITLES[kind]}: ${product.name}`,
        fileName: `${fileKind(kind)}-${product.itemNumber}.pdf`,
        mimeType: "application/pdf",
        storageKey: `generated/${kind}/${product.itemNumber}`,
        productId: product.id,
      })),
    ),
    ...bought.orders.map((order) => ({
      kind: "certificate_of_analysis" as const,
      title: `${DOCUMENT_TITLES.certificate_of_analysis}: order ${order.orderNumber}`,
      fileName: `certificate-of-analysis-${order.orderNumber}.pdf`,
      mimeType: "application/pdf",
      storageKey: `generated/certificate_of_analysis/${order.orderNumber}`,
      userId,
    })),
  ];
  if (rows.length > 0) await db().document.createMany({ data: rows, skipDuplicates: true });
}

/** Documents this customer may read: the general set, the sheets of products they bought, their own. */
function readableBy(userId: string, boughtProductIds: readonly number[]) {
  return {
    OR: [{ userId }, { userId: null, productId: null }, { userId: null, productId: { in: [...boughtProductIds] } }],
  };
}

function documentLabel(row: { title: string; userId: string | null; product: { name: string } | null }): string {
  if (row.product) return row.product.name;
  const [, about] = /^[^:]+:\s*(.+)$/.exec(row.title) ?? [];
  if (row.userId && about) return about.charAt(0).toUpperCase() + about.slice(1);
  return `All ${siteConfig.productLine} products`;
}

/** Per card, the customer's own documents of that kind, or the general one when they have none. */
export async function customerDocuments(userId: string): Promise<PortalDocument[]> {
  const bought = await purchases(userId);
  await ensureDocuments(userId, bought);
  const rows = await db().document.findMany({
    where: {
      kind: { in: [...PORTAL_KINDS] },
      ...readableBy(
        userId,
        bought.products.map((p) => p.id),
      ),
    },
    include: { product: { select: { name: true } } },
    orderBy: [{ title: "asc" }, { id: "asc" }],
  });
  const documents: PortalDocument[] = [];
  for (const kind of PORTAL_KINDS) {
    const ofKind = rows.filter((row) => row.kind === kind);
    const own = ofKind.filter((row) => row.userId !== null || row.productId !== null);
    for (const row of own.length > 0 ? own : ofKind) {
      documents.push({
        id: row.id,
        kind,
        title: row.title,
        label: documentLabel(row),
        fileName: row.fileName,
        product: row.product?.name ?? null,
        url: `/api/customer/documents/${row.id}`,
      });
    }
  }
  return documents;
}

const productFacts = {
  name: true,
  itemNumber: true,
  category: true,
  description: true,
  concentration: true,
  chemicalType: true,
  benefits: true,
  applications: true,
  technicalSpecs: true,
  priceUnit: true,
} as const;

/** What a generated document is about, read from its row; null when it cannot be rendered for this user. */
async function subjectOf(
  userId: string,
  row: { storageKey: string; productId: number | null; userId: string | null },
): Promise<DocumentSubject | null> {
  const [prefix, , reference] = row.storageKey.split("/");
  if (prefix !== "generated" || !reference) return null;
  if (row.productId !== null) {
    const product = await db().product.findUnique({ where: { id: row.productId }, select: productFacts });
    return product ? { scope: "product", product } : null;
  }
  if (row.userId !== null) {
    const order = await db().order.findFirst({
      where: { orderNumber: reference, ...placedOrdersOf(userId) },
      include: { items: { orderBy: { id: "asc" }, include: { product: { select: productFacts } } } },
    });
    if (!order) return null;
    return {
      scope: "order",
      order: {
        orderNumber: order.orderNumber,
        date: order.createdAt,
        customerName: `${order.customerFirstName} ${order.customerLastName}`,
        company: order.shippingCompany,
        items: order.items.map((item) => ({ product: item.product, quantity: item.quantity })),
      },
    };
  }
  return reference === "general" ? { scope: "general" } : null;
}

export type DocumentFile = { fileName: string; mimeType: string; bytes: Uint8Array };

/** The PDF of one document, or null when it does not exist or is not this customer's to read. */
export async function customerDocumentFile(userId: string, documentId: number, now = new Date()): Promise<DocumentFile | null> {
  const row = await db().document.findUnique({ where: { id: documentId } });
  if (!row || !isPortalKind(row.kind)) return null;
  if (row.userId !== null && row.userId !== userId) return null;
  if (row.userId === null && row.productId !== null) {
    const bought = await db().orderItem.count({ where: { productId: row.productId, order: placedOrdersOf(userId) } });
    if (bought === 0) return null;
  }
  const subject = await subjectOf(userId, row);
  if (!subject) return null;
  return { fileName: row.fileName, mimeType: "application/pdf", bytes: await renderPdf(documentPdf(row.kind, subject, now)) };
}
