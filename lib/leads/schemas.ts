// The inputs of the three contact forms, as zod schemas shared by the browser (hints before sending)
// and by POST /api/contact (the check that counts). Client-safe: no server imports here.
//
// Which form a payload is (`leadRequestSchema`):
// - Our own forms always send `form`: "consultation" | "contact" | "pool-contact". It wins.
// - Without it (the seeds' payloads, older clients), the server infers it, in this order:
//   1. a `facilityType` key (even empty) or industry "Pool & Spa" → "pool-contact" (seed 001 §7, pool form);
//   2. an `application` key (even empty) → "contact": only the general contact page has that field;
//   3. a Referer path of /contact or /contact/… → "contact" (the page posts the same keys as the home form);
//   4. otherwise → "consultation", the home form (seed 000 §7).
//   A contact-page payload that reaches step 4 still passes: consultation asks for less (message optional).
import { z } from "zod";

// ------------------------------------------------------------------ options

export const CONTACT_INDUSTRIES = [
  { value: "food", label: "Food & Beverage" },
  { value: "manufacturing", label: "Manufacturing" },
  { value: "pool-spa", label: "Pool & Spa" },
  { value: "marine", label: "Marine & Shipping" },
  { value: "hvac", label: "HVAC & Boiler Systems" },
  { value: "water-treatment", label: "Water Treatment" },
  { value: "agriculture", label: "Agriculture" },
  { value: "healthcare", label: "Healthcare" },
  { value: "other", label: "Other" },
] as const;
export type ContactIndustry = (typeof CONTACT_INDUSTRIES)[number]["value"];

export const INQUIRY_TYPES = [
  { value: "product-information", label: "Product Information" },
  { value: "technical-consultation", label: "Technical Consultation" },
  { value: "quote-request", label: "Quote Request" },
  { value: "partnership", label: "Partnership" },
  { value: "support", label: "Support" },
  { value: "other", label: "Other" },
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number]["value"];
export const DEFAULT_INQUIRY_TYPE: InquiryType = "product-information";

/** The food and beverage applications the contact page offers once "food" is chosen (seed 000 §3). */
export const FOOD_APPLICATIONS = [
  { value: "processing_equipment", label: "Processing Equipment Cleaning" },
  { value: "membrane_cleaning", label: "Membrane Cleaning" },
  { value: "resin_regen", label: "Resin Regeneration" },
] as const;
export type FoodApplication = (typeof FOOD_APPLICATIONS)[number]["value"];

export const FACILITY_TYPES = [
  { value: "home", label: "Home / Private Pool" },
  { value: "residential-pool", label: "Residential Pool Service" },
  { value: "commercial-pool", label: "Commercial Pool" },
  { value: "spa-hot-tub", label: "Spa / Hot Tub" },
  { value: "water-park", label: "Water Park" },
  { value: "hotel-resort", label: "Hotel / Resort" },
  { value: "community-pool", label: "Community Pool" },
  { value: "other", label: "Other" },
] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number]["value"];

/** The pool form always names its industry this way (seed 001 §7). */
export const POOL_INDUSTRY = "Pool & Spa";

export const FORM_NAMES = ["consultation", "contact", "pool-contact"] as const;
export type LeadFormName = (typeof FORM_NAMES)[number];

