import { describe, expect, it } from "vitest";
import { DEFAULT_AFTER_SIGN_IN, homeAfterSignIn, safeCallbackUrl } from "@/lib/auth/callback-url";
import { loginPath, signInPageFor } from "@/lib/auth/login-redirect";
import { PASSWORD_HINT, PASSWORD_MESSAGES, passwordProblem } from "@/lib/auth/password-rules";
import { RESET_TOKEN_TTL_MS, hashLinkToken, isWellFormedLinkToken, newLinkToken, linkTokenState } from "@/lib/auth/link-token";
import { fieldMessages, registerSchema, resetPasswordSchema, signInSchema } from "@/lib/auth/schemas";
import { staffArea } from "@/lib/auth/staff-paths";

describe("the password strength rule", () => {
  it("asks for at least 10 characters", () => {
    expect(passwordProblem("short-pw9")).toBe("too_short");
    expect(passwordProblem("tidal-basin")).toBeNull();
    expect(PASSWORD_HINT).toContain("At least 10 characters");
  });

  it("counts characters, not bytes", () => {
    expect(passwordProblem("ééééééééé")).toBe("too_short");
    expect(passwordProblem("éèêëēėęěĕə")).toBeNull();
  });

  it("refuses common passwords in any letter case, and one short pattern repeated", () => {
    for (const common of ["password123", "Password123", "QWERTYUIOP", "1234567890", "aaaaaaaaaa", "abcabcabcabc"]) {
      expect(passwordProblem(common), common).toBe("common");
    }
  });

  it("refuses a password containing the e-mail address or its name part", () => {
    expect(passwordProblem("dana.whitfield@lakeside.example!", "Dana.Whitfield@lakeside.example")).toBe("contains_email");
    expect(passwordProblem("xx-dana.whitfield-2026", "dana.whitfield@lakeside.example")).toBe("contains_email");
    // A two-letter name part would forbid too many ordinary passwords.
    expect(passwordProblem("jo-harbor-lantern", "jo@example.com")).toBeNull();
  });

  it("caps the length", () => {
    expect(passwordProblem("x".repeat(127) + "y")).toBeNull();
    expect(passwordProblem("xy".repeat(65))).toBe("too_long");
  });
});

describe("the forms' schemas", () => {
  const account = {
    firstName: " Dana ",
    lastName: "Whitfield",
    company: "Lakeside Brewing",
    email: " Dana@Lakeside.Example ",
    password: "tidal-basin-7",
  };

  it("trims names and lower-cases the e-mail", () => {
    expect(registerSchema.parse(account)).toMatchObject({ firstName: "Dana", email: "dana@lakeside.example" });
  });

  it("names every field in error at once", () => {
    const result = registerSchema.safeParse({ firstName: "", lastName: "", company: "", email: "not-an-email", password: "short" });
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!)).toEqual({
      firstName: "Enter your first name.",
      lastName: "Enter your last name.",
      company: "Enter your company.",
      email: "Enter a valid e-mail address, like name@company.com.",
      password: PASSWORD_MESSAGES.too_short,
    });
  });

  it("refuses a password containing the e-mail on registration", () => {
    const result = registerSchema.safeParse({ ...account, password: "dana@lakeside.example1" });
    expect(result.success ? {} : fieldMessages(result.error)).toEqual({ password: PASSWORD_MESSAGES.contains_email });
  });

  it("signs in without the strength rule (it may have changed since)", () => {
    expect(signInSchema.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
    expect(fieldMessages(signInSchema.safeParse({ email: "", password: "" }).error!)).toEqual({
      email: "Enter your e-mail address.",
      password: "Enter your password.",
    });
  });

  it("checks the new password on reset", () => {
    expect(fieldMessages(resetPasswordSchema.safeParse({ token: "t", password: "password123" }).error!)).toEqual({
      password: PASSWORD_MESSAGES.common,
    });
  });
});

