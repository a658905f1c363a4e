// Safety data sheets as controlled documents and certificates from real lots: every seeded sheet
// has the 16 OSHA sections and the pH its product page states, and downloads as the same bytes each time;
// publishing refuses an empty section by name; a new revision keeps the old one downloadable; a published
// revision never changes, whatever asks; an uploaded file must be a PDF by its content; a certificate is
// offered only for a shipped item given a recorded lot, and only to that order's buyer (or its guest link).
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { PDFDocument, PDFName, PDFString } from "@cantoo/pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as fulfil } from "@/app/api/admin/orders/[id]/fulfilment/route";
import { GET as productFactsRoute, PUT as putFacts } from "@/app/api/admin/products/[id]/facts/route";
import { POST as newDraft } from "@/app/api/admin/products/[id]/sds/route";
import { POST as uploadSds } from "@/app/api/admin/products/[id]/sds/upload/route";
import { POST as publish } from "@/app/api/admin/sds/[id]/publish/route";
import { PUT as saveDraft } from "@/app/api/admin/sds/[id]/route";
import { GET as lotsRoute, POST as recordLot } from "@/app/api/admin/lots/route";
import { GET as certificateRoute } from "@/app/api/orders/[orderNumber]/certificates/[lotNumber]/route";
import { GET as sdsDownload } from "@/app/(site)/sds/[itemNumber]/[revision]/route";
import { factsFor } from "@/prisma/seed-data/product-facts";
import { db } from "@/lib/db/client";
import { productPage } from "@/lib/catalog/product-page";
import { phOf, readFacts } from "@/lib/catalog/facts";
import { SDS_SECTIONS, type SdsContent } from "@/lib/sds/rules";
import { orderLink } from "@/lib/orders/access-token";
import { customerDocuments } from "@/lib/portal/documents";
import { productSds, sdsLibrary } from "@/lib/sds/library";
import { sessionCookieHeader } from "@/tests/support/auth";
import { MADISON_CUSTOMER } from "@/tests/support/orders";
import { pdfText } from "@/tests/support/pdf-text";

type Account = { id: string; email: string; role: "customer" | "staff" };
let staffCookie: string;
let buyer: Account;
let buyerCookie: string;
let otherCookie: string;

async function makeUser(role: "customer" | "staff", name: string): Promise<Account> {
  const email = `sds-${name}-${randomUUID()}@example.com`;
  const user = await db().user.create({ data: { email, firstName: name, lastName: "Tester", passwordHash: "scrypt$x", role } });
  return { id: user.id, email, role };
}

beforeAll(async () => {
  staffCookie = await sessionCookieHeader(await makeUser("staff", "Sam"));
  buyer = await makeUser("customer", "Bea");
  buyerCookie = await sessionCookieHeader(buyer);
  otherCookie = await sessionCookieHeader(await makeUser("customer", "Olly"));
});

const context = (params: Record<string, string>) => ({ params: Promise.resolve(params) });

