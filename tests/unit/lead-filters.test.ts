// The leads inbox's filters in the address (lib/leads/list-filters.ts): what staff may ask for, the
// message naming each field that is wrong, the page cursor, the addresses built from the filters, and the
// database condition they become.
import { describe, expect, it } from "vitest";
import { encodeKeysetCursor } from "@/lib/admin/keyset-page";
import {
  hasLeadFilters,
  leadFormValues,
  leadsApiHref,
  leadsHref,
  leadWhere,
  NO_LEAD_FILTERS,
  parseLeadListQuery,
  type LeadFilters,
} from "@/lib/leads/list-filters";

const filters = (changes: Partial<LeadFilters>): LeadFilters => ({ ...NO_LEAD_FILTERS, ...changes });

function badFields(params: Record<string, string>): Record<string, string> {
  const parsed = parseLeadListQuery(params);
  if (parsed.ok) throw new Error(`expected ${JSON.stringify(params)} to be refused`);
  return parsed.fields;
}

describe("the leads inbox's filters in the address", () => {
  it("reads every filter and the page from the search params", () => {
    const cursor = encodeKeysetCursor({ createdAt: "2026-03-04T05:06:07.089Z", id: 42 });
    expect(
      parseLeadListQuery({
        q: "  Jane   Doe ",
        kind: "quote",
        form: "convenience-quote",
        status: "new",
        industry: "food",
        owner: "none",
        from: "2026-03-01",
        to: "2026-03-31",
        cursor,
        dir: "newer",
      }),
    ).toEqual({
      ok: true,
      query: {
        q: "Jane Doe",
        kind: "quote",
        form: "convenience-quote",
        status: "new",
        industry: "food",
        owner: "none",
        from: "2026-03-01",
        to: "2026-03-31",
        cursor: { createdAt: new Date("2026-03-04T05:06:07.089Z"), id: 42 },
        direction: "newer",
      },
    });
  });

  it("reads no parameter, and every empty field a GET form sends, as no filter on the newest page", () => {
    const newest = { ok: true, query: { ...NO_LEAD_FILTERS, cursor: null, direction: "older" } };
    expect(parseLeadListQuery({})).toEqual(newest);
    expect(
      parseLeadListQuery({ q: "", kind: "", form: "", status: "", industry: "", owner: "", from: "", to: "", cursor: "", dir: "" }),
    ).toEqual(newest);
  });

  it("names the field of each value that is wrong", () => {
    expect(badFields({ status: "open" })).toEqual({ status: "Choose a status from the list" });
    expect(badFields({ kind: "newsletter" })).toEqual({ kind: "Choose a kind from the list" });
    expect(badFields({ form: "Home Consultation!" })).toEqual({ form: "Choose a form from the list" });
    expect(badFields({ industry: "mining" })).toEqual({ industry: "Choose an industry from the list" });
    expect(badFields({ owner: "a b" })).toEqual({ owner: "Choose a staff member from the list" });
    expect(badFields({ from: "2026-02-30" })).toEqual({ from: "Enter a date as YYYY-MM-DD" });
    expect(badFields({ from: "2026-03-10", to: "2026-03-01" })).toEqual({ to: "The end date is before the start date" });
    expect(badFields({ q: "x".repeat(201) })).toEqual({ q: "Search for at most 200 characters" });
  });

  it("refuses a damaged page link, and a cursor naming no lead number", () => {
    const damaged = "This page link is damaged: start again from the newest leads";
    expect(badFields({ cursor: "not-a-cursor" })).toEqual({ cursor: damaged });
    expect(badFields({ cursor: encodeKeysetCursor({ createdAt: new Date(), id: "cmabc123" }) })).toEqual({ cursor: damaged });
    expect(badFields({ cursor: encodeKeysetCursor({ createdAt: new Date(), id: 0 }) })).toEqual({ cursor: damaged });
  });

  it("shows the address's own text in the form's fields, also when it is wrong", () => {
    expect(leadFormValues({ status: "open", q: ["a", "b"] })).toEqual({
      q: "b",
      kind: "",
      form: "",
      status: "open",
      industry: "",
      owner: "",
      from: "",
      to: "",
    });
  });

  it("builds addresses with only the filters in use, and the page", () => {
    expect(leadsHref({})).toBe("/admin/leads");
    expect(leadsHref({ status: "new" })).toBe("/admin/leads?status=new");
    expect(leadsHref(filters({ q: "Jane", kind: "quote" }), { cursor: "abc", direction: "newer" })).toBe(
      "/admin/leads?q=Jane&kind=quote&cursor=abc&dir=newer",
    );
    expect(leadsApiHref(filters({ owner: "none" }), { cursor: "abc", direction: "older" })).toBe("/api/admin/leads?owner=none&cursor=abc");
    expect(hasLeadFilters(NO_LEAD_FILTERS)).toBe(false);
    expect(hasLeadFilters(filters({ industry: "hvac" }))).toBe(true);
  });
});

describe("the database's condition", () => {
  it("is empty without filters", () => {
    expect(leadWhere(NO_LEAD_FILTERS)).toEqual({});
  });

  it("finds a lead by its number, written with or without #", () => {
    const or = (q: string) => (leadWhere(filters({ q })).AND as { OR: unknown[] }[])[0]!.OR;
    expect(or("#12")).toContainEqual({ id: 12 });
    expect(or("12")).toContainEqual({ id: 12 });
    expect(or("Jane")).not.toContainEqual(expect.objectContaining({ id: expect.anything() }));
  });

  it("escapes % and _ in the search, and looks for a name across first and last name", () => {
    const [search] = leadWhere(filters({ q: "Mary Ann 100%" })).AND as { OR: unknown[] }[];
    expect(search!.OR).toContainEqual({ email: { contains: "Mary Ann 100\\%", mode: "insensitive" } });
    expect(search!.OR).toContainEqual({
      firstName: { endsWith: "Mary", mode: "insensitive" },
      lastName: { startsWith: "Ann 100\\%", mode: "insensitive" },
    });
  });

  it("narrows by owner, nobody's, and the received days from the first day's start to the last day's end", () => {
    expect(leadWhere(filters({ owner: "none", from: "2026-03-01", to: "2026-03-01" }))).toEqual({
      AND: [
        { ownerId: null },
        { createdAt: { gte: new Date("2026-03-01T00:00:00.000Z") } },
        { createdAt: { lt: new Date("2026-03-02T00:00:00.000Z") } },
      ],
    });
    expect(leadWhere(filters({ owner: "cmstaff1", status: "lost", kind: "quote", form: "grill-quote", industry: "food" }))).toEqual({
      AND: [{ kind: "quote" }, { form: "grill-quote" }, { status: "lost" }, { industry: "food" }, { ownerId: "cmstaff1" }],
    });
  });
});
