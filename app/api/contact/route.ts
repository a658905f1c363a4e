// POST /api/contact: the consultation, contact-page and pool forms (seed 000 §7, seed 001 §7).
// Checks in order: size (413), JSON (415), the form's schema (400), a repeated submissionId (201 with
// the saved lead), the per-address rate limit (429); then saves the lead, e-mails staff and answers 201.
import { jsonError, validationError } from "@/lib/http/responses";
import { findLeadBySubmissionId, pagePathFromReferer, saveLead } from "@/lib/leads";
import { parseLeadRequest } from "@/lib/leads/schemas";
import { clientAddress, consume } from "@/lib/rate-limit";
import { siteConfig } from "@/lib/site-config";
import { NextResponse } from "next/server";

const MAX_BODY_BYTES = 16 * 1024;
/** Five requests per ten minutes per address: a person sends one or two; a script gets a brake. */
const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 } as const;

const TOO_LARGE = `The request is larger than ${MAX_BODY_BYTES / 1024} KB`;

/** The body as text, or null when it exceeds the limit (read no further than that). */
async function readLimited(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

function isJson(contentType: string | null): boolean {
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
  return mediaType === "application/json";
}

export async function POST(request: Request) {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > MAX_BODY_BYTES) return jsonError(413, TOO_LARGE);
  if (!isJson(request.headers.get("content-type"))) {
    return jsonError(415, "Send the form as JSON (Content-Type: application/json)");
  }

  let body: unknown;
  try {
    const text = await readLimited(request, MAX_BODY_BYTES);
    if (text === null) return jsonError(413, TOO_LARGE);
    body = JSON.parse(text);
  } catch {
    return jsonError(400, "Invalid request", { body: "The body is not valid UTF-8 JSON" });
  }

  const pagePath = pagePathFromReferer(request.headers.get("referer"));
  const parsed = parseLeadRequest(body, pagePath);
  if (!parsed.success) return validationError(parsed.error);
  const lead = parsed.value;

  try {
    // A repeated submit of a saved request gets the same answer, without counting against the limit.
    if (lead.data.submissionId) {
      const existing = await findLeadBySubmissionId(lead.data.submissionId);
      if (existing !== undefined) return NextResponse.json({ ok: true, id: existing }, { status: 201 });
    }

    const ip = clientAddress(request);
    const limit = await consume(`contact:${ip}`, CONTACT_RATE_LIMIT);
    if (!limit.allowed) {
      return jsonError(429, "Too many requests from your address. Please wait a few minutes and try again.", undefined, {
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      });
    }

    const saved = await saveLead(lead, { pagePath, ip, userAgent: request.headers.get("user-agent") });
    return NextResponse.json({ ok: true, id: saved.id }, { status: 201 });
  } catch (error) {
    console.error("[api/contact] could not save the request:", error instanceof Error ? error.message : error);
    return jsonError(
      503,
      `Your request could not be saved just now. Please try again, or e-mail us at ${siteConfig.email}.`,
      undefined,
      { headers: { "Retry-After": "30" } },
    );
  }
}
