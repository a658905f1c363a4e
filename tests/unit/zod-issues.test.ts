import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors, formErrorAnswer, readFormErrorAnswer } from "@/lib/forms/zod-issues";

const address = z
  .object({
    email: z.string().email("Enter a valid e-mail address").min(10, "At least 10 characters"),
    shippingAddress: z.object({ state: z.string().length(2, "Choose a state") }),
    items: z.array(z.object({ sku: z.string().min(1, "Choose a product") })),
  })
  .refine((value) => value.email !== "blocked@example.com", { message: "This address cannot order" });

function issuesOf(input: unknown) {
  const parsed = address.safeParse(input);
  if (parsed.success) throw new Error("expected a failure");
  return parsed.error;
}

describe("fieldErrors", () => {
  it("keys each message by its dotted path and keeps the first message of a field", () => {
    const error = issuesOf({ email: "x", shippingAddress: { state: "Wisconsin" }, items: [{ sku: "" }] });
    expect(fieldErrors(error)).toEqual({
      email: "Enter a valid e-mail address",
      "shippingAddress.state": "Choose a state",
      "items.0.sku": "Choose a product",
    });
  });

  it("puts issues about the whole input under body, or under the key asked for", () => {
    const error = issuesOf({ email: "blocked@example.com", shippingAddress: { state: "WI" }, items: [] });
    expect(fieldErrors(error)).toEqual({ body: "This address cannot order" });
    expect(fieldErrors(error, { root: "form" })).toEqual({ form: "This address cannot order" });
  });

  it("keys by the first path segment for forms with flat fields", () => {
    const error = issuesOf({ email: "someone@example.com", shippingAddress: { state: "W" }, items: [{ sku: "" }] });
    expect(fieldErrors(error, { topLevel: true })).toEqual({ shippingAddress: "Choose a state", items: "Choose a product" });
  });
});

describe("formErrorAnswer", () => {
  it("answers a summary and the field errors", () => {
    const error = issuesOf({ email: "someone@example.com", shippingAddress: { state: "W" }, items: [] });
    expect(formErrorAnswer(error)).toEqual({ error: "Invalid request", fields: { "shippingAddress.state": "Choose a state" } });
    expect(formErrorAnswer(error, "Check the address")).toMatchObject({ error: "Check the address" });
  });
});

describe("readFormErrorAnswer", () => {
  it("reads a server's { error, fields } and drops messages that are not text", () => {
    expect(readFormErrorAnswer({ error: "Invalid request", fields: { email: "Enter a valid e-mail address", count: 3 } })).toEqual({
      error: "Invalid request",
      fields: { email: "Enter a valid e-mail address" },
    });
  });

  it("answers null for a body with neither", () => {
    expect(readFormErrorAnswer(null)).toBeNull();
    expect(readFormErrorAnswer("<html>Bad gateway</html>")).toBeNull();
    expect(readFormErrorAnswer({ id: 4 })).toBeNull();
    expect(readFormErrorAnswer({ fields: ["email"] })).toBeNull();
  });
});
