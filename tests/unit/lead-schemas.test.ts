import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { LeadFormOptions } from "@/components/leads/use-lead-form";
import { US_STATES, type StateCode } from "@/lib/domain/tax";
import { fieldErrors } from "@/lib/forms/zod-issues";
import {
  BREWERY_INTERESTS,
  FORM_NAMES,
  LEAD_FORMS,
  LEAD_SCHEMAS,
  QUOTE_QUANTITIES,
  QUOTE_SIZES,
  STATE_OPTIONS,
  STORE_TYPES,
  breweryContactSchema,
  convenienceQuoteSchema,
  describeLead,
  grillQuoteSchema,
  parseLeadRequest,
  productQuoteSchema,
  sampleRequestSchema,
  splitContactName,
  type LeadFormData,
  type LeadFormName,
  type LeadFormValues,
  type LeadRequest,
} from "@/lib/leads/schemas";
import { leadSummary } from "@/lib/leads/summary";

const root = path.resolve(import.meta.dirname, "../..");

/** The fields with an error, sorted, or "ok". */
function errors(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return "ok";
  return Object.keys(fieldErrors(result.error as Parameters<typeof fieldErrors>[0])).sort();
}

function parsed(body: Record<string, unknown>): LeadRequest {
  const result = parseLeadRequest(body);
  if (!result.success) throw new Error(JSON.stringify(fieldErrors(result.error)));
  return result.value;
}

const summary = (lead: LeadRequest) =>
  leadSummary(lead, { id: 7, receivedAt: new Date("2025-03-01T10:00:00Z"), siteUrl: "https://shop.test", pagePath: "/x" });

const convenience = {
  form: "convenience-quote",
  storeName: "Quick Stop #4",
  contactName: "Maria de la Cruz",
  email: "maria@quickstop.test",
  storeType: "gas-station",
  quantity: "8",
};
const grill = { form: "grill-quote", firstName: "Ray", lastName: "Hill", email: "ray@bbq.test" };
const sample = {
  form: "sample-request",
  firstName: "Joe",
  lastName: "Marsh",
  email: "joe@diner.test",
  company: "Joe's Diner",
  address: "12 Main St",
  city: "Milwaukee",
  state: "WI",
  zipCode: "53202",
  productName: "Triple Zero Restaurant Kitchen Degreaser",
};
const brewery = {
  form: "brewery-contact",
  firstName: "Ada",
  lastName: "Brau",
  email: "ada@hopworks.test",
  breweryName: "Hopworks",
  interest: "beer-line-cleaning",
};
const productQuote = {
  form: "product-quote",
  firstName: "Lee",
  lastName: "Park",
  email: "lee@resort.test",
  productName: "Triple Zero Pool & Spa Descaler",
  quantity: 24,
};

describe("the table of lead forms", () => {
  it("has an entry with a schema, a kind and a title for every form name, old and new", () => {
    expect(FORM_NAMES).toEqual([
      "consultation",
      "contact",
      "pool-contact",
      "convenience-quote",
      "grill-quote",
      "sample-request",
      "brewery-contact",
      "product-quote",
    ]);
    for (const name of FORM_NAMES) {
      expect(LEAD_FORMS[name].title, name).toEqual(expect.any(String));
      expect(LEAD_SCHEMAS[name], name).toBe(LEAD_FORMS[name].schema);
    }
    const kinds = Object.fromEntries(FORM_NAMES.map((name) => [name, LEAD_FORMS[name].kind]));
    expect(kinds).toEqual({
      consultation: "consultation",
      contact: "contact",
      "pool-contact": "pool_contact",
      "convenience-quote": "quote",
      "grill-quote": "quote",
      "sample-request": "sample_request",
      "brewery-contact": "brewery_contact",
      "product-quote": "quote",
    });
  });

  it("exports the option lists with the specified values and labels", () => {
    expect(STORE_TYPES.map((o) => [o.value, o.label])).toEqual([
      ["convenience", "Convenience Store"],
      ["gas-station", "Gas Station"],
      ["truck-stop", "Truck Stop"],
      ["chain", "Multi-Location Chain"],
    ]);
    expect(QUOTE_QUANTITIES.map((o) => [o.value, o.label])).toEqual([
      ["4", "4 gallons"],
      ["8", "8 gallons"],
      ["12", "12 gallons"],
      ["custom", "Custom amount"],
    ]);
    expect(BREWERY_INTERESTS.map((o) => [o.value, o.label])).toEqual([
      ["beer-line-cleaning", "Beer Line Cleaning"],
      ["production-cleaning", "Production Cleaning"],
      ["complete-solution", "Complete Solution"],
      ["consultation", "Consultation"],
    ]);
    expect(QUOTE_SIZES.map((o) => o.label)).toEqual(["Quarts", "Gallons", "5 gallon pails", "55 gallon drums", "275 gallon totes"]);
    expect(STATE_OPTIONS).toHaveLength(51);
    expect(STATE_OPTIONS).toContainEqual({ value: "DC", label: "District of Columbia" });
  });
});

