// Staff attach library images to a product (Product Admin): the list sent replaces the product's
// pictures, in order, the first being the primary one; with none, the shop shows the packshots drawn
// from the product's data. Audited; the product's page is made again.
import "server-only";
import { db } from "@/lib/db/client";
import { StaffRequestError } from "../admin/errors";
import { changeProductPart, type Client, type EditContext } from "./edit-part";
import { PRODUCT_MESSAGES } from "./edit-product";
import type { AdminProductImages, ProductImagesInput } from "./image-schema";

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

export const setProductImages = (productId: number, { imageIds }: ProductImagesInput, context: EditContext): Promise<AdminProductImages> =>
  changeProductPart(
    productId,
    {
      action: "product.images_updated",
      load: loadImages,
      audit: ({ images }) => ({ pictures: images.map((image) => image.filename) }),
      async apply(tx) {
        const found = new Set(
          (await tx.image.findMany({ where: { id: { in: imageIds } }, select: { id: true } })).map((image) => image.id),
        );
        const missing = imageIds.findIndex((id) => !found.has(id));
        if (missing >= 0) throw new StaffRequestError(404, "This image is no longer in the library", `imageIds.${missing}`);
        await tx.productImage.deleteMany({ where: { productId } });
        await tx.productImage.createMany({ data: imageIds.map((imageId, position) => ({ productId, imageId, position })) });
      },
    },
    context,
  );