function request(url: string, init: { method?: string; cookie?: string | null; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  return new NextRequest(`http://localhost${url}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const download = (itemNumber: string, revision: number, headers?: Record<string, string>) =>
  sdsDownload(request(`/sds/${itemNumber}/${revision}`, { headers }), context({ itemNumber, revision: String(revision) }));

/** A product of the test's own, with facts, so that revisions and lots do not touch the catalog's. */
async function ownProduct() {
  const itemNumber = `TZ-SDS-${randomUUID().slice(0, 6).toUpperCase()}`;
  const product = await db().product.create({
    data: {
      itemNumber,
      slug: `sds-test-${itemNumber.toLowerCase()}`,
      name: `Sheet Test Cleaner ${itemNumber}`,
      category: "INDUSTRIAL",
      description: "A cleaner for the sheet tests.",
      pricePerGallon: "30.00",
      chemicalType: "acid",
      benefits: [],
      applications: [],
      facts: factsFor("TZ-PS-101"),
      sizes: { create: [{ size: "gallon", itemNumber, price: "30.00" }] },
    },
    include: { sizes: true },
  });
  return { ...product, size: product.sizes[0]! };
}

type StaffRevision = { id: number; revision: number; state: string; updatedAt: string; content: SdsContent };

async function draftOf(productId: number): Promise<StaffRevision> {
  const response = await newDraft(
    request(`/api/admin/products/${productId}/sds`, { method: "POST", cookie: staffCookie }),
    context({ id: String(productId) }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as StaffRevision;
}

const sectionOf = (value: string) => ({ entries: [{ label: "Statement", value }] });
const fullContent = (): SdsContent =>
  Object.fromEntries(
    SDS_SECTIONS.map((section) => [section.key, sectionOf(`${section.title} of the test sheet.`)]),
  ) as unknown as SdsContent;

async function save(draft: StaffRevision, content: SdsContent, revisionDate = "2026-11-20"): Promise<StaffRevision> {
  const response = await saveDraft(
    request(`/api/admin/sds/${draft.id}`, {
      method: "PUT",
      cookie: staffCookie,
      body: { content, revisionDate, updatedAt: draft.updatedAt },
    }),
    context({ id: String(draft.id) }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as StaffRevision;
}

const publishCall = (draft: StaffRevision) =>
  publish(
    request(`/api/admin/sds/${draft.id}/publish`, { method: "POST", cookie: staffCookie, body: { updatedAt: draft.updatedAt } }),
    context({ id: String(draft.id) }),
  );

describe("revisions", () => {
  it("refuses to publish a draft with an empty section, naming it, and publishes it once it is complete", async () => {
    const product = await ownProduct();
    const draft = await save(await draftOf(product.id), {
      ...fullContent(),
      toxicology: { entries: [{ label: "Acute toxicity", value: "  " }] },
    });
    const refused = await publishCall(draft);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: "Section 11 (Toxicological information) is empty: every section must say something before publishing",
      fields: { toxicology: "Section 11 (Toxicological information) is empty: every section must say something before publishing" },
    });
    expect((await productSds(product.itemNumber))!.revisions).toEqual([]);

    const complete = await save(draft, fullContent());
    const published = await publishCall(complete);
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ revision: 1, state: "published", revisionDate: "2026-11-20" });
    const text = await pdfText(new Uint8Array(await (await download(product.itemNumber, 1)).arrayBuffer()));
    expect(text).toContain("Revision date: November 20, 2026");
  });

  it("keeps the earlier revision downloadable, byte for byte, when a new one is published, and makes the new one current", async () => {
    const product = await ownProduct();
    await publishCall(await save(await draftOf(product.id), fullContent(), "2026-10-01"));
    const before = Buffer.from(await (await download(product.itemNumber, 1)).arrayBuffer());

    const second = await draftOf(product.id);
    // The new draft starts from what buyers read today.
    expect(second.content.identification).toEqual(sectionOf("Identification of the test sheet."));
    const changed = { ...second.content, firstAid: sectionOf("Rinse eyes with water for 15 minutes.") };
    expect((await publishCall(await save(second, changed, "2026-11-02"))).status).toBe(200);

    const sds = await productSds(product.itemNumber);
    expect(sds!.revisions.map((revision) => [revision.revision, revision.revisionDate])).toEqual([
      [2, "2026-11-02"],
      [1, "2026-10-01"],
    ]);
    expect((await sdsLibrary(product.itemNumber))[0]!.current).toEqual({ revision: 2, revisionDate: "2026-11-02" });
    const after = Buffer.from(await (await download(product.itemNumber, 1)).arrayBuffer());
    expect(Buffer.compare(before, after)).toBe(0);
    expect(await pdfText(new Uint8Array(await (await download(product.itemNumber, 2)).arrayBuffer()))).toContain(
      "Rinse eyes with water for 15 minutes.",
    );
  });

  it("never changes a published revision: the API refuses with 409 and the database refuses a direct update or delete", async () => {
    const product = await ownProduct();
    const draft = await save(await draftOf(product.id), fullContent());
    const published = (await (await publishCall(draft)).json()) as StaffRevision;
    const again = await saveDraft(
      request(`/api/admin/sds/${published.id}`, {
        method: "PUT",
        cookie: staffCookie,
        body: { content: fullContent(), revisionDate: "2026-12-01", updatedAt: published.updatedAt },
      }),
      context({ id: String(published.id) }),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: "A published revision never changes: make a new revision instead",
      fields: { state: "A published revision never changes: make a new revision instead" },
    });
    await expect(db().sdsRevision.update({ where: { id: published.id }, data: { revisionDate: new Date("2027-01-01") } })).rejects.toThrow(
      /cannot change/,
    );
    await expect(db().sdsRevision.delete({ where: { id: published.id } })).rejects.toThrow(/cannot be deleted/);
  });

  it("publishes an uploaded PDF as the next revision exactly as sent, and refuses a file that is not a PDF by its content", async () => {
    const product = await ownProduct();
    const upload = (bytes: Uint8Array, name: string, revisionDate = "2026-09-09") => {
      const form = new FormData();
      form.set("revisionDate", revisionDate);
      form.set("file", new File([bytes.slice().buffer], name, { type: "application/pdf" }));
      return uploadSds(
        new NextRequest(`http://localhost/api/admin/products/${product.id}/sds/upload`, {
          method: "POST",
          headers: { cookie: staffCookie },
          body: form,
        }),
        context({ id: String(product.id) }),
      );
    };
    const notPdf = await upload(new TextEncoder().encode("GIF89a not a pdf at all"), "sheet.pdf");
    expect(notPdf.status).toBe(400);
    expect(await notPdf.json()).toEqual({ error: "The file is not a PDF", fields: { file: "The file is not a PDF" } });

    const authored = new Uint8Array(await (await download("TZ-PS-102", 1)).arrayBuffer());
    const accepted = await upload(authored, "our-own-sds.pdf");
    expect(accepted.status).toBe(201);
    expect(await accepted.json()).toMatchObject({ revision: 1, state: "published", source: "uploaded", revisionDate: "2026-09-09" });
    const served = Buffer.from(await (await download(product.itemNumber, 1)).arrayBuffer());
    expect(Buffer.compare(served, Buffer.from(authored))).toBe(0);
  });

  it("refuses an uploaded PDF that would run a script, launch a program or carry a file, however it is written", async () => {
    const product = await ownProduct();
    const upload = (bytes: Uint8Array) => {
      const form = new FormData();
      form.set("revisionDate", "2026-09-10");
      form.set("file", new File([bytes.slice().buffer], "supplier-sds.pdf", { type: "application/pdf" }));
      return uploadSds(
        new NextRequest(`http://localhost/api/admin/products/${product.id}/sds/upload`, {
          method: "POST",
          headers: { cookie: staffCookie },
          body: form,
        }),
        context({ id: String(product.id) }),
      );
    };
    const sheets = await activeSheets();
    for (const [label, bytes] of Object.entries(sheets)) {
      const refused = await upload(bytes);
      expect(refused.status, label).toBe(400);
      const answer = (await refused.json()) as { error: string; fields: Record<string, string> };
      expect(Object.keys(answer.fields), label).toEqual(["file"]);
      expect(answer.error, label).toMatch(
        /^The PDF holds active content \(.+\): upload a copy without scripts, actions or attached files$/,
      );
    }
    // An encrypted one hides what it holds.
    const plainText = Buffer.from(await onePageSheet(() => undefined, false)).toString("latin1");
    const encrypted = await upload(latin1(plainText.replace("/Root", "/Encrypt << /Filter /Standard /V 2 >>\n/Root")));
    expect(encrypted.status).toBe(400);
    expect(await encrypted.json()).toEqual({
      error: "The PDF is encrypted, so what it holds cannot be checked: upload a copy without a password or restrictions",
      fields: { file: "The PDF is encrypted, so what it holds cannot be checked: upload a copy without a password or restrictions" },
    });
    expect((await productSds(product.itemNumber))?.revisions ?? []).toEqual([]);

    // A sheet that only opens at its first page, as many authoring programs write it, is taken.
    const plain = await upload(
      await onePageSheet((document) =>
        document.catalog.set(PDFName.of("OpenAction"), document.context.obj([document.getPage(0).ref, PDFName.of("Fit")])),
      ),
    );
    expect(plain.status).toBe(201);
  });

  it("serves a safety data sheet in a sandbox, so that nothing in it runs as the site", async () => {
    const product = await ownProduct();
    await publishCall(await save(await draftOf(product.id), fullContent()));
    const served = await download(product.itemNumber, 1);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    const policy = (served.headers.get("content-security-policy") ?? "").split(";").map((directive) => directive.trim());
    expect(policy).toContain("sandbox");
    expect(policy).toContain("default-src 'none'");
  });
});

