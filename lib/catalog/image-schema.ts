// The pictures staff attach to a product from the image library (Product Admin): one schema for the
// editor and for PUT /api/admin/products/{id}/images, which replaces them with the list sent, the first
// being the primary picture. Client-safe.
import { z } from "zod";

export const MAX_PRODUCT_IMAGES = 12;

export const productImagesSchema = z.object({
  imageIds: z
    .array(
      z
        .number({ error: "Each image id must be a number" })
        .int("Each image id must be a whole number")
        .positive("Each image id must be positive"),
      {
        error: "imageIds must be a list of image ids",
      },
    )
    .max(MAX_PRODUCT_IMAGES, `A product can have at most ${MAX_PRODUCT_IMAGES} pictures`)
    .refine((ids) => new Set(ids).size === ids.length, "A picture can be attached only once"),
});

export type ProductImagesInput = z.output<typeof productImagesSchema>;

/** An attached picture as the staff API answers it. */
const adminProductImageSchema = z.object({
  id: z.number(),
  url: z.string(),
  filename: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;
export const adminProductImagesSchema = z.object({ productId: z.number(), images: z.array(adminProductImageSchema) });
export type AdminProductImages = z.infer<typeof adminProductImagesSchema>;
