// POST /api/paypal/redirect-post (seed 001 §7): the checkout's hidden form (one field, approvalUrl) posted
// into a new tab; answers 303 to the approval page. Only PayPal's own pages (or, in test mode, this
// site's test approval page) are allowed, so the route cannot send anyone elsewhere.
import type { NextRequest } from "next/server";
import { z } from "zod";
import { jsonError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { paymentsSetup, TEST_APPROVAL_PATH } from "@/lib/payments";
import { siteOrigin } from "@/lib/orders/respond";

const MAX_BODY_BYTES = 8 * 1024;

function allowed(url: URL, request: NextRequest): boolean {
  const paypalHost = url.hostname === "paypal.com" || url.hostname.endsWith(".paypal.com");
  if (url.protocol === "https:" && paypalHost) return true;
  const testMode = paymentsSetup().paypal.implementation === "test";
  return testMode && url.origin === siteOrigin(request) && url.pathname === TEST_APPROVAL_PATH;
}

const formSchema = z.object({
  approvalUrl: z.string({ error: "approvalUrl is required" }).trim().min(1, "approvalUrl is required").max(4096),
});

// A posted form, not JSON: the body is read and checked with formSchema here.
export const POST = route({ role: "public", idempotency: { natural: "answers a redirect and stores nothing" } }, async ({ request }) => {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    return jsonError(415, "Send a form (application/x-www-form-urlencoded)");
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return jsonError(413, "The request is larger than 8 KB");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return jsonError(400, "Invalid request", { body: "The body is not a readable form" });
  }
  const parsed = formSchema.safeParse({ approvalUrl: form.get("approvalUrl") ?? undefined });
  if (!parsed.success)
    return jsonError(400, "Invalid request", { approvalUrl: parsed.error.issues[0]?.message ?? "approvalUrl is required" });
  let url: URL;
  try {
    url = new URL(parsed.data.approvalUrl, request.nextUrl.origin);
  } catch {
    return jsonError(400, "Invalid request", { approvalUrl: "approvalUrl must be a URL" });
  }
  if (!allowed(url, request)) return jsonError(400, "Invalid request", { approvalUrl: "approvalUrl must be a PayPal approval page" });
  return new Response(null, {
    status: 303,
    headers: { Location: url.toString(), "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
});
