import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/contact/route";
import { db } from "@/lib/db/client";
import { createCustomer } from "@/tests/support/accounts";
import { sessionCookieHeader } from "@/tests/support/auth";
import { deliverQueuedEmails } from "@/tests/support/jobs";

const STAFF = "staff-inbox@triplezero.test";
let outbox: string;
let dataDir: string;
const saved = { DATA_DIR: process.env.DATA_DIR, SMTP_URL: process.env.SMTP_URL, STAFF_EMAIL: process.env.STAFF_EMAIL };

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "contact-api-"));
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

// Every test sends from addresses of its own, so that only the rate-limit test meets the limit.
let addressCounter = 0;
const newAddress = () => `198.51.100.${++addressCounter}`;

type Options = { address?: string; referer?: string; contentType?: string | null; headers?: Record<string, string> };

function post(body: unknown, { address = newAddress(), referer, contentType = "application/json", headers = {} }: Options = {}) {
  const all: Record<string, string> = { "x-forwarded-for": address, "user-agent": "vitest", ...headers };
  if (contentType) all["content-type"] = contentType;
  if (referer) all.referer = referer;
  return POST(
    new Request("http://localhost/api/contact", {
      method: "POST",
      headers: all,
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Undoes quoted-printable (soft line breaks and =XX), enough to read the body of a written message. */
function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

const consultation = {
  firstName: "Jane",
  lastName: "Doe",
  email: "jane.doe@acmefoods.test",
  company: "Acme Foods",
  industry: "food",
  inquiryType: "technical-consultation",
  message: "We descale 12 dish machines weekly and want to drop the hazmat acid.",
};

describe("POST /api/contact: a consultation request", () => {
  it("saves the lead and writes an e-mail for staff to the outbox", async () => {
    const { status, body } = await answer(
      await post({ form: "consultation", source: "home", ...consultation }, { referer: "http://localhost:3000/?utm=x#contact" }),
    );
    expect(status).toBe(201);
    expect(body).toEqual({ ok: true, id: expect.any(Number) });
    const id = body.id as number;

    const lead = await db().lead.findUniqueOrThrow({ where: { id } });
    expect(lead).toMatchObject({
      kind: "consultation",
      form: "home-consultation",
      status: "new",
      firstName: "Jane",
      lastName: "Doe",
      email: "jane.doe@acmefoods.test",
      company: "Acme Foods",
      industry: "food",
      message: consultation.message,
      pagePath: "/",
      userAgent: "vitest",
    });
    expect(lead.ip).toMatch(/^198\.51\.100\.\d+$/);
    expect(lead.fields).toMatchObject({ form: "consultation", inquiryType: "technical-consultation", source: "home" });
    expect(lead.emailedAt).toBeInstanceOf(Date);

    await deliverQueuedEmails();
    const email = await db().outgoingEmail.findFirstOrThrow({ where: { relatedType: "Lead", relatedId: String(id), to: STAFF } });
    expect(email).toMatchObject({ to: STAFF, status: "written", error: null });
    // The requester is thanked at once too, with the seeds' promise; their reply goes to the sales address.
    expect(lead.acknowledgedAt).toBeInstanceOf(Date);
    const acknowledgement = await db().outgoingEmail.findFirstOrThrow({
      where: { relatedType: "Lead", relatedId: String(id), to: "jane.doe@acmefoods.test" },
    });
    expect(acknowledgement).toMatchObject({ status: "written", replyTo: STAFF });
    expect(acknowledgement.text).toContain("We'll get back to you within 24 hours.");

    const file = readdirSync(outbox).find((name) => name.includes(`-email-${email.id}-`) && name.endsWith(".eml"));
    expect(file).toBeDefined();
    const raw = readFileSync(path.join(outbox, file!), "utf8");
    const [head = "", ...rest] = raw.split("\r\n\r\n");
    expect(head).toMatch(/^To: staff-inbox@triplezero\.test$/m);
    expect(head).toMatch(/^Reply-To: jane\.doe@acmefoods\.test$/m);
    expect(head).toMatch(/^Subject: Consultation request: Jane Doe, Acme Foods$/m);
    expect(head).toMatch(/^From: .*Triple Zero Chemical Co\./m);
    const text = decodeQuotedPrintable(rest.join("\r\n\r\n"));
    expect(text).toContain("Jane Doe");
    expect(text).toContain("jane.doe@acmefoods.test");
    expect(text).toContain("Food & Beverage");
    expect(text).toContain("Technical Consultation");
    expect(text).toContain("We descale 12 dish machines weekly");
    expect(text).toContain(`#${id}`);
  });
});

describe("POST /api/contact: the payloads of the seeds, without a form field", () => {
  it("accepts the home consultation form's payload (seed 000 §7)", async () => {
    const { status, body } = await answer(await post(consultation, { referer: "http://localhost:3000/" }));
    expect(status).toBe(201);
    const lead = await db().lead.findUniqueOrThrow({ where: { id: body.id as number } });
    expect(lead).toMatchObject({ kind: "consultation", form: "consultation", company: "Acme Foods" });
  });

  it("accepts the general contact page's payload with an application (seed 001 §7)", async () => {
    const payload = {
      firstName: "Luis",
      lastName: "Ortega",
      email: "luis@valleydairy.test",
      company: "Valley Dairy Co-op",
      industry: "food",
      message: "Quote for membrane cleaner for our UF skid.",
      inquiryType: "quote-request",
      application: "membrane_cleaning",
    };
    const { status, body } = await answer(await post(payload));
    expect(status).toBe(201);
    const lead = await db().lead.findUniqueOrThrow({ where: { id: body.id as number } });
    expect(lead).toMatchObject({ kind: "contact", form: "contact-page", industry: "food" });
    expect(lead.fields).toMatchObject({ application: "membrane_cleaning", inquiryType: "quote-request" });
  });

  it("takes a payload posted from /contact/… as the contact form, with the default inquiry type", async () => {
    const payload = {
      firstName: "Ana",
      lastName: "Berg",
      email: "ana@coolair.test",
      company: "CoolAir Mechanical",
      industry: "hvac",
      message: "Boiler descaling for 4 buildings.",
    };
    const { status, body } = await answer(await post(payload, { referer: "http://localhost:3000/contact/hvac" }));
    expect(status).toBe(201);
    const lead = await db().lead.findUniqueOrThrow({ where: { id: body.id as number } });
    expect(lead).toMatchObject({ kind: "contact", industry: "hvac", pagePath: "/contact/hvac" });
    expect(lead.fields).toMatchObject({ inquiryType: "product-information" });
  });

  it("accepts the pool contact form's payload, optional fields left empty (seed 001 §7)", async () => {
    const payload = {
      firstName: "Sam",
      lastName: "Reed",
      email: "sam@example.test",
      phone: "",
      facilityType: "",
      message: "Scale line on our spa tile.",
      industry: "Pool & Spa",
    };
    const { status, body } = await answer(await post(payload));
    expect(status).toBe(201);
    const lead = await db().lead.findUniqueOrThrow({ where: { id: body.id as number } });
    expect(lead).toMatchObject({ kind: "pool_contact", form: "pool-contact", industry: "pool-spa", phone: null, company: null });
    expect(lead.fields).toMatchObject({ industry: "Pool & Spa" });
  });

  it("accepts the pool form with a phone and a facility type", async () => {
    const { status } = await answer(
      await post({
        firstName: "Kim",
        lastName: "Lo",
        email: "kim@resort.test",
        phone: "(555) 201-3344",
        facilityType: "hotel-resort",
        message: "Two pools and four spas.",
        industry: "Pool & Spa",
      }),
    );
    expect(status).toBe(201);
  });
});

describe("POST /api/contact: bad input answers 400 naming the fields", () => {
  it("names every missing required field of the consultation form", async () => {
    const { status, body } = await answer(await post({ form: "consultation" }));
    expect(status).toBe(400);
    expect(body).toEqual({
      error: "Invalid request",
      fields: {
        company: "This field is required",
        email: "This field is required",
        firstName: "This field is required",
        lastName: "This field is required",
      },
    });
  });

  it("names the contact form's required message and a malformed e-mail", async () => {
    const { status, body } = await answer(
      await post({ form: "contact", firstName: "A", lastName: "B", email: "not-an-email", company: "C", message: "  " }),
    );
    expect(status).toBe(400);
    expect(body.fields).toEqual({ email: "Enter a valid e-mail address", message: "This field is required" });
  });

  it("refuses options that are not in the lists, and an application outside the food industry", async () => {
    const base = { form: "contact", firstName: "A", lastName: "B", email: "a@b.test", company: "C", message: "Hi" };
    const bad = await answer(await post({ ...base, industry: "rocketry", inquiryType: "gossip" }));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: "Invalid request",
      fields: { industry: "Choose an industry from the list", inquiryType: "Choose an inquiry type from the list" },
    });

    const application = await answer(await post({ ...base, industry: "hvac", application: "resin_regen" }));
    expect(application.status).toBe(400);
    expect(application.body).toEqual({
      error: "Invalid request",
      fields: { application: "An application can only be chosen for the food and beverage industry" },
    });
  });

  it("names the pool form's bad phone and facility type", async () => {
    const { status, body } = await answer(
      await post({
        form: "pool-contact",
        firstName: "A",
        lastName: "B",
        email: "a@b.test",
        message: "Hi",
        phone: "call me",
        facilityType: "castle",
      }),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      error: "Invalid request",
      fields: { facilityType: "Choose a facility type from the list", phone: "Enter a phone number, e.g. 555-123-4567" },
    });
  });

  it("refuses overlong fields, multi-line names, a bad submissionId and an unknown form", async () => {
    const tooLong = await answer(await post({ ...consultation, form: "consultation", firstName: "x".repeat(81) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ error: "Invalid request", fields: { firstName: "Use at most 80 characters" } });

    const multiLine = await answer(await post({ ...consultation, lastName: "Doe\r\nBcc: x@y.test" }));
    expect(multiLine.status).toBe(400);
    expect(multiLine.body).toEqual({ error: "Invalid request", fields: { lastName: "Use a single line of text" } });

    const submission = await answer(await post({ ...consultation, submissionId: "1234" }));
    expect(submission.status).toBe(400);
    expect(submission.body).toEqual({ error: "Invalid request", fields: { submissionId: "Must be a UUID" } });

    const form = await answer(await post({ ...consultation, form: "newsletter" }));
    expect(form.status).toBe(400);
    expect(form.body).toEqual({
      error: "Invalid request",
      fields: {
        form: "Use one of: consultation, contact, pool-contact, convenience-quote, grill-quote, sample-request, brewery-contact, product-quote",
      },
    });
  });

  it("answers 400, not 5xx, for JSON that is not an object or not JSON at all", async () => {
    for (const [body, message] of [
      ["[1,2]", "Send a JSON object"],
      ["null", "Send a JSON object"],
      ['"text"', "Send a JSON object"],
      ["{not json", "The body is not valid UTF-8 JSON"],
      ["", "The body is not valid UTF-8 JSON"],
    ]) {
      const result = await answer(await post(body));
      expect(result, body).toEqual({ status: 400, body: { error: "Invalid request", fields: { body: message } } });
    }
  });
});

describe("POST /api/contact: size and content type", () => {
  const TOO_LARGE = "The request is larger than 16 KB";

  it("answers 413 when Content-Length says more than 16 KB", async () => {
    const { status, body } = await answer(await post(consultation, { headers: { "content-length": String(16 * 1024 + 1) } }));
    expect(status).toBe(413);
    expect(body).toEqual({ error: TOO_LARGE });
  });

  it("answers 413 when the body itself is larger than 16 KB", async () => {
    const { status, body } = await answer(await post({ ...consultation, message: "x".repeat(17 * 1024) }));
    expect(status).toBe(413);
    expect(body).toEqual({ error: TOO_LARGE });
  });

  it("answers 413 for a streamed body over 16 KB without a Content-Length", async () => {
    const chunk = new TextEncoder().encode(`{"message":"${"x".repeat(8 * 1024)}`);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 3; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await POST(
      new Request("http://localhost/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": newAddress() },
        body: stream,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: TOO_LARGE });
  });

  it("answers 415 for anything but JSON", async () => {
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", null]) {
      const result = await answer(await post(consultation, { contentType }));
      expect(result, String(contentType)).toEqual({ status: 415, body: { error: "Send JSON (Content-Type: application/json)" } });
    }
  });

  it("accepts JSON with a charset", async () => {
    expect((await post(consultation, { contentType: "application/json; charset=utf-8" })).status).toBe(201);
  });
});

