// The Auth.js configuration (e-mail and password through the Credentials provider, sessions as
// encrypted JWT cookies, which Credentials requires). Kept apart from ./next-auth.ts, which binds it
// to Next, so that tests can run it through Auth.js's core without a Next server.
import "server-only";
import { CredentialsSignin } from "@auth/core/errors";
import type { NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { clientAddress } from "@/lib/rate-limit";
import { checkCredentials } from "./credentials";
import { signInSchema } from "./schemas";
import { authSecret } from "./secret";

declare module "next-auth" {
  interface User {
    role?: "customer" | "staff";
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    role?: "customer" | "staff";
  }
}

/** Thrown by authorize for a refused attempt; `code` reaches the caller of signIn. */
export class RateLimitedSignIn extends CredentialsSignin {
  constructor(minutes: number) {
    super();
    this.code = `rate_limited:${minutes}`;
  }
}

export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

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
          const result = await checkCredentials(parsed.data, { address: clientAddress(request) });
          if (result.ok) return { id: result.user.id, email: result.user.email, role: result.user.role };
          if (result.reason === "rate_limited") throw new RateLimitedSignIn(result.retryAfterMinutes);
          return null;
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        // `user` is there only at sign-in: the claims proxy.ts and lib/auth/session.ts read.
        if (user?.id) {
          token.sub = user.id;
          token.email = user.email;
          token.role = user.role ?? "customer";
        }
        return token;
      },
      session({ session, token }) {
        if (token.sub) session.user.id = token.sub;
        return session;
      },
    },
    logger: {
      error(error) {
        // A wrong password is an answer, not a server fault.
        if (error instanceof CredentialsSignin) return;
        console.error(error);
      },
    },
  };
}

