// Site search's pure parts: what a visitor types, the prefix terms that reach to_tsquery (only letters and
// digits, so nothing typed can become a tsquery operator), and the document a product is found by.
import { describe, expect, it } from "vitest";
import { CATALOG } from "@/prisma/seed-data/catalog";
import { CATALOG_SIZES } from "@/prisma/seed-data/catalog-sizes";
import { itemNumberWords, searchDocument } from "@/lib/search/document";
import {
  MAX_SEARCH_TERMS,
  SEARCH_QUERY_MAX,
  prefixQueries,
  prefixQuery,
  readSearchInput,
  searchQuerySchema,
  searchTerms,
} from "@/lib/search/query";

describe("the search box's input", () => {
  it("is trimmed, and takes 1 to 100 characters", () => {
    expect(searchQuerySchema.parse("  desc  ")).toBe("desc");
    expect(searchQuerySchema.safeParse("x".repeat(SEARCH_QUERY_MAX)).success).toBe(true);
    expect(searchQuerySchema.safeParse("x".repeat(SEARCH_QUERY_MAX + 1)).success).toBe(false);
    expect(searchQuerySchema.safeParse("   ").success).toBe(false);
  });

  it("takes control characters as spaces and half a surrogate pair as U+FFFD: nothing PostgreSQL cannot store", () => {
    expect(searchQuerySchema.parse("desc\u0000aler")).toBe("desc aler");
    expect(searchQuerySchema.parse("\tdeck\r\ncleaner\u007f")).toBe("deck  cleaner");
    expect(searchQuerySchema.parse("hull\ud800")).toBe("hull\ufffd");
    expect(searchQuerySchema.safeParse("\u0000\u0000").success).toBe(false);
  });

  it("reads ?q= as the address carries it: absent or blank asks for words, too long says so", () => {
    expect(readSearchInput(undefined)).toEqual({ kind: "empty" });
    expect(readSearchInput("")).toEqual({ kind: "empty" });
    expect(readSearchInput(" \t ")).toEqual({ kind: "empty" });
    expect(readSearchInput([])).toEqual({ kind: "empty" });
    expect(readSearchInput(" Deck cleaner ")).toEqual({ kind: "query", q: "Deck cleaner" });
    expect(readSearchInput(["desc", "marine"])).toEqual({ kind: "query", q: "desc" });
    expect(readSearchInput("x".repeat(101))).toEqual({ kind: "too-long", message: "Search for at most 100 characters" });
    // Trimmed first: 100 characters between spaces are fine.
    expect(readSearchInput(`  ${"x".repeat(100)}  `)).toMatchObject({ kind: "query" });
  });
});

describe("the words of a search", () => {
  it("are lower case, each once, split at anything but letters and digits", () => {
    expect(searchTerms("Pool & Spa  DESCALER")).toEqual(["pool", "spa", "descaler"]);
    expect(searchTerms("TZ-MD-101")).toEqual(["tz", "md", "101"]);
    expect(searchTerms("deck deck Deck")).toEqual(["deck"]);
    expect(searchTerms("Triple Zero's")).toEqual(["triple", "zeros"]);
    expect(searchTerms("Triple Zero’s")).toEqual(["triple", "zeros"]);
  });

  it("keep letters of any alphabet, and compose what was typed decomposed", () => {
    expect(searchTerms("¿Limpiador de cubierta?")).toEqual(["limpiador", "de", "cubierta"]);
    expect(searchTerms("cafe\u0301")).toEqual(["café"]);
    expect(searchTerms("ＴＺ－ＭＤ")).toEqual(["tz", "md"]);
  });

  it("leave out words that match nearly everything", () => {
    expect(searchTerms("cleaner for the deck of a boat")).toEqual(["cleaner", "deck", "boat"]);
    expect(searchTerms("the and of")).toEqual([]);
  });

  it("are at most eight", () => {
    const words = "one two three four five six seven eight nine ten";
    expect(searchTerms(words)).toHaveLength(MAX_SEARCH_TERMS);
    expect(searchTerms(words).at(-1)).toBe("eight");
  });
});