describe("POST /api/contact: the requester's acknowledgement", () => {
  const fresh = () => `requester-${randomUUID()}@example.test`;
  const acknowledgementOf = (leadId: unknown, to: string) =>
    db().outgoingEmail.findMany({ where: { relatedType: "Lead", relatedId: String(leadId), to: { equals: to, mode: "insensitive" } } });
  const spam = {
    ...consultation,
    firstName: "Prize",
    lastName: "Desk",
    company: "Claim at spam.example",
    message: "You won! Claim your prize at https://spam.example/claim before Friday.",
  };

  it("is a fixed text for an address nobody confirmed: nothing the form said, no link, only the request's number", async () => {
    const email = fresh();
    const { status, body } = await answer(await post({ form: "consultation", ...spam, email }));
    expect(status).toBe(201);
    const [mail, ...more] = await acknowledgementOf(body.id, email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Thank you for contacting Triple Zero Chemical Co. (request #${body.id as number})`);
    expect(mail!.text).toContain("We'll get back to you within 24 hours.");
    expect(mail!.text).toContain(`#${body.id as number}`);
    for (const typed of ["Prize", "Desk", "spam.example", "You won", email]) expect(mail!.text).not.toContain(typed);
    expect(mail!.text).not.toMatch(/https?:\/\//);
  });

  it("tells a signed-in customer what they sent, when the form names their own address", async () => {
    const customer = await createCustomer({ firstName: "Jane" });
    const cookie = await sessionCookieHeader({ id: customer.id, email: customer.email, role: "customer" });
    const own = await answer(
      await post({ form: "consultation", ...consultation, email: customer.email.toUpperCase() }, { headers: { cookie } }),
    );
    const [mail] = await acknowledgementOf(own.body.id, customer.email);
    expect(mail!.text).toContain("Hello Jane,");
    expect(mail!.text).toContain(consultation.message);

    // Signed in, but naming someone else's address: that address gets the fixed text.
    const other = fresh();
    const theirs = await answer(await post({ form: "consultation", ...spam, email: other }, { headers: { cookie } }));
    const [fixed] = await acknowledgementOf(theirs.body.id, other);
    expect(fixed!.text).not.toContain("spam.example");
  });

  it("goes to one address at most three times a day, whatever address the forms come from; each request is saved and sent to staff", async () => {
    const email = fresh();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { status, body } = await answer(await post({ form: "consultation", ...consultation, email }));
      expect(status).toBe(201);
      ids.push(body.id as number);
    }
    expect(await db().outgoingEmail.count({ where: { to: email } })).toBe(3);
    expect(await db().outgoingEmail.count({ where: { to: STAFF, relatedType: "Lead", relatedId: { in: ids.map(String) } } })).toBe(5);
    const leads = await db().lead.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } });
    expect(leads.map((lead) => lead.acknowledgedAt !== null)).toEqual([true, true, true, false, false]);
  });
});

