// Staff attach library images to a product (Product Admin): the list sent replaces the product's
// pictures, in order, the first being the primary one; with none, the shop shows the packshots drawn
// from the product's data. Audited; the product's page is made again.
import "server-only";
import { recordAudit, type AuditActor } from "@/lib/audit";
import { db } from "@/lib/db/client";
import { expireCatalog } from "@/lib/catalog/read";
import { Prisma } from "@/lib/generated/prisma/client";
import { StaffRequestError } from "../admin/errors";
import { PRODUCT_MESSAGES } from "./edit-product";
import type { AdminProductImages, ProductImagesInput } from "./image-schema";

type Context = { actor: AuditActor; ip?: string | null };
type Client = Prisma.TransactionClient | ReturnType<typeof db>;

const TRANSACTION = { maxWait: 10_000, timeout: 15_000 } as const;

async function loadImages(productId: number, client: Client = db()): Promise<AdminProductImages> {
  const product = await client.product.findFirst({
    where: { id: productId, archivedAt: null },
    include: { images: { orderBy: { position: "asc" }, include: { image: true } } },
  });
  if (!product) throw new StaffRequestError(404, PRODUCT_MESSAGES.notFound, "id");
  return {
    productId,
    images: product.images.map(({ image }) => ({
      id: image.id,
      url: image.url,
      filename: image.filename,
      width: image.width,
      height: image.height,
    })),
  };
}

export const productImages = (productId: number) => loadImages(productId);

export async function setProductImages(
  productId: number,
  { imageIds }: ProductImagesInput,
  { actor, ip }: Context,
): Promise<AdminProductImages> {
  const { after, slug } = await db().$transaction(async (tx) => {
    const product = await tx.product.findFirst({ where: { id: productId, archivedAt: null } });
    if (!product) throw new StaffRequestError(404, PRODUCT_MESSAGES.notFound, "id");
    const found = new Set((await tx.image.findMany({ where: { id: { in: imageIds } }, select: { id: true } })).map((image) => image.id));
    const missing = imageIds.findIndex((id) => !found.has(id));
    if (missing >= 0) throw new StaffRequestError(404, "This image is no longer in the library", `imageIds.${missing}`);
    const before = await loadImages(productId, tx);
    await tx.productImage.deleteMany({ where: { productId } });
    await tx.productImage.createMany({ data: imageIds.map((imageId, position) => ({ productId, imageId, position })) });
    const after = await loadImages(productId, tx);
    await recordAudit(
      {
        actor,
        action: "product.images_updated",
        entityType: "product",
        entityId: productId,
        before: { pictures: before.images.map((image) => image.filename) },
        after: { pictures: after.images.map((image) => image.filename) },
        ip,
      },
      tx,
    );
    return { after, slug: product.slug };
  }, TRANSACTION);
  await expireCatalog(slug);
  return after;
}
