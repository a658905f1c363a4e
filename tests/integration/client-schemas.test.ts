// The schemas the browser's client (lib/client/api.ts) reads the route handlers' answers with accept what
// the handlers really answer: a schema stricter than its handler would make a page say "the server's
// answer could not be read" where all went well.
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as getFacts } from "@/app/api/admin/products/[id]/facts/route";
import { GET as getProductImages } from "@/app/api/admin/products/[id]/images/route";
import { GET as getSds } from "@/app/api/admin/products/[id]/sds/route";
import { GET as getSizes } from "@/app/api/admin/products/[id]/sizes/route";
import { GET as listAdminOrders } from "@/app/api/admin/orders/route";
import { GET as getUser } from "@/app/api/auth/user/route";
import { GET as getCart, POST as addToCart } from "@/app/api/cart/route";
import { GET as listDocuments } from "@/app/api/customer/documents/route";
import { GET as listOrders } from "@/app/api/customer/orders/route";
import { GET as getStats } from "@/app/api/customer/stats/route";
import { GET as listTickets } from "@/app/api/customer/tickets/route";
import { GET as listImages } from "@/app/api/images/route";
import { GET as listProducts } from "@/app/api/products/route";
import { cartSchema } from "@/lib/cart/schemas";
import { adminProductFactsSchema } from "@/lib/catalog/facts";
import { adminProductImagesSchema } from "@/lib/catalog/image-schema";
import { adminSizesSchema } from "@/lib/catalog/size-schema";
import { productFactsSchema } from "@/lib/catalog/facts";
import { DEMO_CUSTOMER } from "@/prisma/seed-data/demo-account";
import { db } from "@/lib/db/client";
import { libraryImageSchema } from "@/lib/images/schemas";
import { adminOrderRowSchema } from "@/lib/orders/staff-view-model";
import { portalDocumentSchema, portalOrderSchema, portalStatsSchema, portalTicketSchema, portalUserSchema } from "@/lib/portal/schemas";
import { staffProductSdsSchema } from "@/lib/sds/schemas";
import { sessionCookieHeader } from "@/tests/support/auth";

let customerCookie: string;
let staffCookie: string;

beforeAll(async () => {
  const demo = await db().user.findUniqueOrThrow({ where: { email: DEMO_CUSTOMER.email } });
  customerCookie = await sessionCookieHeader({ id: demo.id, email: demo.email, role: "customer" });
  const email = `schemas-${randomUUID()}@example.com`;
  const staff = await db().user.create({ data: { email, firstName: "Sam", lastName: "Schema", passwordHash: "scrypt$x", role: "staff" } });
  staffCookie = await sessionCookieHeader({ id: staff.id, email, role: "staff" });
});

const request = (url: string, cookie?: string, body?: unknown) =>
  new NextRequest(`http://localhost${url}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

/** The answer's body, after checking it is a 2xx. */
async function bodyOf(response: Response): Promise<unknown> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json();
}

/** The schema's issues with the body, none when it reads it. */
const issuesOf = (schema: z.ZodType, body: unknown) => schema.safeParse(body).error?.issues ?? [];

describe("the client's schemas read the handlers' answers", () => {
  it("the customer portal's: the user, orders, tickets, figures and documents", async () => {
    const answers: [z.ZodType, Response][] = [
      [portalUserSchema, await getUser(request("/api/auth/user", customerCookie), params(0))],
      [z.array(portalOrderSchema).min(1), await listOrders(request("/api/customer/orders", customerCookie))],
      [z.array(portalTicketSchema).min(1), await listTickets(request("/api/customer/tickets", customerCookie))],
      [portalStatsSchema, await getStats(request("/api/customer/stats", customerCookie))],
      [z.array(portalDocumentSchema).min(1), await listDocuments(request("/api/customer/documents", customerCookie))],
    ];
    for (const [schema, response] of answers) expect(issuesOf(schema, await bodyOf(response))).toEqual([]);
  });

  it("the cart's lines, and the products' facts the finder reads", async () => {
    const products = (await bodyOf(await listProducts())) as { id: number; itemNumber: string }[];
    const added = await addToCart(request("/api/cart", undefined, { itemNumber: products[0]!.itemNumber, quantity: 2 }));
    const cookie = added.headers.get("set-cookie")?.split(";")[0];
    expect(issuesOf(cartSchema.min(1), await bodyOf(added))).toEqual([]);
    expect(issuesOf(cartSchema.min(1), await bodyOf(await getCart(request("/api/cart", cookie))))).toEqual([]);
    const facts = z.array(z.object({ itemNumber: z.string(), facts: productFactsSchema.nullable() }));
    expect(issuesOf(facts, products)).toEqual([]);
  });

  it("the staff editors' of a product: sizes, facts, pictures and safety data sheets", async () => {
    const product = await db().product.findFirstOrThrow({ where: { archivedAt: null }, orderBy: { id: "asc" } });
    const url = (part: string) => `/api/admin/products/${product.id}/${part}`;
    const answers: [z.ZodType, Response][] = [
      [adminSizesSchema, await getSizes(request(url("sizes"), staffCookie), params(product.id))],
      [adminProductFactsSchema, await getFacts(request(url("facts"), staffCookie), params(product.id))],
      [adminProductImagesSchema, await getProductImages(request(url("images"), staffCookie), params(product.id))],
      [staffProductSdsSchema, await getSds(request(url("sds"), staffCookie), params(product.id))],
    ];
    for (const [schema, response] of answers) expect(issuesOf(schema, await bodyOf(response))).toEqual([]);
  });

  it("the staff lists: orders and the image library", async () => {
    const orders = await bodyOf(await listAdminOrders(request("/api/admin/orders", staffCookie), params(0)));
    expect(issuesOf(z.array(adminOrderRowSchema).min(1), orders)).toEqual([]);
    const images = await bodyOf(await listImages(request("/api/images", staffCookie), params(0)));
    expect(issuesOf(z.object({ images: z.array(libraryImageSchema) }), images)).toEqual([]);
  });
});