describe("which form a payload is", () => {
  it("never infers a new form: without `form` a quote payload is read as a consultation", () => {
    const { form: _form, ...body } = convenience;
    const result = parseLeadRequest(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrors(result.error)).sort()).toEqual(["company", "firstName", "lastName"]);
  });

  it("refuses an unknown form, naming the known ones", () => {
    for (const form of ["newsletter", "quote", "toString", 42]) {
      const result = parseLeadRequest({ ...brewery, form });
      expect(result.success, String(form)).toBe(false);
      if (!result.success) {
        const fields = fieldErrors(result.error);
        expect(Object.keys(fields)).toEqual(["form"]);
        expect(fields.form).toContain("brewery-contact");
      }
    }
  });

  it("keeps the seeds' inference of the three older forms", () => {
    const base = { firstName: "A", lastName: "B", email: "a@b.test", company: "C", message: "Hi" };
    expect(parsed(base).form).toBe("consultation");
    expect(parsed({ ...base, application: "" }).form).toBe("contact");
    expect(parsed({ ...base, facilityType: "" }).form).toBe("pool-contact");
    const fromContact = parseLeadRequest(base, "/contact/hvac");
    expect(fromContact.success && fromContact.value.form).toBe("contact");
  });
});

describe("convenience-quote", () => {
  it("accepts the modal's payload, trimmed, with the quantity as text or number", () => {
    const lead = parsed({ ...convenience, storeName: "  Quick Stop #4 ", quantity: 12, company: "" });
    expect(lead.form).toBe("convenience-quote");
    expect(lead.data).toMatchObject({ storeName: "Quick Stop #4", quantity: "12" });
    expect((lead.data as Record<string, unknown>).company).toBeUndefined();
  });

  it("asks for customQuantity with a custom amount, and refuses it otherwise", () => {
    expect(errors(convenienceQuoteSchema, { ...convenience, quantity: "custom" })).toEqual(["customQuantity"]);
    expect(errors(convenienceQuoteSchema, { ...convenience, quantity: "custom", customQuantity: "" })).toEqual(["customQuantity"]);
    expect(errors(convenienceQuoteSchema, { ...convenience, quantity: "custom", customQuantity: "40" })).toBe("ok");
    expect(errors(convenienceQuoteSchema, { ...convenience, quantity: "8", customQuantity: 40 })).toEqual(["customQuantity"]);
    expect(errors(convenienceQuoteSchema, { ...convenience, quantity: "8", customQuantity: "" })).toBe("ok");
    for (const bad of [0, 10_001, 2.5, "2.5", "lots", -3]) {
      expect(errors(convenienceQuoteSchema, { ...convenience, quantity: "custom", customQuantity: bad }), String(bad)).toEqual([
        "customQuantity",
      ]);
    }
    expect(errors(convenienceQuoteSchema, { ...convenience, quantity: "custom", customQuantity: 10_000 })).toBe("ok");
  });

  it("names every missing required field, and options outside the lists", () => {
    expect(errors(convenienceQuoteSchema, {})).toEqual(["contactName", "email", "quantity", "storeName", "storeType"]);
    expect(errors(convenienceQuoteSchema, { ...convenience, storeType: "mall", quantity: "16" })).toEqual(["quantity", "storeType"]);
    expect(errors(convenienceQuoteSchema, { ...convenience, storeName: "x".repeat(161), contactName: "A\nB" })).toEqual([
      "contactName",
      "storeName",
    ]);
    expect(errors(convenienceQuoteSchema, { ...convenience, needs: "x".repeat(5001) })).toEqual(["needs"]);
  });

  it("fills the Lead columns: names split from the contact name, company falling back to the store", () => {
    expect(splitContactName("Maria de la Cruz")).toEqual({ firstName: "Maria de la", lastName: "Cruz" });
    expect(splitContactName("  Cher ")).toEqual({ firstName: "Cher", lastName: "" });
    const lead = parsed({ ...convenience, productName: "Triple Zero Fuel System Cleaner", itemNumber: "TZ-CS-101", needs: "Pumps" });
    expect(describeLead(lead)).toMatchObject({
      kind: "quote",
      label: "convenience-quote",
      columns: {
        firstName: "Maria de la",
        lastName: "Cruz",
        company: "Quick Stop #4",
        message: "Pumps",
        productName: "Triple Zero Fuel System Cleaner",
        itemNumber: "TZ-CS-101",
      },
    });
    expect(describeLead(parsed({ ...convenience, company: "QS Holdings" })).columns.company).toBe("QS Holdings");
  });
});

