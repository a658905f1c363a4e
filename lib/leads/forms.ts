// The lead forms, one entry each in LEAD_FORMS: the zod schema of its payload, the Lead.kind it is
// stored as, its Lead.form label, the staff e-mail's title, how its data fills the Lead columns and
// which labelled rows the e-mail shows. Adding a form: write its schema, add its entry; the API,
// saving, the e-mail and the client hook follow. Client-safe: no server imports here.
import { z } from "zod";
import type { LeadKind } from "@/lib/generated/prisma/enums";
import {
  BREWERY_INTERESTS,
  CONTACT_INDUSTRIES,
  DEFAULT_INQUIRY_TYPE,
  FACILITY_TYPES,
  FOOD_APPLICATIONS,
  INQUIRY_TYPES,
  LIMITS,
  POOL_INDUSTRY,
  QUOTE_QUANTITIES,
  QUOTE_SIZES,
  STORE_TYPES,
  blankToUndefined,
  email,
  industry,
  normalizeIndustry,
  optionLabel,
  optionValues,
  optionalChoice,
  optionalLine,
  optionalMessage,
  optionalQuantity,
  phone,
  requiredChoice,
  requiredLine,
  requiredMessage,
  requiredQuantity,
  source,
  submissionId,
  usState,
  zipCode,
} from "./fields";

// ------------------------------------------------------------------ the table's shape

/** What a form's data puts into the Lead row's own columns (everything also goes to Lead.fields). */
export type LeadColumns = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  /** A CONTACT_INDUSTRIES value. */
  industry?: string | null;
  message?: string | null;
  /** The product as the form names it; the server fills Lead.productId when the catalog knows it. */
  productName?: string | null;
  /** Not a column: used to find the product (Lead.productId) by its unique item number. */
  itemNumber?: string | null;
};

/** One "Label: value" line of the staff e-mail; empty values are left out. */
export type SummaryRow = readonly [label: string, value: string | number | null | undefined];

export type LeadFormDefinition<S extends z.ZodType = z.ZodType> = {
  schema: S;
  kind: LeadKind;
  /** The staff e-mail's title and subject start ("Sample request"). */
  title: string;
  /** Lead.form: which form, e.g. "home-consultation", "convenience-quote". */
  label: (data: z.output<S>) => string;
  columns: (data: z.output<S>) => LeadColumns;
  /** The e-mail's rows after Name, E-mail and Phone (which come from the columns). */
  rows: (data: z.output<S>) => SummaryRow[];
  /** The heading of the e-mail's free text (default "Message"). */
  messageLabel?: string;
};

const defineLeadForm = <S extends z.ZodType>(definition: LeadFormDefinition<S>) => definition;

/** The columns a form's fields fill under the same names: the person, their company, message and product. */
const personColumns = (d: {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  company?: string;
  message?: string;
  productName?: string;
  itemNumber?: string;
}): LeadColumns => ({
  firstName: d.firstName,
  lastName: d.lastName,
  email: d.email,
  phone: d.phone,
  company: d.company,
  message: d.message,
  productName: d.productName,
  itemNumber: d.itemNumber,
});

/** Rows for the product a quote or sample is about. */
const productRows = (d: { productName?: string; itemNumber?: string }): SummaryRow[] => [
  ["Product", d.productName],
  ["Item number", d.itemNumber],
];

/** Rows of a quote request for a product: the company, the product, its size and the quantity. */
const productQuoteRows = (d: {
  company?: string;
  productName?: string;
  itemNumber?: string;
  size?: string;
  quantity?: number;
}): SummaryRow[] => [["Company", d.company], ...productRows(d), ["Size", optionLabel(QUOTE_SIZES, d.size)], ["Quantity", d.quantity]];

/** Whether the payload has no issue yet at the top level or at one of `keys` (for cross-field checks). */
const settled =
  (...keys: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => !issue.path?.length || keys.includes(String(issue.path[0])));