describe("the callback after sign-in", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(safeCallbackUrl("/products?category=pool#list")).toBe("/products?category=pool#list");
    expect(safeCallbackUrl("/admin")).toBe("/admin");
  });

  it("turns an absolute URL of this site into its path", () => {
    expect(safeCallbackUrl("http://shop.test/about", "http://shop.test")).toBe("/about");
    expect(safeCallbackUrl("http://other.test/about", "http://shop.test")).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  // Each of these, written into a Location header or a link, makes a browser leave the site.
  it.each([
    ["//evil.example", "protocol-relative"],
    ["///evil.example", "three slashes"],
    ["/.//evil.example", "a dot segment before two slashes"],
    ["/./\\evil.example", "a dot segment before a backslash"],
    ["/%2e//evil.example", "an encoded dot segment"],
    ["/%2E//evil.example", "an encoded dot segment in capitals"],
    ["/..//evil.example", "a parent segment before two slashes"],
    ["/a/../..//evil.example", "parent segments that climb to two slashes"],
    ["/%2f%2fevil.example", "encoded slashes that decode to two"],
    ["/%2F/evil.example", "an encoded slash then a slash"],
    ["/%5cevil.example", "an encoded backslash"],
    ["/%5C%5Cevil.example", "two encoded backslashes"],
    ["/\\evil.example", "a backslash"],
    ["\\\\evil.example", "two backslashes"],
    ["/%09/evil.example", "an encoded tab before a slash"],
    ["/\t/evil.example", "a tab before a slash"],
    ["/%0a/evil.example", "an encoded line feed"],
    ["http://shop.test//evil.example", "this site's origin with a protocol-relative path"],
    ["http://shop.test/.//evil.example", "this site's origin with a dot segment"],
    ["https:evil.example", "a scheme without slashes"],
    ["javascript:alert(document.domain)", "a script URL"],
    [" //evil.example", "a leading space"],
    ["/%E0%A4%A", "broken percent-encoding"],
  ])("refuses %s (%s)", (value) => {
    expect(safeCallbackUrl(value, "http://shop.test")).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it.each([
    ["/account", "/account"],
    ["/admin-orders/abc?tab=payments#refunds", "/admin-orders/abc?tab=payments#refunds"],
    ["/a/./b/../c", "/a/c"],
    ["/%252f%252fevil.example", "/%252f%252fevil.example"],
    ["http://shop.test/products", "/products"],
  ])("keeps the same-site path %s as %s", (value, expected) => {
    expect(safeCallbackUrl(value, "http://shop.test")).toBe(expected);
  });

  it("refuses every way to another site", () => {
    for (const value of [
      "https://evil.example",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "/\tevil",
      "javascript:alert(1)",
      "evil.example",
      "",
      null,
      42,
      `/${"a".repeat(2001)}`,
    ]) {
      expect(safeCallbackUrl(value, "http://shop.test"), String(value)).toBe(DEFAULT_AFTER_SIGN_IN);
    }
  });

  it("sends staff to their area and customers to their account when no page asked for them", () => {
    expect(homeAfterSignIn("staff")).toBe("/admin");
    expect(homeAfterSignIn("customer")).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(DEFAULT_AFTER_SIGN_IN).toBe("/account");
  });

  it("does not come back to the signed-out pages, which would loop", () => {
    expect(safeCallbackUrl("/sign-in?callbackUrl=/admin")).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeCallbackUrl("/register")).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeCallbackUrl("/api/login")).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeCallbackUrl("/sign-inside")).toBe("/sign-inside");
  });

  it("/api/login carries it to the sign-in page", () => {
    expect(signInPageFor(new Request("http://shop.test/api/login?returnTo=%2Fabout"))).toBe("/sign-in?callbackUrl=%2Fabout");
    // Nothing asked for: the sign-in page names no page, and the account's role decides.
    expect(signInPageFor(new Request("http://shop.test/api/login"))).toBe("/sign-in");
    expect(signInPageFor(new Request("http://shop.test/api/login?returnTo=https%3A%2F%2Fevil.example"))).toBe("/sign-in");
    expect(loginPath("/technology?tab=demos#demos")).toBe("/api/login?returnTo=%2Ftechnology%3Ftab%3Ddemos%23demos");
  });

  it("/api/login sends a visitor back to the page they came from, as the browser named it", () => {
    // The server knows itself as localhost while the visitor's browser used 127.0.0.1 (the Host header).
    const cameFrom = (referer: string) =>
      signInPageFor(new Request("http://localhost:3000/api/login", { headers: { host: "127.0.0.1:3000", referer } }));
    expect(cameFrom("http://127.0.0.1:3000/technology?x=1")).toBe("/sign-in?callbackUrl=%2Ftechnology%3Fx%3D1");
    expect(cameFrom("http://localhost:3000/about")).toBe("/sign-in?callbackUrl=%2Fabout");
    expect(cameFrom("https://evil.example/about")).toBe("/sign-in");
    expect(cameFrom("http://127.0.0.1:3000/sign-in")).toBe("/sign-in");
  });
});

