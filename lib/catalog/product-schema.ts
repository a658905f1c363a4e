// The staff product form's input (seed 001 §3 Product, §5 product form): one schema for the form's hints
// and for POST/PATCH /api/admin/products (the check that counts). Client-safe.
//
// The form holds text; the API may also send numbers and arrays. Both parse to the same ProductInput.
import { z } from "zod";
import { fieldErrors } from "@/lib/forms/zod-issues";
import { CATEGORIES, findCategory } from "@/lib/content/categories";
import { ProductCategory } from "@/lib/generated/prisma/enums";
import { centsToDecimalString } from "@/lib/domain/money";

export const PRODUCT_LIMITS = {
  name: 160,
  description: 4000,
  concentration: 160,
  itemNumber: 40,
  line: 300,
  lines: 40,
  /** Per gallon: more than any cleaning chemical costs; catches a price typed in cents. */
  maxPriceCents: 1_000_000,
  /** Gallons: bigger orders go through a quote. */
  maxMinimumOrder: 10_000,
} as const;

/** The eight categories of the staff select (seed 001 §3); the pool line keeps its own, not offered for new products. */
export const FORM_CATEGORIES = CATEGORIES.filter((c) => c.inDropdown);

export const CHEMICAL_TYPES = ["caustic", "acid"] as const;

/** Splits a text area's value into its lines, trimmed, blank lines dropped (seed 001 §5). */
export function splitLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

const required = (label: string) => `${label} is required`;

const text = (label: string, max: number) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, required(label))
    .max(max, `${label} can be at most ${max} characters`);

/** Empty text means "none": stored as null. */
const optionalText = (label: string, max: number) =>
  z
    .union([z.string(), z.null()], { error: `${label} must be text` })
    .transform((value) => (value === null ? null : value.trim() || null))
    .refine((value) => value === null || value.length <= max, `${label} can be at most ${max} characters`);

const category = z.string({ error: required("Category") }).transform((value, ctx): ProductCategory => {
  const found = value.trim() === "" ? undefined : findCategory(value);
  if (!found) {
    ctx.addIssue({ code: "custom", message: value.trim() === "" ? required("Category") : "Choose one of the product categories" });
    return z.NEVER;
  }
  return found.id;
});

/** A price in dollars ("29.95", 29.95, "$29.95") up to `maxCents`, as a 2-decimal string. */
export const priceField = (maxCents: number) =>
  z.union([z.number(), z.string()], { error: required("Price") }).transform((value, ctx) => {
    const raw = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim().replace(/^\$/, "");
    if (raw === "") {
      ctx.addIssue({ code: "custom", message: typeof value === "number" ? "Price must be a number" : required("Price") });
      return z.NEVER;
    }
    // A minus sign is a number, just not a price: say what is wrong with it.
    if (/^-\s*\d+(?:\.\d+)?$/.test(raw)) {
      ctx.addIssue({ code: "custom", message: "Price must be greater than 0" });
      return z.NEVER;
    }
    const match = /^(\d+)(?:\.(\d+))?$/.exec(raw);
    if (!match) {
      ctx.addIssue({ code: "custom", message: "Price must be a number, e.g. 29.95" });
      return z.NEVER;
    }
    const [, whole = "0", fraction = ""] = match;
    if (fraction.replace(/0+$/, "").length > 2) {
      ctx.addIssue({ code: "custom", message: "Price can have at most 2 decimals (step 0.01)" });
      return z.NEVER;
    }
    const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
    if (cents <= 0) {
      ctx.addIssue({ code: "custom", message: "Price must be greater than 0" });
      return z.NEVER;
    }
    if (cents > maxCents) {
      ctx.addIssue({ code: "custom", message: `Price can be at most ${centsToDecimalString(maxCents)}` });
      return z.NEVER;
    }
    return centsToDecimalString(cents);
  });

const price = priceField(PRODUCT_LIMITS.maxPriceCents);

const minimumOrder = z.union([z.number(), z.string()], { error: required("Minimum order") }).transform((value, ctx) => {
  const raw = typeof value === "number" ? value : value.trim();
  if (raw === "") {
    ctx.addIssue({ code: "custom", message: required("Minimum order") });
    return z.NEVER;
  }
  const n = typeof raw === "number" ? raw : /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n)) {
    ctx.addIssue({ code: "custom", message: "Minimum order must be a whole number of gallons" });
    return z.NEVER;
  }
  if (n < 1) {
    ctx.addIssue({ code: "custom", message: "Minimum order must be at least 1" });
    return z.NEVER;
  }
  if (n > PRODUCT_LIMITS.maxMinimumOrder) {
    ctx.addIssue({ code: "custom", message: `Minimum order can be at most ${PRODUCT_LIMITS.maxMinimumOrder}` });
    return z.NEVER;
  }
  return n;
});