/** "Mary Ann Smith" → first "Mary Ann", last "Smith"; a single word is the first name, last name "". */
export function splitContactName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? "", lastName: "" };
  const lastName = words.pop()!;
  return { firstName: words.join(" "), lastName };
}

// ------------------------------------------------------------------ the forms: schemas

/** Who writes: the fields of every form but the convenience store's (which asks for one contact name). */
const person = { firstName: requiredLine(LIMITS.name), lastName: requiredLine(LIMITS.name), email };
/** What the page adds to every form: where it was sent from, and the id that makes a resend harmless. */
const sent = { source, submissionId };

/** The consultation form of the home page and of the pages with a contact section (seed 000 §3, §5). */
export const consultationSchema = z.object({
  ...person,
  company: requiredLine(LIMITS.company),
  industry,
  inquiryType: optionalChoice(INQUIRY_TYPES, "Choose an inquiry type from the list"),
  message: optionalMessage,
  ...sent,
});

/** The general contact page's form (seed 001 §3 "Contact inquiry", §5). */
export const contactSchema = z
  .object({
    ...person,
    company: requiredLine(LIMITS.company),
    message: requiredMessage,
    industry,
    inquiryType: z.preprocess(
      blankToUndefined,
      z.enum(optionValues(INQUIRY_TYPES), { error: "Choose an inquiry type from the list" }).default(DEFAULT_INQUIRY_TYPE),
    ),
    application: optionalChoice(FOOD_APPLICATIONS, "Choose an application from the list"),
    ...sent,
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

/** The pool and spa page's form (seed 001 §3 "Pool contact form", §5). */
export const poolContactSchema = z.object({
  ...person,
  message: requiredMessage,
  phone,
  facilityType: optionalChoice(FACILITY_TYPES, "Choose a facility type from the list"),
  industry: z.preprocess(
    blankToUndefined,
    z.literal(POOL_INDUSTRY, { error: `The pool form's industry is always "${POOL_INDUSTRY}"` }).default(POOL_INDUSTRY),
  ),
  ...sent,
});

/**
 * The convenience store page's quote modal (seed 001 §2, §3, §9), opened by Get Quote on a product
 * card (productName, itemNumber) or by Get Custom Quote (no product).
 */
export const convenienceQuoteSchema = z
  .object({
    storeName: requiredLine(LIMITS.company),
    contactName: requiredLine(LIMITS.name),
    email,
    phone,
    storeType: requiredChoice(STORE_TYPES, "Choose a store type from the list"),
    company: optionalLine(LIMITS.company),
    quantity: requiredChoice(QUOTE_QUANTITIES, "Choose 4, 8 or 12 gallons or a custom amount"),
    customQuantity: optionalQuantity("gallons"),
    /** "Cleaning Needs / additional requirements". */
    needs: optionalMessage,
    productName: optionalLine(LIMITS.productName),
    itemNumber: optionalLine(LIMITS.itemNumber),
    ...sent,
  })
  .refine((v) => v.quantity !== "custom" || v.customQuantity !== undefined, {
    path: ["customQuantity"],
    message: "Enter the number of gallons",
    when: settled("quantity", "customQuantity"),
  })
  .refine((v) => v.quantity === "custom" || v.customQuantity === undefined, {
    path: ["customQuantity"],
    message: 'A number of gallons goes only with "Custom amount"',
    when: settled("quantity", "customQuantity"),
  });

/** The grill cleaning page's Request Quote and Get Custom Quote (seed 001 §2, §7: product, size, quantity). */
export const grillQuoteSchema = z.object({
  ...person,
  phone,
  company: optionalLine(LIMITS.company),
  productName: optionalLine(LIMITS.productName),
  size: optionalLine(LIMITS.size),
  quantity: optionalQuantity(),
  message: optionalMessage,
  ...sent,
});

/** The restaurant page's "Request Kitchen Degreasing Sample": where to ship a free sample. */
export const sampleRequestSchema = z.object({
  ...person,
  /** The restaurant or business. */
  company: requiredLine(LIMITS.company),
  phone,
  address: requiredLine(LIMITS.address),
  city: requiredLine(LIMITS.city),
  state: usState,
  zipCode,
  productName: requiredLine(LIMITS.productName),
  itemNumber: optionalLine(LIMITS.itemNumber),
  message: optionalMessage,
  ...sent,
});

/** The brewery home page's contact section (seed 001 §2, §3). */
export const breweryContactSchema = z.object({
  ...person,
  phone,
  breweryName: requiredLine(LIMITS.company),
  interest: requiredChoice(BREWERY_INTERESTS, "Choose an interest from the list"),
  message: optionalMessage,
  ...sent,
});

/** Request Quote of product sheets and product cards for items sold by quote (pool sheets, catalog). */
export const productQuoteSchema = z.object({
  ...person,
  company: optionalLine(LIMITS.company),
  phone,
  productName: requiredLine(LIMITS.productName),
  itemNumber: optionalLine(LIMITS.itemNumber),
  size: optionalLine(LIMITS.size),
  quantity: requiredQuantity(),
  message: optionalMessage,
  ...sent,
});

// ------------------------------------------------------------------ the forms: the table

export const LEAD_FORMS = {
  consultation: defineLeadForm({
    schema: consultationSchema,
    kind: "consultation",
    title: "Consultation request",
    label: (d) => (d.source ? `${d.source}-consultation` : "consultation"),
    columns: (d) => ({ ...personColumns(d), industry: normalizeIndustry(d.industry) }),
    rows: (d) => [
      ["Company", d.company],
      ["Industry", optionLabel(CONTACT_INDUSTRIES, d.industry)],
      ["Inquiry type", optionLabel(INQUIRY_TYPES, d.inquiryType)],
    ],
  }),

  contact: defineLeadForm({
    schema: contactSchema,
    kind: "contact",
    title: "Contact page message",
    label: () => "contact-page",
    columns: (d) => ({ ...personColumns(d), industry: normalizeIndustry(d.industry) }),
    rows: (d) => [
      ["Company", d.company],
      ["Industry", optionLabel(CONTACT_INDUSTRIES, d.industry)],
      ["Inquiry type", optionLabel(INQUIRY_TYPES, d.inquiryType)],
      ["Application", optionLabel(FOOD_APPLICATIONS, d.application)],
    ],
  }),

  "pool-contact": defineLeadForm({
    schema: poolContactSchema,
    kind: "pool_contact",
    title: "Pool & spa contact message",
    label: () => "pool-contact",
    columns: (d) => ({ ...personColumns(d), industry: normalizeIndustry(d.industry) }),
    rows: (d) => [
      ["Industry", d.industry],
      ["Facility type", optionLabel(FACILITY_TYPES, d.facilityType)],
    ],
  }),

  "convenience-quote": defineLeadForm({
    schema: convenienceQuoteSchema,
    kind: "quote",
    title: "Convenience store quote request",
    label: () => "convenience-quote",
    columns: (d) => ({
      ...splitContactName(d.contactName),
      email: d.email,
      phone: d.phone,
      company: d.company ?? d.storeName,
      message: d.needs,
      productName: d.productName,
      itemNumber: d.itemNumber,
    }),
    rows: (d) => [
      ["Store", d.storeName],
      ["Store type", optionLabel(STORE_TYPES, d.storeType)],
      ["Company", d.company],
      ...productRows(d),
      [
        "Quantity",
        d.quantity === "custom" ? `${d.customQuantity ?? "?"} gallons (custom amount)` : optionLabel(QUOTE_QUANTITIES, d.quantity),
      ],
    ],
    messageLabel: "Cleaning needs / additional requirements",
  }),

  "grill-quote": defineLeadForm({
    schema: grillQuoteSchema,
    kind: "quote",
    title: "Grill cleaning quote request",
    label: () => "grill-quote",
    columns: personColumns,
    rows: productQuoteRows,
  }),

  "sample-request": defineLeadForm({
    schema: sampleRequestSchema,
    kind: "sample_request",
    title: "Sample request",
    label: () => "sample-request",
    columns: personColumns,
    rows: (d) => [["Business", d.company], ...productRows(d), ["Ship to", `${d.address}, ${d.city}, ${d.state} ${d.zipCode}`]],
  }),

  "brewery-contact": defineLeadForm({
    schema: breweryContactSchema,
    kind: "brewery_contact",
    title: "Brewery contact message",
    label: () => "brewery-contact",
    columns: (d) => ({ ...personColumns(d), company: d.breweryName, industry: normalizeIndustry("brewery") }),
    rows: (d) => [
      ["Brewery", d.breweryName],
      ["Interest", optionLabel(BREWERY_INTERESTS, d.interest)],
    ],
  }),

  "product-quote": defineLeadForm({
    schema: productQuoteSchema,
    kind: "quote",
    title: "Product quote request",
    label: () => "product-quote",
    columns: personColumns,
    rows: productQuoteRows,
  }),
};

export type LeadFormName = keyof typeof LEAD_FORMS;
/** Every form name, in the table's order. */
export const FORM_NAMES = Object.keys(LEAD_FORMS) as readonly LeadFormName[];

/** The validated data of one form. */
export type LeadFormData<F extends LeadFormName> = z.output<(typeof LEAD_FORMS)[F]["schema"]>;
/** What a page sends for one form (before validation), without the submissionId the client adds. */
export type LeadFormValues<F extends LeadFormName> = {
  [K in Exclude<keyof LeadFormData<F>, "submissionId">]?: string | number | null;
};

/** A validated payload: the form and its data. */
export type LeadRequest = { [F in LeadFormName]: { form: F; data: LeadFormData<F> } }[LeadFormName];

/** Each form's Lead.form without a page's prefix ("consultation", "contact-page"), and its title. */
const FORM_TITLES: readonly (readonly [label: string, title: string])[] = Object.values(LEAD_FORMS).map((entry) => [
  // Only the consultation's label depends on its data (the page's source), and without one it is the plain name.
  (entry.label as (data: object) => string)({}),
  entry.title,
]);

/** How staff read a Lead.form: "home-consultation" → "Consultation request (home)"; an unknown name as it is. */
export function leadFormTitle(form: string): string {
  const exact = FORM_TITLES.find(([label]) => label === form);
  if (exact) return exact[1];
  const prefixed = FORM_TITLES.find(([label]) => form.endsWith(`-${label}`));
  return prefixed ? `${prefixed[1]} (${form.slice(0, -prefixed[0].length - 1)})` : form;
}

export function leadSchema<F extends LeadFormName>(form: F): (typeof LEAD_FORMS)[F]["schema"] {
  return LEAD_FORMS[form].schema;
}

/** What a validated lead becomes, read from its form's entry: the row's columns and the e-mail's parts. */
export type LeadDescription = {
  kind: LeadKind;
  /** Lead.form */
  label: string;
  title: string;
  columns: LeadColumns;
  rows: SummaryRow[];
  messageLabel: string;
  source?: string;
};

export function describeLead(lead: LeadRequest): LeadDescription {
  // The table pairs each form with its data's type; indexing by a union loses that pairing.
  const entry = LEAD_FORMS[lead.form] as unknown as LeadFormDefinition<z.ZodType<LeadRequest["data"]>>;
  return {
    kind: entry.kind,
    label: entry.label(lead.data),
    title: entry.title,
    columns: entry.columns(lead.data),
    rows: entry.rows(lead.data),
    messageLabel: entry.messageLabel ?? "Message",
    source: lead.data.source,
  };
}
