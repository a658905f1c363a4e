import { z } from "zod";
import { jsonError, validationError } from "@/lib/http/responses";
import { findPackshot, matchesEtag, renderPackshot } from "@/lib/images/packshot-server";

const params = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}\.png$/, "Must be an item number (up to 40 letters, digits and hyphens) followed by .png")
    .transform((file) => file.slice(0, -".png".length)),
});

// An hour fresh, then a day in which a cache may answer with the old picture while it asks again: a
// product renamed shows its new label within the hour. The picture is public, like the catalog.
const CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

type Context = { params: Promise<{ file: string }> };

/**
 * A size's product picture, /packshots/{item number}.png (lib/images/packshot.ts draws it). Drawn afresh
 * on each request that needs the bytes: the drawing is deterministic, so nothing is stored, and a request
 * whose ETag still matches gets a 304 without the drawing being rendered.
 */
async function packshot(request: Request, { params: raw }: Context, withBody: boolean): Promise<Response> {
  const parsed = params.safeParse(await raw);
  if (!parsed.success) return validationError(parsed.error);
  const found = await findPackshot(parsed.data.file);
  if (!found) return jsonError(404, "No product size has this item number");
  const headers = { "cache-control": CACHE_CONTROL, etag: found.etag };
  if (matchesEtag(request.headers.get("if-none-match"), found.etag)) return new Response(null, { status: 304, headers });
  const typed = { ...headers, "content-type": "image/png", "x-content-type-options": "nosniff" };
  if (!withBody) return new Response(null, { headers: typed });
  const png = await renderPackshot(found.svg);
  return new Response(new Uint8Array(png), { headers: { ...typed, "content-length": String(png.length) } });
}

export function GET(request: Request, context: Context) {
  return packshot(request, context, true);
}

/** The headers alone: the picture is not rendered. */
export function HEAD(request: Request, context: Context) {
  return packshot(request, context, false);
}
