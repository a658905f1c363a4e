// Staff changes to a product's pack sizes (Product Admin): the list sent replaces the product's sizes in
// one transaction with its audit row. A size left out is deleted: it leaves every cart, and orders keep
// their snapshot of it (OrderItem.size, itemNumber, price). The base size stays, with the product's own
// item number and list price, which the product form edits.
import "server-only";
import { db } from "@/lib/db/client";
import { bySizeOrder, packSizeLabel } from "@/lib/catalog/pack-sizes";
import { sizeFields } from "@/lib/catalog/fields";
import { recordAdjustment } from "@/lib/orders/stock";
import { writeSearchDocuments } from "@/lib/search/write";
import { StaffRequestError } from "../admin/errors";
import { changeProductPart, type Client, type EditContext } from "./edit-part";
import { PRODUCT_MESSAGES } from "./edit-product";
import type { AdminSizes, ProductSizesInput } from "./size-schema";

async function loadSizes(productId: number, client: Client = db()): Promise<AdminSizes> {
  const product = await client.product.findFirst({ where: { id: productId, archivedAt: null }, include: { sizes: true } });
  if (!product) throw new StaffRequestError(404, PRODUCT_MESSAGES.notFound, "id");
  return {
    productId,
    baseSize: product.baseSize,
    sizes: bySizeOrder(product.sizes).map((size) => ({
      ...sizeFields(size),
      stockQuantity: size.stockQuantity,
      lowStockThreshold: size.lowStockThreshold,
    })),
  };
}

export const productSizes = (productId: number) => loadSizes(productId);

/** What the audit log keeps of the sizes. */
const auditView = ({ sizes }: AdminSizes) =>
  Object.fromEntries(
    sizes.map((s) => [
      s.size,
      `${s.itemNumber} $${s.price}${s.quoteOnly ? " quote only" : ""} stock ${s.stockQuantity ?? "untracked"}` +
        (s.lowStockThreshold === null ? "" : ` low at ${s.lowStockThreshold}`),
    ]),
  );

export const replaceProductSizes = (productId: number, input: ProductSizesInput, context: EditContext): Promise<AdminSizes> =>
  changeProductPart(
    productId,
    {
      action: "product.sizes_updated",
      load: loadSizes,
      audit: auditView,
      async apply(tx, product, before) {
        const baseIndex = input.sizes.findIndex((row) => row.size === product.baseSize);
        if (baseIndex < 0) {
          throw new StaffRequestError(
            400,
            `The ${packSizeLabel(product.baseSize)} size carries the product's list price: it cannot be removed`,
            "sizes",
          );
        }
        const base = input.sizes[baseIndex]!;
        if (base.itemNumber !== product.itemNumber) {
          throw new StaffRequestError(
            400,
            "The base size's item number is the product's: change it with Item Number above",
            `sizes.${baseIndex}.itemNumber`,
          );
        }
        if (base.price !== product.pricePerGallon.toFixed(2)) {
          throw new StaffRequestError(
            400,
            "The base size's price is the product's list price: change it with Price per Gallon above",
            `sizes.${baseIndex}.price`,
          );
        }
        // An item number another product (or one of its sizes) already has: name the row.
        const taken = await tx.productSize.findMany({
          where: { itemNumber: { in: input.sizes.map((row) => row.itemNumber) }, productId: { not: productId } },
          select: { itemNumber: true },
        });
        const takenRow = input.sizes.findIndex((row) => taken.some((t) => t.itemNumber === row.itemNumber));
        if (takenRow >= 0) {
          const number = input.sizes[takenRow]!.itemNumber;
          throw new StaffRequestError(409, `Item number ${number} is already used by another product`, `sizes.${takenRow}.itemNumber`);
        }

        await tx.productSize.deleteMany({ where: { productId, size: { notIn: input.sizes.map((row) => row.size) } } });
        for (const row of input.sizes) {
          const data = {
            itemNumber: row.itemNumber,
            price: row.price,
            quoteOnly: row.quoteOnly,
            stockQuantity: row.stockQuantity,
            lowStockThreshold: row.lowStockThreshold,
          };
          const saved = await tx.productSize.upsert({
            where: { productId_size: { productId, size: row.size } },
            create: { productId, size: row.size, ...data },
            update: data,
          });
          // Staff set the count; the stock's own record says by how much it moved.
          const was = before.sizes.find((size) => size.size === row.size)?.stockQuantity ?? null;
          await recordAdjustment(tx, saved.id, was, row.stockQuantity, "id" in context.actor ? context.actor.id : null);
        }
        // Search finds a product by any of its sizes' item numbers.
        await writeSearchDocuments(tx, [productId]);
        // A size made quote-only can no longer be bought online: it leaves the carts that hold it, except the
        // carts of accepted quotes, where it is sold on the quote.
        await tx.cartItem.deleteMany({ where: { productId, size: { quoteOnly: true }, cart: { quoteId: null } } });
      },
    },
    context,
  );
