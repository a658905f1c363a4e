// The checkout's customer and address fields (seed 001 §3 "Checkout form", §5), shared by the form
// (hints) and the payment routes (the check that counts). Client-safe.
import { z } from "zod";
import { toStateCode } from "@/lib/domain/tax";

const REQUIRED = "This field is required";
const line = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Use at most ${max} characters`);
const optionalLine = (max: number) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : (v ?? undefined)), z.string().trim().max(max).optional());
/** A US state (or DC) by its name or code, as its two-letter code: the checkout's and a quote's. */
export const stateSchema = z.string({ error: REQUIRED }).transform((value, ctx) => {
  const code = toStateCode(value);
  if (!code) {
    ctx.addIssue({ code: "custom", message: "Choose a US state or DC" });
    return z.NEVER;
  }
  return code;
});
const zipCode = z
  .string({ error: REQUIRED })
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, "Enter a 5-digit ZIP code");

export const checkoutCustomerSchema = z
  .object({
    firstName: line(80),
    lastName: line(80),
    email: z.string({ error: REQUIRED }).trim().pipe(z.email("Enter a valid e-mail address")),
    phone: optionalLine(40),
    shippingCompany: optionalLine(160),
    shippingAddress: line(200),
    shippingCity: line(100),
    shippingState: stateSchema,
    shippingZipCode: zipCode,
    sameAsShipping: z.boolean().default(true),
    billingCompany: optionalLine(160),
    billingAddress: optionalLine(200),
    billingCity: optionalLine(100),
    billingState: z.preprocess((v) => (v === "" || v === null ? undefined : v), stateSchema.optional()),
    billingZipCode: z.preprocess((v) => (v === "" || v === null ? undefined : v), zipCode.optional()),
  })
  .superRefine((value, ctx) => {
    if (value.sameAsShipping) return;
    for (const key of ["billingAddress", "billingCity", "billingState", "billingZipCode"] as const) {
      if (!value[key]) ctx.addIssue({ code: "custom", path: [key], message: REQUIRED });
    }
  });

export type CheckoutCustomer = z.infer<typeof checkoutCustomerSchema>;

/** One checkout attempt; the browser makes a new one when the cart or the details change. */
export const idempotencyKeySchema = z.uuid("idempotencyKey must be a UUID");
