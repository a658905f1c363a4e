import { randomUUID } from "node:crypto";
import { Auth } from "@auth/core";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as authRoute } from "@/app/api/auth/[...nextauth]/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { GET as login } from "@/app/api/login/route";
import { authConfig } from "@/lib/auth/config";
import { sessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { createCustomer } from "@/tests/support/accounts";
import { sessionCookieHeader } from "@/tests/support/auth";

const PASSWORD = "harbor-lantern-42";
let user: { id: string; email: string; firstName: string; lastName: string; createdAt: Date };

beforeAll(async () => {
  user = await createCustomer({ firstName: "Dana", lastName: "Reyes", email: `api-${randomUUID()}@example.com`, password: PASSWORD });
});

describe("GET /api/auth/user", () => {
  it("answers 401 JSON when signed out", async () => {
    const response = await currentUser(new Request("http://localhost/api/auth/user"));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Unauthorized" });
  });

  it("answers the signed-in user's id, email, names, createdAt and role, never cached by others", async () => {
    const cookie = await sessionCookieHeader({ id: user.id, email: user.email, role: "customer" });
    const response = await currentUser(new Request("http://localhost/api/auth/user", { headers: { cookie } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await response.json()).toEqual({
      id: user.id,
      email: user.email,
      firstName: "Dana",
      lastName: "Reyes",
      createdAt: user.createdAt.toISOString(),
      role: "customer",
    });
  });
});

describe("GET /api/auth/session", () => {
  it("answers the signed-in user and the expiry, and not the id of the session row", async () => {
    const cookie = await sessionCookieHeader({ id: user.id, email: user.email, role: "customer" });
    const row = await db().session.findFirstOrThrow({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
    const response = await authRoute(
      new NextRequest("http://localhost/api/auth/session", { headers: { cookie, "x-forwarded-proto": "http" } }),
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(row.id);
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["expires", "user"]);
    expect(body.user).toMatchObject({ id: user.id, email: user.email, firstName: "Dana" });
  });
});

describe("GET /api/login", () => {
  const location = (response: Response) => response.headers.get("location");

  it("sends the browser to the sign-in page, back to ?returnTo=", async () => {
    const response = login(new Request("http://localhost/api/login?returnTo=/products%3Fcategory%3Dpool"));
    expect([302, 307]).toContain(response.status);
    expect(location(response)).toBe("/sign-in?callbackUrl=%2Fproducts%3Fcategory%3Dpool");
  });

  it("without returnTo, back to the same-site page it came from", async () => {
    const response = login(new Request("http://localhost/api/login", { headers: { referer: "http://localhost/about" } }));
    expect(location(response)).toBe("/sign-in?callbackUrl=%2Fabout");
  });

  it("never to another site", async () => {
    for (const returnTo of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/.//evil.example",
      "/%2e//evil.example",
      "/%2f%2fevil.example",
    ]) {
      const response = login(new Request(`http://localhost/api/login?returnTo=${encodeURIComponent(returnTo)}`));
      // The sign-in page then names no page: the account's role decides where it leads.
      expect(location(response), returnTo).toBe("/sign-in");
    }
    const fromElsewhere = login(new Request("http://localhost/api/login", { headers: { referer: "https://evil.example/page" } }));
    expect(location(fromElsewhere)).toBe("/sign-in");
  });
});

// The app's Auth.js configuration run by Auth.js itself, as app/api/auth/[...nextauth] does in Next
// (the Next binding, next-auth's index, loads next/server, which plain Node cannot resolve).
const authJs = (request: Request) => Auth(request, { ...authConfig(), basePath: "/api/auth", trustHost: true });
const authGet = authJs;
const authPost = authJs;

/** A browser talking to Auth.js's own endpoints, keeping its cookies. */
function browser(address: string) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return {
    cookieHeader,
    async get(path: string) {
      return remember(
        await authGet(new Request(`http://localhost${path}`, { headers: { cookie: cookieHeader(), "x-forwarded-for": address } })),
      );
    },
    async post(path: string, form: Record<string, string>) {
      return remember(
        await authPost(
          new Request(`http://localhost${path}`, {
            method: "POST",
            headers: { cookie: cookieHeader(), "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address },
            body: new URLSearchParams(form).toString(),
          }),
        ),
      );
    },
  };
}

async function signInThroughAuthJs(visitor: ReturnType<typeof browser>, email: string, password: string) {
  const { csrfToken } = (await (await visitor.get("/api/auth/csrf")).json()) as { csrfToken: string };
  return visitor.post("/api/auth/callback/credentials", { csrfToken, email, password, callbackUrl: "http://localhost/account" });
}

describe("Auth.js routes under /api/auth", () => {
  it("sign in with the right password sets a session cookie that sessionUser accepts; sign out removes it", async () => {
    const visitor = browser("192.0.2.10");
    const response = await signInThroughAuthJs(visitor, user.email, PASSWORD);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("http://localhost/account");
    const signedIn = await sessionUser(new Request("http://localhost/", { headers: { cookie: visitor.cookieHeader() } }));
    expect(signedIn).toMatchObject({ id: user.id, role: "customer" });

    const session = (await (await visitor.get("/api/auth/session")).json()) as { user?: { email?: string } };
    expect(session.user?.email).toBe(user.email);

    // A copy of the cookie taken while signed in stops working at sign-out, not only the browser's own.
    const copied = visitor.cookieHeader();
    const { csrfToken } = (await (await visitor.get("/api/auth/csrf")).json()) as { csrfToken: string };
    await visitor.post("/api/auth/signout", { csrfToken });
    expect(await sessionUser(new Request("http://localhost/", { headers: { cookie: visitor.cookieHeader() } }))).toBeNull();
    expect(await sessionUser(new Request("http://localhost/", { headers: { cookie: copied } }))).toBeNull();
    const ended = await db().session.findFirstOrThrow({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
    expect(ended).toMatchObject({ endReason: "sign_out", endedAt: expect.any(Date) });
    expect(await db().auditLog.findFirst({ where: { actorId: user.id, action: "auth.signed_out" } })).not.toBeNull();
  });

  it("refuses an unconfirmed address with its own code, and sets no session", async () => {
    const pending = await createCustomer({ email: `api-pending-${randomUUID()}@example.com`, password: PASSWORD, verified: false });
    const visitor = browser("192.0.2.13");
    const response = await signInThroughAuthJs(visitor, pending.email, PASSWORD);
    expect(new URL(response.headers.get("location")!).searchParams.get("code")).toBe("unverified");
    expect(await sessionUser(new Request("http://localhost/", { headers: { cookie: visitor.cookieHeader() } }))).toBeNull();
  });

  it("never sends the browser to another site after signing in, whatever callbackUrl says", async () => {
    const tricks = [
      "http://localhost/.//evil.example",
      "http://localhost//evil.example",
      "https://evil.example/account",
      "/%2e//evil.example",
    ];
    for (const [i, callbackUrl] of tricks.entries()) {
      const visitor = browser(`192.0.2.${40 + i}`);
      const { csrfToken } = (await (await visitor.get("/api/auth/csrf")).json()) as { csrfToken: string };
      const response = await visitor.post("/api/auth/callback/credentials", {
        csrfToken,
        email: user.email,
        password: PASSWORD,
        callbackUrl,
      });
      const target = new URL(response.headers.get("location")!, "http://localhost");
      expect(target.origin, callbackUrl).toBe("http://localhost");
      expect(target.pathname, callbackUrl).not.toMatch(/^\/[/\\]/);
    }
  });

  it("a wrong password sets no session and goes back to the sign-in page", async () => {
    const visitor = browser("192.0.2.11");
    const response = await signInThroughAuthJs(visitor, user.email, "not-the-password");
    const target = new URL(response.headers.get("location")!);
    expect(target.pathname).toBe("/sign-in");
    expect(target.searchParams.get("error")).toBe("CredentialsSignin");
    expect(await sessionUser(new Request("http://localhost/", { headers: { cookie: visitor.cookieHeader() } }))).toBeNull();
  });

  it("after five failures from one address the sixth is refused as rate limited, even with the right password", async () => {
    const visitor = browser("192.0.2.12");
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await signInThroughAuthJs(visitor, `guess-${attempt}-${randomUUID()}@example.com`, "guess-password");
      expect(new URL(response.headers.get("location")!).searchParams.get("code")).toBe("credentials");
    }
    const sixth = await signInThroughAuthJs(visitor, user.email, PASSWORD);
    expect(new URL(sixth.headers.get("location")!).searchParams.get("code")).toBe("rate_limited:15");
    expect(await sessionUser(new Request("http://localhost/", { headers: { cookie: visitor.cookieHeader() } }))).toBeNull();
  });
});
