// Staff edit a product's technical facts (Product Admin): the one place pH, specific gravity, appearance and
// the rest are kept (lib/catalog/facts.ts). The change lands with its audit row, and the pages that
// state the facts are made again at once.
import "server-only";
import { expireEverywhere } from "@/lib/cache/share-expiry";
import { recordAudit, type AuditActor } from "@/lib/audit";
import { isPoolItemNumber, POOL_SHEETS, technicalDataSheetPath } from "@/lib/content/pool-sheets";
import { db } from "@/lib/db/client";
import { expireCatalog } from "@/lib/catalog/read";
import { readFacts, type AdminProductFacts, type ProductFacts } from "@/lib/catalog/facts";
import type { Prisma } from "@/lib/generated/prisma/client";
import { StaffRequestError } from "../admin/errors";
import { PRODUCT_MESSAGES } from "./edit-product";

type Context = { actor: AuditActor; ip?: string | null };

export async function productFacts(productId: number): Promise<AdminProductFacts> {
  const product = await db().product.findFirst({ where: { id: productId, archivedAt: null }, select: { facts: true } });
  if (!product) throw new StaffRequestError(404, PRODUCT_MESSAGES.notFound, "id");
  return { productId, facts: readFacts(product.facts) };
}

export async function replaceProductFacts(productId: number, facts: ProductFacts, { actor, ip }: Context): Promise<AdminProductFacts> {
  const { slug, itemNumber } = await db().$transaction(async (tx) => {
    const product = await tx.product.findFirst({
      where: { id: productId, archivedAt: null },
      select: { facts: true, slug: true, itemNumber: true },
    });
    if (!product) throw new StaffRequestError(404, PRODUCT_MESSAGES.notFound, "id");
    await tx.product.update({ where: { id: productId }, data: { facts: facts as Prisma.InputJsonValue } });
    await recordAudit(
      {
        actor,
        action: "product.facts_changed",
        entityType: "product",
        entityId: productId,
        before: product.facts ?? undefined,
        after: facts,
        ip,
      },
      tx,
    );
    return product;
  });
  await expireCatalog(slug);
  await expireEverywhere({
    paths: [technicalDataSheetPath(itemNumber), ...(isPoolItemNumber(itemNumber) ? [POOL_SHEETS[itemNumber].path] : [])],
  });
  return { productId, facts };
}