/** The bytes of `text`, one per character (a PDF's bytes read as Latin-1). */
const latin1 = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

/** A one-page PDF, changed by `change` before it is saved, with or without object streams. */
async function onePageSheet(change: (document: PDFDocument) => void, useObjectStreams = true): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.addPage().drawText("Safety Data Sheet", { x: 50, y: 700 });
  change(document);
  return document.save({ useObjectStreams });
}

/** PDFs with active content, each written a way a check of the bytes alone could miss. */
async function activeSheets(): Promise<Record<string, Uint8Array>> {
  const javaScriptOnOpen = (document: PDFDocument) =>
    document.catalog.set(
      PDFName.of("OpenAction"),
      document.context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of("app.alert('x')") }),
    );
  const plainText = Buffer.from(await onePageSheet(javaScriptOnOpen, false)).toString("latin1");
  return {
    "JavaScript on open": await onePageSheet(javaScriptOnOpen, false),
    "JavaScript on open, inside an object stream": await onePageSheet(javaScriptOnOpen, true),
    "JavaScript on open, its names written with #-escapes": latin1(
      plainText.replace("/JavaScript", "/J#61vaScript").replace("/JS ", "/#4AS ").replace("/OpenAction", "/Open#41ction"),
    ),
    "a program launched by a link": await onePageSheet((document) => {
      const link = document.context.obj({
        Type: "Annot",
        Subtype: "Link",
        Rect: [0, 0, 100, 100],
        A: { S: "Launch", F: PDFString.of("calc.exe") },
      });
      document.getPage(0).node.set(PDFName.of("Annots"), document.context.obj([document.context.register(link)]));
    }),
    "a document-level script in the name tree": await onePageSheet((document) => {
      const script = document.context.obj({ S: "JavaScript", JS: PDFString.of("app.alert('x')") });
      const names = document.context.obj({ JavaScript: { Names: [PDFString.of("x"), document.context.register(script)] } });
      document.catalog.set(PDFName.of("Names"), names);
    }),
    "an attached file": await onePageSheet((document) => {
      const file = document.context.flateStream("MZ", { Type: "EmbeddedFile" });
      const spec = document.context.obj({ Type: "Filespec", F: PDFString.of("a.exe"), EF: { F: document.context.register(file) } });
      const names = document.context.obj({ EmbeddedFiles: { Names: [PDFString.of("a.exe"), document.context.register(spec)] } });
      document.catalog.set(PDFName.of("Names"), names);
    }),
    "an action on a page's opening": await onePageSheet((document) =>
      document.getPage(0).node.set(PDFName.of("AA"), document.context.obj({ O: { S: "JavaScript", JS: PDFString.of("1") } })),
    ),
  };
}

