import { NextResponse, type NextRequest } from "next/server";
import { forbiddenPageHtml } from "@/lib/auth/forbidden-page";
import { staffArea } from "@/lib/auth/staff-paths";
import { sessionClaims } from "@/lib/auth/token";

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

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (hasMalformedEncoding(pathname)) {
    const fields = { path: "The address contains an invalid percent-encoded character" };
    return pathname.startsWith("/api/")
      ? NextResponse.json({ error: "Malformed path", fields }, { status: 400 })
      : new NextResponse("Bad request: the address contains an invalid percent-encoded character.", {
          status: 400,
          headers: { "content-type": "text/plain; charset=utf-8" },
        });
  }
  const area = staffArea(pathname);
  if (area) {
    const refused = await guardStaffArea(request, area);
    if (refused) return refused;
  }
  return NextResponse.next();
}

export const config = {
  // Static assets never need it.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