describe("the prefix query of each word", () => {
  it('matches words that start with it: "desc" → desc:*', () => {
    expect(prefixQueries("desc")).toEqual(["desc:*"]);
    expect(prefixQueries("Kitchen desc")).toEqual(["kitchen:*", "desc:*"]);
    expect(prefixQueries("TZ-MD-101")).toEqual(["tz:*", "md:*", "101:*"]);
  });

  it("is empty when nothing but punctuation or operators was typed", () => {
    for (const text of ["", "   ", "'", "''", "&|!", "!()", ":*", "<->", "\\", "--", "%_"]) expect(prefixQueries(text), text).toEqual([]);
  });

  it("never carries an operator, a quote or a backslash into to_tsquery", () => {
    const nasty = ["a & !b | (c", "desc:* | marine", "x' OR '1'='1", "foo\\':*", "deck<->hull", "a:*A", '\'; DROP TABLE "Product"; --'];
    for (const text of nasty) {
      for (const term of prefixQueries(text)) expect(term, text).toMatch(/^[\p{L}\p{M}\p{N}]+:\*$/u);
    }
    expect(prefixQueries("a & !b | (c")).toEqual(["b:*", "c:*"]);
    expect(prefixQueries("desc:* | marine")).toEqual(["desc:*", "marine:*"]);
  });

  it("refuses a term that is not one word", () => {
    expect(() => prefixQuery("a & b")).toThrow();
    expect(() => prefixQuery("")).toThrow();
    expect(() => prefixQuery("x'")).toThrow();
  });

  it("stays within what to_tsquery takes for the longest search", () => {
    const terms = prefixQueries("x".repeat(SEARCH_QUERY_MAX));
    expect(terms).toEqual([`${"x".repeat(SEARCH_QUERY_MAX)}:*`]);
  });
});

describe("a product's search document", () => {
  const deck = CATALOG.find((product) => product.itemNumber === "TZ-MD-101")!;
  const document = searchDocument({ ...deck, sizes: CATALOG_SIZES["TZ-MD-101"]! });

  it("splits item numbers into the words a query makes of them, and runs them together", () => {
    expect(itemNumberWords("TZ-MD-101")).toBe("TZ MD 101 TZMD101");
    expect(itemNumberWords("TZ-MD-101-5G")).toBe("TZ MD 101 5G TZMD1015G");
    expect(itemNumberWords("X1")).toBe("X1");
    expect(searchTerms("TZ-MD-101").every((term) => itemNumberWords("TZ-MD-101").toLowerCase().split(" ").includes(term))).toBe(true);
  });

  it("puts the name and every item number first (weight A)", () => {
    expect(document.A.split("\n")).toEqual([
      "Triple Zero Deck Cleaner",
      "TZ MD 101 TZMD101",
      "TZ MD 101 QT TZMD101QT",
      "TZ MD 101 5G TZMD1015G",
      "TZ MD 101 55G TZMD10155G",
      "TZ MD 101 275G TZMD101275G",
    ]);
  });

  it("gives applications, the industries that use it and its category weight B, benefits C, the description D", () => {
    const lines = document.B.split("\n");
    expect(lines).toEqual(expect.arrayContaining([...deck.applications, "Marine & Shipping", "Marine Vessel Cleaning"]));
    expect(document.C.split("\n")).toEqual([...deck.benefits]);
    expect(document.D).toContain(deck.description);
    expect(document.D).toContain("Alkaline (caustic) cleaner");
  });

  it("names the industry pages of a product in another category too", () => {
    const irrigation = CATALOG.find((product) => product.itemNumber === "TZ-IR-101")!;
    const { B } = searchDocument({ ...irrigation, sizes: [] });
    expect(B).toContain("Water Technologies");
    expect(B).toContain("Agriculture");
  });
});
