// The cart's inputs and its answer (seed 001 §7): shared by the route handlers and the browser. Client-safe.
import { z } from "zod";
import { PACK_SIZES } from "@/lib/catalog/pack-sizes";
import { MAX_LINE_QUANTITY } from "./limits";

export { MAX_LINE_QUANTITY };

const quantity = z
  .number({ error: "Quantity must be a whole number" })
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY}; ask us for a quote for more`);

const productId = z
  .number({ error: "productId must be a number" })
  .int("productId must be a whole number")
  .positive("productId must be positive");

const sizeId = z.number({ error: "sizeId must be a number" }).int("sizeId must be a whole number").positive("sizeId must be positive");

/**
 * A product named by its id (the seed's payload; `sizeId` picks one of its sizes, the base size
 * otherwise) or by an item number (static pages know only that; every size has its own). Without a
 * quantity, the size's minimum order is added.
 */
export const addToCartSchema = z
  .object({
    productId: productId.optional(),
    sizeId: sizeId.optional(),
    itemNumber: z.string().trim().min(1, "itemNumber is required").max(40, "itemNumber is too long").optional(),
    quantity: quantity.optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.productId === undefined) === (value.itemNumber === undefined)) {
      ctx.addIssue({ code: "custom", path: ["productId"], message: "Name the product by productId or by itemNumber (one of them)" });
    }
    if (value.sizeId !== undefined && value.productId === undefined) {
      ctx.addIssue({ code: "custom", path: ["sizeId"], message: "sizeId goes with productId; an itemNumber already names its size" });
    }
  });
/** A line named by its product and, when the product is in the cart in several sizes, its size. */
export const updateCartSchema = z.object({ productId, sizeId: sizeId.optional(), quantity });
/** Without `sizeId`, every size of the product leaves the cart. */
export const removeFromCartSchema = z.object({ productId, sizeId: sizeId.optional() });

export type AddToCartInput = z.infer<typeof addToCartSchema>;
export type UpdateCartInput = z.infer<typeof updateCartSchema>;
export type RemoveFromCartInput = z.infer<typeof removeFromCartSchema>;

/**
 * A cart line as GET /api/cart answers it. `product.pricePerGallon` is the seed's dollar string
 * ("$29.95") and now holds the unit price of the line's size; `product.itemNumber` is the size's item
 * number and `product.priceUnit` its unit ("gallon", "pail").
 */
export const cartItemViewSchema = z.object({
  id: z.number(),
  productId: z.number(),
  sizeId: z.number(),
  quantity: z.number(),
  /** The fewest units the line may hold (the product's minimum order in this size). */
  minimumQuantity: z.number(),
  size: z.object({ id: z.number(), code: z.enum(PACK_SIZES), label: z.string() }),
  product: z.object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    itemNumber: z.string(),
    pricePerGallon: z.string(),
    priceUnit: z.string(),
    shippingIncluded: z.boolean(),
  }),
  /**
   * Set on the lines of a cart that holds an accepted quote: `pricePerGallon` is then the quoted price,
   * the line cannot be changed, and the order ships at the quote's `shipping` ("45.00").
   */
  quote: z.object({ number: z.string(), token: z.string(), shipping: z.string() }).optional(),
});
export type CartItemView = z.infer<typeof cartItemViewSchema>;

/** The cart's every answer: its lines. */
export const cartSchema = z.array(cartItemViewSchema);
