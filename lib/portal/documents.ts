// The Documents tab and an order's documents: which documents a customer may see and download.
// - Safety data sheets: the current published revision of each product they bought, from the public library
//   (lib/sds), the same file anyone downloads there.
// - Certificates of analysis: one per recorded lot shipped to them (lib/lots); none without a recorded lot.
// - Application instructions and training materials: Document rows (prisma/schema.prisma), either the
//   general set (no product, no user) or a product's (every buyer of the product may read it), drawn from
//   the catalog when downloaded (storage keys "generated/<kind>/<itemNumber|general>").
import "server-only";
import { db } from "@/lib/db/client";
import { readFacts } from "@/lib/catalog/facts";
import { sdsFileName, sdsRevisionPath } from "@/lib/sds/rules";
import type { DocumentKind } from "@/lib/generated/prisma/enums";
import { customerCertificates, type CertificateEntry } from "@/lib/lots";
import { certificatePath } from "@/lib/orders/links";
import { currentSdsRevisions } from "@/lib/sds/library";
import { siteConfig } from "@/lib/site-config";
import { DOCUMENT_TITLES, documentPdf, type DocumentSubject, type GeneratedDocumentKind } from "./document-content";
import { placedOrdersOf } from "./orders";
import { renderPdf } from "./pdf";
import { DOCUMENT_KINDS, type PortalDocument } from "./schemas";

const GENERATED_KINDS = ["application_instructions", "training_materials"] as const satisfies readonly GeneratedDocumentKind[];
const PRODUCT_SHEETS = ["application_instructions"] as const satisfies readonly GeneratedDocumentKind[];
const fileKind = (kind: DocumentKind) => kind.replaceAll("_", "-");

function isGeneratedKind(kind: DocumentKind): kind is GeneratedDocumentKind {
  return (GENERATED_KINDS as readonly DocumentKind[]).includes(kind);
}

type BoughtProduct = { id: number; name: string; itemNumber: string };

/** The products behind a customer's documents: what they bought in paid orders. */
async function boughtProducts(userId: string): Promise<BoughtProduct[]> {
  const items = await db().orderItem.findMany({
    where: { order: placedOrdersOf(userId) },
    select: { product: { select: { id: true, name: true, itemNumber: true } } },
    distinct: ["productId"],
  });
  return items.map((item) => item.product);
}

/**
 * Customers who bought after the seed ran have no rows yet: add the instructions of every product they
 * bought. Unique storage keys make this safe to run concurrently.
 */
async function ensureDocuments(products: readonly BoughtProduct[]): Promise<void> {
  const rows = products.flatMap((product) =>
    PRODUCT_SHEETS.map((kind) => ({
      kind,
      title: `${DOCUMENT_TITLES[kind]}: ${product.name}`,
      fileName: `${fileKind(kind)}-${product.itemNumber}.pdf`,
      mimeType: "application/pdf",
      storageKey: `generated/${kind}/${product.itemNumber}`,
      productId: product.id,
    })),
  );
  if (rows.length > 0) await db().document.createMany({ data: rows, skipDuplicates: true });
}

/** The current safety data sheet of each product that has one, as documents, by product name. */
export async function safetyDataSheets(products: readonly BoughtProduct[]): Promise<PortalDocument[]> {
  const revisions = await currentSdsRevisions(products.map((product) => product.id));
  return [...products]
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((product) => {
      const revision = revisions.get(product.id);
      if (revision === undefined) return [];
      return [
        {
          id: `sds-${product.itemNumber}-${revision}`,
          kind: "safety_data_sheet" as const,
          title: `${DOCUMENT_TITLES.safety_data_sheet}: ${product.name}`,
          label: `${product.name} (revision ${revision})`,
          fileName: sdsFileName(product.itemNumber, revision),
          product: product.name,
          url: sdsRevisionPath(product.itemNumber, revision),
        },
      ];
    });
}

