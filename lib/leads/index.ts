// Leads: what visitors send through the contact, consultation, pool, quote, sample and brewery forms.
// Saved first, with the requester's acknowledgement recorded in the same transaction (so a doubled
// submit, which saves nothing, acknowledges nothing), then staff are e-mailed a summary (DESIGN §8), so a
// mail outage never loses a request. The acknowledgement echoes the request only to the signed-in
// customer's own address, and goes to one address at most three times a day (./acknowledgement.ts,
// ./rate-limits.ts). Both messages are bulk mail (lib/email). Staff work the leads at /admin/leads (./inbox.ts).
// - fields.ts     option lists, limits, shared zod field helpers; client-safe
// - forms.ts      each form's schema and its entry in LEAD_FORMS (kind, Lead.form, title, columns,
//                 e-mail rows); client-safe
// - schemas.ts    the public entry for both, and parseLeadRequest; client-safe, imported by the forms
// - client.ts     the browser's POST /api/contact and submission ids; client-safe
// - contact-prefill.ts  the message another page writes into the contact page's form; client-safe
// - summary.ts    what was sent as labelled rows, and the staff e-mail's text; client-safe
// - acknowledgement.ts  the requester's e-mail; client-safe
// - rate-limits.ts  how often one address may send each form and all of them, and the refusal's words; client-safe
// - inbox.ts      staff's work on a lead: status, owner, notes, replies (server only)
// - this file     saving (server only)
import "server-only";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { emailEnv, queueDeliverySafely, recordEmail, sendEmail, staffEmail } from "@/lib/email";
import { Prisma } from "@/lib/generated/prisma/client";
import { siteConfig } from "@/lib/site-config";
import { consume } from "@/lib/rate-limit";
import { leadAcknowledgement } from "./acknowledgement";
import { describeLead, type LeadRequest } from "./forms";
import { ACKNOWLEDGEMENTS_PER_RECIPIENT, acknowledgementKey } from "./rate-limits";
import { leadSummary } from "./summary";

export type LeadContext = {
  /** Path of the page the form was on (from the Referer). */
  pagePath?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** The address of the signed-in account that sent it, if any: confirmed, so the request may be echoed to it. */
  accountEmail?: string | null;
};

export type SavedLead = {
  id: number;
  /** True when this submissionId had been saved before: nothing new was stored or sent. */
  duplicate: boolean;
  /** Whether staff were e-mailed (sent over SMTP or written to the outbox) by this call. */
  emailed: boolean;
  /** Whether the requester's acknowledgement was recorded for sending by this call (not past the recipient's limit). */
  acknowledged: boolean;
};

/** Wrong e-mail settings must not lose the request: the lead is then saved without its acknowledgement. */
function emailSettingsUsable(): boolean {
  try {
    emailEnv();
    return true;
  } catch (error) {
    console.error("[leads] acknowledgements not sent:", error instanceof Error ? error.message : error);
    return false;
  }
}

/** The path of a Referer header ("/contact/hvac"), without query or fragment; null when absent or unreadable. */
export function pagePathFromReferer(referer: string | null | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).pathname.slice(0, 300);
  } catch {
    return null;
  }
}

/** The lead a submissionId was saved as, if any. */
export async function findLeadBySubmissionId(submissionId: string): Promise<number | undefined> {
  const lead = await db().lead.findUnique({ where: { submissionId }, select: { id: true } });
  return lead?.id;
}

/**
 * The catalog product a form names: by its item number (a size's or the product's), else by its exact name (any case), among
 * products not archived. Null when none matches, or the lookup fails (the lead is saved anyway).
 */
async function findProduct(itemNumber?: string | null, name?: string | null): Promise<{ id: number; name: string } | null> {
  try {
    if (itemNumber) {
      // Every pack size has its own item number; the base size's is also the product's.
      const bySize = await db().productSize.findUnique({
        where: { itemNumber },
        select: { product: { select: { id: true, name: true } } },
      });
      if (bySize) return bySize.product;
      const byNumber = await db().product.findUnique({ where: { itemNumber }, select: { id: true, name: true } });
      if (byNumber) return byNumber;
    }
    if (name) {
      const byName = await db().product.findMany({
        where: { name: { equals: name, mode: "insensitive" }, archivedAt: null },
        select: { id: true, name: true },
        take: 2,
      });
      if (byName.length === 1) return byName[0]!;
    }
  } catch (error) {
    console.error("[leads] product lookup failed:", error instanceof Error ? error.message : error);
  }
  return null;
}