describe("POST /api/contact: a doubled submit", () => {
  it("saves one lead, e-mails staff once and acknowledges once for the same submissionId sent twice", async () => {
    const submissionId = randomUUID();
    // An address of its own: the earlier tests used up jane's acknowledgements for the day.
    const payload = { ...consultation, email: `jane.${submissionId}@acmefoods.test`, form: "consultation", submissionId };
    const first = await answer(await post(payload));
    const second = await answer(await post(payload));
    expect(first).toEqual({ status: 201, body: { ok: true, id: expect.any(Number) } });
    expect(second).toEqual(first);
    expect(await db().lead.count({ where: { submissionId } })).toBe(1);
    const mails = await db().outgoingEmail.findMany({
      where: { relatedType: "Lead", relatedId: String(first.body.id) },
      select: { to: true },
    });
    expect(mails.map((mail) => mail.to).sort()).toEqual([payload.email, STAFF].sort());
  });

  it("saves one lead when the two submits arrive at the same time", async () => {
    const submissionId = randomUUID();
    const payload = { ...consultation, email: `jane.${submissionId}@acmefoods.test`, form: "consultation", submissionId };
    const results = await Promise.all([post(payload), post(payload)].map(async (r) => answer(await r)));
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(results[0]!.body.id).toBe(results[1]!.body.id);
    expect(await db().lead.count({ where: { submissionId } })).toBe(1);
    // The loser's transaction, its acknowledgement with it, was undone.
    expect(
      await db().outgoingEmail.count({ where: { relatedType: "Lead", relatedId: String(results[0]!.body.id), to: payload.email } }),
    ).toBe(1);
  });
});