type Option = { readonly value: string; readonly label: string };
const values = <T extends readonly Option[]>(options: T) =>
  options.map((o) => o.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

/** The label shown for an option value, or the value itself when it is not one of the options. */
export function optionLabel(options: readonly Option[], value: string | undefined): string | undefined {
  if (!value) return undefined;
  return options.find((o) => o.value === value)?.label ?? value;
}

// Other names pages and older payloads use for the industries of the select.
const INDUSTRY_ALIASES: Record<string, ContactIndustry> = {
  "food-beverage": "food",
  "food-service": "food",
  "food & beverage": "food",
  "food and beverage": "food",
  restaurants: "food",
  restaurant: "food",
  brewery: "food",
  pool: "pool-spa",
  "pool & spa": "pool-spa",
  "pool and spa": "pool-spa",
  water: "water-treatment",
  "water-technologies": "water-treatment",
  "water treatment": "water-treatment",
  "marine & shipping": "marine",
  "hvac & boiler systems": "hvac",
};

/** Maps an industry as a page or a payload names it ("food-beverage", "Pool & Spa", "hvac") to the select's value. */
export function normalizeIndustry(input: string | undefined | null): ContactIndustry | undefined {
  if (!input) return undefined;
  const key = input.trim().toLowerCase();
  const direct = CONTACT_INDUSTRIES.find((o) => o.value === key || o.label.toLowerCase() === key);
  return direct?.value ?? INDUSTRY_ALIASES[key];
}

// ------------------------------------------------------------------ field helpers

export const LIMITS = { name: 80, email: 254, company: 160, phone: 40, message: 5000, source: 60 } as const;

const REQUIRED = "This field is required";
// Names, company and phone go into e-mail headers and subjects: one line, no control characters.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;

/** Blank strings and null count as "not given". */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

const requiredLine = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Use at most ${max} characters`)
    .regex(SINGLE_LINE, "Use a single line of text");

const optionalLine = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string().trim().max(max, `Use at most ${max} characters`).regex(SINGLE_LINE, "Use a single line of text").optional(),
  );

const email = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(LIMITS.email, `Use at most ${LIMITS.email} characters`)
  .pipe(z.email("Enter a valid e-mail address"));

const requiredMessage = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(LIMITS.message, `Use at most ${LIMITS.message} characters`);

const optionalMessage = z.preprocess(
  blankToUndefined,
  z.string().trim().max(LIMITS.message, `Use at most ${LIMITS.message} characters`).optional(),
);

const optionalChoice = <T extends readonly Option[]>(options: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values(options), { error: message }).optional());

const industry = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    return typeof blank === "string" ? (normalizeIndustry(blank) ?? blank) : blank;
  },
  z.enum(values(CONTACT_INDUSTRIES), { error: "Choose an industry from the list" }).optional(),
);

const phone = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(LIMITS.phone, `Use at most ${LIMITS.phone} characters`)
    .regex(/^[0-9+()\-.\s]*(?:(?:x|ext\.?)\s*\d+)?$/i, "Enter a phone number, e.g. 555-123-4567")
    .refine((v) => v.replace(/\D/g, "").length >= 7, "Enter a phone number, e.g. 555-123-4567")
    .optional(),
);

/** A random id per submit, so a doubled submit is saved once. */
const submissionId = z.preprocess(blankToUndefined, z.uuid("Must be a UUID").optional());

/**
 * Where a consultation form sits ("home", "technology", "hvac-chemicals"); becomes Lead.form. Made
 * into a slug rather than refused: it comes from the page's code, not from the visitor.
 */
const source = z.preprocess((value) => {
  if (typeof value !== "string") return blankToUndefined(value);
  const slug = value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, LIMITS.source);
  return slug || undefined;
}, z.string().optional());

// ------------------------------------------------------------------ the three forms

/** The consultation form of the home page and of the pages with a contact section (seed 000 §3, §5). */
export const consultationSchema = z.object({
  firstName: requiredLine(LIMITS.name),
  lastName: requiredLine(LIMITS.name),
  email,
  company: requiredLine(LIMITS.company),
  industry,
  inquiryType: optionalChoice(INQUIRY_TYPES, "Choose an inquiry type from the list"),
  message: optionalMessage,
  source,
  submissionId,
});
export type ConsultationInput = z.infer<typeof consultationSchema>;

/** The general contact page's form (seed 001 §3 "Contact inquiry", §5). */
export const contactSchema = z
  .object({
    firstName: requiredLine(LIMITS.name),
    lastName: requiredLine(LIMITS.name),
    email,
    company: requiredLine(LIMITS.company),
    message: requiredMessage,
    industry,
    inquiryType: z.preprocess(
      blankToUndefined,
      z.enum(values(INQUIRY_TYPES), { error: "Choose an inquiry type from the list" }).default(DEFAULT_INQUIRY_TYPE),
    ),
    application: optionalChoice(FOOD_APPLICATIONS, "Choose an application from the list"),
    source,
    submissionId,
  })
  .superRefine((value, ctx) => {
    if (value.application && value.industry !== "food") {
      ctx.addIssue({
        code: "custom",
        path: ["application"],
        message: "An application can only be chosen for the food and beverage industry",
      });
    }
  });
export type ContactInput = z.infer<typeof contactSchema>;

/** The pool and spa page's form (seed 001 §3 "Pool contact form", §5). */
export const poolContactSchema = z.object({
  firstName: requiredLine(LIMITS.name),
  lastName: requiredLine(LIMITS.name),
  email,
  message: requiredMessage,
  phone,
  facilityType: optionalChoice(FACILITY_TYPES, "Choose a facility type from the list"),
  industry: z.preprocess(
    blankToUndefined,
    z.literal(POOL_INDUSTRY, { error: `The pool form's industry is always "${POOL_INDUSTRY}"` }).default(POOL_INDUSTRY),
  ),
  source,
  submissionId,
});
export type PoolContactInput = z.infer<typeof poolContactSchema>;

