import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { recordAccessDenied, type RefusalOutcome } from "@/lib/audit/access-denied";
import { forbiddenPageHtml } from "@/lib/auth/forbidden-page";
import { staffArea } from "@/lib/auth/staff-paths";
import { sessionClaims } from "@/lib/auth/token";
import { REDIRECTS } from "@/lib/content/redirects";
import { goneProduct } from "@/lib/catalog/product-page";
import { readBodyBytes } from "@/lib/http/read-json";
import { FILE_POLICY, PAGE_SCRIPTS_HEADER, pagePolicy } from "@/lib/security/csp";
import { ACTION_BODY_LIMIT_BYTES } from "@/lib/security/body-limits.mjs";
import { HSTS, NON_PAGE_POLICY } from "@/lib/security/headers.mjs";
import { checkActionHost, checkOrigin } from "@/lib/security/origin";
import { escapeHtml, plainPageHtml } from "@/lib/security/plain-page";
import { siteConfig } from "@/lib/site-config";
import { BODY_TOO_LARGE, checkActionForm, checkActionText, planPagePost, refuseMethod, type Refusal } from "@/lib/security/page-requests";
import { isCachedPage, notFoundScriptHashes } from "@/lib/security/page-hashes";

/** Rejects addresses with broken percent-encoding, which route matching would otherwise turn into a 500. */
function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * The staff area: anonymous visitors go to sign in, customers get 403. Only the session cookie is read
 * (no database, so every request stays cheap); the pages and route handlers check the user again
 * (lib/http/route.ts, lib/admin/page-guard.ts), which also catches a role changed since sign-in. Each refusal goes to the audit log
 * after the answer has left (event.waitUntil), throttled there.
 */
async function guardStaffArea(request: NextRequest, area: "page" | "api", event: NextFetchEvent): Promise<NextResponse | null> {
  const claims = await sessionClaims(request);
  if (claims?.role === "staff") return null;
  const refused = (outcome: RefusalOutcome) => event.waitUntil(recordAccessDenied(request, outcome));
  const noStore = { "cache-control": "no-store" };
  if (area === "api") {
    refused({ status: claims ? 403 : 401, user: claims, answer: "json" });
    return claims
      ? NextResponse.json({ error: "Forbidden" }, { status: 403, headers: noStore })
      : NextResponse.json({ error: "Unauthorized" }, { status: 401, headers: noStore });
  }
  refused({ status: claims ? 403 : 401, user: claims, answer: claims ? "page" : "sign-in" });
  if (!claims) {
    const signIn = request.nextUrl.clone();
    signIn.pathname = "/sign-in";
    signIn.search = new URLSearchParams({ callbackUrl: `${request.nextUrl.pathname}${request.nextUrl.search}` }).toString();
    return NextResponse.redirect(signIn, { headers: noStore });
  }
  return new NextResponse(forbiddenPageHtml(claims.email, `${request.nextUrl.pathname}${request.nextUrl.search}`), {
    status: 403,
    headers: { "content-type": "text/html; charset=utf-8", ...noStore },
  });
}

/**
 * Paths whose answers are not pages: API answers, uploaded files, a safety data sheet's revision (a PDF),
 * generated files (the social card /og, the icons /icon and /apple-icon, the web manifest).
 */
function isPage(pathname: string): boolean {
  return (
    !/^\/(api|uploads|og|icon|apple-icon)(\/|$)/.test(pathname) &&
    !/^\/sds\/[^/]+\/[^/]+$/.test(pathname) &&
    !/\.(txt|xml|css|ico|png|jpe?g|webp|svg|pdf|json|webmanifest)$/.test(pathname)
  );
}

const trustProxy = () => process.env.TRUST_PROXY === "true";

/**
 * What is wrong with a POST to a page, judged before Next decodes it (Next answers 500 to a body it
 * cannot decode): only server actions with a body React can read get through (lib/security/page-requests.ts).
 */
