// A session cookie as Auth.js would set it after sign-in, for calling route handlers directly.
import { encode } from "next-auth/jwt";
import { SESSION_COOKIE } from "@/lib/auth/token";

export async function sessionCookieHeader(user: { id: string; email: string; role: "customer" | "staff" }): Promise<string> {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set (tests/integration/setup.ts sets it)");
  const token = await encode({ salt: SESSION_COOKIE, secret, token: { sub: user.id, email: user.email, role: user.role } });
  return `${SESSION_COOKIE}=${token}`;
}
