// POST /api/contact: every lead form (LEAD_FORMS in lib/leads/forms.ts: consultation, contact, pool, quotes, samples, brewery).
// Checks in order: size (413), JSON (415), the form's schema (400), a repeated submissionId (201 with
// the saved lead), the address's limits for this form and for all forms (429, saying when to try again;
// lib/leads/rate-limits.ts); then saves the lead, e-mails staff and answers 201.
import { z } from "zod";
import { jsonError, validationError } from "@/lib/http/responses";
import { route } from "@/lib/http/route";
import { findLeadBySubmissionId, pagePathFromReferer, saveLead } from "@/lib/leads";
import { leadRateLimitKeys, PER_ADDRESS_LIMIT, PER_FORM_LIMIT, tooManyLeadsMessage } from "@/lib/leads/rate-limits";
import { parseLeadRequest } from "@/lib/leads/schemas";
import { clientAddress, consume } from "@/lib/rate-limit";
import { siteConfig } from "@/lib/site-config";
import { NextResponse } from "next/server";

const MAX_BODY_BYTES = 16 * 1024;

// Which form's schema applies depends on the body's "form" and on the page it was sent from (the
// Referer): parseLeadRequest chooses it, so the route itself takes any JSON.
export const POST = route(
  { role: "public", body: z.unknown(), maxBytes: MAX_BODY_BYTES, idempotency: { natural: "the form's submissionId, unique on the lead" } },
  async ({ request, body, session }) => {
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
      const keys = leadRateLimitKeys(ip, lead.form);
      // A request refused for its form does not use up the address's allowance for the other forms.
      const perForm = await consume(keys.perForm, PER_FORM_LIMIT);
      const limit = perForm.allowed ? await consume(keys.perAddress, PER_ADDRESS_LIMIT) : perForm;
      if (!limit.allowed) {
        return jsonError(429, tooManyLeadsMessage(limit.retryAfterSeconds), undefined, {
          headers: { "Retry-After": String(limit.retryAfterSeconds) },
        });
      }

      const saved = await saveLead(lead, {
        pagePath,
        ip,
        userAgent: request.headers.get("user-agent"),
        // Signed in: the account's address is confirmed, and the acknowledgement may echo the request to it.
        accountEmail: session?.user.email ?? null,
      });
      return NextResponse.json({ ok: true, id: saved.id }, { status: 201 });
    } catch (error) {
      console.error("[api/contact] could not save the request:", error instanceof Error ? error.message : error);
      return jsonError(503, `Your request could not be saved just now. Please try again, or e-mail us at ${siteConfig.email}.`, undefined, {
        headers: { "Retry-After": "30" },
      });
    }
  },
);
