// The five forms added after the seeds, through POST /api/contact: saved with the right Lead.kind,
// the product columns, a staff e-mail in the outbox; bad fields answered 400 by name.
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/contact/route";
import { db } from "@/lib/db/client";
import { deliverQueuedEmails } from "@/tests/support/jobs";

const STAFF = "staff-leads@triplezero.test";
let outbox: string;
let dataDir: string;
const saved = { DATA_DIR: process.env.DATA_DIR, SMTP_URL: process.env.SMTP_URL, STAFF_EMAIL: process.env.STAFF_EMAIL };

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "lead-forms-"));
  outbox = path.join(dataDir, "outbox");
  process.env.DATA_DIR = dataDir;
  process.env.STAFF_EMAIL = STAFF;
  delete process.env.SMTP_URL;
});

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

// Addresses of their own (not those of contact-api.test.ts), a new one per request: the rate limit
// (5 per 10 minutes per address) is never met here.
let addressCounter = 0;
const newAddress = () => `192.0.2.${++addressCounter}`;

function post(body: unknown, referer?: string) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-forwarded-for": newAddress(),
    "user-agent": "vitest",
  };
  if (referer) headers.referer = referer;
  return POST(new Request("http://localhost/api/contact", { method: "POST", headers, body: JSON.stringify(body) }));
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

/** The staff e-mail written for a lead: its headers and its decoded text. */
async function staffMail(leadId: number) {
  await deliverQueuedEmails();
  const email = await db().outgoingEmail.findFirstOrThrow({ where: { relatedType: "Lead", relatedId: String(leadId), to: STAFF } });
  expect(email).toMatchObject({ to: STAFF, status: "written", error: null });
  const file = readdirSync(outbox).find((name) => name.includes(`-email-${email.id}-`) && name.endsWith(".eml"));
  expect(file).toBeDefined();
  const raw = readFileSync(path.join(outbox, file!), "utf8");
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  // Header lines may be folded: unfold them. Body lines end in CRLF as on the wire: read them as a mail reader shows them.
  const text = decodeQuotedPrintable(rest.join("\r\n\r\n")).replace(/\r\n/g, "\n");
  return { head: head.replace(/\r\n[ \t]+/g, " "), text };
}

/** Posts a payload that must be saved; returns the stored lead. */
async function saveOk(payload: Record<string, unknown>, referer?: string) {
  const { status, body } = await answer(await post(payload, referer));
  expect(status, JSON.stringify(body)).toBe(201);
  expect(body).toEqual({ ok: true, id: expect.any(Number) });
  return db().lead.findUniqueOrThrow({ where: { id: body.id as number } });
}

async function fieldsOf(payload: unknown) {
  const { status, body } = await answer(await post(payload));
  expect(status).toBe(400);
  expect(body.error).toBe("Invalid request");
  return body.fields as Record<string, string>;
}

const productId = async (itemNumber: string) => (await db().product.findUniqueOrThrow({ where: { itemNumber }, select: { id: true } })).id;

const convenience = {
  form: "convenience-quote",
  storeName: "Quick Stop #4",
  contactName: "Maria de la Cruz",
  email: "maria@quickstop.test",
  storeType: "gas-station",
  quantity: "custom",
  customQuantity: "40",
  needs: "Fuel pump handles and the hot food case.",
  productName: "Triple Zero Fuel System Cleaner",
  itemNumber: "TZ-CS-101",
  source: "convenience-store",
};
const grill = {
  form: "grill-quote",
  firstName: "Ray",
  lastName: "Hill",
  email: "ray@bbqpit.test",
  phone: "(555) 301-2200",
  company: "Hill's BBQ Pit",
  productName: "Triple Zero Smoker Cleaner",
  size: "Gallon",
  quantity: 6,
  message: "Three offset smokers, cleaned weekly.",
};
const sample = {
  form: "sample-request",
  firstName: "Joe",
  lastName: "Marsh",
  email: "joe@diner.test",
  company: "Joe's Diner",
  phone: "414-555-0199",
  address: "12 Main St",
  city: "Milwaukee",
  state: "WI",
  zipCode: "53202-1234",
  productName: "Triple Zero Restaurant Kitchen Degreaser",
  message: "Hood filters and the flat-top.",
};
const brewery = {
  form: "brewery-contact",
  firstName: "Ada",
  lastName: "Brau",
  email: "ada@hopworks.test",
  phone: "",
  breweryName: "Hopworks Brewing",
  interest: "beer-line-cleaning",
  message: "Forty taps, lines cleaned every two weeks.",
};
const productQuote = {
  form: "product-quote",
  firstName: "Lee",
  lastName: "Park",
  email: "lee@resort.test",
  company: "Lakeside Resort",
  productName: "Triple Zero Pool & Spa Descaler",
  itemNumber: "TZ-PS-101",
  size: "55-gallon-drum",
  quantity: "3",
};