describe("facts", () => {
  it("are edited by staff, with each wrong field named, and read back by the product's page", async () => {
    const product = await ownProduct();
    const facts = { ...factsFor("TZ-PS-101")!, components: [{ ...factsFor("TZ-PS-101")!.components[0]!, ph: { min: 1.3, max: 2.3 } }] };
    const put = (body: unknown) =>
      putFacts(
        request(`/api/admin/products/${product.id}/facts`, { method: "PUT", cookie: staffCookie, body }),
        context({ id: String(product.id) }),
      );
    const wrong = await put({ ...facts, components: [{ ...facts.components[0]!, ph: { min: 3, max: 2 } }] });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: Record<string, string> }).fields).toEqual({
      "components.0.ph.max": "The lowest pH is above the highest",
    });
    expect((await put(facts)).status).toBe(200);
    const read = await productFactsRoute(
      request(`/api/admin/products/${product.id}/facts`, { cookie: staffCookie }),
      context({ id: String(product.id) }),
    );
    expect(((await read.json()) as { facts: unknown }).facts).toEqual(facts);
    expect(phOf((await productPage(product.slug))!.product.facts!)).toBe("1.3–2.3");
  });
});

/** A paid order of the buyer's for 2 units of the product's size. */
async function paidOrder(size: { id: number; productId: number; itemNumber: string }, userId: string | null) {
  return db().order.create({
    data: {
      orderNumber: `TZ-SDS-${randomUUID().slice(0, 8).toUpperCase()}`,
      idempotencyKey: randomUUID(),
      status: "completed",
      paymentMethod: "card",
      gateway: "test",
      ...MADISON_CUSTOMER,
      userId,
      customerEmail: `sds-buyer-${randomUUID()}@example.com`,
      subtotal: "60.00",
      shipping: "0.00",
      tax: "3.30",
      total: "63.30",
      cardTransactionId: `test-${Date.now() - 60_000}-sds${randomUUID().slice(0, 6)}`,
      cardLast4: "1111",
      completedAt: new Date(),
      items: {
        create: [
          {
            productId: size.productId,
            sizeId: size.id,
            size: "gallon",
            productName: "Sheet Test Cleaner",
            itemNumber: size.itemNumber,
            unitPrice: "30.00",
            quantity: 2,
            lineTotal: "60.00",
          },
        ],
      },
    },
    include: { items: true },
  });
}

