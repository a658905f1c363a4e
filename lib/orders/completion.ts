// After the money: "Complete Order" (seed 001 §4) and the PayPal capture finalize a paid order: the
// cart is emptied and the confirmation e-mail goes out exactly once (the first request to set
// Order.confirmationEmailSentAt sends it; any other finds it set). The e-mail links to the order's page:
// the account's for a customer with an account, a guest's token link otherwise (./access-token.ts).
import "server-only";
import { orderedSizeLabel } from "@/lib/catalog/pack-sizes";
import { sdsRevisionPath } from "@/lib/sds/rules";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db/client";
import { queueDeliverySafely, recordEmail } from "@/lib/email";
import { formatUsd, toCents } from "@/lib/domain/money";
import { restoreSetAsideCart } from "@/lib/quotes/cart";
import { publicOrigin } from "@/lib/http/public-origin";
import { siteConfig } from "@/lib/site-config";
import { orderLink, orderLinkSecrets } from "./access-token";
import { withItems, type OrderWithItems } from "./index";
import { paymentLabel } from "./links";

export const NO_PAID_ORDER = "There is no paid order to complete. If you were charged, please contact us.";

/** How long after completing an order a repeated "Complete Order" still answers with that order. */
const REPEAT_WINDOW_MS = 60 * 60 * 1000;

/** The paid order of this cart still waiting for "Complete Order", if any. */
export async function awaitingCompletion(cartId: string | undefined): Promise<OrderWithItems | null> {
  if (!cartId) return null;
  return db().order.findFirst({
    where: { cartId, status: "completed", confirmationEmailSentAt: null },
    include: withItems,
    orderBy: { completedAt: "desc" },
  });
}

/**
 * Completes the paid order of this cart: empties the cart and e-mails the confirmation once. A repeated
 * press within the hour answers with the same order; without a paid order the answer is null.
 */
export async function completeOrder(cartId: string | undefined): Promise<OrderWithItems | null> {
  if (!cartId) return null;
  const waiting = await awaitingCompletion(cartId);
  if (waiting) {
    await finalizePaidOrder(waiting);
    return db().order.findUniqueOrThrow({ where: { id: waiting.id }, include: withItems });
  }
  return db().order.findFirst({
    where: { cartId, status: "completed", confirmationEmailSentAt: { gte: new Date(Date.now() - REPEAT_WINDOW_MS) } },
    include: withItems,
    orderBy: { confirmationEmailSentAt: "desc" },
  });
}

/**
 * Empties the order's cart and queues the confirmation e-mail unless another request (or the
 * confirmation job) already did; true when this call queued it. `origin` is the site's address for the
 * e-mail's link; the job has no request, so it is read from the settings by default.
 */
