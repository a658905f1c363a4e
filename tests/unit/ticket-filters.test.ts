import { describe, expect, it } from "vitest";
import {
  encodeTicketCursor,
  NO_TICKET_FILTERS,
  parseTicketListQuery,
  ticketCursorWhere,
  ticketFormValues,
  ticketPageOf,
  ticketsHref,
  ticketWhere,
} from "@/lib/tickets/list-filters";
import { portalTicketPath, readPortalLink, withoutPortalLink } from "@/lib/portal/links";

const badFields = (params: Record<string, string>) => {
  const parsed = parseTicketListQuery(params);
  return parsed.ok ? null : parsed.fields;
};

describe("the tickets inbox's filters in the address", () => {
  it("reads the search, status, owner, day range and page", () => {
    const cursor = encodeTicketCursor({ updatedAt: "2026-03-04T05:06:07.089Z", id: "2026-0042" });
    const parsed = parseTicketListQuery({
      q: "  Dana ",
      status: "resolved",
      owner: "none",
      from: "2026-03-01",
      to: "2026-03-31",
      cursor,
      dir: "newer",
    });
    expect(parsed).toEqual({
      ok: true,
      query: {
        q: "Dana",
        status: "resolved",
        owner: "none",
        from: "2026-03-01",
        to: "2026-03-31",
        cursor: { updatedAt: new Date("2026-03-04T05:06:07.089Z"), id: "2026-0042" },
        direction: "newer",
      },
    });
    expect(parsed.ok && ticketPageOf(parsed.query)).toEqual({ cursor, direction: "newer" });
  });

  it("reads no parameter, and every empty field a GET form sends, as no filter on the newest page", () => {
    const none = { ok: true, query: { ...NO_TICKET_FILTERS, cursor: null, direction: "older" } };
    expect(parseTicketListQuery({})).toEqual(none);
    expect(parseTicketListQuery({ q: "", status: "", owner: "", from: "", to: "" })).toEqual(none);
  });

  it("names the field of each value that is wrong", () => {
    expect(badFields({ status: "pending" })).toEqual({ status: "Choose a status from the list" });
    expect(badFields({ owner: "../x" })).toEqual({ owner: "Choose a staff member from the list" });
    expect(badFields({ from: "2026-02-30" })).toEqual({ from: "Enter a date as YYYY-MM-DD" });
    expect(badFields({ from: "2026-03-02", to: "2026-03-01" })).toEqual({ to: "The end date is before the start date" });
    expect(badFields({ cursor: "abc" })).toEqual({ cursor: "This page link is damaged: start again from the latest tickets" });
    expect(badFields({ q: "x".repeat(201) })).toEqual({ q: "Search for at most 200 characters" });
  });

  it("gives the form the address's own text, and leaves the defaults out of the addresses", () => {
    expect(ticketFormValues({ status: "nonsense", q: ["a", "b"] })).toEqual({ q: "b", status: "nonsense", owner: "", from: "", to: "" });
    expect(ticketsHref(NO_TICKET_FILTERS)).toBe("/admin/tickets");
    expect(ticketsHref({ status: "open", owner: "none" }, { cursor: "abc", direction: "newer" })).toBe(
      "/admin/tickets?status=open&owner=none&cursor=abc&dir=newer",
    );
  });
});

describe("the tickets inbox's database condition", () => {
  it("is empty without filters", () => {
    expect(ticketWhere(NO_TICKET_FILTERS)).toEqual({});
  });

  it("looks for the search in the ticket's number and subject and the customer's names, e-mail and company, escaping wildcards", () => {
    const where = ticketWhere({ ...NO_TICKET_FILTERS, q: "Dana W_" });
    const contains = { contains: "Dana W\\_", mode: "insensitive" };
    expect(where).toEqual({
      AND: [
        {
          OR: [
            { id: contains },
            { subject: contains },
            {
              user: {
                OR: [
                  { firstName: contains },
                  { lastName: contains },
                  { email: contains },
                  { company: contains },
                  {
                    firstName: { endsWith: "Dana", mode: "insensitive" },
                    lastName: { startsWith: "W\\_", mode: "insensitive" },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
  });

  it("takes the status, the owner (nobody for 'none') and the opening days", () => {
    expect(ticketWhere({ ...NO_TICKET_FILTERS, status: "closed", owner: "none", from: "2026-03-01", to: "2026-03-01" })).toEqual({
      AND: [
        { status: "closed" },
        { ownerId: null },
        { createdAt: { gte: new Date("2026-03-01T00:00:00.000Z") } },
        { createdAt: { lt: new Date("2026-03-02T00:00:00.000Z") } },
      ],
    });
    expect(ticketWhere({ ...NO_TICKET_FILTERS, owner: "staff1" })).toEqual({ AND: [{ ownerId: "staff1" }] });
  });

  it("goes beyond the cursor by the latest activity, then by number among tickets of the same moment", () => {
    const updatedAt = new Date("2026-03-04T05:06:07.089Z");
    expect(ticketCursorWhere({ updatedAt, id: "2026-0042" }, "older")).toEqual({
      OR: [{ updatedAt: { lt: updatedAt } }, { updatedAt, id: { lt: "2026-0042" } }],
    });
    expect(ticketCursorWhere({ updatedAt, id: "2026-0042" }, "newer")).toEqual({
      OR: [{ updatedAt: { gt: updatedAt } }, { updatedAt, id: { gt: "2026-0042" } }],
    });
  });
});

describe("the e-mail's link into the portal", () => {
  it("opens the Support tab at the ticket, and is read once", () => {
    expect(portalTicketPath("2026-0042")).toBe("/?portal=support&ticket=2026-0042");
    expect(readPortalLink("?portal=support&ticket=2026-0042")).toEqual({ tab: "support", ticketId: "2026-0042" });
    expect(readPortalLink("?portal=support&ticket=../x")).toEqual({ tab: "support", ticketId: null });
    expect(readPortalLink("?portal=orders")).toBeNull();
    expect(readPortalLink("")).toBeNull();
    expect(withoutPortalLink("?utm=mail&portal=support&ticket=2026-0042")).toBe("?utm=mail");
    expect(withoutPortalLink("?portal=support&ticket=2026-0042")).toBe("");
  });
});