async function lotFor(sizeId: number, lotNumber: string, measurements: unknown[]) {
  return recordLot(
    request("/api/admin/lots", {
      method: "POST",
      cookie: staffCookie,
      body: { productSizeId: sizeId, lotNumber, manufacturedOn: "2026-11-03", measurements },
    }),
  );
}

function ship(order: { id: string; items: { id: number }[] }, lotNumber?: string) {
  return fulfil(
    request(`/api/admin/orders/${order.id}/fulfilment`, {
      method: "POST",
      cookie: staffCookie,
      body: {
        action: "add_shipment",
        carrier: "fedex",
        trackingNumber: "123456789012",
        items: [{ itemId: order.items[0]!.id, quantity: 2, lotNumber }],
      },
    }),
    context({ id: order.id }),
  );
}

const certificate = (orderNumber: string, lotNumber: string, cookie: string | null, token?: string) =>
  certificateRoute(
    request(`/api/orders/${orderNumber}/certificates/${lotNumber}${token ? `?token=${token}` : ""}`, { cookie }),
    context({ orderNumber, lotNumber }),
  );

describe("lots and certificates of analysis", () => {
  it("records a lot against the product's specification, naming a missing measurement, and refuses a lot number twice", async () => {
    const { size } = await ownProduct();
    const spec = (await (await lotsRoute(request(`/api/admin/lots?sizeId=${size.id}`, { cookie: staffCookie }))).json()) as {
      specification: { property: string; kind: string }[];
    };
    expect(spec.specification.map((line) => line.property)).toEqual(["pH", "Specific gravity", "Appearance"]);
    const lotNumber = `L-${randomUUID().slice(0, 8).toUpperCase()}`;
    const missing = await lotFor(size.id, lotNumber, [{ measured: 7.1 }, { conforms: true }, { conforms: true }]);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: "Give the measured Specific gravity",
      fields: { "measurements.1": "Give the measured Specific gravity" },
    });
    expect((await lotFor(size.id, lotNumber, [{ measured: 7.1 }, { measured: 1.08 }, { conforms: true }])).status).toBe(201);
    const twice = await lotFor(size.id, lotNumber, [{ measured: 7.1 }, { measured: 1.08 }, { conforms: true }]);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({
      error: `Lot ${lotNumber} is already recorded`,
      fields: { lotNumber: `Lot ${lotNumber} is already recorded` },
    });
  });

  it("offers a certificate only for a shipped item given a recorded lot, to the order's buyer and its guest link, and to nobody else", async () => {
    const product = await ownProduct();
    const lotNumber = `L-${randomUUID().slice(0, 8).toUpperCase()}`;
    expect((await lotFor(product.size.id, lotNumber, [{ measured: 7.3 }, { measured: 1.07 }, { conforms: true }])).status).toBe(201);

    // Shipped without a lot: no certificate.
    const plain = await paidOrder(product.size, buyer.id);
    expect((await ship(plain)).status).toBe(200);
    expect((await customerDocuments(buyer.id)).filter((doc) => doc.kind === "certificate_of_analysis")).toEqual([]);
    expect((await certificate(plain.orderNumber, lotNumber, buyerCookie)).status).toBe(404);

    // A lot of another size is refused, naming the line's lot.
    const wrongLot = `L-${randomUUID().slice(0, 8).toUpperCase()}`;
    const other = await ownProduct();
    await lotFor(other.size.id, wrongLot, [{ measured: 7.3 }, { measured: 1.07 }, { conforms: true }]);
    const withLot = await paidOrder(product.size, buyer.id);
    const refused = await ship(withLot, wrongLot);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: `Lot ${wrongLot} is not a lot of ${product.size.itemNumber}`,
      fields: { "items.0.lotNumber": `Lot ${wrongLot} is not a lot of ${product.size.itemNumber}` },
    });

    expect((await ship(withLot, lotNumber)).status).toBe(200);
    const certificates = (await customerDocuments(buyer.id)).filter((doc) => doc.kind === "certificate_of_analysis");
    expect(certificates.map((doc) => doc.url)).toEqual([`/api/orders/${withLot.orderNumber}/certificates/${lotNumber}`]);

    const own = await certificate(withLot.orderNumber, lotNumber, buyerCookie);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    const text = await pdfText(new Uint8Array(await own.arrayBuffer()));
    expect(text).toContain(lotNumber);
    expect(text).toContain(withLot.orderNumber);
    expect(text).toContain("7.3");

    // Another customer, and a visitor, get the answer an unknown lot gets.
    expect((await certificate(withLot.orderNumber, lotNumber, otherCookie)).status).toBe(404);
    expect((await certificate(withLot.orderNumber, lotNumber, null)).status).toBe(404);
    // Through another order of the buyer's that did not ship this lot: nothing either.
    expect((await certificate(plain.orderNumber, lotNumber, buyerCookie)).status).toBe(404);

    // The guest's e-mailed link opens it.
    const guestOrder = await paidOrder(product.size, null);
    expect((await ship(guestOrder, lotNumber)).status).toBe(200);
    const token = new URL(await orderLink(guestOrder, "http://localhost")).searchParams.get("token")!;
    expect((await certificate(guestOrder.orderNumber, lotNumber, null, token)).status).toBe(200);
    expect((await certificate(withLot.orderNumber, lotNumber, null, token)).status).toBe(404);
  });

  it("states a lot that failed a measurement as not released", async () => {
    const product = await ownProduct();
    const lotNumber = `L-${randomUUID().slice(0, 8).toUpperCase()}`;
    await lotFor(product.size.id, lotNumber, [{ measured: 9.9 }, { measured: 1.07 }, { conforms: true }]);
    const order = await paidOrder(product.size, buyer.id);
    await ship(order, lotNumber);
    const text = await pdfText(new Uint8Array(await (await certificate(order.orderNumber, lotNumber, buyerCookie)).arrayBuffer()));
    expect(text).toMatch(/Fail/);
    expect(readFacts(factsFor("TZ-PS-101"))).not.toBeNull();
  });
});
