// Who is signed in, for server components, route handlers and server actions (DESIGN §6), as next-auth's
// own auth() answers it. The cookie only says who the visitor was when they signed in; Auth.js's jwt
// callback (lib/auth/config.ts) checks that the session it names is still open (not signed out, not ended
// by a password reset, less than 30 days old: lib/auth/sessions.ts) and the session callback reads the
// user again from the database, so that a deleted account or a changed role counts at once.
import "server-only";
import { NextRequest } from "next/server";
import { z } from "zod";
import type { StaffRole } from "@/lib/generated/prisma/enums";
import { auth } from "./next-auth";
import { STAFF_ROLES } from "./staff-access";

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: "customer" | "staff";
  /** What a staff member may use (lib/auth/staff-access.ts); null for customers. */
  staffRole: StaffRole | null;
  createdAt: Date;
};

export type CurrentSession = { id: string; user: SessionUser };

// What auth() answers comes back through JSON (Auth.js's session endpoint): checked, and the date made a Date again.
const authSessionSchema = z.object({
  sessionId: z.string().min(1),
  user: z.object({
    id: z.string().min(1),
    email: z.string().min(1),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(["customer", "staff"]),
    staffRole: z.enum(STAFF_ROLES).nullable().default(null),
    createdAt: z.coerce.date(),
  }),
});

/**
 * auth() for a given request, through its route-handler form (`auth((req) => ...)` hands the handler
 * `req.auth`). Only the headers Auth.js reads are passed on, so the request's body stays unread. Next
 * sets X-Forwarded-Proto on every request it serves; a request made elsewhere (a test) gets it from its
 * address, so that Auth.js looks for the cookie name of that scheme (`__Secure-` on https).
 * The refreshed cookie Auth.js offers is not passed on: a session ends 30 days after sign-in however active.
 */
async function authOf(request: Request): Promise<unknown> {
  const url = new URL(request.url);
  const headers = new Headers({ cookie: request.headers.get("cookie") ?? "" });
  headers.set("x-forwarded-proto", request.headers.get("x-forwarded-proto") ?? url.protocol.replace(/:$/, ""));
  headers.set("host", request.headers.get("host") ?? url.host);
  const forwardedHost = request.headers.get("x-forwarded-host");
  if (forwardedHost) headers.set("x-forwarded-host", forwardedHost);
  let session: unknown = null;
  // With its configuration built lazily (./next-auth.ts), next-auth hands the wrapped handler back in a promise.
  const read = await Promise.resolve(
    auth((req) => {
      session = req.auth;
      return new Response(null, { status: 204 });
    }),
  );
  await read(new NextRequest(url, { headers }), { params: Promise.resolve({}) });
  return session;
}

/** The open session of this request and its user, or null. Without a request argument it reads the
 *  current request (server components, server actions). */
export async function currentSession(request?: Request): Promise<CurrentSession | null> {
  const parsed = authSessionSchema.safeParse(request ? await authOf(request) : await auth());
  return parsed.success ? { id: parsed.data.sessionId, user: parsed.data.user } : null;
}

/** The signed-in user of this request, or null. */
export async function sessionUser(request?: Request): Promise<SessionUser | null> {
  return (await currentSession(request))?.user ?? null;
}
