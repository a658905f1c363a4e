import { NextResponse, type NextRequest } from "next/server";

/** Rejects addresses with broken percent-encoding, which route matching would otherwise turn into a 500. */
function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export function proxy(request: NextRequest) {
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
  return NextResponse.next();
}

export const config = {
  // Static assets never need it.
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
