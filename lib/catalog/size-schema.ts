// Staff's editor of a product's pack sizes (Product Admin): one schema for the form and for
// PUT /api/admin/products/{id}/sizes, which replaces the product's sizes with the list sent. Client-safe.
//
// The base size (the one the product's list price and item number are for) is edited with the product
// (Price per Gallon, Item Number); here it may only change its stock and whether it is sold on quote.
import { z } from "zod";
import { PACK_SIZES, packSizeLabel, type PackSize } from "@/lib/catalog/pack-sizes";
import { itemNumber, priceField } from "./product-schema";

export const SIZE_LIMITS = {
  /** A tote of the dearest product stays well under this; catches a price typed in cents. */
  maxPriceCents: 25_000_000,
  maxStock: 1_000_000,
} as const;

/** Blank means "not set" (stock not tracked, no low-stock warning); otherwise a whole number from 0. */
const countField = (what: string, blank: string) =>
  z.union([z.number(), z.string(), z.null()], { error: `${what} must be a whole number` }).transform((value, ctx) => {
    if (value === null || (typeof value === "string" && value.trim() === "")) return null;
    const n = typeof value === "number" ? value : /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    if (!Number.isInteger(n) || n < 0) {
      ctx.addIssue({ code: "custom", message: `${what} must be a whole number from 0, or blank ${blank}` });
      return z.NEVER;
    }
    if (n > SIZE_LIMITS.maxStock) {
      ctx.addIssue({ code: "custom", message: `${what} can be at most ${SIZE_LIMITS.maxStock}` });
      return z.NEVER;
    }
    return n;
  });
const stockQuantity = countField("Stock", "when it is not tracked");
const lowStockThreshold = countField("Low-stock level", "for no warning");

const sizeRow = z.object({
  size: z.enum(PACK_SIZES, { error: "Choose a size" }),
  itemNumber,
  price: priceField(SIZE_LIMITS.maxPriceCents),
  quoteOnly: z.boolean({ error: "quoteOnly must be true or false" }).default(false),
  stockQuantity,
  lowStockThreshold: lowStockThreshold.default(null),
});

export const productSizesSchema = z
  .object({ sizes: z.array(sizeRow, { error: "sizes must be a list" }).min(1, "A product needs at least one size").max(PACK_SIZES.length) })
  .superRefine(({ sizes }, ctx) => {
    const seenSizes = new Set<PackSize>();
    const seenNumbers = new Set<string>();
    sizes.forEach((row, index) => {
      if (seenSizes.has(row.size)) {
        ctx.addIssue({ code: "custom", path: ["sizes", index, "size"], message: `${packSizeLabel(row.size)} is listed twice` });
      }
      seenSizes.add(row.size);
      const key = row.itemNumber.toUpperCase();
      if (seenNumbers.has(key)) {
        ctx.addIssue({ code: "custom", path: ["sizes", index, "itemNumber"], message: `Item number ${row.itemNumber} is listed twice` });
      }
      seenNumbers.add(key);
    });
  });

export type ProductSizesInput = z.output<typeof productSizesSchema>;

/** A size as the staff API answers it. */
const adminSizeSchema = z.object({
  id: z.number(),
  size: z.enum(PACK_SIZES),
  label: z.string(),
  itemNumber: z.string(),
  price: z.string(),
  quoteOnly: z.boolean(),
  stockQuantity: z.number().nullable(),
  lowStockThreshold: z.number().nullable(),
});

/** The sizes of one product, with the one its list price is for. */
export const adminSizesSchema = z.object({ productId: z.number(), baseSize: z.enum(PACK_SIZES), sizes: z.array(adminSizeSchema) });
export type AdminSizes = z.infer<typeof adminSizesSchema>;

/** The form's state: every value as typed. */
export type SizeFormRow = {
  size: PackSize;
  itemNumber: string;
  price: string;
  quoteOnly: boolean;
  stockQuantity: string;
  lowStockThreshold: string;
};
export type SizesFormValues = { sizes: SizeFormRow[] };

export function sizesFormValues({ sizes }: AdminSizes): SizesFormValues {
  return {
    sizes: sizes.map((size) => ({
      size: size.size,
      itemNumber: size.itemNumber,
      price: size.price,
      quoteOnly: size.quoteOnly,
      stockQuantity: size.stockQuantity === null ? "" : String(size.stockQuantity),
      lowStockThreshold: size.lowStockThreshold === null ? "" : String(size.lowStockThreshold),
    })),
  };
}

/** A new row for `size`, its item number made from the product's; drums and totes start on quote. */
export function newSizeRow(productItemNumber: string, size: PackSize): SizeFormRow {
  const suffix: Record<PackSize, string> = {
    quart: "QT",
    trigger_sprayer: "TS",
    gallon: "GAL",
    pail: "5G",
    drum: "55G",
    tote: "275G",
    kit: "KIT",
  };
  return {
    size,
    itemNumber: `${productItemNumber}-${suffix[size]}`,
    price: "",
    quoteOnly: size === "drum" || size === "tote",
    stockQuantity: "",
    lowStockThreshold: "",
  };
}
