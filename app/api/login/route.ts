import { signInPageFor } from "@/lib/auth/login-redirect";

/** The browser's way to sign in (seed 000): to the sign-in page, then back to ?returnTo= or the page it came from. */
export function GET(request: Request) {
  return new Response(null, { status: 307, headers: { location: signInPageFor(request), "cache-control": "no-store" } });
}
