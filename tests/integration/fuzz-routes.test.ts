// Every route handler under app/ fed hostile requests: malformed and mistyped JSON, huge values, unknown
// fields, wrong content types, junk query strings and route parameters, forged cookies; as a visitor, a
// customer and staff (so staff routes run past their auth check). No answer may be a 5xx or a throw (Next
// answers 500 to those), show a stack trace or the server's insides; a 4xx JSON answer carries an error
// message. Nothing reaches the network. The routes are found on disk: a new route.ts is fuzzed as soon as
// it exists, and this file fails until its dynamic segments have samples in PARAM_SAMPLES and its
// POST/PUT/PATCH a sample body in BODY_SAMPLES.
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminProduct } from "@/lib/catalog/product-schema";
import { db } from "@/lib/db/client";
import type { HeroBackgroundChoice } from "@/lib/settings/backgrounds";
import { readHeroBackground } from "@/lib/settings/hero-background";
import { emptyContent } from "@/lib/sds/rules";
import { endSession, openSession } from "@/lib/auth/sessions";
import { sessionCookieHeader } from "@/tests/support/auth";

/** A staff member's cookie whose session has been signed out. */
async function endedSessionCookie(user: { id: string; email: string; role: "customer" | "staff" }) {
  const { id } = await openSession(user.id);
  await endSession(id, "sign_out");
  return sessionCookieHeader(user, { sessionId: id });
}
import { checkoutCustomer, testCardToken } from "@/tests/support/checkout";
import {
  answerProblems,
  GENERIC_BODIES,
  HTTP_METHODS,
  JUNK_QUERIES,
  sampleBodies,
  snippet,
  type BodyCase,
  type HttpMethod,
} from "./support/fuzz-payloads";

// Auth.js's own routes get the same configuration run by Auth.js's core, as Next would run it; auth() stays
// next-auth's, as the other route handlers read the session through it.
vi.mock("@/lib/auth/next-auth", async (importOriginal) => {
  const { Auth } = await import("@auth/core");
  const { authConfig } = await import("@/lib/auth/config");
  const handler = (request: Request) => Auth(request, { ...authConfig(), basePath: "/api/auth", trustHost: true });
  return { ...(await importOriginal<typeof import("@/lib/auth/next-auth")>()), handlers: { GET: handler, POST: handler } };
});

// ------------------------------------------------------------------ the routes on disk

const root = path.resolve(import.meta.dirname, "../..");

type Segment = { kind: "static"; text: string } | { kind: "dynamic"; name: string; catchAll: boolean };
type Route = { file: string; pattern: string; segments: Segment[] };

function discoverRoutes(): Route[] {
  const files = readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .map((file) => `app/${file.split(path.sep).join("/")}`)
    .sort();
  return files.map((file) => {
    // Route groups such as "(shop)" are not part of the address.
    const parts = file
      .split("/")
      .slice(1, -1)
      .filter((part) => !/^\(.*\)$/.test(part));
    const segments = parts.map((part): Segment => {
      const dynamic = /^\[{1,2}(\.\.\.)?([^\]]+)\]{1,2}$/.exec(part);
      return dynamic ? { kind: "dynamic", name: dynamic[2]!, catchAll: Boolean(dynamic[1]) } : { kind: "static", text: part };
    });
    return { file, pattern: `/${parts.join("/")}`, segments };
  });
}

const ROUTES = discoverRoutes();

// ------------------------------------------------------------------ what each route is sent

type Role = "visitor" | "customer" | "staff";
const ROLES: readonly Role[] = ["visitor", "customer", "staff"];

type Account = { id: string; email: string; role: "customer" | "staff" };

/** What beforeAll makes: accounts, carts, products and a paid order of this file's own. */
type Fuzz = {
  staff: Account;
  customer: Account;
  jars: Record<Role, string>;
  /** Another staff member, with a cart, who sends the mutated bodies: the per-user limits of the others stay unspent. */
  mutatorJar: string;
  forgedCookies: [label: string, cookie: string][];
  targetProduct: AdminProduct;
  cartProduct: AdminProduct;
  /** The cart product's one size, for the quote routes' lines. */
  cartSizeId: number;
  paidOrder: { id: string; total: string; transactionId: string };
  background: HeroBackgroundChoice;
  card: { dataDescriptor: string; dataValue: string };
};

type ParamValue = string | string[];
type Params = Record<string, ParamValue>;

/**
 * Values for each dynamic segment, by its name. Junk values go to every route with that segment, one
 * request per method and role; PRIMARY_PARAMS says which values a route gets the full set of cases with.
 */
