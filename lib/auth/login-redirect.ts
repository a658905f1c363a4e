// Where /api/login sends the browser. Pure apart from reading the request.
import { safeCallbackUrl } from "./callback-url";

/** "/sign-in?callbackUrl=…" for ?returnTo= (or ?callbackUrl=), else the same-site page the visitor came from. */
export function signInPageFor(request: Request): string {
  const url = new URL(request.url);
  const asked = url.searchParams.get("returnTo") ?? url.searchParams.get("callbackUrl");
  const referer = request.headers.get("referer");
  const target = asked !== null ? safeCallbackUrl(asked, url.origin) : safeCallbackUrl(referer, url.origin);
  return `/sign-in?${new URLSearchParams({ callbackUrl: target })}`;
}
