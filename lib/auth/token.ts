// Reading the Auth.js session cookie without the database: used by proxy.ts (cheap, per request) and by
// sessionUser, which then re-reads the user. The cookie is Auth.js's encrypted JWT (JWE), keyed by the
// secret and salted with the cookie's name.
import "server-only";
import { decode } from "next-auth/jwt";
import { z } from "zod";
import { authSecret } from "./secret";

export const SESSION_COOKIE = "authjs.session-token";
/** The name Auth.js uses when the site is served over https. */
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;

export type SessionClaims = { id: string; email: string; role: "customer" | "staff" };

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().min(1),
  role: z.enum(["customer", "staff"]),
});

/** name → value of a Cookie header. Later duplicates do not override the first, as browsers send the most specific first. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  if (!header) return jar;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // Left as sent: a JWE never needs decoding anyway.
    }
    if (name && !jar.has(name)) jar.set(name, value);
  }
  return jar;
}

/** The cookie's value, joined again when Auth.js split a large one into name.0, name.1, ... */
function cookieValue(jar: ReadonlyMap<string, string>, name: string): string | undefined {
  const whole = jar.get(name);
  if (whole) return whole;
  const chunks: [number, string][] = [];
  for (const [key, value] of jar) {
    const match = key.startsWith(`${name}.`) ? /^\d+$/.exec(key.slice(name.length + 1)) : null;
    if (match) chunks.push([Number(match[0]), value]);
  }
  if (chunks.length === 0) return undefined;
  return chunks
    .sort((a, b) => a[0] - b[0])
    .map(([, value]) => value)
    .join("");
}

/** The verified claims of the session cookie in `jar`, or null (none, tampered, expired, other key). */
export async function sessionClaims(jar: ReadonlyMap<string, string>): Promise<SessionClaims | null> {
  for (const name of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
    const token = cookieValue(jar, name);
    if (!token) continue;
    try {
      const payload = await decode({ token, salt: name, secret: authSecret() });
      const parsed = claimsSchema.safeParse(payload);
      if (parsed.success) return { id: parsed.data.sub, email: parsed.data.email, role: parsed.data.role };
    } catch {
      // A cookie from another key or a broken one is no session.
    }
  }
  return null;
}