const PARAM_SAMPLES: Record<string, ParamValue[]> = {
  id: [
    "0",
    "-1",
    "99999999999999999999999",
    "1e3",
    "abc",
    "../../etc/passwd",
    "..%2F..",
    "%00",
    "\u0000",
    "x".repeat(300),
    "😀",
    " 1 ",
    "%E0%A4%A",
  ],
  token: ["a", "../x", "\u0000", "x".repeat(300), "%E0%A4%A", "ABC DEF 123"],
  itemNumber: ["TZ-NO-SUCH", "../x", "\u0000", "x".repeat(300), "%E0%A4%A", "-", "tz ps 101"],
  revision: ["0", "-1", "1e3", "abc", "99999", "\u0000", " 1"],
  lotNumber: ["L", "../x", "\u0000", "x".repeat(300), "%E0%A4%A", "LOT 1", "-A"],
  orderNumber: ["TZ-000000-NOSUCH", "../x", "\u0000", "x".repeat(300), "%E0%A4%A", "😀", " "],
  name: ["../../etc/passwd", "%00", "\u0000", "x".repeat(300), "__proto__", "constructor", "a.png", "Pool %26 Spa", " "],
  file: [
    "../../etc/passwd.png",
    "%00.png",
    "\u0000",
    `${"x".repeat(300)}.png`,
    "TZ-1.png.png",
    ".png",
    "TZ 1.png",
    "TZ-1.PNG",
    "TZ-1.svg",
    "😀.png",
  ],
  path: [["no", "such", "route"], ["..", ".."], ["%00"], ["x".repeat(300)], ["\u0000"]],
  nextauth: [
    ["providers"],
    ["signin"],
    ["error"],
    ["unknown-action"],
    ["callback", "nope"],
    ["session", "extra", "segments"],
    ["\u0000"],
    ["csrf"],
  ],
};

const PRIMARY_PARAMS: Record<string, (fuzz: Fuzz) => Params[]> = {
  "/api/[...path]": () => [{ path: ["no-such-route"] }],
  "/api/admin/orders/[id]/invoice": (fuzz) => [{ id: fuzz.paidOrder.id }],
  "/api/admin/orders/[id]/refund": (fuzz) => [{ id: fuzz.paidOrder.id }],
  "/api/admin/orders/[id]/fulfilment": (fuzz) => [{ id: fuzz.paidOrder.id }],
  // An id no message has: past the id check to the 404, without queueing real resends.
  "/api/admin/emails/[id]/resend": () => [{ id: "2000000000" }],
  "/api/admin/products/[id]": (fuzz) => [{ id: String(fuzz.targetProduct.id) }],
  // A lead number no lead has: past the id check to the 404, changing, noting and e-mailing nothing.
  "/api/admin/leads/[id]": () => [{ id: "2000000000" }],
  "/api/admin/leads/[id]/notes": () => [{ id: "2000000000" }],
  "/api/admin/leads/[id]/reply": () => [{ id: "2000000000" }],
  // Ids no invitation or staff member has: past the id checks to the 404, changing no account.
  // Ids and tokens no quote has: past the checks to the 404, changing no quote.
  "/api/admin/quotes/[id]": () => [{ id: "999999999" }],
  "/api/admin/quotes/[id]/send": () => [{ id: "999999999" }],
  "/api/admin/quotes/[id]/withdraw": () => [{ id: "999999999" }],
  "/api/quotes/[token]/accept": () => [{ token: "Fuzz0Token0Nobody0Has0000000000000000000000" }],
  "/api/quotes/[token]/pdf": () => [{ token: "Fuzz0Token0Nobody0Has0000000000000000000000" }],
  "/api/admin/staff/invitations/[id]": () => [{ id: "2000000000" }],
  "/api/admin/staff/invitations/[id]/resend": () => [{ id: "2000000000" }],
  "/api/admin/staff/members/[id]": () => [{ id: "no-such-member" }],
  "/api/auth/[...nextauth]": () => [{ nextauth: ["session"] }, { nextauth: ["callback", "credentials"] }, { nextauth: ["signout"] }],
  "/api/customer/documents/[id]": () => [{ id: "1" }],
  "/api/customer/orders/[id]/reorder": (fuzz) => [{ id: fuzz.paidOrder.id }],
  // A well-formed number no ticket has: past the id check to the 404, leaving the demo tickets as seeded.
  "/api/customer/tickets/[id]": () => [{ id: "2099-9999" }],
  "/api/customer/tickets/[id]/messages": () => [{ id: "2099-9999" }],
  "/api/admin/tickets/[id]": () => [{ id: "2099-9999" }],
  "/api/admin/tickets/[id]/messages": () => [{ id: "2099-9999" }],
  "/api/admin/tickets/[id]/status": () => [{ id: "2099-9999" }],
  "/api/admin/tickets/[id]/owner": () => [{ id: "2099-9999" }],
  "/api/images/[id]": () => [{ id: "999999" }],
  "/api/paypal/capture/[token]": () => [{ token: "FUZZ0TOKEN0123" }],
  "/api/products/category/[name]": () => [{ name: "Marine Vessel Cleaning" }],
  "/api/unsplash/download/[id]": () => [{ id: "fuzz-photo-1" }],
  "/packshots/[file]": (fuzz) => [{ file: `${fuzz.targetProduct.itemNumber}.png` }, { file: "TZ-NO-SUCH-SIZE.png" }],
  "/uploads/[name]": () => [{ name: "missing-1732270000000.png" }],
  "/sds/[itemNumber]/[revision]": () => [{ itemNumber: "TZ-PS-101", revision: "1" }],
  "/api/orders/[orderNumber]/certificates/[lotNumber]": () => [{ orderNumber: "TZ-000000-NOSUCH", lotNumber: "NO-SUCH-LOT" }],
  "/api/admin/products/[id]/facts": (fuzz) => [{ id: String(fuzz.targetProduct.id) }],
  "/api/admin/products/[id]/sds": (fuzz) => [{ id: String(fuzz.targetProduct.id) }],
  "/api/admin/products/[id]/sds/upload": (fuzz) => [{ id: String(fuzz.targetProduct.id) }],
  "/api/admin/sds/[id]": () => [{ id: "999999999" }],
  "/api/admin/sds/[id]/publish": () => [{ id: "999999999" }],
};

