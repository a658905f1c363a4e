// The address of a page's social card (GET /og): its title and a signature that only the site can make,
// so that the route draws the titles the site's pages name and refuses any other (drawing one is costly,
// and a made-up title would miss every cache). The key is derived from the session
// key (lib/auth/secret.ts), which the build that prerenders the pages and the servers that serve them share.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { cardTitle, OG_PATH } from "@/lib/seo/og";
import { siteConfig } from "@/lib/site-config";

/** The signature of the card showing `title`: 128 bits of an HMAC, in base64url. */
export function cardSignature(title: string): string {
  const key = createHmac("sha256", authSecret()).update("social card").digest();
  return createHmac("sha256", key).update(title).digest().subarray(0, 16).toString("base64url");
}

/** Whether `signature` is the site's for the card showing `title`. */
export function isSignedCard(title: string, signature: string): boolean {
  const expected = Buffer.from(cardSignature(title));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Absolute address of the card that shows `title`. */
export function ogImageUrl(title: string): string {
  const shown = cardTitle(title);
  const url = new URL(OG_PATH, siteConfig.url);
  url.searchParams.set("title", shown);
  url.searchParams.set("sig", cardSignature(shown));
  return url.toString();
}
