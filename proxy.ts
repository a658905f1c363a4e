import { NextResponse, type NextRequest } from "next/server";
import { forbiddenPageHtml } from "@/lib/auth/forbidden-page";
import { staffArea } from "@/lib/auth/staff-paths";
import { sessionClaims } from "@/lib/auth/token";
import { REDIRECTS } from "@/lib/content/redirects";
import { HSTS, NON_PAGE_POLICY, pagePolicy } from "@/lib/security/csp";
import { checkOrigin } from "@/lib/security/origin";
import { notFoundScriptHashes, prerenderedScriptHashes } from "@/lib/security/page-hashes";

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
 * (requireStaff), which also catches a role changed since sign-in.
 */
async function guardStaffArea(request: NextRequest, area: "page" | "api"): Promise<NextResponse | null> {
  const jar = new Map(request.cookies.getAll().map((cookie) => [cookie.name, cookie.value] as const));
  const claims = await sessionClaims(jar);
  if (claims?.role === "staff") return null;
  const noStore = { "cache-control": "no-store" };
  if (area === "api") {
    return claims
      ? NextResponse.json({ error: "Forbidden" }, { status: 403, headers: noStore })
      : NextResponse.json({ error: "Unauthorized" }, { status: 401, headers: noStore });
  }
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

/** Paths whose answers are not pages: API answers, uploaded files, generated files. */
function isPage(pathname: string): boolean {
  return !/^\/(api|uploads)(\/|$)/.test(pathname) && !/\.(txt|xml|css|ico|png|jpe?g|webp|svg|pdf|json)$/.test(pathname);
}

const trustProxy = () => process.env.TRUST_PROXY === "true";

function isHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === "https:" || (trustProxy() && request.headers.get("x-forwarded-proto") === "https");
}

/**
 * The page's Content-Security-Policy, and the request headers that hand a nonce to Next: a prerendered
 * page is allowed its own inline scripts by hash, a page rendered now gets a fresh nonce (lib/security/csp.ts).
 */
function pageSecurity(request: NextRequest): { policy: string; requestHeaders?: Headers } {
  const { pathname } = request.nextUrl;
  const payments = pathname === "/checkout";
  const https = isHttps(request);
  if (process.env.NODE_ENV === "development") {
    return { policy: pagePolicy({ scripts: { kind: "development" }, payments, https }) };
  }
  const hashes = prerenderedScriptHashes(pathname);
  if (hashes) return { policy: pagePolicy({ scripts: { kind: "hashes", hashes }, payments, https }) };
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

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const https = isHttps(request);
  const page = isPage(pathname);
  // Answers made here carry no script of their own.
  const ownPolicy = page ? pagePolicy({ scripts: { kind: "hashes", hashes: [] }, payments: false, https }) : NON_PAGE_POLICY;
  const answer = (response: NextResponse) => withSecurityHeaders(response, ownPolicy, https);

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

  const area = staffArea(pathname);
  if (area) {
    const refused = await guardStaffArea(request, area);
    if (refused) return answer(refused);
  }

  if (!page) return withSecurityHeaders(NextResponse.next(), NON_PAGE_POLICY, https);
  const { policy, requestHeaders } = pageSecurity(request);
  const response = requestHeaders ? NextResponse.next({ request: { headers: requestHeaders } }) : NextResponse.next();
  return withSecurityHeaders(response, policy, https);
}

export const config = {
  // Static assets never need it; next.config.ts gives them their headers.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