/** For routes that take no JSON body: they get the generic bodies only. */
const NO_JSON_BODY = "no JSON body";

const fuzzCustomer = checkoutCustomer({ firstName: "Fuzz", lastName: "Tester", email: "fuzz.tester@example.com", phone: "608-555-0199" });

/** A valid body per "METHOD /pattern", whose every field is then replaced by each of FIELD_MUTATIONS. */
const BODY_SAMPLES: Record<string, ((fuzz: Fuzz) => unknown) | typeof NO_JSON_BODY> = {
  "POST /api/[...path]": NO_JSON_BODY,
  "PUT /api/[...path]": NO_JSON_BODY,
  "PATCH /api/[...path]": NO_JSON_BODY,
  "POST /api/admin/orders/[id]/refund": (fuzz) => ({ amount: fuzz.paidOrder.total, reason: "Fuzz refund" }),
  "POST /api/admin/orders/[id]/fulfilment": () => ({ action: "add_note", body: "Fuzz note" }),
  "POST /api/admin/emails/[id]/resend": NO_JSON_BODY,
  "POST /api/admin/products": () => ({
    name: "Fuzz Coil Cleaner",
    category: "HVAC",
    description: "Cleans condenser coils.",
    pricePerGallon: "34.50",
    minimumOrder: "4",
    concentration: "Concentrate",
    chemicalType: "acid",
    benefits: ["Non-corrosive", "No fumes"],
    applications: "Rooftop units",
    technicalSpecs: "pH 7",
    itemNumber: "FUZZ-NEW-1",
  }),
  "PATCH /api/admin/products/[id]": () => ({
    name: "Fuzz Target Renamed",
    pricePerGallon: 12.34,
    minimumOrder: 2,
    benefits: ["One", "Two"],
    category: "Marine Vessel Cleaning",
  }),
  "PUT /api/admin/products/[id]/sizes": () => ({
    sizes: [{ size: "gallon", itemNumber: "FUZZ-SIZE-1", price: "12.34", quoteOnly: false, stockQuantity: "5" }],
  }),
  "PUT /api/admin/products/[id]/images": () => ({ imageIds: [] }),
  "PATCH /api/admin/leads/[id]": () => ({ status: "lost", expectedStatus: "new", lostReason: "Fuzz reason", ownerId: null }),
  "POST /api/admin/leads/[id]/notes": () => ({ body: "Fuzz note" }),
  "POST /api/admin/leads/[id]/reply": () => ({ subject: "Re: your fuzz request", body: "Hello,\n\nA fuzz reply." }),
  "POST /api/admin/quotes": (fuzz) => ({
    customerName: "Fuzz Buyer",
    customerEmail: "fuzz.buyer@example.com",
    customerCompany: "Fuzz Foods",
    customerState: "WI",
    shipping: "25.00",
    validUntil: "2099-12-31",
    notes: "Fuzz notes",
    lines: [{ sizeId: fuzz.cartSizeId, quantity: "2", unitPrice: "30.00", discountPercent: "5" }],
  }),
  "PUT /api/admin/quotes/[id]": (fuzz) => ({
    customerName: "Fuzz Buyer",
    customerEmail: "fuzz.buyer@example.com",
    customerState: "WI",
    shipping: "0",
    validUntil: "2099-12-31",
    lines: [{ sizeId: fuzz.cartSizeId, quantity: 1, unitPrice: "30.00" }],
    updatedAt: "2026-01-01T00:00:00.000Z",
  }),
  "POST /api/admin/quotes/[id]/send": () => ({ updatedAt: "2026-01-01T00:00:00.000Z" }),
  "POST /api/admin/quotes/[id]/withdraw": () => ({ updatedAt: "2026-01-01T00:00:00.000Z" }),
  "POST /api/quotes/[token]/accept": () => ({ revision: 1 }),
  "POST /api/admin/staff/invitations": () => ({
    firstName: "Fuzz",
    lastName: "Invitee",
    email: "fuzz.invitee@example.com",
    staffRole: "sales",
  }),
  "POST /api/admin/staff/invitations/[id]/resend": NO_JSON_BODY,
  "PATCH /api/admin/staff/members/[id]": () => ({ staffRole: "sales", active: true }),
  "POST /api/auth/[...nextauth]": (fuzz) => ({
    email: fuzz.staff.email,
    password: "not-the-password-42",
    csrfToken: "fuzz",
    callbackUrl: "/account",
  }),
  "POST /api/authorize-net/process-payment": (fuzz) => ({
    idempotencyKey: "7d8f0c36-51a5-4c1e-9f0e-3f1f6a3c2b10",
    customer: fuzzCustomer,
    opaqueData: fuzz.card,
  }),
  "POST /api/background": (fuzz) => fuzz.background,
  "POST /api/calculate-tax": () => ({
    subtotal: 59.9,
    shippingAddress: { address: "1 Test Way", city: "Madison", state: "WI", zipCode: "53703" },
  }),
  "POST /api/cart": (fuzz) => ({ productId: fuzz.cartProduct.id, quantity: 2 }),
  "POST /api/cart/remove": (fuzz) => ({ productId: fuzz.cartProduct.id }),
  "POST /api/cart/update": (fuzz) => ({ productId: fuzz.cartProduct.id, quantity: 3 }),
  "POST /api/complete-order": NO_JSON_BODY,
  "POST /api/contact": () => ({
    form: "consultation",
    firstName: "Fuzz",
    lastName: "Tester",
    email: "fuzz.lead@example.com",
    company: "Fuzz Foods",
    industry: "food",
    inquiryType: "technical-consultation",
    message: "We descale dish machines weekly.",
  }),
  "POST /api/customer/orders/[id]/reorder": NO_JSON_BODY,
  "POST /api/customer/tickets": () => ({ subject: "Fuzz subject", message: "A message long enough to be a ticket." }),
  "POST /api/customer/tickets/[id]/messages": () => ({ message: "A fuzz reply" }),
  "POST /api/admin/tickets/[id]/messages": () => ({ message: "A fuzz answer" }),
  "PUT /api/admin/tickets/[id]/status": () => ({ status: "resolved", from: "open" }),
  "PUT /api/admin/tickets/[id]/owner": () => ({ ownerId: null }),
  // A private address: refused before any connection is made.
  "POST /api/download-image": () => ({ imageUrl: "http://10.0.0.1/fuzz.png", filename: "fuzz.png", category: "brewery" }),
  "POST /api/images/upload": NO_JSON_BODY,
  // The paid order's own charge: the first staff request voids it, the rest meet "already voided".
  "POST /api/payment/void": (fuzz) => ({ transactionId: fuzz.paidOrder.transactionId }),
  "POST /api/paypal/capture/[token]": () => ({ checkoutState: { step: "review", customer: { firstName: "Fuzz" } } }),
  "POST /api/paypal/order": () => ({
    idempotencyKey: "0b6f1d2c-3e4f-4a5b-8c6d-7e8f9a0b1c2d",
    customerInfo: fuzzCustomer,
    intent: "CAPTURE",
    currency: "USD",
    amount: "10.00",
    items: [{ name: "x", quantity: 1 }],
  }),
  "POST /api/paypal/redirect-post": NO_JSON_BODY,
  "POST /api/unsplash/download/[id]": NO_JSON_BODY,
  "PUT /api/admin/products/[id]/facts": () => ({
    components: [
      { name: null, appearance: "Clear liquid", odor: "Mild", ph: { min: 6.7, max: 7.7 }, specificGravity: { min: 1.01, max: 1.05 } },
    ],
    flashPoint: "None up to 200 °F",
    biodegradability: "Readily biodegradable",
    solubility: "Complete",
    shelfLife: "Two years",
    storage: "Keep from freezing",
  }),
  "POST /api/admin/products/[id]/sds": NO_JSON_BODY,
  "POST /api/admin/products/[id]/sds/upload": NO_JSON_BODY,
  "PUT /api/admin/sds/[id]": () => ({ content: emptyContent(), revisionDate: "2026-11-28", updatedAt: "2026-01-01T00:00:00.000Z" }),
  "POST /api/admin/sds/[id]/publish": () => ({ updatedAt: "2026-01-01T00:00:00.000Z" }),
  "POST /api/admin/lots": (fuzz) => ({
    productSizeId: fuzz.cartSizeId,
    lotNumber: `FUZZ-${randomUUID().slice(0, 8)}`,
    manufacturedOn: "2026-11-01",
    measurements: [{ measured: 7.1 }, { measured: 1.03 }, { conforms: true }],
  }),
};