/**
 * Stores a validated lead with the requester's acknowledgement, and e-mails staff. A submissionId seen
 * before returns the lead saved then, acknowledging nothing again (also when two identical submits race:
 * the unique column decides, the loser reads the winner).
 * Throws only when the database cannot store the lead; an e-mail failure is recorded, not thrown.
 */
export async function saveLead(lead: LeadRequest, context: LeadContext = {}): Promise<SavedLead> {
  const d = lead.data;
  const { kind, label, columns } = describeLead(lead);
  // Plain JSON of the validated payload: undefined keys dropped.
  const fields = JSON.parse(JSON.stringify({ form: lead.form, ...d })) as Prisma.InputJsonObject;
  const product = columns.productName || columns.itemNumber ? await findProduct(columns.itemNumber, columns.productName) : null;

  const settingsUsable = emailSettingsUsable();
  const confirmed = Boolean(context.accountEmail && context.accountEmail.toLowerCase() === columns.email.toLowerCase());
  let id: number;
  let createdAt: Date;
  let acknowledgementId: number | undefined;
  try {
    ({ id, createdAt, acknowledgementId } = await db().$transaction(async (tx) => {
      // Counted with the lead: a doubled submit, undone, uses up nothing.
      const acknowledge = settingsUsable && (await consume(acknowledgementKey(columns.email), ACKNOWLEDGEMENTS_PER_RECIPIENT, tx)).allowed;
      const created = await tx.lead.create({
        data: {
          kind,
          form: label,
          submissionId: d.submissionId ?? null,
          firstName: columns.firstName,
          lastName: columns.lastName,
          email: columns.email,
          phone: columns.phone ?? null,
          company: columns.company ?? null,
          industry: columns.industry ?? null,
          message: columns.message ?? null,
          productId: product?.id ?? null,
          productName: columns.productName ?? product?.name ?? null,
          fields,
          pagePath: context.pagePath ?? null,
          ip: context.ip ?? null,
          userAgent: context.userAgent?.slice(0, 500) ?? null,
          acknowledgedAt: acknowledge ? new Date() : null,
        },
        select: { id: true, createdAt: true },
      });
      if (!acknowledge) return { ...created, acknowledgementId: undefined };
      const queued = await recordEmail(
        {
          ...leadAcknowledgement(lead, { id: created.id, confirmed }),
          replyTo: staffEmail(),
          relatedType: "Lead",
          relatedId: String(created.id),
          priority: "bulk",
        },
        tx,
      );
      return { ...created, acknowledgementId: queued.id };
    }));
  } catch (error) {
    // The unique submissionId refused a doubled submit: its transaction, acknowledgement included, is undone.
    if (d.submissionId && isUniqueViolation(error)) {
      const existing = await findLeadBySubmissionId(d.submissionId);
      if (existing !== undefined) return { id: existing, duplicate: true, emailed: false, acknowledged: false };
    }
    throw error;
  }
  if (acknowledgementId !== undefined) await queueDeliverySafely(acknowledgementId);

  let emailed = false;
  try {
    const { subject, text } = leadSummary(lead, {
      id,
      receivedAt: createdAt,
      pagePath: context.pagePath,
      siteUrl: siteConfig.url,
    });
    // Queued for delivery (lib/email): its status, attempts and any failure are on the OutgoingEmail row.
    await sendEmail({
      to: staffEmail(),
      subject,
      text,
      replyTo: columns.email,
      relatedType: "Lead",
      relatedId: String(id),
      priority: "bulk",
    });
    await db().lead.update({ where: { id }, data: { emailedAt: new Date() } });
    emailed = true;
  } catch (error) {
    // The lead is saved; emailedAt stays null so that it can be found and resent.
    console.error(`[leads] lead ${id} saved, staff e-mail not recorded:`, error instanceof Error ? error.message : error);
  }
  return { id, duplicate: false, emailed, acknowledged: acknowledgementId !== undefined };
}
