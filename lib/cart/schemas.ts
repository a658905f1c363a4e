// The cart's inputs (seed 001 §7): shared by the route handlers and the browser. Client-safe.
import { z } from "zod";

/** More than anyone orders online in one line; bigger orders go through a quote. */
export const MAX_LINE_QUANTITY = 999;

const quantity = z
  .number({ error: "Quantity must be a whole number" })
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY}; ask us for a quote for more`);

const productId = z
  .number({ error: "productId must be a number" })
  .int("productId must be a whole number")
  .positive("productId must be positive");

/** A product named by its id (the seed's payload) or by its item number (static pages know only that). */
export const addToCartSchema = z
  .object({
    productId: productId.optional(),
    itemNumber: z.string().trim().min(1, "itemNumber is required").max(40, "itemNumber is too long").optional(),
    quantity: quantity.default(1),
  })
  .superRefine((value, ctx) => {
    if ((value.productId === undefined) === (value.itemNumber === undefined)) {
      ctx.addIssue({ code: "custom", path: ["productId"], message: "Name the product by productId or by itemNumber (one of them)" });
    }
  });
export const updateCartSchema = z.object({ productId, quantity });
export const removeFromCartSchema = z.object({ productId });

export type AddToCartInput = z.infer<typeof addToCartSchema>;

/** A cart line as GET /api/cart answers it; pricePerGallon is the seed's dollar string ("$29.95"). */
export type CartItemView = {
  id: number;
  productId: number;
  quantity: number;
  product: { id: number; name: string; itemNumber: string; pricePerGallon: string; priceUnit: string };
};