const BODY_METHODS: readonly HttpMethod[] = ["POST", "PUT", "PATCH"];

/** Endpoints that answer in a library's protocol, not as { error, fields }: checked for 5xx and leaks only. */
const FOREIGN_FORMAT: Record<string, string> = {
  "/api/auth/[...nextauth]": "Auth.js's own endpoints (session, csrf, signin, callback, signout)",
};

// ------------------------------------------------------------------ the outside world, faked

/** Addresses the routes tried to reach beyond the fakes below: must stay empty. */
const outsideCalls: string[] = [];
/** Calls the fakes answered: staff requests must have got that far. */
const fakeCalls = { providers: 0, ownPages: 0 };
const PROVIDER_HOSTS = new Set(["api.unsplash.com", "api.pexels.com", "pixabay.com", "www.dreamstime.com"]);

/** Photo providers answer an empty list; this server's own pages (the site scan) a page with one image. */
async function fakeFetch(input: string | URL | Request): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (PROVIDER_HOSTS.has(url.hostname)) {
    fakeCalls.providers++;
    return Response.json({});
  }
  if (url.hostname === "127.0.0.1") {
    fakeCalls.ownPages++;
    return new Response('<html><body><img src="/media/tank.jpg" alt="Tank"></body></html>', { headers: { "content-type": "text/html" } });
  }
  outsideCalls.push(url.href);
  throw new TypeError("fetch failed: the route fuzz test allows no network");
}

