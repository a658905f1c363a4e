// The building blocks of the lead forms' schemas: option lists with their labels, limits, and the zod
// field helpers every form shares (trimmed single-line strings, e-mail, phone, quantities, choices).
// Client-safe: no server imports here. Re-exported by ./schemas, which is what pages import.
import { z } from "zod";
import { formatInteger } from "@/lib/domain/money";
import { US_STATES, toStateCode, type StateCode } from "@/lib/domain/tax";

// ------------------------------------------------------------------ options

export type Option = { readonly value: string; readonly label: string };

export const CONTACT_INDUSTRIES = [
  // The ten industries of the home wizard (lib/content/wizard.ts), under its names; the values of the
  // first ones are those stored on leads since before the list had them all.
  { value: "agriculture", label: "Agriculture" },
  { value: "hvac", label: "HVAC & Boiler Systems" },
  { value: "brewery", label: "Breweries & Beer Lines" },
  { value: "convenience", label: "Convenience Stores & Gas Stations" },
  { value: "restaurants", label: "Restaurants & Food Service" },
  { value: "food", label: "Food & Beverage Plants" },
  { value: "grill", label: "Grill & Oven Cleaning" },
  { value: "marine", label: "Marine & Shipping" },
  { value: "pool-spa", label: "Pool & Spa" },
  { value: "water-treatment", label: "Water Technologies" },
  { value: "manufacturing", label: "Manufacturing" },
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

/** The pool form always names its industry this way (seed 001 §7). */
export const POOL_INDUSTRY = "Pool & Spa";

/** The convenience store quote modal's Store Type (seed 001 §3). */
export const STORE_TYPES = [
  { value: "convenience", label: "Convenience Store" },
  { value: "gas-station", label: "Gas Station" },
  { value: "truck-stop", label: "Truck Stop" },
  { value: "chain", label: "Multi-Location Chain" },
] as const;

/** The quote modal's quantity choices (seed 001 §9: 4, 8, 12 gallons or custom). */
export const QUOTE_QUANTITIES = [
  { value: "4", label: "4 gallons" },
  { value: "8", label: "8 gallons" },
  { value: "12", label: "12 gallons" },
  { value: "custom", label: "Custom amount" },
] as const;
export type QuoteQuantity = (typeof QUOTE_QUANTITIES)[number]["value"];

/** The brewery contact form's interests (seed 001 §3). */
export const BREWERY_INTERESTS = [
  { value: "beer-line-cleaning", label: "Beer Line Cleaning" },
  { value: "production-cleaning", label: "Production Cleaning" },
  { value: "complete-solution", label: "Complete Solution" },
  { value: "consultation", label: "Consultation" },
] as const;

/**
 * The package sizes products are sold in (seed 001 §9), offered by quote forms with a size select.
 * A quote's size is free text (≤ LIMITS.size: grill sizes, "32 oz bottle", "trigger sprayer"), so
 * these are suggestions: the e-mail prints the label when the value is one of them.
 */
export const QUOTE_SIZES = [
  { value: "quart", label: "Quarts" },
  { value: "gallon", label: "Gallons" },
  { value: "5-gallon-pail", label: "5 gallon pails" },
  { value: "55-gallon-drum", label: "55 gallon drums" },
  { value: "275-gallon-tote", label: "275 gallon totes" },
] as const;

/** The 50 states and DC as options ("WI" → "Wisconsin"), for the sample request's state select. */
export const STATE_OPTIONS: readonly { readonly value: StateCode; readonly label: string }[] = US_STATES.map(([value, label]) => ({
  value,
  label,
}));

/** The values of an option list, as the tuple z.enum takes. */
export const optionValues = <T extends readonly Option[]>(options: T) =>
  options.map((o) => o.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

/** The label shown for an option value, or the value itself when it is not one of the options. */
export function optionLabel(options: readonly Option[], value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  return options.find((o) => o.value === value)?.label ?? value;
}

// Other names pages and older payloads use for the industries of the select.
const INDUSTRY_ALIASES: Record<string, ContactIndustry> = {
  "food-beverage": "food",
  "food & beverage": "food",
  "food and beverage": "food",
  "food-service": "restaurants",
  "food service": "restaurants",
  restaurant: "restaurants",
  breweries: "brewery",
  "convenience-store": "convenience",
  "c-store": "convenience",
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

export const LIMITS = {
  name: 80,
  email: 254,
  company: 160,
  phone: 40,
  message: 5000,
  source: 60,
  productName: 160,
  itemNumber: 40,
  size: 60,
  address: 200,
  city: 100,
  /** Gallons (or units) a quote may ask for. */
  quantityMin: 1,
  quantityMax: 10_000,
} as const;

export const REQUIRED = "This field is required";
// Names, company and phone go into e-mail headers and subjects: one line, no control characters.
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;

/** Blank strings and null count as "not given". */
export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

export const requiredLine = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Use at most ${max} characters`)
    .regex(SINGLE_LINE, "Use a single line of text");

export const optionalLine = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string().trim().max(max, `Use at most ${max} characters`).regex(SINGLE_LINE, "Use a single line of text").optional(),
  );

export const email = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(LIMITS.email, `Use at most ${LIMITS.email} characters`)
  .pipe(z.email("Enter a valid e-mail address"));

export const requiredMessage = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(LIMITS.message, `Use at most ${LIMITS.message} characters`);

export const optionalMessage = z.preprocess(
  blankToUndefined,
  z.string().trim().max(LIMITS.message, `Use at most ${LIMITS.message} characters`).optional(),
);

export const optionalChoice = <T extends readonly Option[]>(options: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(optionValues(options), { error: message }).optional());

/** One of the options; numbers are read as their text (quantity 8 → "8"). */
export const requiredChoice = <T extends readonly Option[]>(options: T, message: string) =>
  z.preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      if (typeof blank === "number") return String(blank);
      return typeof blank === "string" ? blank.trim() : blank;
    },
    z.enum(optionValues(options), { error: (issue) => (issue.input === undefined ? REQUIRED : message) }),
  );

export const industry = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    return typeof blank === "string" ? (normalizeIndustry(blank) ?? blank) : blank;
  },
  z.enum(optionValues(CONTACT_INDUSTRIES), { error: "Choose an industry from the list" }).optional(),
);

export const phone = z.preprocess(
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
export const submissionId = z.preprocess(blankToUndefined, z.uuid("Must be a UUID").optional());

/**
 * Where a form sits ("home", "technology", "convenience-store"). Made into a slug rather than
 * refused: it comes from the page's code, not from the visitor.
 */
export const source = z.preprocess((value) => {
  if (typeof value !== "string") return blankToUndefined(value);
  const slug = value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, LIMITS.source);
  return slug || undefined;
}, z.string().optional());

/** Number inputs send text: "12" and " 12 " are read as 12; "" and null are not given. */
const toNumber = (value: unknown) => {
  const blank = blankToUndefined(value);
  if (typeof blank === "string" && /^\s*-?\d+(?:\.\d+)?\s*$/.test(blank)) return Number(blank);
  return blank;
};

const wholeNumber = (min: number, max: number, what: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? REQUIRED : `Enter the number of ${what}`) })
    .int(`Enter a whole number of ${what}`)
    .min(min, `Enter at least ${min}`)
    .max(max, `Enter at most ${formatInteger(max)}`);

/** A whole quantity between min and max (default 1–10,000), as a number or its text. */
export const requiredQuantity = (what = "units", min: number = LIMITS.quantityMin, max: number = LIMITS.quantityMax) =>
  z.preprocess(toNumber, wholeNumber(min, max, what));

export const optionalQuantity = (what = "units", min: number = LIMITS.quantityMin, max: number = LIMITS.quantityMax) =>
  z.preprocess(toNumber, wholeNumber(min, max, what).optional());

/** A two-letter code of the 50 states and DC; "wi" and "Wisconsin" are read as "WI". */
export const usState = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    return typeof blank === "string" ? (toStateCode(blank) ?? blank.trim()) : blank;
  },
  z.enum(US_STATES.map(([code]) => code) as unknown as [StateCode, ...StateCode[]], {
    error: (issue) => (issue.input === undefined ? REQUIRED : "Choose a US state"),
  }),
);

/** Five digits, or ZIP+4 ("53202" or "53202-1234"). */
export const zipCode = requiredLine(10).regex(/^\d{5}(?:-\d{4})?$/, "Enter a 5-digit ZIP code, or ZIP+4");