async function pagePostRefusal(request: NextRequest): Promise<Refusal | null> {
  const plan = planPagePost({
    contentType: request.headers.get("content-type"),
    actionId: request.headers.get("next-action"),
    contentLength: request.headers.get("content-length"),
  });
  if (plan.read === "none") return plan.refusal;
  // Next hands the proxy its own copy of the body; the clone leaves it whole for the page all the same.
  // A body sent without its length is read no further than the limit (docs/security.md).
  const body = await readBodyBytes(request.clone().body, ACTION_BODY_LIMIT_BYTES);
  if (body === null) return BODY_TOO_LARGE;
  if (plan.read === "text") return checkActionText(new TextDecoder().decode(body));
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
  } catch {
    return { status: 400, message: "Bad request: the multipart body could not be read." };
  }
  return checkActionForm(form, { actionCall: plan.actionCall });
}

/** The API answers in its own JSON form ({ error }), a browser asking for a page a short page, anything else plain text. */
function refusalResponse(refusal: Refusal, request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const headers = { "cache-control": "no-store", ...(refusal.allow ? { allow: refusal.allow } : {}) };
  if (/^\/api(\/|$)/.test(pathname)) return NextResponse.json({ error: refusal.message }, { status: refusal.status, headers });
  if (isPage(pathname) && request.headers.get("accept")?.includes("text/html")) {
    const html = plainPageHtml({
      title: refusal.title ?? "This request could not be read",
      paragraphs: [escapeHtml(refusal.message)],
      links: [
        { href: pathname, label: "Back to the page" },
        { href: "/", label: "Home page" },
      ],
      siteName: siteConfig.companyName,
    });
    return new NextResponse(html, { status: refusal.status, headers: { "content-type": "text/html; charset=utf-8", ...headers } });
  }
  return new NextResponse(refusal.message, {
    status: refusal.status,
    headers: { "content-type": "text/plain; charset=utf-8", ...headers },
  });
}

const PRODUCT_PAGE = /^\/products\/([a-z0-9-]{1,200})$/;

/**
 * The page of a product staff archived answers 410 Gone with a link to its replacement, or to the
 * catalog, so that search engines drop it and old links still lead somewhere. Only addresses of the
 * product-page form are looked up: one query by the unique slug.
 */
