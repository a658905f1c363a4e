// GET /og?title=…&sig=…: the social card (Open Graph and Twitter image) of a page, 1200 × 630 PNG. Every
// public page points at it through pageMetadata (lib/seo/metadata.ts), which signs the title; any other
// title gets 404 without being drawn (lib/seo/og-card.ts). Drawn from the bundled font alone: nothing is
// downloaded while drawing (lib/seo/og.ts). A .ts file with createElement rather than
// JSX, so that the route fuzz (tests/integration/fuzz-routes.test.ts), which finds route.ts files, sends it
// its junk too.
import { ImageResponse } from "next/og";
import { createElement } from "react";
import { OgCard } from "@/components/seo/og-card";
import { jsonError, validationError } from "@/lib/http/responses";
import { OG_IMAGE_SIZE, ogQuerySchema } from "@/lib/seo/og";
import { isSignedCard } from "@/lib/seo/og-card";

const noStore = { "cache-control": "no-store" };

export function GET(request: Request): Response {
  const search = new URL(request.url).searchParams;
  const query = ogQuerySchema.safeParse(Object.fromEntries(search));
  if (!query.success) {
    const refusal = validationError(query.error);
    refusal.headers.set("cache-control", "no-store");
    return refusal;
  }
  if (!isSignedCard(search.get("title") ?? "", search.get("sig") ?? "")) {
    return jsonError(
      404,
      "No page of the site shows this card",
      { sig: "The card's signature does not match its title" },
      { headers: noStore },
    );
  }
  return new ImageResponse(createElement(OgCard, { title: query.data.title }), {
    ...OG_IMAGE_SIZE,
    headers: { "cache-control": "public, max-age=86400" },
  });
}
