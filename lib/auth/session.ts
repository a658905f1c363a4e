// Who is signed in, for server components and route handlers (DESIGN §6). The cookie only says who the
// visitor was when they signed in; the user is read again from the database on every call so that a
// deleted account or a changed role counts at once.
import "server-only";
import { db } from "@/lib/db/client";
import { jsonError } from "@/lib/http/responses";
import { parseCookieHeader, sessionClaims } from "./token";

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: "customer" | "staff";
  createdAt: Date;
};

async function currentRequestCookies(): Promise<Map<string, string>> {
  // Loaded lazily: outside a Next request (tests) there is no request scope to read.
  const { cookies } = await import("next/headers");
  const jar = new Map<string, string>();
  for (const cookie of (await cookies()).getAll()) jar.set(cookie.name, cookie.value);
  return jar;
}

/** The signed-in user of this request (Auth.js session cookie verified, then the user re-read from the
 *  database so a deleted account or a changed role counts at once), or null. Without a request argument
 *  it reads the current request's cookies (server components, route handlers). */
export async function sessionUser(request?: Request): Promise<SessionUser | null> {
  const jar = request ? parseCookieHeader(request.headers.get("cookie")) : await currentRequestCookies();
  const claims = await sessionClaims(jar);
  if (!claims) return null;
  const user = await db().user.findUnique({
    where: { id: claims.id },
    select: { id: true, email: true, firstName: true, lastName: true, role: true, createdAt: true },
  });
  return user;
}

/** The user, or a 401 JSON Response { error: "Unauthorized" }. */
export async function requireUser(request: Request): Promise<SessionUser | Response> {
  const user = await sessionUser(request);
  return user ?? jsonError(401, "Unauthorized");
}

/** Staff only: 401 JSON when anonymous, 403 JSON { error: "Forbidden" } for a customer. */
export async function requireStaff(request: Request): Promise<SessionUser | Response> {
  const user = await sessionUser(request);
  if (!user) return jsonError(401, "Unauthorized");
  if (user.role !== "staff") return jsonError(403, "Forbidden");
  return user;
}