describe("grill-quote", () => {
  it("needs only the name and e-mail; quantity is a whole number 1–10000", () => {
    expect(errors(grillQuoteSchema, grill)).toBe("ok");
    expect(errors(grillQuoteSchema, { ...grill, quantity: "", size: "", phone: "" })).toBe("ok");
    expect(errors(grillQuoteSchema, { ...grill, productName: "Grill Cleaner", size: "Gallon", quantity: "3" })).toBe("ok");
    expect(errors(grillQuoteSchema, { ...grill, quantity: 0, size: "x".repeat(61), phone: "soon" })).toEqual(["phone", "quantity", "size"]);
    expect(errors(grillQuoteSchema, {})).toEqual(["email", "firstName", "lastName"]);
  });
});

describe("sample-request", () => {
  it("needs the business, the shipping address and the product", () => {
    expect(errors(sampleRequestSchema, sample)).toBe("ok");
    expect(errors(sampleRequestSchema, { firstName: "A" })).toEqual([
      "address",
      "city",
      "company",
      "email",
      "lastName",
      "productName",
      "state",
      "zipCode",
    ]);
  });

  it("takes the 50 states and DC as codes (any case, or by name), and 5-digit or ZIP+4 codes", () => {
    for (const [code] of US_STATES) expect(errors(sampleRequestSchema, { ...sample, state: code }), code).toBe("ok");
    const lead = parsed({ ...sample, state: "wisconsin", zipCode: " 53202-1234 " });
    expect(lead.data).toMatchObject({ state: "WI", zipCode: "53202-1234" });
    expect(parsed({ ...sample, state: "ny" }).data).toMatchObject({ state: "NY" });
    for (const state of ["ZZ", "PR", "", "W"]) expect(errors(sampleRequestSchema, { ...sample, state }), state).toEqual(["state"]);
    for (const zipCode of ["5320", "532021", "53202-12", "ABCDE", "53202 1234"]) {
      expect(errors(sampleRequestSchema, { ...sample, zipCode }), zipCode).toEqual(["zipCode"]);
    }
  });
});

describe("brewery-contact", () => {
  it("needs the brewery and one of the interests", () => {
    expect(errors(breweryContactSchema, brewery)).toBe("ok");
    expect(errors(breweryContactSchema, { ...brewery, interest: "beer" })).toEqual(["interest"]);
    expect(errors(breweryContactSchema, { ...brewery, interest: "", breweryName: " " })).toEqual(["breweryName", "interest"]);
    expect(describeLead(parsed(brewery))).toMatchObject({
      kind: "brewery_contact",
      columns: { company: "Hopworks", industry: "brewery" },
    });
  });
});

describe("product-quote", () => {
  it("needs the product and a quantity", () => {
    expect(errors(productQuoteSchema, productQuote)).toBe("ok");
    expect(errors(productQuoteSchema, { ...productQuote, productName: "", quantity: "" })).toEqual(["productName", "quantity"]);
    expect(errors(productQuoteSchema, { ...productQuote, quantity: "10001" })).toEqual(["quantity"]);
    expect(parsed({ ...productQuote, quantity: "24", size: "55-gallon-drum" }).data).toMatchObject({ quantity: 24 });
  });
});