describe("POST /api/contact: convenience-quote", () => {
  it("saves a quote lead with the product and e-mails staff the store, type, quantity and needs", async () => {
    const lead = await saveOk(convenience, "http://localhost:3000/convenience-store#products");
    expect(lead).toMatchObject({
      kind: "quote",
      form: "convenience-quote",
      firstName: "Maria de la",
      lastName: "Cruz",
      email: "maria@quickstop.test",
      company: "Quick Stop #4",
      message: convenience.needs,
      productName: "Triple Zero Fuel System Cleaner",
      productId: await productId("TZ-CS-101"),
      pagePath: "/convenience-store",
    });
    expect(lead.fields).toMatchObject({
      form: "convenience-quote",
      storeName: "Quick Stop #4",
      storeType: "gas-station",
      quantity: "custom",
      customQuantity: 40,
      itemNumber: "TZ-CS-101",
    });
    expect(lead.emailedAt).toBeInstanceOf(Date);

    const { head, text } = await staffMail(lead.id);
    expect(head).toMatch(/^Reply-To: maria@quickstop\.test$/m);
    expect(head).toMatch(
      /^Subject: Convenience store quote request: Maria de la Cruz, Quick Stop #4 \(Triple Zero Fuel System Cleaner\)$/m,
    );
    expect(text).toContain("Convenience store quote request from the web site.");
    expect(text).toMatch(/Store: +Quick Stop #4/);
    expect(text).toMatch(/Store type: +Gas Station/);
    expect(text).toMatch(/Quantity: +40 gallons \(custom amount\)/);
    expect(text).toMatch(/Item number: +TZ-CS-101/);
    expect(text).toContain("Cleaning needs / additional requirements:\nFuel pump handles");
    expect(text).toContain(`#${lead.id}`);
  });

  it("takes a one-word contact name and a listed quantity; company falls back to the store name unless given", async () => {
    const { customQuantity: _c, productName: _p, itemNumber: _i, ...rest } = convenience;
    const lead = await saveOk({ ...rest, contactName: "Cher", quantity: "12", company: "QS Holdings LLC" });
    expect(lead).toMatchObject({ firstName: "Cher", lastName: "", company: "QS Holdings LLC", productName: null, productId: null });
    const { text } = await staffMail(lead.id);
    expect(text).toMatch(/Quantity: +12 gallons/);
    expect(text).toMatch(/Company: +QS Holdings LLC/);
  });

  it("answers 400 naming customQuantity when the amount is custom and none is given", async () => {
    const { customQuantity: _c, ...payload } = convenience;
    expect(await fieldsOf(payload)).toEqual({ customQuantity: "Enter the number of gallons" });
    expect(await fieldsOf({ ...convenience, quantity: "8" })).toEqual({
      customQuantity: 'A number of gallons goes only with "Custom amount"',
    });
    expect(await fieldsOf({ form: "convenience-quote" })).toEqual({
      contactName: "This field is required",
      email: "This field is required",
      quantity: "This field is required",
      storeName: "This field is required",
      storeType: "This field is required",
    });
    expect(await fieldsOf({ ...convenience, storeType: "mall" })).toEqual({ storeType: "Choose a store type from the list" });
  });
});

describe("POST /api/contact: grill-quote", () => {
  it("saves a quote lead with the product, size and quantity", async () => {
    const lead = await saveOk(grill, "http://localhost:3000/grill-cleaning");
    expect(lead).toMatchObject({
      kind: "quote",
      form: "grill-quote",
      firstName: "Ray",
      lastName: "Hill",
      phone: "(555) 301-2200",
      company: "Hill's BBQ Pit",
      productName: "Triple Zero Smoker Cleaner",
      productId: await productId("TZ-GR-102"),
      message: grill.message,
    });
    expect(lead.fields).toMatchObject({ size: "Gallon", quantity: 6 });
    const { head, text } = await staffMail(lead.id);
    expect(head).toMatch(/^Subject: Grill cleaning quote request: Ray Hill, Hill's BBQ Pit \(Triple Zero Smoker Cleaner\)$/m);
    expect(text).toMatch(/Product: +Triple Zero Smoker Cleaner/);
    expect(text).toMatch(/Size: +Gallon/);
    expect(text).toMatch(/Quantity: +6/);
  });

  it("needs only a name and an e-mail; a product the catalog does not know keeps its name, without productId", async () => {
    const minimal = await saveOk({ form: "grill-quote", firstName: "Ray", lastName: "Hill", email: "ray@bbqpit.test", quantity: "" });
    expect(minimal).toMatchObject({ kind: "quote", productName: null, productId: null, company: null, phone: null });
    const unknown = await saveOk({ ...grill, productName: "Backyard Grill Kit" });
    expect(unknown).toMatchObject({ productName: "Backyard Grill Kit", productId: null });
  });

  it("answers 400 naming a bad quantity and the missing names", async () => {
    expect(await fieldsOf({ ...grill, quantity: 0 })).toEqual({ quantity: "Enter at least 1" });
    expect(await fieldsOf({ form: "grill-quote", email: "ray@bbqpit.test" })).toEqual({
      firstName: "This field is required",
      lastName: "This field is required",
    });
  });
});

describe("POST /api/contact: sample-request", () => {
  it("saves a sample_request lead with the product and the shipping address", async () => {
    const lead = await saveOk(sample, "http://localhost:3000/restaurant-cleaning");
    expect(lead).toMatchObject({
      kind: "sample_request",
      form: "sample-request",
      company: "Joe's Diner",
      phone: "414-555-0199",
      productName: "Triple Zero Restaurant Kitchen Degreaser",
      productId: await productId("TZ-KD-101"),
    });
    expect(lead.fields).toMatchObject({ address: "12 Main St", city: "Milwaukee", state: "WI", zipCode: "53202-1234" });
    const { head, text } = await staffMail(lead.id);
    expect(head).toMatch(/^Subject: Sample request: Joe Marsh, Joe's Diner \(Triple Zero Restaurant Kitchen Degreaser\)$/m);
    expect(text).toContain("Sample request from the web site.");
    expect(text).toMatch(/Ship to: +12 Main St, Milwaukee, WI 53202-1234/);
    expect(text).toMatch(/Business: +Joe's Diner/);
  });

  it("answers 400 naming a state that is not one of the 50 states or DC, and a bad ZIP code", async () => {
    expect(await fieldsOf({ ...sample, state: "ZZ" })).toEqual({ state: "Choose a US state" });
    expect(await fieldsOf({ ...sample, zipCode: "5320" })).toEqual({ zipCode: "Enter a 5-digit ZIP code, or ZIP+4" });
    const { address: _a, productName: _p, ...missing } = sample;
    expect(await fieldsOf(missing)).toEqual({ address: "This field is required", productName: "This field is required" });
  });
});

describe("POST /api/contact: brewery-contact", () => {
  it("saves a brewery_contact lead with the brewery as company and the interest's label in the e-mail", async () => {
    const lead = await saveOk(brewery, "http://localhost:3000/brewery-cleaning#contact");
    expect(lead).toMatchObject({
      kind: "brewery_contact",
      form: "brewery-contact",
      company: "Hopworks Brewing",
      industry: "brewery",
      phone: null,
      productName: null,
      productId: null,
      message: brewery.message,
    });
    expect(lead.fields).toMatchObject({ interest: "beer-line-cleaning", breweryName: "Hopworks Brewing" });
    const { head, text } = await staffMail(lead.id);
    expect(head).toMatch(/^Subject: Brewery contact message: Ada Brau, Hopworks Brewing$/m);
    expect(text).toMatch(/Brewery: +Hopworks Brewing/);
    expect(text).toMatch(/Interest: +Beer Line Cleaning/);
    expect(text).not.toContain("beer-line-cleaning");
  });

  it("answers 400 naming an interest outside the list", async () => {
    expect(await fieldsOf({ ...brewery, interest: "beer" })).toEqual({ interest: "Choose an interest from the list" });
    expect(await fieldsOf({ ...brewery, breweryName: "  ", interest: "" })).toEqual({
      breweryName: "This field is required",
      interest: "This field is required",
    });
  });
});

describe("POST /api/contact: product-quote", () => {
  it("saves a quote lead with the product found by item number, size and quantity", async () => {
    const lead = await saveOk(productQuote, "http://localhost:3000/pool-spa-descaler");
    expect(lead).toMatchObject({
      kind: "quote",
      form: "product-quote",
      company: "Lakeside Resort",
      productName: "Triple Zero Pool & Spa Descaler",
      productId: await productId("TZ-PS-101"),
    });
    expect(lead.fields).toMatchObject({ quantity: 3, size: "55-gallon-drum", itemNumber: "TZ-PS-101" });
    const { head, text } = await staffMail(lead.id);
    expect(head).toMatch(/^Subject: Product quote request: Lee Park, Lakeside Resort \(Triple Zero Pool & Spa Descaler\)$/m);
    expect(text).toMatch(/Size: +55 gallon drums/);
    expect(text).toMatch(/Quantity: +3/);
  });

  it("answers 400 naming the missing product and quantity", async () => {
    const { productName: _p, quantity: _q, ...payload } = productQuote;
    expect(await fieldsOf(payload)).toEqual({ productName: "This field is required", quantity: "This field is required" });
    expect(await fieldsOf({ ...productQuote, quantity: 10_001 })).toEqual({ quantity: "Enter at most 10,000" });
  });
});

describe("POST /api/contact: what every new form shares", () => {
  it("answers 400 naming `form` for an unknown form", async () => {
    expect(await fieldsOf({ ...brewery, form: "wholesale-quote" })).toEqual({
      form: "Use one of: consultation, contact, pool-contact, convenience-quote, grill-quote, sample-request, brewery-contact, product-quote",
    });
  });

  it("saves one lead, e-mails staff once and acknowledges once for the same submissionId sent twice", async () => {
    const submissionId = randomUUID();
    // An address of its own: the earlier tests used up joe's acknowledgements for the day.
    const payload = { ...sample, email: `joe.${submissionId}@diner.test`, submissionId };
    const first = await answer(await post(payload));
    const second = await answer(await post(payload));
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect(await db().lead.count({ where: { submissionId } })).toBe(1);
    const mails = await db().outgoingEmail.findMany({
      where: { relatedType: "Lead", relatedId: String(first.body.id) },
      select: { to: true },
    });
    expect(mails.map((mail) => mail.to).sort()).toEqual([payload.email, STAFF].sort());
  });

  it("refuses multi-line names that would reach the e-mail headers", async () => {
    expect(await fieldsOf({ ...brewery, breweryName: "Hop\r\nBcc: x@y.test" })).toEqual({ breweryName: "Use a single line of text" });
    expect(await fieldsOf({ ...convenience, contactName: "Maria\nBcc: x@y.test" })).toEqual({ contactName: "Use a single line of text" });
  });
});
