// A session cookie as Auth.js would set it after sign-in, for calling route handlers directly: the
// encrypted JWT names a Session row that is opened here as sign-in opens one.
import { encode } from "next-auth/jwt";
import { openSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db/client";
import { SESSION_COOKIE } from "@/lib/auth/token";

export async function sessionCookieHeader(
  user: { id: string; email: string; role: "customer" | "staff" },
  options: { sessionId?: string } = {},
): Promise<string> {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is not set (tests/integration/setup.ts sets it)");
  // A staff account a test made without a role is an owner, as the seeded staff account is; the tests
  // of the roles give theirs one.
  if (user.role === "staff") await db().user.updateMany({ where: { id: user.id, staffRole: null }, data: { staffRole: "owner" } });
  const sid = options.sessionId ?? (await openSession(user.id)).id;
  const token = await encode({ salt: SESSION_COOKIE, secret, token: { sub: user.id, email: user.email, role: user.role, sid } });
  return `${SESSION_COOKIE}=${token}`;
}
