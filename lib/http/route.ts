// Route handlers declare who may call them and what they take in one place: `route(spec, handler)`
// checks the role first (401/403), then the route's parameters, the query string and the JSON body
// with the spec's zod schemas (400 { error, fields } naming the field), and only then runs the handler
// with the parsed input and the session. A route file cannot forget either check: every mutating route
// handler is built here (tests/integration/mutation-wrappers.test.ts checks the marker set below).
// A mutating route also declares how a repeat is applied once (./idempotency.ts): with "key" the wrapper
// answers every repeat of a request with the first answer.
import "server-only";
import { NextRequest } from "next/server";
import type { z } from "zod";
import { recordAccessDeniedLater } from "@/lib/audit/access-denied";
import { currentSession, type CurrentSession } from "@/lib/auth/session";
import { areaRefusal, mayUse, type StaffArea } from "@/lib/auth/staff-access";
import { answerOnce, readIdempotencyKey, requestFingerprint, type Idempotency } from "./idempotency";
import { readJsonBody } from "./read-json";
import { jsonError, validationError } from "./responses";

/**
 * Who may call: "staff" only staff (401 signed out, 403 a customer, both in the audit log); "customer"
 * anyone signed in, staff included (401 signed out); "public" anyone, with their session when they have one.
 */
export type Role = "staff" | "customer" | "public";

export type RouteSpec<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = {
  role: Role;
  /** For staff routes, the part of the staff area it belongs to: a staff member of another role gets 403. */
  area?: StaffArea;
  /** The dynamic segments, e.g. z.object({ id: ... }). */
  params?: P;
  query?: Q;
  /** The JSON body; without it the body is left unread for the handler. */
  body?: B;
  /** The largest JSON body accepted (413 above it); 16 KB unless said. */
  maxBytes?: number;
  /** Headers added to the refusals this wrapper answers (401, 403, 400, 413, 415). */
  headers?: Record<string, string>;
  /**
   * Required of a POST, PUT, PATCH or DELETE handler: how a repeat is applied once. "key": the caller's
   * Idempotency-Key, the first answer kept and given to every repeat; { natural: why }: the route's own
   * key already makes a repeat harmless, and `why` names it (docs/security.md, "Repeated requests").
   */
  idempotency?: Idempotency;
};

export type RouteInput<R extends Role, P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = {
  request: NextRequest;
  // A part the spec gives no schema for is undefined (the z.ZodUndefined defaults of route()).
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  /** The open session: always there for "staff" and "customer", null for a visitor of a "public" route. */
  session: R extends "public" ? CurrentSession | null : CurrentSession;
};

/** What Next passes a route handler; tests call with a plain Request and no context on routes without segments. */
export type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

export type RouteHandler = ((request: Request, context?: RouteContext) => Promise<Response>) & {
  readonly [ROUTE]: { role: Role; area?: StaffArea; idempotency?: Idempotency };
};

/** Set on every handler built here. */
export const ROUTE = Symbol.for("shop.route");

const DEFAULT_MAX_BYTES = 16 * 1024;
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function withHeaders(response: Response, headers: Record<string, string> | undefined): Response {
  for (const [name, value] of Object.entries(headers ?? {})) response.headers.set(name, value);
  return response;
}

/** The session, or the refusal of a caller `role` does not admit. */
async function admit(
  role: "staff" | "customer",
  area: StaffArea,
  request: NextRequest,
): Promise<{ ok: true; session: CurrentSession } | { ok: false; response: Response }> {
  const session = await currentSession(request);
  // Refusals of staff routes go to the audit log in the background (throttled), never delaying the answer.
  if (!session) {
    if (role === "staff") recordAccessDeniedLater(request, { status: 401, user: null });
    return { ok: false, response: jsonError(401, "Unauthorized") };
  }
  if (role === "staff" && session.user.role !== "staff") {
    recordAccessDeniedLater(request, { status: 403, user: session.user });
    return { ok: false, response: jsonError(403, "Forbidden") };
  }
  if (role === "staff" && !mayUse(session.user.staffRole, area)) {
    recordAccessDeniedLater(request, { status: 403, user: session.user });
    return { ok: false, response: jsonError(403, areaRefusal(area)) };
  }
  return { ok: true, session };
}

/**
 * Next hands a route a NextRequest, which may be a proxy of one (it watches what a route reads): on Node 24
 * undici refuses to copy such a proxy into a new Request, so it is used as it is. Tests call the handlers
 * with a plain Request.
 */
function asNextRequest(incoming: Request): NextRequest {
  return incoming instanceof NextRequest || "nextUrl" in incoming ? (incoming as NextRequest) : new NextRequest(incoming);
}

export function route<
  const R extends Role,
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
>(
  spec: RouteSpec<P, Q, B> & ({ role: Exclude<R, "staff"> } | { role: R & "staff"; area: StaffArea }),
  handler: (input: RouteInput<R, P, Q, B>) => Promise<Response> | Response,
): RouteHandler {
  const handle = async (incoming: Request, context?: RouteContext): Promise<Response> => {
    const arrivedAt = new Date();
    const request = asNextRequest(incoming);
    const refuse = (response: Response) => withHeaders(response, spec.headers);
    // Who is asking comes first, so that nothing about the input is told to a caller who may not ask.
    const admitted = spec.role === "public" ? null : await admit(spec.role, spec.area ?? "any", request);
    if (admitted && !admitted.ok) return refuse(admitted.response);

    let params: unknown;
    if (spec.params) {
      const parsed = spec.params.safeParse((await context?.params) ?? {});
      if (!parsed.success) return refuse(validationError(parsed.error));
      params = parsed.data;
    }
    let query: unknown;
    if (spec.query) {
      const parsed = spec.query.safeParse(Object.fromEntries(request.nextUrl.searchParams));
      if (!parsed.success) return refuse(validationError(parsed.error));
      query = parsed.data;
    }
    const keyed = spec.idempotency === "key" && MUTATING.has(request.method);
    const key = keyed ? readIdempotencyKey(request.headers) : null;
    if (key && !key.ok) return refuse(key.response);
    let body: unknown;
    let json: { value: unknown } | undefined;
    if (spec.body) {
      const read = await readJsonBody(request, { maxBytes: spec.maxBytes ?? DEFAULT_MAX_BYTES });
      if (!read.ok) return refuse(read.response);
      const parsed = spec.body.safeParse(read.value);
      if (!parsed.success) return refuse(validationError(parsed.error));
      body = parsed.data;
      json = read;
    }
    // The casts restate what the checks above established: each part is its schema's output, or undefined without one.
    // A public route reads the session last: a malformed request costs no database query.
    const session = admitted ? admitted.session : await currentSession(request);
    const run = async () => handler({ request, params, query, body, session } as RouteInput<R, P, Q, B>);
    if (!key?.ok) return run();
    const scope = `${request.method} ${request.nextUrl.pathname}`;
    return answerOnce({ scope, actor: session?.user.id ?? null, key: key.key, arrivedAt, ...requestFingerprint(request, json) }, run);
  };
  return Object.assign(handle, { [ROUTE]: { role: spec.role, area: spec.area, idempotency: spec.idempotency } });
}

/** Whether `value` is a route handler built by route(). */
export function isRouteHandler(value: unknown): value is RouteHandler {
  return typeof value === "function" && ROUTE in value;
}
