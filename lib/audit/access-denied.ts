// Refused visits to the staff area in the audit log, as auth.access_denied: a 401 or 403 of a staff API,
// the 403 page a customer gets, and the sign-in redirect an anonymous visitor of a staff page gets. Each
// row has the path, the method, the status, the account the session cookie names (or none), the address
// and the user agent. Never the query string, which may carry a token, nor any cookie.
//
// Called from proxy.ts, which refuses first, and from the pages' and route handlers' own checks. It must
// not let a visitor fill the table, nor turn a refusal into an error or a wait: see lib/audit/refusal-throttle.ts
// for how often a row is written, and every failure is logged and swallowed here.
import "server-only";
import { after } from "next/server";
import { clientAddress, consume } from "@/lib/rate-limit";
import { AUTH_EVENTS, recordAuthEvent } from "./auth-events";
import { LocalRefusalThrottle, MAX_REFUSED_PATH, REFUSAL_LIMITS, refusalThrottleSteps, type RefusalLimits } from "./refusal-throttle";

export type AccessRefusal = {
  path: string;
  method: string;
  /** 401 for a visitor who is not signed in (also when the answer was a redirect to sign in), 403 for one who is not staff. */
  status: 401 | 403;
  /** How the refusal was answered: a JSON error, the 403 page, or a redirect to the sign-in page. */
  answer: "json" | "page" | "sign-in";
  /** The account the session names, when it names one. */
  user: { id: string; email: string } | null;
  ip: string | null;
  userAgent: string | null;
};

export type RefusalOutcome = Pick<AccessRefusal, "status" | "user"> & { answer?: AccessRefusal["answer"] };

export type RecordOptions = {
  limits?: RefusalLimits;
  /** The in-process sieve in front of the database's counters; null checks the database's only. */
  local?: LocalRefusalThrottle | null;
};

const processThrottle = new LocalRefusalThrottle();

function methodOf(method: string): string {
  const upper = method.toUpperCase();
  return /^[A-Z]{1,16}$/.test(upper) ? upper : "OTHER";
}

/** The refusal of `request`: its path (no query), method, address (lib/rate-limit clientAddress) and user agent. */
export function refusalOf(request: Request, outcome: RefusalOutcome): AccessRefusal {
  const address = clientAddress(request);
  return {
    path: new URL(request.url).pathname,
    method: request.method,
    status: outcome.status,
    answer: outcome.answer ?? "json",
    user: outcome.user ? { id: outcome.user.id, email: outcome.user.email } : null,
    ip: address === "unknown" ? null : address,
    userAgent: request.headers.get("user-agent"),
  };
}

function isForeignKeyError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2003";
}

async function write(refusal: AccessRefusal, path: string): Promise<void> {
  const detail = { path, method: methodOf(refusal.method), status: refusal.status, answer: refusal.answer };
  const entry = { action: AUTH_EVENTS.accessDenied, subject: path, ip: refusal.ip, userAgent: refusal.userAgent };
  try {
    await recordAuthEvent({ ...entry, user: refusal.user, detail });
  } catch (error) {
    // The cookie can outlive its account: the refusal is then kept without the link to the user.
    if (!refusal.user || !isForeignKeyError(error)) throw error;
    await recordAuthEvent({ ...entry, user: null, detail: { ...detail, sessionEmail: refusal.user.email } });
  }
}

/**
 * Writes the refusal, unless this address had this path recorded within the window (or reached its own
 * or the overall limit). Never rejects: a failure is logged to the console and the refusal stands.
 * Resolves true when a row was written.
 */
export async function recordAccessRefusal(refusal: AccessRefusal, options: RecordOptions = {}): Promise<boolean> {
  const limits = options.limits ?? REFUSAL_LIMITS;
  const local = options.local === undefined ? processThrottle : options.local;
  const path = refusal.path.slice(0, MAX_REFUSED_PATH);
  const address = refusal.ip ?? "unknown";
  try {
    if (local && !local.admit(address, path)) return false;
    for (const step of refusalThrottleSteps(address, path, limits)) {
      const counted = await consume(step.key, { limit: step.limit, windowMs: limits.windowMs });
      if (!counted.allowed) return false;
    }
    await write(refusal, path);
    return true;
  } catch (error) {
    console.error(
      `[audit] the refused ${methodOf(refusal.method)} ${path} was not recorded:`,
      error instanceof Error ? error.message : error,
    );
    return false;
  }
}

/**
 * recordAccessRefusal for a refused request. For proxy.ts (through event.waitUntil, so the answer does
 * not wait) and for route handlers of staff (lib/http/route.ts). Never rejects.
 */
export async function recordAccessDenied(request: Request, outcome: RefusalOutcome, options?: RecordOptions): Promise<boolean> {
  let refusal: AccessRefusal;
  try {
    refusal = refusalOf(request, outcome);
  } catch (error) {
    console.error("[audit] a refused request could not be read:", error instanceof Error ? error.message : error);
    return false;
  }
  return recordAccessRefusal(refusal, options);
}

/** Lets the request's answer go without waiting for the recording; outside a request (tests, scripts) it simply runs on. */
function inBackground(recording: Promise<boolean>): void {
  try {
    after(recording);
  } catch {
    // No request scope to hand it to: the promise runs on by itself and never rejects.
  }
}

/** recordAccessDenied without waiting: for staff route handlers, whose refusal should not wait on the database. */
export function recordAccessDeniedLater(request: Request, outcome: RefusalOutcome): void {
  inBackground(recordAccessDenied(request, outcome));
}

/** recordAccessRefusal without waiting: for server components, which have headers but no Request. */
export function recordAccessRefusalLater(refusal: AccessRefusal): void {
  inBackground(recordAccessRefusal(refusal));
}
