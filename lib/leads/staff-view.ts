// One lead as its staff page shows it: every field the visitor sent with its form's labels
// (lib/leads/summary.ts), the page it came from, the product and size asked about, its status, owner,
// notes and history; and the staff who may own a lead, for the owner select. The inbox's list is
// lead-search.ts; the changes are lib/leads/inbox.ts.
import "server-only";
import { db } from "@/lib/db/client";
import { LEAD_OWNER_WHERE } from "@/lib/leads/inbox";
import { describeLead, leadFormTitle, storedLeadRequest } from "@/lib/leads/schemas";
import { leadFieldRows, type LeadFieldRow } from "@/lib/leads/summary";
import { effectiveQuoteStatus, quoteNumber, quoteStatusLabel } from "@/lib/quotes/rules";
import { siteConfig } from "@/lib/site-config";
import { auditActionLabel, auditDiff, formatAuditValue, type AuditChange } from "../audit/diff";
import { toLeadRow, staffName, type StaffMember } from "./staff-view-model";

const OWNER = { select: { id: true, firstName: true, lastName: true, email: true } } as const;

/** What the form's payload holds besides the visitor's data: the page's code name and the submit's id. */
const INTERNAL_FIELDS = new Set(["form", "source", "submissionId"]);

export type AskedAbout = {
  productName: string;
  /** The product's page when the catalog knows it. */
  href: string | null;
  itemNumber: string | null;
  size: string | null;
  quantity: string | null;
};

export type LeadHistoryEntry = { id: number; actor: string; actionLabel: string; createdAt: Date; changes: AuditChange[] };

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);

/** The product, size and quantity a quote or sample request names, as its form's rows label them. */
function askedAbout(lead: { productName: string | null; product: { slug: string } | null }, sent: LeadFieldRow[]): AskedAbout | null {
  const row = (label: string) => sent.find((shown) => shown.label === label)?.value ?? null;
  const productName = lead.productName ?? row("Product");
  const size = row("Size");
  const quantity = row("Quantity");
  if (!productName && !size && !quantity) return null;
  return {
    productName: productName ?? "No product named",
    href: lead.product ? `/products/${lead.product.slug}` : null,
    itemNumber: row("Item number"),
    size,
    quantity,
  };
}

export type LeadDetail = NonNullable<Awaited<ReturnType<typeof leadDetail>>>;

export async function leadDetail(id: number) {
  const lead = await db().lead.findUnique({
    where: { id },
    include: {
      owner: OWNER,
      notes: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], include: { author: OWNER } },
      wonOrder: { select: { id: true, orderNumber: true } },
      quotes: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { id: true, status: true, validUntil: true, revision: true } },
    },
  });
  if (!lead) return null;
  const now = new Date();
  const [history, product] = await Promise.all([
    db().auditLog.findMany({ where: { entityType: "lead", entityId: String(id) }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    // Lead.productId is no relation: a product deleted since is simply not linked.
    lead.productId === null ? null : db().product.findUnique({ where: { id: lead.productId }, select: { slug: true } }),
  ]);
  const fields =
    typeof lead.fields === "object" && lead.fields !== null && !Array.isArray(lead.fields) ? (lead.fields as Record<string, unknown>) : {};
  const request = storedLeadRequest(fields);
  // A payload its form no longer reads (an older shape) is shown as it was stored, key by key.
  const sent: LeadFieldRow[] = request
    ? leadFieldRows(request)
    : Object.entries(fields)
        .filter(([key]) => !INTERNAL_FIELDS.has(key))
        .flatMap(([label, value]) => {
          const shown = formatAuditValue(value);
          return shown ? [{ label, value: shown }] : [];
        });
  return {
    row: toLeadRow(lead),
    lead: {
      id: lead.id,
      status: lead.status,
      lostReason: lead.lostReason,
      ownerId: lead.ownerId,
      message: lead.message,
      messageLabel: request ? describeLead(request).messageLabel : "Message",
      formTitle: leadFormTitle(lead.form),
      source: text(fields.source),
      pagePath: lead.pagePath,
      pageUrl: lead.pagePath ? `${siteConfig.url}${lead.pagePath}` : null,
      ip: lead.ip,
      userAgent: lead.userAgent,
      createdAt: lead.createdAt,
      emailedAt: lead.emailedAt,
      acknowledgedAt: lead.acknowledgedAt,
      wonOrder: lead.wonOrder,
    },
    quotes: lead.quotes.map((quote) => {
      const status = effectiveQuoteStatus(quote, now);
      return { id: quote.id, number: quoteNumber(quote.id), status, statusLabel: quoteStatusLabel(status), revision: quote.revision };
    }),
    sent,
    askedAbout: askedAbout({ productName: lead.productName, product }, sent),
    notes: lead.notes.map((note) => ({
      id: note.id,
      body: note.body,
      createdAt: note.createdAt.toISOString(),
      author: note.author ? staffName(note.author) : null,
    })),
    history: history.map((entry): LeadHistoryEntry => ({
      id: entry.id,
      actor: entry.actorLabel,
      actionLabel: auditActionLabel(entry.action),
      createdAt: entry.createdAt,
      changes: auditDiff(entry.before, entry.after),
    })),
  };
}

/** The staff who may own a lead (sales and owners, active), by name: the owner select's choices and the inbox's owner filter. */
export async function leadOwners(): Promise<StaffMember[]> {
  const users = await db().user.findMany({
    where: LEAD_OWNER_WHERE,
    ...OWNER,
    orderBy: [{ firstName: "asc" }, { lastName: "asc" }, { email: "asc" }],
  });
  return users.map((user) => ({ id: user.id, name: staffName(user) }));
}