async function goneProductPage(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const slug = PRODUCT_PAGE.exec(request.nextUrl.pathname)?.[1];
  if (!slug) return null;
  let gone;
  try {
    gone = await goneProduct(slug);
  } catch (error) {
    // The page itself will answer (and fail the same way if the database is down).
    console.error("[proxy] archived product lookup failed:", error instanceof Error ? error.message : error);
    return null;
  }
  if (!gone) return null;
  const html = plainPageHtml({
    title: `${gone.name} is no longer sold`,
    paragraphs: [
      gone.replacement
        ? `${escapeHtml(gone.name)} has been discontinued. It is replaced by ${escapeHtml(gone.replacement.name)}.`
        : `${escapeHtml(gone.name)} has been discontinued. Our catalog has the products we sell today.`,
    ],
    links: [
      ...(gone.replacement ? [{ href: `/products/${gone.replacement.slug}`, label: `See ${gone.replacement.name}` }] : []),
      { href: "/products", label: "All products" },
    ],
    siteName: siteConfig.companyName,
  });
  return new NextResponse(request.method === "HEAD" ? null : html, {
    status: 410,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}

function isHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === "https:" || (trustProxy() && request.headers.get("x-forwarded-proto") === "https");
}

/**
 * The page's Content-Security-Policy, and the request headers that hand a nonce to Next: a page from Next's
 * page cache is allowed its own inline scripts by hash, added as it goes out (`cached`, see
 * lib/security/page-policy-hook.ts); a page rendered now gets a fresh nonce (lib/security/csp.ts).
 */
function pageSecurity(request: NextRequest): { policy: string; requestHeaders?: Headers; cached?: boolean } {
  const { pathname } = request.nextUrl;
  const payments = pathname === "/checkout";
  const https = isHttps(request);
  if (process.env.NODE_ENV === "development") {
    return { policy: pagePolicy({ scripts: { kind: "development" }, payments, https }) };
  }
  if (isCachedPage(pathname)) return { policy: pagePolicy({ scripts: { kind: "hashes", hashes: [] }, payments, https }), cached: true };
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = pagePolicy({ scripts: { kind: "nonce", nonce, hashes: notFoundScriptHashes() }, payments, https });
  const requestHeaders = new Headers(request.headers);
  // Next reads the nonce from this request header and writes it on the scripts of the page.
  requestHeaders.set("content-security-policy", policy);
  return { policy, requestHeaders };
}

function withSecurityHeaders(response: NextResponse, policy: string, https: boolean): NextResponse {
  response.headers.set("Content-Security-Policy", policy);
  if (https) response.headers.set("Strict-Transport-Security", HSTS);
  return response;
}

export async function proxy(request: NextRequest, event: NextFetchEvent) {
  const { pathname } = request.nextUrl;
  const https = isHttps(request);
  const page = isPage(pathname);
  // Answers made here carry no script of their own.
  const ownPolicy = page ? pagePolicy({ scripts: { kind: "hashes", hashes: [] }, payments: false, https }) : NON_PAGE_POLICY;
  const answer = (response: NextResponse) => withSecurityHeaders(response, ownPolicy, https);

  const wrongMethod = refuseMethod(request.method, page);
  if (wrongMethod) return answer(refusalResponse(wrongMethod, request));

  if (hasMalformedEncoding(pathname)) {
    const fields = { path: "The address contains an invalid percent-encoded character" };
    return answer(
      pathname.startsWith("/api/")
        ? NextResponse.json({ error: "Malformed path", fields }, { status: 400 })
        : new NextResponse("Bad request: the address contains an invalid percent-encoded character.", {
            status: 400,
            headers: { "content-type": "text/plain; charset=utf-8" },
          }),
    );
  }

  // Answered here rather than by next.config.ts, whose redirects go out before the proxy runs and so
  // without the security headers.
  const moved = REDIRECTS.find((redirect) => redirect.source === pathname);
  if (moved) {
    const target = request.nextUrl.clone();
    target.pathname = moved.destination;
    return answer(NextResponse.redirect(target, 308));
  }

  const origin = checkOrigin({
    method: request.method,
    host: (trustProxy() ? request.headers.get("x-forwarded-host") : null) ?? request.headers.get("host"),
    origin: request.headers.get("origin"),
    secFetchSite: request.headers.get("sec-fetch-site"),
    siteUrl: process.env.SITE_URL || undefined,
  });
  if (!origin.ok) {
    return answer(
      NextResponse.json(
        { error: "Cross-site request refused", fields: { origin: origin.reason } },
        { status: 403, headers: { "cache-control": "no-store" } },
      ),
    );
  }

  if (page && request.method === "POST" && request.headers.has("next-action")) {
    const action = checkActionHost({
      origin: request.headers.get("origin"),
      forwardedHost: request.headers.get("x-forwarded-host"),
      host: request.headers.get("host"),
    });
    if (!action.ok) {
      return answer(
        NextResponse.json(
          { error: "Cross-site request refused", fields: { origin: action.reason } },
          { status: 403, headers: { "cache-control": "no-store" } },
        ),
      );
    }
  }

  if (page && request.method === "POST") {
    const refusal = await pagePostRefusal(request);
    if (refusal) return answer(refusalResponse(refusal, request));
  }

  const area = staffArea(pathname);
  if (area) {
    const refused = await guardStaffArea(request, area, event);
    if (refused) return answer(refused);
  }

  if (!page) return withSecurityHeaders(NextResponse.next(), FILE_POLICY, https);
  const gone = await goneProductPage(request);
  if (gone) return answer(gone);
  const { policy, requestHeaders, cached } = pageSecurity(request);
  const response = requestHeaders ? NextResponse.next({ request: { headers: requestHeaders } }) : NextResponse.next();
  if (cached) response.headers.set(PAGE_SCRIPTS_HEADER, pathname);
  return withSecurityHeaders(response, policy, https);
}

export const config = {
  // Static assets never need it; next.config.ts gives them their headers.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