describe("POST /api/contact: rate limits", () => {
  const contactPage = { ...consultation, form: "contact", message: "Quote for 40 gallons." };
  const pool = { firstName: "Sam", lastName: "Reed", email: "sam@example.test", message: "Scale on our spa tile.", industry: "Pool & Spa" };
  const brewery = {
    form: "brewery-contact",
    firstName: "Ada",
    lastName: "Brau",
    email: "ada@hopworks.test",
    breweryName: "Hopworks Brewing",
    interest: "beer-line-cleaning",
    message: "Forty taps.",
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
    zipCode: "53202",
    productName: "Triple Zero Restaurant Kitchen Degreaser",
  };
  const statuses = async (payload: object, times: number, address: string) => {
    const found: number[] = [];
    for (let i = 0; i < times; i++) found.push((await post(payload, { address })).status);
    return found;
  };

  it("refuses the 6th quick request of one form from one address with 429 saying when to try again; its other forms and other addresses go on", async () => {
    const address = "203.0.113.200";
    expect(await statuses(consultation, 5, address)).toEqual([201, 201, 201, 201, 201]);

    const sixth = await post(consultation, { address });
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(540);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await sixth.json()).toEqual({ error: "Too many requests from your address. Please try again in 10 minutes." });

    // A quote and a pool question from the same shopper are still welcome.
    expect((await post(contactPage, { address })).status).toBe(201);
    expect((await post(pool, { address })).status).toBe(201);
    expect((await post(consultation, { address: "203.0.113.201" })).status).toBe(201);
  });

  it("takes twenty requests an hour from one address across its forms, then says to try again when the hour is over", async () => {
    const address = "203.0.113.210";
    for (const payload of [consultation, contactPage, pool, sample])
      expect(await statuses(payload, 5, address)).toEqual([201, 201, 201, 201, 201]);

    const refused = await post(brewery, { address });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await refused.json()).toEqual({
      error: `Too many requests from your address. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    });
  });
});
