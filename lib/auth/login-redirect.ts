// Where /api/login sends the browser. Pure apart from reading the request.
import { safeCallbackUrl } from "./callback-url";

/** /api/login asking to come back to `returnTo` (a path of this site) after signing in. */
export function loginPath(returnTo: string): string {
  return `/api/login?${new URLSearchParams({ returnTo })}`;
}

/**
 * "/sign-in?callbackUrl=…" for ?returnTo= (or ?callbackUrl=), else the same-site page the visitor came from,
 * else "/sign-in".
 * The Referer names the address the browser used, which the Host header carries; the request's own URL
 * may name the server by another (localhost for 127.0.0.1), so both count as this site.
 */
export function signInPageFor(request: Request): string {
  const url = new URL(request.url);
  const asked = url.searchParams.get("returnTo") ?? url.searchParams.get("callbackUrl");
  if (asked !== null) return signInPage(safeCallbackUrl(asked, url.origin, ""));
  const referer = request.headers.get("referer");
  const host = request.headers.get("host");
  const origins = [url.origin, ...(host ? [`${url.protocol}//${host}`] : [])];
  const fromReferer = origins.map((origin) => safeCallbackUrl(referer, origin, "")).find((path) => path !== "");
  return signInPage(fromReferer ?? "");
}

/** Nothing (safe) to come back to: plain "/sign-in", where the account's role decides (homeAfterSignIn). */
const signInPage = (callbackUrl: string) => (callbackUrl ? `/sign-in?${new URLSearchParams({ callbackUrl })}` : "/sign-in");
