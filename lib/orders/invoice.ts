// An order's invoice as a PDF download, for its customer (their session or their guest link decides)
// and for staff. Drawn on demand from the stored order (./invoice-data.ts), so it always carries the
// number given at payment; an order without one (never paid) has no invoice.
import "server-only";
import { privatePdfDownload } from "@/lib/http/responses";
import { db } from "@/lib/db/client";
import { renderInvoicePdf } from "@/lib/documents/invoice-pdf";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readableOrderId, type OrderReader } from "./customer-view";
import { invoiceData, invoiceFileName } from "./invoice-data";

export type InvoiceFile = { fileName: string; bytes: Uint8Array };

const invoiceInclude = {
  items: { orderBy: { id: "asc" } },
  refunds: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  // The void's date, for the credit that cancels a voided order's invoice.
  paymentEvents: { where: { kind: "void", success: true }, orderBy: { createdAt: "asc" }, take: 1, select: { createdAt: true } },
} satisfies Prisma.OrderInclude;

async function invoiceOf(where: Prisma.OrderWhereUniqueInput): Promise<InvoiceFile | null> {
  const order = await db().order.findUnique({ where, include: invoiceInclude });
  if (!order || order.invoiceNumber === null) return null;
  const data = invoiceData({ ...order, invoiceNumber: order.invoiceNumber, voidedAt: order.paymentEvents[0]?.createdAt ?? null });
  return { fileName: invoiceFileName(order.invoiceNumber), bytes: await renderInvoicePdf(data) };
}

/** The invoice of the reader's own order, or of the order their token opens; null otherwise or before payment. */
export async function customerInvoice(orderNumber: string, reader: OrderReader, now = new Date()): Promise<InvoiceFile | null> {
  const id = await readableOrderId(orderNumber, reader, now);
  return id ? invoiceOf({ id }) : null;
}

/** Any order's invoice, for staff; null for an unknown or unpaid order. */
export async function staffInvoice(orderId: string): Promise<InvoiceFile | null> {
  return invoiceOf({ id: orderId });
}

/** The PDF as a download that no shared cache keeps. */
/** The invoice as a private download. */
export const invoiceResponse = (file: InvoiceFile): Response => privatePdfDownload(file);