describe("the staff e-mail", () => {
  it("prints the label of every option, never the bare value", () => {
    for (const option of STORE_TYPES) {
      expect(summary(parsed({ ...convenience, storeType: option.value })).text).toMatch(new RegExp(`Store type: +${option.label}\\n`));
    }
    for (const option of QUOTE_QUANTITIES.filter((o) => o.value !== "custom")) {
      expect(summary(parsed({ ...convenience, quantity: option.value })).text).toMatch(new RegExp(`Quantity: +${option.label}\\n`));
    }
    expect(summary(parsed({ ...convenience, quantity: "custom", customQuantity: 40 })).text).toMatch(
      /Quantity: +40 gallons \(custom amount\)\n/,
    );
    for (const option of BREWERY_INTERESTS) {
      expect(summary(parsed({ ...brewery, interest: option.value })).text).toMatch(new RegExp(`Interest: +${option.label}\\n`));
    }
    for (const option of QUOTE_SIZES) {
      expect(summary(parsed({ ...productQuote, size: option.value })).text).toMatch(new RegExp(`Size: +${option.label}\\n`));
    }
  });

  it("names the form and its key fields in the subject and the text", () => {
    const quote = summary(parsed({ ...convenience, productName: "Triple Zero Fuel System Cleaner", needs: "Two pumps" }));
    expect(quote.subject).toBe("Convenience store quote request: Maria de la Cruz, Quick Stop #4 (Triple Zero Fuel System Cleaner)");
    expect(quote.text).toContain("Cleaning needs / additional requirements:\nTwo pumps");

    const shipped = summary(parsed(sample));
    expect(shipped.subject).toBe("Sample request: Joe Marsh, Joe's Diner (Triple Zero Restaurant Kitchen Degreaser)");
    expect(shipped.text).toMatch(/Ship to: +12 Main St, Milwaukee, WI 53202\n/);

    const cher = summary(parsed({ ...convenience, contactName: "Cher" }));
    expect(cher.subject).toBe("Convenience store quote request: Cher, Quick Stop #4");
    expect(cher.text).toContain("answer Cher directly");
  });

  it("has a title and rows for every form", () => {
    const examples: Record<LeadFormName, Record<string, unknown>> = {
      consultation: { form: "consultation", firstName: "A", lastName: "B", email: "a@b.test", company: "C" },
      contact: { form: "contact", firstName: "A", lastName: "B", email: "a@b.test", company: "C", message: "Hi" },
      "pool-contact": { form: "pool-contact", firstName: "A", lastName: "B", email: "a@b.test", message: "Hi" },
      "convenience-quote": convenience,
      "grill-quote": grill,
      "sample-request": sample,
      "brewery-contact": brewery,
      "product-quote": productQuote,
    };
    for (const name of FORM_NAMES) {
      const { subject, text } = summary(parsed(examples[name]!));
      expect(subject.startsWith(`${LEAD_FORMS[name].title}: `), name).toBe(true);
      expect(text, name).toContain(`Form:`);
      expect(text, name).toContain(LEAD_FORMS[name].title);
    }
  });
});

describe("client safety", () => {
  it("the modules the browser imports reach no server code", () => {
    const seen = new Set<string>();
    const pending = ["lib/leads/schemas.ts", "lib/leads/summary.ts"];
    while (pending.length) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const source = readFileSync(path.join(root, file), "utf8");
      for (const match of source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+"([^"]+)";/gms)) {
        const [, typeOnly, specifier] = match as unknown as [string, string | undefined, string];
        if (typeOnly) continue;
        expect(specifier, `${file} imports ${specifier}`).not.toMatch(/^(server-only|node:|@\/lib\/(db|email|generated)|@prisma)/);
        if (specifier === "zod" || specifier === "react") continue;
        const base = specifier.startsWith("@/") ? specifier.slice(2) : path.join(path.dirname(file), specifier);
        pending.push(`${base}.ts`);
      }
    }
    expect([...seen].sort()).toEqual(
      [
        "lib/domain/money.ts",
        "lib/domain/tax.ts",
        "lib/leads/fields.ts",
        "lib/leads/forms.ts",
        "lib/leads/schemas.ts",
        "lib/leads/summary.ts",
      ].sort(),
    );
  });
});

describe("types for the pages", () => {
  it("derives each form's data and the values the hook takes from the table", () => {
    expectTypeOf<LeadFormName>().toEqualTypeOf<
      | "consultation"
      | "contact"
      | "pool-contact"
      | "convenience-quote"
      | "grill-quote"
      | "sample-request"
      | "brewery-contact"
      | "product-quote"
    >();
    expectTypeOf<LeadFormData<"sample-request">["state"]>().toEqualTypeOf<StateCode>();
    expectTypeOf<LeadFormData<"convenience-quote">["quantity"]>().toEqualTypeOf<"4" | "8" | "12" | "custom">();
    expectTypeOf<LeadFormData<"product-quote">["quantity"]>().toEqualTypeOf<number>();
    expectTypeOf<LeadFormData<"brewery-contact">["interest"]>().toEqualTypeOf<
      "beer-line-cleaning" | "production-cleaning" | "complete-solution" | "consultation"
    >();
    expectTypeOf<LeadFormValues<"convenience-quote">>().toHaveProperty("customQuantity");
    type BreweryToPayload = NonNullable<LeadFormOptions<"brewery-contact", { name: string }>["toPayload"]>;
    expectTypeOf<ReturnType<BreweryToPayload>>().toEqualTypeOf<LeadFormValues<"brewery-contact">>();
    // @ts-expect-error: not a field of the brewery form
    const wrongField: ReturnType<BreweryToPayload> = { firstName: "A", storeName: "B" };
    // @ts-expect-error: the hook adds the submissionId itself
    const withSubmissionId: ReturnType<BreweryToPayload> = { submissionId: "x" };
    void [wrongField, withSubmissionId];
  });
});
