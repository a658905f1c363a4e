// The claims of the Auth.js session cookie, without the database: for proxy.ts, which runs on every
// request and only turns away visitors who are plainly not staff. Everything past it asks next-auth's
// auth() (./session.ts), which also checks that the session is still open and reads the user again.
import "server-only";
import { getToken } from "next-auth/jwt";
import { z } from "zod";
import { authSecret } from "./secret";

export const SESSION_COOKIE = "authjs.session-token";

export type SessionClaims = { id: string; email: string; role: "customer" | "staff" };

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().min(1),
  role: z.enum(["customer", "staff"]),
  sid: z.string().min(1).max(100),
});

/**
 * The verified claims of the request's session cookie, or null (none, tampered, expired, other key).
 * Auth.js's own getToken reads it (joining a cookie split into chunks); both cookie names are tried, as
 * behind a proxy the scheme Auth.js saw may not be the one this request shows. Only the Cookie header is
 * handed over: getToken would also take a token from an Authorization header, which the site never sends.
 */
export async function sessionClaims(request: Request): Promise<SessionClaims | null> {
  const req = { headers: { cookie: request.headers.get("cookie") ?? "" } };
  for (const secureCookie of [true, false]) {
    const payload = await getToken({ req, secret: authSecret(), secureCookie });
    const parsed = claimsSchema.safeParse(payload);
    if (parsed.success) return { id: parsed.data.sub, email: parsed.data.email, role: parsed.data.role };
  }
  return null;
}