export const LEAD_SCHEMAS = {
  consultation: consultationSchema,
  contact: contactSchema,
  "pool-contact": poolContactSchema,
} as const;

export type LeadRequest =
  | { form: "consultation"; data: ConsultationInput }
  | { form: "contact"; data: ContactInput }
  | { form: "pool-contact"; data: PoolContactInput };

// ------------------------------------------------------------------ which form

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The form a payload comes from: its `form` field, else inferred as the header comment describes. */
export function inferLeadForm(body: Record<string, unknown>, pagePath?: string | null): LeadFormName | undefined {
  if ("form" in body && body.form !== undefined && body.form !== null && body.form !== "") {
    return (FORM_NAMES as readonly unknown[]).includes(body.form) ? (body.form as LeadFormName) : undefined;
  }
  const industryText = typeof body.industry === "string" ? body.industry.trim().toLowerCase() : "";
  if ("facilityType" in body || industryText === POOL_INDUSTRY.toLowerCase()) return "pool-contact";
  if ("application" in body) return "contact";
  if (pagePath && /^\/contact(\/|$)/.test(pagePath)) return "contact";
  return "consultation";
}

export type LeadParseResult =
  | { success: true; value: LeadRequest }
  | { success: false; error: z.ZodError };

/**
 * Validates a decoded JSON body against the schema of its form. Unknown keys are dropped; `form`
 * itself is not part of the form's data. `pagePath` is the path of the page that sent it (Referer).
 */
export function parseLeadRequest(body: unknown, pagePath?: string | null): LeadParseResult {
  if (!isRecord(body)) {
    return {
      success: false,
      error: new z.ZodError([{ code: "custom", path: [], message: "Send a JSON object", input: body }]),
    };
  }
  const form = inferLeadForm(body, pagePath);
  if (!form) {
    return {
      success: false,
      error: new z.ZodError([
        { code: "custom", path: ["form"], message: `Use one of: ${FORM_NAMES.join(", ")}`, input: body.form },
      ]),
    };
  }
  switch (form) {
    case "consultation": {
      const parsed = consultationSchema.safeParse(body);
      return parsed.success ? { success: true, value: { form, data: parsed.data } } : parsed;
    }
    case "contact": {
      const parsed = contactSchema.safeParse(body);
      return parsed.success ? { success: true, value: { form, data: parsed.data } } : parsed;
    }
    case "pool-contact": {
      const parsed = poolContactSchema.safeParse(body);
      return parsed.success ? { success: true, value: { form, data: parsed.data } } : parsed;
    }
  }
}

/** Field name → first message, for showing a failed client-side check next to the fields. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "body";
    fields[key] ??= issue.message;
  }
  return fields;
}