function refuseConnection(label: string) {
  return (...args: unknown[]): never => {
    outsideCalls.push(`${label} ${String(args[0])}`);
    throw new Error("the route fuzz test allows no network");
  };
}

const PROVIDER_KEYS = ["UNSPLASH_ACCESS_KEY", "PEXELS_API_KEY", "PIXABAY_API_KEY", "DREAMSTIME_API_KEY"] as const;
const ENV_NAMES = [...PROVIDER_KEYS, "DATA_DIR", "SMTP_URL", "PAYMENTS_MODE", "SITE_URL", "PORT"] as const;
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));

/** What the routes logged while being fuzzed; printed with FUZZ_VERBOSE=1. */
const logged: string[] = [];

// ------------------------------------------------------------------ setup

const BASE = "http://localhost";
/**
 * Documentation addresses of this file's own, a new one per request, so that no other test's rate limit
 * is spent here and the per-address limits (contact, sign-in) do not stop the fuzz before the database.
 */
let addressCounter = 0;
const nextAddress = () => `2001:db8:f022::${(++addressCounter).toString(16)}`;

let fuzz: Fuzz;
let dataDir: string;

type RouteHandler = (request: NextRequest, context: { params: Promise<Params> }) => Response | Promise<Response>;
type RouteModule = Record<string, unknown>;

const importRoute = (route: Route) => import(/* @vite-ignore */ path.join(root, route.file)) as Promise<RouteModule>;

async function handlerOf(pattern: string, method: HttpMethod): Promise<RouteHandler> {
  const route = ROUTES.find((r) => r.pattern === pattern);
  if (!route) throw new Error(`no route ${pattern}`);
  const handler = (await importRoute(route))[method];
  if (typeof handler !== "function") throw new Error(`${pattern} exports no ${method}`);
  return handler as RouteHandler;
}

/** One JSON request to a route; `handlerOf` names the route when `address` has its parameters filled in. */
async function call(
  address: string,
  method: HttpMethod,
  init: { cookie?: string; body?: unknown; params?: Params; handlerOf?: string } = {},
) {
  const headers = new Headers({ "x-forwarded-for": nextAddress() });
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  const request = new NextRequest(`${BASE}${address}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await handlerOf(init.handlerOf ?? address, method))(request, { params: Promise.resolve(init.params ?? {}) });
}

async function makeUser(role: Account["role"]): Promise<Account> {
  const email = `fuzz-${role}-${randomUUID()}@example.com`;
  const user = await db().user.create({ data: { email, firstName: "Fuzz", lastName: "Tester", passwordHash: "scrypt$x", role } });
  return { id: user.id, email, role };
}

/** A new cart holding one line of `productId`: its cookie. */
async function newCart(productId: number): Promise<string> {
  const response = await call("/api/cart", "POST", { body: { productId, quantity: 1 } });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 200 || !cookie) throw new Error(`could not make a cart: ${response.status} ${await response.text()}`);
  return cookie;
}

async function newProduct(staffCookie: string, itemNumber: string): Promise<AdminProduct> {
  const body = {
    name: `Fuzz Product ${itemNumber}`,
    category: "INDUSTRIAL",
    description: "A product made by the route fuzz test.",
    pricePerGallon: "20.00",
    minimumOrder: "1",
    itemNumber,
  };
  const response = await call("/api/admin/products", "POST", { cookie: staffCookie, body });
  if (response.status !== 201) throw new Error(`could not make a product: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { product: AdminProduct }).product;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "fuzz-routes-"));
  process.env.DATA_DIR = dataDir;
  process.env.PAYMENTS_MODE = "test";
  // The site scan and image import read "this server" at 127.0.0.1:$PORT: never the dev server on 3000.
  process.env.PORT = "3999";
  delete process.env.SMTP_URL;
  delete process.env.SITE_URL;
  for (const key of PROVIDER_KEYS) process.env[key] = "fuzz-provider-key-0123456789";

  vi.stubGlobal("fetch", vi.fn(fakeFetch));
  vi.spyOn(http, "request").mockImplementation(refuseConnection("http.request"));
  vi.spyOn(http, "get").mockImplementation(refuseConnection("http.get"));
  vi.spyOn(https, "request").mockImplementation(refuseConnection("https.request"));
  vi.spyOn(https, "get").mockImplementation(refuseConnection("https.get"));
  const record = (...args: unknown[]) =>
    void logged.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(" "));
  vi.spyOn(console, "error").mockImplementation(record);
  vi.spyOn(console, "warn").mockImplementation(record);

  const staff = await makeUser("staff");
  const customer = await makeUser("customer");
  const mutator = await makeUser("staff");
  const staffCookie = await sessionCookieHeader(staff);
  const customerCookie = await sessionCookieHeader(customer);
  const suffix = randomUUID().slice(0, 8).toUpperCase();
  const targetProduct = await newProduct(staffCookie, `FUZZ-T-${suffix}`);
  const cartProduct = await newProduct(staffCookie, `FUZZ-C-${suffix}`);

  const card = testCardToken("4111 1111 1111 1111");

  // A paid card order of this file's own, for the refund, void and reorder routes.
  const payment = await call("/api/authorize-net/process-payment", "POST", {
    cookie: `${customerCookie}; ${await newCart(cartProduct.id)}`,
    body: { idempotencyKey: randomUUID(), customer: fuzzCustomer, opaqueData: card },
  });
  const paid = (await payment.json()) as { success: boolean; orderId?: string };
  if (payment.status !== 200 || !paid.orderId) throw new Error(`could not pay for an order: ${payment.status} ${JSON.stringify(paid)}`);
  const order = await db().order.findUniqueOrThrow({ where: { id: paid.orderId } });
  if (!order.cardTransactionId) throw new Error("the paid order has no card transaction");

  const current = await readHeroBackground();
  const background: HeroBackgroundChoice =
    current.kind === "builtin" ? { kind: "builtin", id: current.id } : { kind: "library", imageId: current.imageId };

  const cartSize = await db().productSize.findFirstOrThrow({ where: { productId: cartProduct.id }, select: { id: true } });

  fuzz = {
    staff,
    customer,
    jars: {
      visitor: await newCart(cartProduct.id),
      customer: `${customerCookie}; ${await newCart(cartProduct.id)}`,
      staff: `${staffCookie}; ${await newCart(cartProduct.id)}`,
    },
    mutatorJar: `${await sessionCookieHeader(mutator)}; ${await newCart(cartProduct.id)}`,
    forgedCookies: [
      ["a garbage session token", "authjs.session-token=garbage"],
      ["a JWE-shaped session token", "authjs.session-token=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2Q0JDLUhTNTEyIn0..AAAA.BBBB.CCCC"],
      [
        "a session of a user that does not exist",
        await sessionCookieHeader({ id: "no-such-user", email: "ghost@example.com", role: "staff" }, { sessionId: "no-such-session" }),
      ],
      ["a session that was ended", await endedSessionCookie(staff)],
      ["a customer's session claiming staff", await sessionCookieHeader({ ...customer, role: "staff" })],
      ["a junk secure-prefixed session cookie", "__Secure-authjs.session-token=%00%ZZ"],
      ["junk and unknown cart cookies", `tz_cart=..%2F..%2Fetc; tz_cart=${"A".repeat(43)}`],
      ["an 8 KB cookie header", `x=${"y".repeat(8_000)}; authjs.session-token=`],
      ["a malformed cookie header", "=;;; ==; authjs.session-token; tz_cart"],
    ],
    targetProduct,
    cartProduct,
    cartSizeId: cartSize.id,
    paidOrder: { id: order.id, total: order.total.toFixed(2), transactionId: order.cardTransactionId },
    background,
    card,
  };
});

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const name of ENV_NAMES) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.FUZZ_VERBOSE) {
    console.log([...new Set(logged)].slice(0, 50).join("\n"));
    console.log([...requestsPerRoute].map(([pattern, n]) => `${String(n).padStart(5)} ${pattern}`).join("\n"));
  }
  console.log(`route fuzz: ${ROUTES.length} routes, ${totalRequests} requests`);
});

