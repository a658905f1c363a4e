import { describe, expect, it } from "vitest";
import { GET as listProducts } from "@/app/api/products/route";
import { GET as listByCategory } from "@/app/api/products/category/[name]/route";

function categoryRequest(name: string) {
  return listByCategory(new Request(`http://localhost/api/products/category/${encodeURIComponent(name)}`), {
    params: Promise.resolve({ name }),
  });
}

type ProductJson = {
  id: number;
  name: string;
  category: string;
  pricePerGallon: string;
  minimumOrder: number;
  chemicalType: string;
  benefits: string[];
  applications: string[];
  itemNumber: string;
};

describe("GET /api/products", () => {
  it("lists at least 30 products with the fields of the catalog", async () => {
    const response = await listProducts();
    expect(response.status).toBe(200);
    const products = (await response.json()) as ProductJson[];
    expect(products.length).toBeGreaterThanOrEqual(30);
    for (const product of products) {
      expect(product).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        category: expect.any(String),
        description: expect.any(String),
        pricePerGallon: expect.stringMatching(/^\d+\.\d{2}$/),
        minimumOrder: expect.any(Number),
        chemicalType: expect.stringMatching(/^(caustic|acid)$/),
        benefits: expect.any(Array),
        applications: expect.any(Array),
        itemNumber: expect.any(String),
      });
    }
  });

  it("sells the pool and spa descaler at $29.95", async () => {
    const products = (await (await listProducts()).json()) as ProductJson[];
    const descaler = products.find((p) => /pool & spa descaler/i.test(p.name));
    expect(descaler?.pricePerGallon).toBe("29.95");
    expect(descaler?.category).toBe("Pool & Spa");
  });
});

describe("GET /api/products/category/{name}", () => {
  it("lists the products of a category named as the dropdown names it", async () => {
    const response = await categoryRequest("Convenience Store Cleaning");
    expect(response.status).toBe(200);
    const products = (await response.json()) as ProductJson[];
    expect(products.length).toBeGreaterThanOrEqual(5);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(["Convenience Store Cleaning"]));
  });

  it("answers the pool page's call for Pool & Spa", async () => {
    const products = (await (await categoryRequest("Pool & Spa")).json()) as ProductJson[];
    expect(products.map((p) => p.pricePerGallon)).toEqual(["29.95", "29.95"]);
  });

  it("answers 404 with the field and the known categories for an unknown category", async () => {
    const response = await categoryRequest("Rocket Fuel");
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: string; fields: { name: string } };
    expect(body.error).toBe("Unknown category");
    expect(body.fields.name).toContain("Marine Vessel Cleaning");
  });

  it("answers 400 for a blank or overlong name", async () => {
    expect((await categoryRequest("   ")).status).toBe(400);
    expect((await categoryRequest("x".repeat(500))).status).toBe(400);
  });
});
