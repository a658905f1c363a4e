// Where to send someone after signing in. Only a path on this site is accepted: anything else
// ("//evil.example", "https://evil.example", "/\\evil.example", "javascript:") would make the sign-in
// page an open redirect that phishing mails could borrow. Pure: pages, proxy and route handlers share it.

export const DEFAULT_AFTER_SIGN_IN = "/account";
const STAFF_AFTER_SIGN_IN = "/admin";

/** Where someone goes after signing in when no page asked for them: staff to their area, customers to their account. */
export function homeAfterSignIn(role: "customer" | "staff"): string {
  return role === "staff" ? STAFF_AFTER_SIGN_IN : DEFAULT_AFTER_SIGN_IN;
}

// Pages that only make sense when signed out: coming back to them after signing in would loop.
const SIGNED_OUT_PAGES = ["/sign-in", "/register", "/forgot-password", "/reset-password", "/api/auth", "/api/login"];

/**
 * A same-site path (with its query and fragment) from `value`, or `fallback`.
 * An absolute URL is accepted when its origin is `origin` (Auth.js sends those), and becomes a path.
 * Pages only a signed-out visitor needs (sign-in, register…) give the fallback: coming back would loop.
 */
export function safeCallbackUrl(value: unknown, origin?: string, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  const path = sameSitePath(value, origin);
  if (path === null) return fallback;
  const readable = decodeURIComponent(path.replace(/[?#].*$/, ""));
  if (SIGNED_OUT_PAGES.some((page) => readable === page || readable.startsWith(`${page}/`))) return fallback;
  return path;
}

/** The same-site path (with query and fragment) `value` leads to, or null when it could lead anywhere else. */
export function sameSitePath(value: unknown, origin?: string): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return null;
  // Control characters and backslashes are read as "/" or dropped by browsers: "/\evil.example" is "//evil.example".
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  const base = "http://same-site.invalid";
  let url: URL;
  try {
    if (value.startsWith("/")) {
      url = new URL(value, base);
      if (url.origin !== base) return null;
    } else {
      if (!origin) return null;
      url = new URL(value);
      if (url.origin !== new URL(origin).origin) return null;
    }
  } catch {
    return null;
  }
  // The path as the browser will read it: "/.//evil.example" and "/%2e//evil.example" normalise to
  // "//evil.example", a link to another host; "/%2f%2fevil.example" would too once anything decodes it.
  if (!isPlainPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A path that cannot be read as another host: no "//" or "/\" at its start, before or after decoding. */
function isPlainPath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  for (const form of [path, decoded]) {
    if (!form.startsWith("/") || /^\/[/\\]/.test(form) || /[\u0000-\u001f\u007f]/.test(form)) return false;
  }
  return true;
}
