import { describe, expect, it } from "vitest";
import {
  EMPTY_PRODUCT_FORM,
  FORM_CATEGORIES,
  formValuesOf,
  productFieldErrors,
  productInputSchema,
  productPatchSchema,
  splitLines,
  type AdminProduct,
} from "@/lib/catalog/product-schema";

const form = {
  ...EMPTY_PRODUCT_FORM,
  name: "  Coil Brightener  ",
  category: "HVAC",
  description: "Cleans condenser coils without acid fumes.",
  pricePerGallon: "34.5",
  minimumOrder: "4",
  itemNumber: "TZ-HV-900",
};

function errorsOf(input: unknown) {
  const parsed = productInputSchema.safeParse(input);
  if (parsed.success) throw new Error("expected a refusal");
  return productFieldErrors(parsed.error);
}

describe("the product form's benefits and applications", () => {
  it("takes one entry per line, trimmed, with blank lines dropped", () => {
    expect(splitLines("Non-corrosive\n\n  Biodegradable  \r\n   \nNo fumes\r")).toEqual(["Non-corrosive", "Biodegradable", "No fumes"]);
    const parsed = productInputSchema.parse({ ...form, benefits: "A\n\n\nB\n", applications: "\n  Rooftop units\n" });
    expect(parsed.benefits).toEqual(["A", "B"]);
    expect(parsed.applications).toEqual(["Rooftop units"]);
  });

  it("accepts the API's lists as well and drops their blank entries", () => {
    expect(productInputSchema.parse({ ...form, benefits: ["A", "  ", " B "] }).benefits).toEqual(["A", "B"]);
  });

  it("gives empty lists when left out or blank", () => {
    const parsed = productInputSchema.parse({ ...form, benefits: "   \n  ", applications: undefined });
    expect(parsed.benefits).toEqual([]);
    expect(parsed.applications).toEqual([]);
  });
});

describe("the product form's required fields and defaults", () => {
  it("parses a complete form: trimmed name, category id, price with 2 decimals, whole minimum order", () => {
    expect(productInputSchema.parse(form)).toEqual({
      name: "Coil Brightener",
      category: "HVAC",
      description: "Cleans condenser coils without acid fumes.",
      pricePerGallon: "34.50",
      minimumOrder: 4,
      concentration: null,
      chemicalType: "caustic",
      benefits: [],
      applications: [],
      itemNumber: "TZ-HV-900",
    });
  });

  it("defaults the chemical type to caustic and accepts acid", () => {
    const { chemicalType: _omitted, ...withoutType } = form;
    expect(productInputSchema.parse(withoutType).chemicalType).toBe("caustic");
    expect(productInputSchema.parse({ ...form, chemicalType: "acid" }).chemicalType).toBe("acid");
    expect(errorsOf({ ...form, chemicalType: "solvent" }).chemicalType).toBe("Chemical type must be caustic or acid");
  });

  it("requires name, category, description, price, minimum order and item number", () => {
    const errors = errorsOf({ ...EMPTY_PRODUCT_FORM, minimumOrder: "" });
    expect(errors).toMatchObject({
      name: "Name is required",
      category: "Category is required",
      description: "Description is required",
      pricePerGallon: "Price is required",
      minimumOrder: "Minimum order is required",
      itemNumber: "Item number is required",
    });
    expect(errorsOf({ ...form, name: "   " }).name).toBe("Name is required");
  });

  it("accepts a category by its label too, and refuses one that does not exist", () => {
    expect(productInputSchema.parse({ ...form, category: "Marine Vessel Cleaning" }).category).toBe("MARINE");
    expect(errorsOf({ ...form, category: "Rocket Fuel" }).category).toBe("Choose one of the product categories");
  });

  it("offers the eight categories of the seed in the form", () => {
    expect(FORM_CATEGORIES.map((c) => c.label)).toEqual([
      "Grill Cleaning Products",
      "Beer Line & Brewery Cleaning",
      "Convenience Store Cleaning",
      "Food/Beverage Industry Solutions",
      "Water Treatment Solutions",
      "HVAC Cleaning Solutions",
      "Marine Vessel Cleaning",
      "Industrial Applications",
    ]);
  });

  it("stores empty optional text as none", () => {
    const parsed = productInputSchema.parse({ ...form, concentration: "  ", technicalSpecs: "pH 7.2" });
    expect(parsed.concentration).toBeNull();
    // The facts are edited on their own (PUT …/facts): a specs line sent with the product is not kept.
    expect(parsed).not.toHaveProperty("technicalSpecs");
  });
});

