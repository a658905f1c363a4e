import { route } from "@/lib/http/route";
import { jsonError } from "@/lib/http/responses";
import { clientAddress } from "@/lib/rate-limit";
import { backgroundKey, heroBackgroundChoiceSchema } from "@/lib/settings/backgrounds";
import { readHeroBackground, saveHeroBackground } from "@/lib/settings/hero-background";

/** The home hero's background as it is now. */
export const GET = route({ role: "staff", area: "content" }, async () => {
  const value = await readHeroBackground();
  return Response.json({ background: value, key: backgroundKey(value) }, { headers: { "cache-control": "no-store" } });
});

/** Chooses the background: { kind: "builtin", id } or { kind: "library", imageId }. */
export const POST = route(
  { role: "staff", area: "content", idempotency: "key", body: heroBackgroundChoiceSchema, maxBytes: 2 * 1024 },
  async ({ request, body, session }) => {
    const result = await saveHeroBackground(body, session.user, clientAddress(request));
    if (!result.ok) return jsonError(result.status, result.error, { [result.field]: result.error });
    return Response.json({ background: result.value, key: backgroundKey(result.value), changed: result.changed });
  },
);
