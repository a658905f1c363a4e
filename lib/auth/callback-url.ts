// Where to send someone after signing in. Only a path on this site is accepted: anything else
// ("//evil.example", "https://evil.example", "/\\evil.example", "javascript:") would make the sign-in
// page an open redirect that phishing mails could borrow. Pure: pages, proxy and route handlers share it.

export const DEFAULT_AFTER_SIGN_IN = "/account";

// Pages that only make sense when signed out: coming back to them after signing in would loop.
const SIGNED_OUT_PAGES = ["/sign-in", "/register", "/forgot-password", "/reset-password", "/api/auth", "/api/login"];

/**
 * A same-site path (with its query and fragment) from `value`, or `fallback`.
 * An absolute URL is accepted when its origin is `origin` (Auth.js sends those), and becomes a path.
 */
export function safeCallbackUrl(value: unknown, origin?: string, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  // Control characters and backslashes are read as "/" or dropped by browsers: "/\evil.example" is "//evil.example".
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const base = "http://same-site.invalid";
  let url: URL;
  try {
    if (value.startsWith("/")) {
      if (value.startsWith("//")) return fallback;
      url = new URL(value, base);
      if (url.origin !== base) return fallback;
    } else {
      if (!origin) return fallback;
      url = new URL(value);
      if (url.origin !== new URL(origin).origin) return fallback;
    }
  } catch {
    return fallback;
  }
  const path = url.pathname;
  if (SIGNED_OUT_PAGES.some((page) => path === page || path.startsWith(`${page}/`))) return fallback;
  return `${path}${url.search}${url.hash}`;
}
