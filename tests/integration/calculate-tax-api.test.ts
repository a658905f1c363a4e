import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/calculate-tax/route";

const ask = (body: unknown, contentType = "application/json") =>
  POST(
    new Request("http://localhost/api/calculate-tax", {
      method: "POST",
      headers: { "content-type": contentType },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

describe("POST /api/calculate-tax", () => {
  it("charges 5.5% on $100 shipped to Wisconsin", async () => {
    const response = await ask({
      subtotal: 100,
      shippingAddress: { address: "1 Main St", city: "Madison", state: "WI", zipCode: "53703" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ totalTax: 5.5, rate: 5.5, state: "WI" });
  });

  it("accepts a state name and a string amount, rounding to cents", async () => {
    expect(await (await ask({ subtotal: "29.95", shippingAddress: { state: "Illinois" } })).json()).toMatchObject({
      totalTax: 1.87,
      state: "IL",
    });
  });

  it("charges nothing in Oregon", async () => {
    expect(await (await ask({ subtotal: 59.9, shippingAddress: { state: "OR" } })).json()).toMatchObject({ totalTax: 0 });
  });

  it("answers 400 naming the field for an unknown state, a negative or malformed subtotal", async () => {
    for (const [body, fields] of [
      [{ subtotal: 10, shippingAddress: { state: "ZZ" } }, { "shippingAddress.state": "Use a US state or DC, e.g. WI or Wisconsin" }],
      [{ subtotal: -5, shippingAddress: { state: "WI" } }, { subtotal: "subtotal must be between 0 and 1,000,000" }],
      [{ subtotal: "ten", shippingAddress: { state: "WI" } }, { subtotal: "subtotal must be an amount like 59.90" }],
      [{ subtotal: 10 }, { shippingAddress: "Invalid input: expected object, received undefined" }],
    ] as const) {
      const response = await ask(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json(), JSON.stringify(body)).toEqual({ error: "Invalid request", fields });
    }
    const notJson = await ask("{", "application/json");
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: "Invalid request", fields: { body: "The body is not valid UTF-8 JSON" } });
    const text = await ask("subtotal=1", "text/plain");
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ error: "Send JSON (Content-Type: application/json)" });
  });
});