describe("reset tokens", () => {
  it("are random, URL-safe, and stored as their SHA-256 only", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const a = newLinkToken(RESET_TOKEN_TTL_MS, now);
    const b = newLinkToken(RESET_TOKEN_TTL_MS, now);
    expect(a.token).not.toBe(b.token);
    expect(isWellFormedLinkToken(a.token)).toBe(true);
    expect(a.tokenHash).toBe(hashLinkToken(a.token));
    expect(a.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("expire 30 minutes after they are made", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const { expiresAt } = newLinkToken(RESET_TOKEN_TTL_MS, now);
    expect(expiresAt.toISOString()).toBe("2026-11-22T10:30:00.000Z");
    expect(RESET_TOKEN_TTL_MS).toBe(30 * 60 * 1000);
    expect(linkTokenState({ expiresAt, usedAt: null }, new Date("2026-11-22T10:29:59Z"))).toBe("valid");
    expect(linkTokenState({ expiresAt, usedAt: null }, new Date("2026-11-22T10:30:00Z"))).toBe("expired");
  });

  it("work once", () => {
    const expiresAt = new Date("2026-11-22T10:30:00Z");
    expect(linkTokenState({ expiresAt, usedAt: new Date("2026-11-22T10:05:00Z") }, new Date("2026-11-22T10:06:00Z"))).toBe("used");
    expect(linkTokenState(null)).toBe("unknown");
  });

  it("are checked for shape before any look-up", () => {
    expect(isWellFormedLinkToken("short")).toBe(false);
    expect(isWellFormedLinkToken(`${"a".repeat(42)}=`)).toBe(false);
    expect(isWellFormedLinkToken(undefined)).toBe(false);
  });
});

describe("the staff area", () => {
  it("covers the four staff pages and everything under them", () => {
    for (const path of ["/admin", "/admin/products", "/admin-orders", "/admin-orders/TZ-1", "/image-manager", "/background-selector/x"]) {
      expect(staffArea(path), path).toBe("page");
    }
  });

  it("covers the staff API", () => {
    expect(staffArea("/api/admin")).toBe("api");
    expect(staffArea("/api/admin/products/3")).toBe("api");
    expect(staffArea("/api/payment/void")).toBe("api");
    expect(staffArea("/api/payment-confirmation")).toBeNull();
  });

  it("sees through percent-encoding", () => {
    expect(staffArea("/%61dmin")).toBe("page");
  });

  it("leaves the public site alone", () => {
    for (const path of ["/", "/administer", "/products", "/api/products", "/api/administration", "/sign-in", "/%E0%A4%A"]) {
      expect(staffArea(path), path).toBeNull();
    }
  });
});