describe("the price rule (numeric, step 0.01)", () => {
  it.each([
    ["29.95", "29.95"],
    ["$29.95", "29.95"],
    ["30", "30.00"],
    ["0.01", "0.01"],
    ["12.500", "12.50"],
  ])("reads %s as %s", (input, expected) => {
    expect(productInputSchema.parse({ ...form, pricePerGallon: input }).pricePerGallon).toBe(expected);
  });

  it("takes a number from the API", () => {
    expect(productInputSchema.parse({ ...form, pricePerGallon: 42.99 }).pricePerGallon).toBe("42.99");
  });

  it("says a negative number from the API must be greater than 0", () => {
    expect(errorsOf({ ...form, pricePerGallon: -5 }).pricePerGallon).toBe("Price must be greater than 0");
  });

  it.each([
    ["abc", "Price must be a number, e.g. 29.95"],
    // A negative price is a number: the message says what a price must be.
    ["-5", "Price must be greater than 0"],
    ["-12.50", "Price must be greater than 0"],
    ["1e3", "Price must be a number, e.g. 29.95"],
    ["0", "Price must be greater than 0"],
    ["0.00", "Price must be greater than 0"],
    ["19.999", "Price can have at most 2 decimals (step 0.01)"],
    ["10000.01", "Price can be at most 10000.00"],
  ])("refuses %s: %s", (input, message) => {
    expect(errorsOf({ ...form, pricePerGallon: input }).pricePerGallon).toBe(message);
  });
});

describe("the minimum order rule (whole gallons, at least 1)", () => {
  it("reads text and numbers", () => {
    expect(productInputSchema.parse({ ...form, minimumOrder: " 12 " }).minimumOrder).toBe(12);
    expect(productInputSchema.parse({ ...form, minimumOrder: 3 }).minimumOrder).toBe(3);
  });

  it.each([
    ["2.5", "Minimum order must be a whole number of gallons"],
    [2.5, "Minimum order must be a whole number of gallons"],
    ["five", "Minimum order must be a whole number of gallons"],
    ["0", "Minimum order must be at least 1"],
    [0, "Minimum order must be at least 1"],
    [-3, "Minimum order must be at least 1"],
    ["10001", "Minimum order can be at most 10000"],
  ])("refuses %s: %s", (input, message) => {
    expect(errorsOf({ ...form, minimumOrder: input }).minimumOrder).toBe(message);
  });
});

describe("the item number", () => {
  it("refuses spaces and other characters", () => {
    expect(errorsOf({ ...form, itemNumber: "TZ HV 1" }).itemNumber).toBe(
      "Item number can contain letters, digits, dots, dashes and underscores",
    );
  });
});

describe("a PATCH", () => {
  it("changes only the fields sent, and may clear optional text", () => {
    expect(productPatchSchema.parse({ pricePerGallon: "31" })).toEqual({ pricePerGallon: "31.00" });
    expect(productPatchSchema.parse({ concentration: "" })).toEqual({ concentration: null });
  });

  it("refuses an empty change and names bad fields", () => {
    const empty = productPatchSchema.safeParse({});
    expect(empty.success).toBe(false);
    if (!empty.success) expect(productFieldErrors(empty.error)).toEqual({ body: "Send at least one product field to change" });
    const bad = productPatchSchema.safeParse({ minimumOrder: "1.5" });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(productFieldErrors(bad.error)).toEqual({ minimumOrder: "Minimum order must be a whole number of gallons" });
  });
});

describe("edit mode", () => {
  it("fills the form from the product with one line per benefit, and the form parses back to it", () => {
    const product: AdminProduct = {
      id: 7,
      name: "Marine Hull Cleaner",
      category: "MARINE",
      categoryLabel: "Marine Vessel Cleaning",
      description: "Removes scum lines.",
      pricePerGallon: "48.00",
      priceUnit: "gallon",
      minimumOrder: 2,
      concentration: "Concentrate",
      chemicalType: "acid",
      benefits: ["Safe for gelcoat", "No fumes"],
      applications: ["Hulls"],
      technicalSpecs: null,
      itemNumber: "TZ-MA-101",
    };
    const values = formValuesOf(product);
    expect(values.benefits).toBe("Safe for gelcoat\nNo fumes");
    expect(values.minimumOrder).toBe("2");
    // The specs line is written from the facts, which the form does not edit.
    const { id: _id, categoryLabel: _label, priceUnit: _unit, technicalSpecs: _specs, ...fields } = product;
    expect(productInputSchema.parse(values)).toEqual(fields);
  });
});