export async function finalizePaidOrder(order: OrderWithItems, origin = publicOrigin(new Headers())): Promise<boolean> {
  const queued = await db().$transaction(async (tx) => {
    const claimed = await tx.order.updateMany({
      where: { id: order.id, status: "completed", confirmationEmailSentAt: null },
      data: { confirmationEmailSentAt: new Date() },
    });
    // The claim, the guest's link token and the message land together: a claim without its e-mail would
    // never be retried, and a token without its e-mail would open the order to nobody.
    if (claimed.count !== 1) return null;
    // Once, with the claim: the paid cart is emptied (the payment already did; this catches what a paid
    // checkout left), and then a visitor who set their own cart aside to accept a quote gets it back. A later
    // press of Complete Order claims nothing and so empties nothing again.
    if (order.cartId) {
      await tx.cartItem.deleteMany({ where: { cartId: order.cartId } });
      await restoreSetAsideCart(tx, order.cartId);
    }
    const sheets = await orderSheets(tx, order.items);
    const link = await orderLink(order, origin, tx);
    // Urgent: the buyer is waiting for it.
    return recordEmail({ ...confirmationEmail(order, link, sheets), priority: "urgent", secretLinks: orderLinkSecrets(link) }, tx);
  });
  if (queued) await queueDeliverySafely(queued.id);
  return queued !== null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const usd = (value: { toFixed(digits: number): string }) => formatUsd(toCents(value.toFixed(2)));

function addressLines(company: string | null, address: string, city: string, state: string, zipCode: string): string[] {
  return [company, address, `${city}, ${state} ${zipCode}`].filter((line): line is string => Boolean(line));
}

/** A product's current safety data sheet, as the confirmation links it. */
export type OrderSheet = { name: string; itemNumber: string; revision: number };

/** The current safety data sheet of each product of the order (its own item number: the library's address). */
async function orderSheets(tx: Prisma.TransactionClient, items: readonly { productId: number }[]): Promise<OrderSheet[]> {
  const products = await tx.product.findMany({
    where: { id: { in: [...new Set(items.map((item) => item.productId))] } },
    select: {
      name: true,
      itemNumber: true,
      sdsRevisions: { where: { state: "published" }, orderBy: { revision: "desc" }, take: 1, select: { revision: true } },
    },
    orderBy: { name: "asc" },
  });
  return products.flatMap(({ sdsRevisions: [current], ...product }) => (current ? [{ ...product, revision: current.revision }] : []));
}

/**
 * The order confirmation: order number, items, totals, addresses, `link` to the order's
 * page, and the safety data sheets of its products ("Safety data sheets for your order"), on the link's site.
 */
export function confirmationEmail(order: OrderWithItems, link: string, sheets: readonly OrderSheet[] = []) {
  const origin = new URL(link).origin;
  const sheetLinks = sheets.map((sheet) => ({ name: sheet.name, url: `${origin}${sdsRevisionPath(sheet.itemNumber, sheet.revision)}` }));
  const name = `${order.customerFirstName} ${order.customerLastName}`;
  const shipTo = [
    name,
    ...addressLines(order.shippingCompany, order.shippingAddress, order.shippingCity, order.shippingState, order.shippingZipCode),
  ];
  const billTo = [
    name,
    ...addressLines(order.billingCompany, order.billingAddress, order.billingCity, order.billingState, order.billingZipCode),
  ];
  const paidWith = paymentLabel(order.paymentMethod, order.cardLast4);
  const totals: [string, string][] = [
    ["Subtotal", usd(order.subtotal)],
    ["Shipping", order.shipping.isZero() ? "FREE" : usd(order.shipping)],
    ["Tax", usd(order.tax)],
    ["Total Paid", usd(order.total)],
  ];
  const items = order.items.map((item) => ({
    line: `${item.quantity} × ${item.productName}, ${orderedSizeLabel(item.size)} (${item.itemNumber}) at ${usd(item.unitPrice)}`,
    total: usd(item.lineTotal),
  }));

  const text = [
    `Hello ${order.customerFirstName},`,
    "",
    `Thank you for your order. Order #${order.orderNumber} is paid and we are preparing it.`,
    "",
    `View your order: ${link}`,
    "",
    "Items:",
    ...items.map((item) => `  ${item.line}: ${item.total}`),
    "",
    ...totals.map(([label, value]) => `${label}: ${value}`),
    `Paid with: ${paidWith}`,
    "",
    "Ship to:",
    ...shipTo.map((line) => `  ${line}`),
    "",
    "Bill to:",
    ...billTo.map((line) => `  ${line}`),
    "",
    "What's next: we e-mail you the tracking number when your order ships. Every product is rated 0-0-0, so it ships without hazmat fees.",
    "",
    ...(sheetLinks.length > 0
      ? ["Safety data sheets for your order:", ...sheetLinks.map((sheet) => `  ${sheet.name}: ${sheet.url}`), ""]
      : []),
    `Questions? Call ${siteConfig.phone.display} (Monday to Friday, 9:00 AM to 5:00 PM EST) or reply to ${siteConfig.email}.`,
    siteConfig.companyName,
  ].join("\n");

  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">
<h1 style="font-size:20px">Thank you for your order</h1>
<p>Hello ${escapeHtml(order.customerFirstName)}, order <strong>#${escapeHtml(order.orderNumber)}</strong> is paid and we are preparing it.</p>
<p>View your order: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<table cellpadding="6" style="border-collapse:collapse">
<thead><tr><th align="left">Item</th><th align="right">Total</th></tr></thead>
<tbody>${items.map((item) => `<tr><td>${escapeHtml(item.line)}</td><td align="right">${escapeHtml(item.total)}</td></tr>`).join("")}</tbody>
<tfoot>${totals.map(([label, value]) => `<tr><td align="right">${label}</td><td align="right">${escapeHtml(value)}</td></tr>`).join("")}</tfoot>
</table>
<p>Paid with: ${escapeHtml(paidWith)}</p>
<p><strong>Ship to</strong><br>${shipTo.map(escapeHtml).join("<br>")}</p>
<p><strong>Bill to</strong><br>${billTo.map(escapeHtml).join("<br>")}</p>
${
  sheetLinks.length > 0
    ? `<p><strong>Safety data sheets for your order</strong></p><ul>${sheetLinks
        .map((sheet) => `<li><a href="${escapeHtml(sheet.url)}">${escapeHtml(sheet.name)}</a></li>`)
        .join("")}</ul>`
    : ""
}
<p>Questions? Call ${escapeHtml(siteConfig.phone.display)} or write to ${escapeHtml(siteConfig.email)}.</p>
<p>${escapeHtml(siteConfig.companyName)}</p>
</body></html>`;

  return {
    to: order.customerEmail,
    subject: `Your order #${order.orderNumber} is confirmed`,
    text,
    html,
    replyTo: siteConfig.email,
    relatedType: "Order",
    relatedId: order.id,
  };
}
