// A staff change to a part of a live product (its pack sizes, its pictures): read before and after the
// change within one transaction, which also writes the audit row; then the shop's pages of the product
// are made again.
import "server-only";
import { recordAudit, type AuditActor } from "@/lib/audit";
import { db } from "@/lib/db/client";
import { expireCatalog } from "@/lib/catalog/read";
import type { Prisma, Product } from "@/lib/generated/prisma/client";
import { StaffRequestError } from "../admin/errors";
import { PRODUCT_MESSAGES } from "./edit-product";

export type EditContext = { actor: AuditActor; ip?: string | null };

/** The database, or the transaction the read is part of. */
export type Client = Prisma.TransactionClient | ReturnType<typeof db>;

const TRANSACTION = { maxWait: 10_000, timeout: 15_000 } as const;

export type ProductPartChange<Part> = {
  /** The audit row's action: "product.sizes_updated". */
  action: string;
  /** The part as staff see it. */
  load: (productId: number, client: Client) => Promise<Part>;
  /** What the audit log keeps of the part. */
  audit: (part: Part) => unknown;
  /** Refuses a change the product does not allow, else makes it. */
  apply: (tx: Prisma.TransactionClient, product: Product, before: Part) => Promise<void>;
};

/** Changes a part of the product (404 when there is no such product, or it is archived): the part afterwards. */
export async function changeProductPart<Part>(
  productId: number,
  { action, load, audit, apply }: ProductPartChange<Part>,
  { actor, ip }: EditContext,
): Promise<Part> {
  const { after, slug } = await db().$transaction(async (tx) => {
    const product = await tx.product.findFirst({ where: { id: productId, archivedAt: null } });
    if (!product) throw new StaffRequestError(404, PRODUCT_MESSAGES.notFound, "id");
    const before = await load(productId, tx);
    await apply(tx, product, before);
    const after = await load(productId, tx);
    await recordAudit({ actor, action, entityType: "product", entityId: productId, before: audit(before), after: audit(after), ip }, tx);
    return { after, slug: product.slug };
  }, TRANSACTION);
  await expireCatalog(slug);
  return after;
}