// ------------------------------------------------------------------ sending and judging

let totalRequests = 0;
const requestsPerRoute = new Map<string, number>();

function urlOf(route: Route, params: Params, query: string): string {
  const parts = route.segments.map((segment) => {
    if (segment.kind === "static") return segment.text;
    const value = params[segment.name] ?? "";
    return (Array.isArray(value) ? value : [value]).map(encodeURIComponent).join("/");
  });
  return `${BASE}/${parts.join("/")}${query}`;
}

function buildRequest(method: HttpMethod, url: string, cookie: string, bodyCase: BodyCase | undefined): NextRequest {
  const headers = new Headers({ "x-forwarded-for": nextAddress(), "user-agent": "route-fuzz" });
  if (cookie) headers.set("cookie", cookie);
  if (bodyCase?.contentType) headers.set("content-type", bodyCase.contentType);
  for (const [name, value] of Object.entries(bodyCase?.headers ?? {})) headers.set(name, value);
  return new NextRequest(url, { method, headers, body: method === "GET" ? undefined : bodyCase?.body?.() });
}

const ANSWER_TIMEOUT_MS = 15_000;

type Verdict = { status?: number; problems: string[] };

/** The answer's status and problems, or why there was no answer (a throw is Next's 500). */
async function judge(handler: RouteHandler, request: NextRequest, params: Params, ownFormat: boolean): Promise<Verdict> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s`)), ANSWER_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([Promise.resolve(handler(request, { params: Promise.resolve(params) })), timeout]);
    const text = await Promise.race([response.text(), timeout]);
    const problems = answerProblems(
      { status: response.status, contentType: response.headers.get("content-type") ?? "", text },
      { ownFormat },
    );
    return { status: response.status, problems: problems.length ? [`${problems.join(", ")}: ${snippet(text)}`] : [] };
  } catch (error) {
    return {
      problems: [`threw (Next answers 500): ${snippet(error instanceof Error ? `${error.name}: ${error.message}` : String(error))}`],
    };
  } finally {
    clearTimeout(timer);
  }
}

const describeParams = (params: Params) => (Object.keys(params).length ? ` ${snippet(JSON.stringify(params)).slice(0, 60)}` : "");

// ------------------------------------------------------------------ tests

describe("the route fuzz finds every route", () => {
  it("discovers the route handlers under app/", () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(40);
    expect(ROUTES.map((r) => r.pattern)).toContain("/api/cart");
    expect(ROUTES.map((r) => r.pattern)).toContain("/uploads/[name]");
  });

  it("has samples for every dynamic segment and a body sample for every POST, PUT and PATCH", async () => {
    const missing: string[] = [];
    const known = new Set<string>();
    for (const route of ROUTES) {
      for (const segment of route.segments) {
        if (segment.kind === "dynamic" && !PARAM_SAMPLES[segment.name]) {
          missing.push(`${route.pattern}: add samples for [${segment.name}] to PARAM_SAMPLES`);
        }
      }
      const exported = await importRoute(route);
      for (const method of BODY_METHODS) {
        if (typeof exported[method] !== "function") continue;
        known.add(`${method} ${route.pattern}`);
        if (!BODY_SAMPLES[`${method} ${route.pattern}`])
          missing.push(`${method} ${route.pattern}: add a sample body (or NO_JSON_BODY) to BODY_SAMPLES`);
      }
    }
    const stale = Object.keys(BODY_SAMPLES)
      .filter((key) => !known.has(key))
      .map((key) => `${key}: no such route method any more`);
    const stalePatterns = [...Object.keys(PRIMARY_PARAMS), ...Object.keys(FOREIGN_FORMAT)]
      .filter((p) => !ROUTES.some((r) => r.pattern === p))
      .map((p) => `${p}: no such route any more`);
    expect([...missing, ...stale, ...stalePatterns]).toEqual([]);
  });

  it("route modules export only HTTP method handlers and segment config, so Next answers 405 to other methods", async () => {
    const SEGMENT_CONFIG = new Set(["dynamic", "dynamicParams", "revalidate", "fetchCache", "runtime", "preferredRegion", "maxDuration"]);
    const odd: string[] = [];
    for (const route of ROUTES) {
      const exported = await importRoute(route);
      const methods = HTTP_METHODS.filter((m) => typeof exported[m] === "function");
      if (methods.length === 0) odd.push(`${route.pattern}: exports no handler`);
      for (const name of Object.keys(exported)) {
        const isMethod = (HTTP_METHODS as readonly string[]).includes(name) || name === "HEAD" || name === "OPTIONS";
        if (isMethod && typeof exported[name] !== "function") odd.push(`${route.pattern}: ${name} is not a function`);
        if (!isMethod && !SEGMENT_CONFIG.has(name)) odd.push(`${route.pattern}: exports ${name}`);
      }
    }
    expect(odd).toEqual([]);
  });
});

describe("every route answers hostile requests without a 5xx or a stack trace", () => {
  it.each(ROUTES.map((route) => [route.pattern, route] as const))("%s", async (_pattern, route) => {
    const exported = await importRoute(route);
    const methods = HTTP_METHODS.filter((m) => typeof exported[m] === "function");
    const dynamic = route.segments.flatMap((s) => (s.kind === "dynamic" ? [s.name] : []));
    for (const name of dynamic) {
      if (!PARAM_SAMPLES[name]) throw new Error(`${route.pattern}: add samples for [${name}] to PARAM_SAMPLES`);
    }
    const primaries: Params[] = PRIMARY_PARAMS[route.pattern]?.(fuzz) ?? [
      Object.fromEntries(dynamic.map((name) => [name, PARAM_SAMPLES[name]![0]!])),
    ];
    const problems: string[] = [];
    const outsideBefore = outsideCalls.length;

    const send = async (who: string, cookie: string, method: HttpMethod, params: Params, query: string, bodyCase: BodyCase | undefined) => {
      totalRequests++;
      requestsPerRoute.set(route.pattern, (requestsPerRoute.get(route.pattern) ?? 0) + 1);
      const handler = exported[method] as RouteHandler;
      const url = urlOf(route, params, query);
      const verdict = await judge(handler, buildRequest(method, url, cookie, bodyCase), params, !FOREIGN_FORMAT[route.pattern]);
      for (const problem of verdict.problems) {
        problems.push(`${who} ${method}${describeParams(params)} ${query.slice(0, 60)} [${bodyCase?.label ?? "no body"}] → ${problem}`);
      }
      return verdict.status;
    };

    for (const method of methods) {
      const sampleOf = BODY_SAMPLES[`${method} ${route.pattern}`];
      const sample = typeof sampleOf === "function" ? sampleOf(fuzz) : undefined;
      const baseline: BodyCase | undefined =
        method === "GET"
          ? undefined
          : sample !== undefined
            ? { label: "the valid sample", contentType: "application/json", body: () => JSON.stringify(sample) }
            : method === "DELETE"
              ? undefined
              : { label: "an empty object", contentType: "application/json", body: () => "{}" };

      for (const params of primaries) {
        for (const role of ROLES) {
          const cookie = fuzz.jars[role];
          // Only GET handlers read the query; the other methods get the junk queries once, as staff.
          const queries = method === "GET" || role === "staff" ? JUNK_QUERIES : [];
          const door = await send(role, cookie, method, params, "", baseline);
          for (const query of queries) await send(role, cookie, method, params, query, baseline);
          // A role refused at the door (401/403 before the body is read) gets a few bodies to show that
          // the refusal comes first; the others get them all.
          const bodies = door === 401 || door === 403 ? GENERIC_BODIES.slice(0, 4) : GENERIC_BODIES;
          if (method !== "GET") for (const bodyCase of bodies) await send(role, cookie, method, params, "", bodyCase);
        }
        // Staff get past every auth check: the mutations of the valid body reach the deepest code.
        if (sample !== undefined)
          for (const bodyCase of sampleBodies(sample)) await send("staff", fuzz.mutatorJar, method, params, "", bodyCase);
        for (const [label, cookie] of fuzz.forgedCookies) await send(`(${label})`, cookie, method, params, "", baseline);
      }

      // Junk in each dynamic segment, the others keeping their primary value.
      for (const name of dynamic) {
        for (const value of PARAM_SAMPLES[name]!) {
          const params = { ...primaries[0], [name]: value };
          for (const role of ROLES) await send(role, fuzz.jars[role], method, params, "", baseline);
        }
      }
    }

    for (const call of outsideCalls.slice(outsideBefore)) problems.push(`tried to reach the network: ${call}`);
    expect(problems).toEqual([]);
  });
});

// What the fuzz found, kept as plain cases: PostgreSQL cannot store a NUL or half a surrogate pair, and
// these reached a query (a 500, or the contact form's "could not be saved" 503).
describe("text the database cannot store is refused with the field named", () => {
  const fieldsOf = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as { error?: string; fields?: Record<string, string> },
  });
  const NUL = "Remove the NUL character (U+0000)";
  const SURROGATE = "Remove the broken character (half a UTF-16 surrogate pair)";

  it("a new product named with a NUL, or with half a surrogate pair in its benefits", async () => {
    const product = {
      name: "Tank\u0000Cleaner",
      category: "HVAC",
      description: "Cleans.",
      pricePerGallon: "10.00",
      minimumOrder: 1,
      itemNumber: "FUZZ-NUL-1",
    };
    expect(await fieldsOf(await call("/api/admin/products", "POST", { cookie: fuzz.jars.staff, body: product }))).toEqual({
      status: 400,
      body: { error: "Invalid request", fields: { name: NUL } },
    });
    const surrogate = { ...product, name: "Tank Cleaner", benefits: ["Safe", "\ud800"] };
    expect(await fieldsOf(await call("/api/admin/products", "POST", { cookie: fuzz.jars.staff, body: surrogate }))).toEqual({
      status: 400,
      body: { error: "Invalid request", fields: { "benefits.1": SURROGATE } },
    });
  });

  it("a product edit, a ticket, a void and a contact request carrying them", async () => {
    const cases: [pattern: string, body: unknown, field: string, message: string, params?: Params][] = [
      ["/api/admin/products/[id]", { description: "a\u0000b" }, "description", NUL, { id: String(fuzz.targetProduct.id) }],
      ["/api/customer/tickets", { subject: "Leak\u0000", message: "The pump leaks at the seal." }, "subject", NUL],
      ["/api/payment/void", { transactionId: "\u0000" }, "transactionId", NUL],
      [
        "/api/contact",
        { form: "consultation", firstName: "\udc00Jo", lastName: "Doe", email: "jo@example.com", message: "Hello" },
        "firstName",
        SURROGATE,
      ],
      ["/api/calculate-tax", { subtotal: 10, shippingAddress: { state: "WI", city: "Mad\u0000ison" } }, "shippingAddress.city", NUL],
    ];
    for (const [pattern, body, field, message, params] of cases) {
      const route = ROUTES.find((r) => r.pattern === pattern)!;
      const method = pattern.endsWith("[id]") ? "PATCH" : "POST";
      const response = await call(urlOf(route, params ?? {}, "").slice(BASE.length), method, {
        cookie: fuzz.jars.staff,
        body,
        params,
        handlerOf: pattern,
      });
      expect(await fieldsOf(response), pattern).toEqual({ status: 400, body: { error: "Invalid request", fields: { [field]: message } } });
    }
  });

  it("an uploaded image keeps a storable name: the NUL becomes U+FFFD", async () => {
    const form = new FormData();
    form.append(
      "image",
      new File(
        [
          Uint8Array.from(
            Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64"),
          ),
        ],
        "tank\u0000photo.png",
      ),
    );
    const request = new NextRequest(`${BASE}/api/images/upload`, { method: "POST", headers: { cookie: fuzz.jars.staff }, body: form });
    const response = await (await handlerOf("/api/images/upload", "POST"))(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { image: { originalName: string } }).image.originalName).toBe("tank\ufffdphoto.png");
  });
});

describe("the fuzz stayed inside", () => {
  it("reached no network address, while staff got as far as the photo providers and the site scan", () => {
    expect(outsideCalls).toEqual([]);
    expect(fakeCalls.providers).toBeGreaterThan(0);
    expect(fakeCalls.ownPages).toBeGreaterThan(0);
  });
});
