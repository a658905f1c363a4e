import { createHash } from "node:crypto";
import { heroBackgroundCss } from "@/lib/settings/backgrounds";
import { homeHeroBackground } from "@/lib/settings/hero-background";

// Read per request (from the setting's short cache), so a change shows on the next visit.
export const dynamic = "force-dynamic";

/** The home hero's background (components/home/home-hero.tsx links it). */
export async function GET(request: Request) {
  const css = heroBackgroundCss(await homeHeroBackground());
  const etag = `"${createHash("sha256").update(css).digest("base64url").slice(0, 16)}"`;
  // Browsers ask again on every visit and get a 304 while the background is unchanged.
  const headers = { "content-type": "text/css; charset=utf-8", "cache-control": "no-cache", etag };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(css, { headers });
}
