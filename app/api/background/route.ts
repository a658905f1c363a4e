import type { NextRequest } from "next/server";
import { requireStaff } from "@/lib/auth/session";
import { readJsonBody } from "@/lib/http/read-json";
import { jsonError, validationError } from "@/lib/http/responses";
import { clientAddress } from "@/lib/rate-limit";
import { backgroundKey, heroBackgroundChoiceSchema } from "@/lib/settings/backgrounds";
import { readHeroBackground, saveHeroBackground } from "@/lib/settings/hero-background";

/** The home hero's background as it is now. */
export async function GET(request: NextRequest) {
  const staff = await requireStaff(request);
  if (staff instanceof Response) return staff;
  const value = await readHeroBackground();
  return Response.json({ background: value, key: backgroundKey(value) }, { headers: { "cache-control": "no-store" } });
}

/** Chooses the background: { kind: "builtin", id } or { kind: "library", imageId }. */
export async function POST(request: NextRequest) {
  const staff = await requireStaff(request);
  if (staff instanceof Response) return staff;
  const body = await readJsonBody(request, { maxBytes: 2 * 1024 });
  if (!body.ok) return body.response;
  const parsed = heroBackgroundChoiceSchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
  const result = await saveHeroBackground(parsed.data, staff, clientAddress(request));
  if (!result.ok) return jsonError(result.status, result.error, { [result.field]: result.error });
  return Response.json({ background: result.value, key: backgroundKey(result.value), changed: result.changed });
}
