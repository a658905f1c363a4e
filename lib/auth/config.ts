// The Auth.js configuration (e-mail and password through the Credentials provider, sessions as
// encrypted JWT cookies, which Credentials requires). Kept apart from ./next-auth.ts, which binds it
// to Next, so that tests can run it through Auth.js's core without a Next server.
import "server-only";
import { CredentialsSignin } from "@auth/core/errors";
import { JWTSessionError } from "@auth/core/errors";
import type { JWT } from "@auth/core/jwt";
import type { NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { AUTH_EVENTS, recordAuthEvent } from "@/lib/audit/auth-events";
import { rotateCartCookie } from "@/lib/cart/rotate";
import { clientAddress } from "@/lib/rate-limit";
import { sameSitePath } from "./callback-url";
import { checkCredentials } from "./credentials";
import { requestOrigin } from "./request-origin";
import { signInSchema } from "./schemas";
import { authSecret } from "./secret";
import { SESSION_LIFETIME_MS, endSession, findOpenSession, type OpenSession } from "./sessions";

declare module "next-auth" {
  interface User {
    role?: "customer" | "staff";
    /** The Session row opened by this sign-in (lib/auth/sessions.ts). */
    sessionId?: string;
    firstName?: string;
    lastName?: string;
    createdAt?: Date;
  }
  interface Session {
    /** The open Session row the cookie names: lib/auth/session.ts reads it (password change keeps it open). */
    sessionId?: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    role?: "customer" | "staff";
    sid?: string;
  }
}

/** Thrown by authorize for a refused attempt; `code` reaches the caller of signIn. */
export class RateLimitedSignIn extends CredentialsSignin {
  constructor(minutes: number) {
    super();
    this.code = `rate_limited:${minutes}`;
  }
}

/** A right password for an address not yet confirmed. */
export class UnverifiedSignIn extends CredentialsSignin {
  code = "unverified";
}

/** A cookie whose payload cannot be decrypted (forged, made with another key, expired) is a visitor's doing, not a fault. */
function isUnreadableCookie(error: unknown): boolean {
  if (!(error instanceof JWTSessionError)) return false;
  const cause: unknown = error.cause instanceof Error ? error.cause : (error.cause as { err?: unknown } | undefined)?.err;
  const code = (cause as { code?: unknown } | undefined)?.code;
  // jose's own errors carry a code; Auth.js's decode says these two in words.
  if (typeof code === "string" && code.startsWith("ERR_JW")) return true;
  return cause instanceof Error && ["Invalid JWT", "no matching decryption secret"].includes(cause.message);
}

/**
 * The open session found by the jwt callback, for the session callback that follows it within the same
 * read (Auth.js hands it the token the jwt callback returned): one query per request, not two.
 */
const openSessions = new WeakMap<JWT, OpenSession>();

async function openSessionOf(token: JWT): Promise<OpenSession | null> {
  if (typeof token.sid !== "string" || typeof token.sub !== "string") return null;
  return findOpenSession(token.sid, token.sub);
}

/** The cookie never outlives its Session row, which ends 30 days after sign-in. */
export const SESSION_MAX_AGE_SECONDS = SESSION_LIFETIME_MS / 1000;

export function authConfig(): NextAuthConfig {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/sign-in", error: "/sign-in" },
    providers: [
      Credentials({
        credentials: { email: { type: "email" }, password: { type: "password" } },
        async authorize(input, request) {
          const parsed = signInSchema.safeParse(input);
          if (!parsed.success) return null;
          const result = await checkCredentials(parsed.data, {
            address: clientAddress(request),
            userAgent: request.headers.get("user-agent"),
          });
          if (result.ok) return { id: result.user.id, email: result.user.email, role: result.user.role, sessionId: result.sessionId };
          if (result.reason === "rate_limited") throw new RateLimitedSignIn(result.retryAfterMinutes);
          if (result.reason === "unverified") throw new UnverifiedSignIn();
          return null;
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        // `user` is there only at sign-in: the claims proxy.ts reads, and the Session row just opened.
        if (user?.id) {
          token.sub = user.id;
          token.email = user.email;
          token.role = user.role ?? "customer";
          token.sid = user.sessionId;
          return token;
        }
        // Every later read (auth(), /api/auth/session): the Session row must still be open. Null makes
        // Auth.js answer "no session" and clear the cookie: signed out, reset or past its 30 days.
        const open = await openSessionOf(token);
        if (!open) return null;
        openSessions.set(token, open);
        return token;
      },
      // Auth.js's own routes take a callbackUrl too: the same rule as the site's (lib/auth/callback-url.ts).
      redirect({ url, baseUrl }) {
        const path = sameSitePath(url, baseUrl);
        return path === null ? baseUrl : new URL(path, baseUrl).toString();
      },
      // The user as the database has it now. The session id is no secret: without the key no cookie can be made for it.
      async session({ session, token }) {
        const open = openSessions.get(token) ?? (await openSessionOf(token));
        if (!open) throw new Error("The session has ended");
        return { ...session, user: { ...session.user, ...open.user }, sessionId: open.id };
      },
    },
    events: {
      async signIn() {
        await rotateCartCookie();
      },
      async signOut(message) {
        const token = "token" in message ? message.token : null;
        const sid = typeof token?.sid === "string" ? token.sid : null;
        if (sid) await endSession(sid, "sign_out");
        if (token?.sub && typeof token.email === "string") {
          const origin = await requestOrigin();
          await recordAuthEvent({ action: AUTH_EVENTS.signedOut, user: { id: token.sub, email: token.email }, ...origin });
        }
        await rotateCartCookie();
      },
    },
    logger: {
      error(error) {
        // A wrong password is an answer, not a server fault.
        if (error instanceof CredentialsSignin || isUnreadableCookie(error)) return;
        console.error(error);
      },
    },
  };
}
