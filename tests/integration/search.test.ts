// Site search on the seeded catalog: full-text matches by name, item number, application, industry and
// benefit, ranked, by prefix; spelled-alike names when no word matches (where pg_trgm is there); only
// products on sale; odd input answered without error.
import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { createProduct, updateProduct } from "@/lib/catalog/edit-product";
import { CATALOG } from "@/prisma/seed-data/catalog";
import { db } from "@/lib/db/client";
import { SEARCH_QUERY_MAX } from "@/lib/search/query";
import { searchProducts } from "@/lib/search";

// Decided before the tests are collected, so that the typo test is reported as skipped where pg_trgm is missing.
const [{ trigrams }] = await db().$queryRaw<[{ trigrams: boolean }]>`
  SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS trigrams`;

const names = async (q: string) => (await searchProducts(q)).products.map((product) => product.name);

async function staffActor() {
  const staff = await db().user.findFirstOrThrow({ where: { role: "staff" } });
  return { actor: { id: staff.id, email: staff.email } };
}

function newProduct(name: string) {
  return {
    name,
    category: "INDUSTRIAL" as const,
    description: "Lifts cutting oil from machine beds.",
    pricePerGallon: "41.00",
    minimumOrder: 1,
    concentration: null,
    chemicalType: "caustic" as const,
    benefits: ["Leaves no film on stainless steel"],
    applications: ["Lathe and mill beds"],
    itemNumber: `TZ-SR-${randomUUID().slice(0, 6).toUpperCase()}`,
  };
}

describe("searching the catalog", () => {
  it("puts the product of an exact item number first, whatever its case, and names it as the item match", async () => {
    const result = await searchProducts("TZ-MD-101");
    expect(result.itemMatch?.name).toBe("Triple Zero Deck Cleaner");
    expect(result.products[0]?.name).toBe("Triple Zero Deck Cleaner");
    expect(result.match).toBe("words");

    const size = await searchProducts("tz-md-101-55g");
    expect(size.itemMatch?.slug).toBe("triple-zero-deck-cleaner");
    expect(size.products[0]?.itemNumber).toBe("TZ-MD-101");
  });

  it("finds a product by part of its item number, ranked first", async () => {
    const result = await searchProducts("MD-101");
    expect(result.itemMatch).toBeNull();
    expect(result.products[0]?.itemNumber).toBe("TZ-MD-101");
  });

  it('finds the Pool & Spa Descaler and the Kitchen Descaler from "desc", as a prefix', async () => {
    const found = await names("desc");
    expect(found).toContain("Triple Zero Pool & Spa Descaler");
    expect(found).toContain("Triple Zero Kitchen Descaler");
    // Names rank above words of the description or the applications.
    expect(found.slice(0, 5).every((name) => /Descaler/.test(name))).toBe(true);
  });

  it("matches every word, stemmed or as typed", async () => {
    expect(await names("kitchen descalers")).toEqual(["Triple Zero Kitchen Descaler"]);
    // "descaling" is stemmed to "descal", so the prefix "descali" finds it only as written.
    expect(await names("descali")).toContain("Triple Zero Kitchen Descaler");
  });

  it('finds every marine product from "marine"', async () => {
    const found = await names("marine");
    // The catalog's marine products (other test files add products of their own, with no search document).
    const marine = CATALOG.filter((product) => product.category === "MARINE");
    expect(marine.length).toBeGreaterThanOrEqual(5);
    expect(found).toEqual(expect.arrayContaining(marine.map((product) => product.name)));
    expect(found).toContain("Triple Zero Hull Cleaner");
  });

  it("finds products by the industry pages that use them, which are content rather than columns", async () => {
    // "Water Technologies" is only the name of an industry page: no product's own text says "technologies".
    const found = await names("technologies");
    expect(found).toContain("Triple Zero Water System Descaler");
    expect(found).toContain("Triple Zero RO/UF Membrane Cleaner");
  });

  it("finds products by application and by benefit", async () => {
    expect(await names("calcium ring")).toContain("Triple Zero Pool & Spa Descaler");
    expect(await names("choking fumes")).toEqual(["Triple Zero Pool & Spa Descaler"]);
  });

  it("has pg_trgm on the embedded database, which registers it when it opens", () => {
    if (inject("databaseKind") === "pglite") expect(trigrams).toBe(true);
  });

  it.runIf(trigrams)("finds a name spelled wrong when no word matches, where pg_trgm is available", async () => {
    const result = await searchProducts("degreeser");
    expect(result.match).toBe("similar");
    expect(result.products.map((product) => product.name)).toContain("Triple Zero Restaurant Kitchen Degreaser");
    expect(result.products.every((product) => /Degreaser/.test(product.name))).toBe(true);
    expect((await searchProducts("bilge cleener")).products[0]?.name).toBe("Triple Zero Bilge Cleaner");
  });

  it("finds nothing for words no product has", async () => {
    expect(await searchProducts("xylophone")).toEqual({ products: [], itemMatch: null, match: "none" });
  });

  it("answers odd input without error", async () => {
    for (const q of [
      "'",
      "&|!",
      "a & !b | (c",
      "desc:*",
      "\\",
      "''; DROP TABLE \"Product\"; --",
      "%_",
      "¿qué?",
      "日本語",
      "desc\u0000",
      "\ud800",
      "x".repeat(SEARCH_QUERY_MAX),
      "x".repeat(5000),
    ]) {
      const result = await searchProducts(q);
      expect(Array.isArray(result.products), q.slice(0, 20)).toBe(true);
    }
    expect(await names("desc:*")).toContain("Triple Zero Kitchen Descaler");
    // PostgreSQL takes no NUL in text: it is read as a space before any query.
    expect(await names("desc\u0000")).toContain("Triple Zero Kitchen Descaler");
    expect(await db().product.count()).toBeGreaterThan(0);
  });
});

describe("what staff change", () => {
  it("is found at once: a new product by its name, and again by its new name after a rename", async () => {
    const context = await staffActor();
    const tag = randomUUID().slice(0, 8).replace(/\d/g, "q");
    const created = await createProduct(newProduct(`Searchable ${tag} Solvent`), context);
    expect(await names(`searchable ${tag}`)).toEqual([`Searchable ${tag} Solvent`]);
    expect((await searchProducts(created.itemNumber)).itemMatch?.id).toBe(created.id);

    await updateProduct(created.id, { name: `Renamed ${tag} Solvent` }, context);
    expect(await names(`renamed ${tag}`)).toEqual([`Renamed ${tag} Solvent`]);
    expect(await names("searchable")).not.toContain(`Renamed ${tag} Solvent`);
  });

  it("leaves archived products out, even by their exact item number", async () => {
    const context = await staffActor();
    const tag = randomUUID().slice(0, 8).replace(/\d/g, "q");
    const product = await createProduct(newProduct(`Archived ${tag} Stripper`), context);
    expect(await names(`archived ${tag}`)).toHaveLength(1);

    await db().product.update({ where: { id: product.id }, data: { archivedAt: new Date() } });
    // Other tests' products share the database, and one whose name is spelled like the query (an item
    // number "TZ-SDS-DB0DB3" is much like "TZ-SR-DB1C2A") may be found instead: the archived one never is.
    const found = async (query: string) => {
      const result = await searchProducts(query);
      return { ids: result.products.map((p) => p.id), itemMatch: result.itemMatch };
    };
    for (const query of [`archived ${tag}`, product.itemNumber, `Archived ${tag}ed Striper`]) {
      const result = await found(query);
      expect(result.ids, query).not.toContain(product.id);
      expect(result.itemMatch, query).toBeNull();
    }
  });
});