/** One entry per line: a text area's value, or (from the API) a list of lines. */
const lines = (label: string) =>
  z
    .union([z.string(), z.array(z.string({ error: `${label} must be lines of text` }))], { error: `${label} must be text, one per line` })
    .transform((value) => splitLines(Array.isArray(value) ? value.join("\n") : value))
    .refine((list) => list.length <= PRODUCT_LIMITS.lines, `Use at most ${PRODUCT_LIMITS.lines} ${label.toLowerCase()}`)
    .refine(
      (list) => list.every((line) => line.length <= PRODUCT_LIMITS.line),
      `Each line can be at most ${PRODUCT_LIMITS.line} characters`,
    );

export const itemNumber = text("Item number", PRODUCT_LIMITS.itemNumber).regex(
  /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
  "Item number can contain letters, digits, dots, dashes and underscores",
);

const chemicalType = z.enum(CHEMICAL_TYPES, { error: "Chemical type must be caustic or acid" });

const fields = {
  name: text("Name", PRODUCT_LIMITS.name),
  category,
  description: text("Description", PRODUCT_LIMITS.description),
  pricePerGallon: price,
  minimumOrder,
  concentration: optionalText("Concentration", PRODUCT_LIMITS.concentration),
  chemicalType,
  benefits: lines("Benefits"),
  applications: lines("Applications"),
  itemNumber,
};

// Left out on create: no text, no lines. (Kept apart from `fields` so that PATCH can tell "left out" from "cleared".)
const noneWhenAbsent = <T extends z.ZodType>(schema: T) => schema.optional().transform((value) => value ?? null);
const emptyWhenAbsent = <T extends z.ZodType<string[], unknown>>(schema: T) => schema.optional().transform((value) => value ?? []);

/** POST /api/admin/products and the form in add mode. Chemical type defaults to caustic (seed 001 §9). */
export const productInputSchema = z.object({
  ...fields,
  concentration: noneWhenAbsent(fields.concentration),
  chemicalType: chemicalType.default("caustic"),
  benefits: emptyWhenAbsent(fields.benefits),
  applications: emptyWhenAbsent(fields.applications),
});

/** PATCH /api/admin/products/{id}: any of the fields; those left out keep their value. */
export const productPatchSchema = z
  .object({
    name: fields.name.optional(),
    category: fields.category.optional(),
    description: fields.description.optional(),
    pricePerGallon: fields.pricePerGallon.optional(),
    minimumOrder: fields.minimumOrder.optional(),
    // Absent keeps the value; null or "" clears it.
    concentration: fields.concentration.optional(),
    chemicalType: chemicalType.optional(),
    benefits: fields.benefits.optional(),
    applications: fields.applications.optional(),
    itemNumber: fields.itemNumber.optional(),
  })
  .superRefine((value, ctx) => {
    if (Object.values(value).every((v) => v === undefined)) {
      ctx.addIssue({ code: "custom", path: ["body"], message: "Send at least one product field to change" });
    }
  });

export type ProductInput = z.output<typeof productInputSchema>;
export type ProductPatch = z.output<typeof productPatchSchema>;

/** The form's state: every field as the user typed it. */
export type ProductFormValues = {
  name: string;
  category: string;
  description: string;
  pricePerGallon: string;
  minimumOrder: string;
  concentration: string;
  chemicalType: (typeof CHEMICAL_TYPES)[number];
  benefits: string;
  applications: string;
  itemNumber: string;
};

export type ProductFieldName = keyof ProductFormValues;

export const PRODUCT_FIELD_ORDER: readonly ProductFieldName[] = [
  "name",
  "category",
  "description",
  "pricePerGallon",
  "minimumOrder",
  "concentration",
  "chemicalType",
  "benefits",
  "applications",
  "itemNumber",
];

/** Add mode's blank form. */
export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: "",
  category: "",
  description: "",
  pricePerGallon: "",
  minimumOrder: "1",
  concentration: "",
  chemicalType: "caustic",
  benefits: "",
  applications: "",
  itemNumber: "",
};

/** A product as the admin API answers it. */
export const adminProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.enum(ProductCategory),
  categoryLabel: z.string(),
  description: z.string(),
  pricePerGallon: z.string(),
  /** What the price buys ("gallon", "32 oz bottle"); not edited here. */
  priceUnit: z.string(),
  minimumOrder: z.number(),
  concentration: z.string().nullable(),
  chemicalType: z.enum(CHEMICAL_TYPES),
  benefits: z.array(z.string()),
  applications: z.array(z.string()),
  /** The facts as one line (read only: staff edit the facts themselves, PUT …/facts). */
  technicalSpecs: z.string().nullable(),
  itemNumber: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** Edit mode's form, filled from the product chosen. */
export function formValuesOf(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    category: product.category,
    description: product.description,
    pricePerGallon: product.pricePerGallon,
    minimumOrder: String(product.minimumOrder),
    concentration: product.concentration ?? "",
    chemicalType: product.chemicalType,
    benefits: product.benefits.join("\n"),
    applications: product.applications.join("\n"),
    itemNumber: product.itemNumber,
  };
}

/** One message per field, the first zod gives (the same shape the API answers in `fields`). */
export function productFieldErrors(error: z.ZodError): Partial<Record<ProductFieldName | "body", string>> {
  return fieldErrors(error, { topLevel: true });
}

/** The `{id}` of the staff product routes. */
export const productIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "The product id must be a positive whole number")
    .transform(Number),
});