/** A shipped lot's certificate as a document, downloaded through its order (`token` for a guest's link). */
export function certificateDocument(entry: CertificateEntry, token?: string): PortalDocument {
  return {
    id: `coa-${entry.orderNumber}-${entry.lotNumber}`,
    kind: "certificate_of_analysis",
    title: `${DOCUMENT_TITLES.certificate_of_analysis}: lot ${entry.lotNumber}`,
    label: `${entry.productName}, ${entry.sizeLabel}: lot ${entry.lotNumber} (order ${entry.orderNumber})`,
    fileName: entry.fileName,
    product: entry.productName,
    url: certificatePath(entry.orderNumber, entry.lotNumber, token),
  };
}

/** Documents of the portal's own this customer may read: the general set and the sheets of products they bought. */
function readableBy(boughtProductIds: readonly number[]) {
  return {
    OR: [
      { userId: null, productId: null },
      { userId: null, productId: { in: [...boughtProductIds] } },
    ],
  };
}

function documentLabel(row: { product: { name: string } | null }): string {
  return row.product ? row.product.name : `All ${siteConfig.productLine} products`;
}

/** Application instructions and training materials: per card, the customer's products' own, or the general one. */
async function generatedDocuments(products: readonly BoughtProduct[]): Promise<PortalDocument[]> {
  await ensureDocuments(products);
  const rows = await db().document.findMany({
    where: { kind: { in: [...GENERATED_KINDS] }, ...readableBy(products.map((p) => p.id)) },
    include: { product: { select: { name: true } } },
    orderBy: [{ title: "asc" }, { id: "asc" }],
  });
  const documents: PortalDocument[] = [];
  for (const kind of GENERATED_KINDS) {
    const ofKind = rows.filter((row) => row.kind === kind);
    const own = ofKind.filter((row) => row.productId !== null);
    for (const row of own.length > 0 ? own : ofKind) {
      documents.push({
        id: `doc-${row.id}`,
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

/** Every document of the customer, in the order of the tab's cards. */
export async function customerDocuments(userId: string): Promise<PortalDocument[]> {
  const products = await boughtProducts(userId);
  const [sheets, generated, certificates] = await Promise.all([
    safetyDataSheets(products),
    generatedDocuments(products),
    customerCertificates(userId),
  ]);
  const all = [...sheets, ...generated, ...certificates.map((entry) => certificateDocument(entry))];
  return DOCUMENT_KINDS.flatMap(({ kind }) => all.filter((document) => document.kind === kind));
}

/** The application instructions of these products that the customer may read (an order page's share). */
export async function productInstructions(userId: string, productIds: readonly number[]): Promise<PortalDocument[]> {
  const documents = await generatedDocuments(await boughtProducts(userId));
  const names = new Set(
    (await db().product.findMany({ where: { id: { in: [...productIds] } }, select: { name: true } })).map((product) => product.name),
  );
  return documents.filter(
    (document) => document.kind === "application_instructions" && document.product !== null && names.has(document.product),
  );
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
  facts: true,
  priceUnit: true,
} as const;

/** What a generated document is about, read from its row; null when it cannot be rendered. */
async function subjectOf(row: { storageKey: string; productId: number | null }): Promise<DocumentSubject | null> {
  const [prefix, , reference] = row.storageKey.split("/");
  if (prefix !== "generated" || !reference) return null;
  if (row.productId !== null) {
    const product = await db().product.findUnique({ where: { id: row.productId }, select: productFacts });
    return product ? { scope: "product", product: { ...product, facts: readFacts(product.facts) } } : null;
  }
  return reference === "general" ? { scope: "general" } : null;
}

export type DocumentFile = { fileName: string; mimeType: string; bytes: Uint8Array };

/** The PDF of one of the portal's own documents, or null when it does not exist or is not this customer's to read. */
export async function customerDocumentFile(userId: string, documentId: number, now = new Date()): Promise<DocumentFile | null> {
  const row = await db().document.findUnique({ where: { id: documentId } });
  if (!row || !isGeneratedKind(row.kind) || row.userId !== null) return null;
  if (row.productId !== null) {
    const bought = await db().orderItem.count({ where: { productId: row.productId, order: placedOrdersOf(userId) } });
    if (bought === 0) return null;
  }
  const subject = await subjectOf(row);
  if (!subject) return null;
  return { fileName: row.fileName, mimeType: "application/pdf", bytes: await renderPdf(documentPdf(row.kind, subject, now)) };
}
