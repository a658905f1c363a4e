// Staff changes to the catalog (seed 001 Product Admin): every change lands together with its audit row.
// A product that has been ordered is archived instead of deleted, so old orders keep their product;
// archived products leave the shop (lib/catalog/read.ts lists only those without archivedAt).
import "server-only";
import { recordAudit, type AuditActor, type AuditEntry } from "@/lib/audit";
import { categoryLabel } from "@/lib/content/categories";
import { db } from "@/lib/db/client";
import { expireCatalog } from "@/lib/catalog/read";
import { productSlug } from "@/lib/catalog/pack-sizes";
import { readFacts, technicalSpecsText } from "@/lib/catalog/facts";
import { siteConfig } from "@/lib/site-config";
import { productTerms } from "@/lib/catalog/fields";
import { Prisma, type Product } from "@/lib/generated/prisma/client";
import { writeSearchDocuments } from "@/lib/search/write";
import { StaffRequestError } from "../admin/errors";
import type { AdminProduct, ProductInput, ProductPatch } from "./product-schema";

export const PRODUCT_MESSAGES = {
  notFound: "This product does not exist or has been removed",
  itemNumberTaken: (itemNumber: string) => `Item number ${itemNumber} is already used by another product`,
} as const;

export function toAdminProduct(product: Product): AdminProduct {
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    categoryLabel: categoryLabel(product.category),
    ...productTerms(product),
    technicalSpecs: technicalSpecsText(readFacts(product.facts), siteConfig.claims.hazmatRating),
    itemNumber: product.itemNumber,
  };
}

/** What the audit log keeps of a product: the fields staff edit. */
function auditView(product: Product) {
  const { categoryLabel: _label, id: _id, priceUnit: _unit, ...fields } = toAdminProduct(product);
  return fields;
}

/** Current Products: those still sold, newest first so that a product just added is at the top. */
export async function listAdminProducts(): Promise<AdminProduct[]> {
  const products = await db().product.findMany({ where: { archivedAt: null }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return products.map(toAdminProduct);
}

function isItemNumberConflict(error: unknown): boolean {
  return (
    error instanceof Prisma.PrismaClientKnownRequestError &&
    error.code === "P2002" &&
    JSON.stringify(error.meta ?? {}).includes("itemNumber")
  );
}

const TRANSACTION = { maxWait: 10_000, timeout: 15_000 } as const;

type Context = { actor: AuditActor; ip?: string | null };

/** A slug no other product has: the name's, then with "-2", "-3"… */
async function freeSlug(tx: Prisma.TransactionClient, name: string): Promise<string> {
  const wanted = productSlug(name) || "product";
  const taken = new Set(
    (await tx.product.findMany({ where: { slug: { startsWith: wanted } }, select: { slug: true } })).map((product) => product.slug),
  );
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? wanted : `${wanted}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}

/**
 * Saves a product's change (`change` gives the product saved and what its audit row says) with its search
 * entry and audit row in one transaction, then makes its pages again; a taken item number is refused
 * naming the field.
 */
async function saveProduct(
  itemNumber: string,
  { actor, ip }: Context,
  change: (tx: Prisma.TransactionClient) => Promise<{ product: Product; audit: Pick<AuditEntry, "action" | "before" | "after"> }>,
): Promise<AdminProduct> {
  try {
    const product = await db().$transaction(async (tx) => {
      const { product, audit } = await change(tx);
      await writeSearchDocuments(tx, [product.id]);
      await recordAudit({ actor, ...audit, entityType: "product", entityId: product.id, ip }, tx);
      return product;
    }, TRANSACTION);
    await expireCatalog(product.slug);
    return toAdminProduct(product);
  } catch (error) {
    if (isItemNumberConflict(error)) throw new StaffRequestError(409, PRODUCT_MESSAGES.itemNumberTaken(itemNumber), "itemNumber");
    throw error;
  }
}

/**
 * A new product with its base size (a gallon, at the price and item number of the form); its address is
 * made from its name and stays when the name changes later, so links to it keep working.
 */
export const createProduct = (input: ProductInput, context: Context): Promise<AdminProduct> =>
  saveProduct(input.itemNumber, context, async (tx) => {
    const created = await tx.product.create({
      data: {
        ...input,
        slug: await freeSlug(tx, input.name),
        sizes: { create: { size: "gallon", itemNumber: input.itemNumber, price: input.pricePerGallon } },
      },
    });
    return { product: created, audit: { action: "product.created", after: auditView(created) } };
  });

export function updateProduct(id: number, patch: ProductPatch, context: Context): Promise<AdminProduct> {
  const data = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Prisma.ProductUpdateInput;
  return saveProduct(patch.itemNumber ?? "", context, async (tx) => {
    const before = await tx.product.findFirst({ where: { id, archivedAt: null } });
    if (!before) throw new StaffRequestError(404, PRODUCT_MESSAGES.notFound, "id");
    const after = await tx.product.update({ where: { id }, data });
    // The base size carries the product's item number and list price.
    if (patch.itemNumber !== undefined || patch.pricePerGallon !== undefined) {
      await tx.productSize.updateMany({
        where: { productId: id, size: before.baseSize },
        data: { itemNumber: after.itemNumber, price: after.pricePerGallon },
      });
    }
    return { product: after, audit: { action: "product.updated", before: auditView(before), after: auditView(after) } };
  });
}

export type RemovedProduct = { id: number; outcome: "deleted" | "archived" };

/**
 * Deletes a product nobody has ordered; archives one that has been ordered. Either way it leaves every
 * cart, since it can no longer be bought.
 */
export async function removeProduct(id: number, { actor, ip }: Context): Promise<RemovedProduct> {
  const removed = await db().$transaction(async (tx) => {
    const product = await tx.product.findFirst({ where: { id, archivedAt: null } });
    if (!product) throw new StaffRequestError(404, PRODUCT_MESSAGES.notFound, "id");
    const ordered = await tx.orderItem.count({ where: { productId: id } });
    await tx.cartItem.deleteMany({ where: { productId: id } });
    if (ordered > 0) {
      const archived = await tx.product.update({ where: { id }, data: { archivedAt: new Date() } });
      await recordAudit(
        {
          actor,
          action: "product.archived",
          entityType: "product",
          entityId: id,
          before: auditView(product),
          after: { ...auditView(archived), archivedAt: archived.archivedAt, orderLines: ordered },
          ip,
        },
        tx,
      );
      return { id, outcome: "archived" as const, slug: product.slug };
    }
    await tx.product.delete({ where: { id } });
    await recordAudit({ actor, action: "product.deleted", entityType: "product", entityId: id, before: auditView(product), ip }, tx);
    return { id, outcome: "deleted" as const, slug: product.slug };
  }, TRANSACTION);
  await expireCatalog(removed.slug);
  return { id: removed.id, outcome: removed.outcome };
}
