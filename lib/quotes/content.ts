// A quote's content from the staff editor's input, as a new draft and a change store it: its customer,
// shipping, date and notes, and its lines priced from the catalog now.
import "server-only";
import { StaffRequestError } from "@/lib/admin/errors";
import { centsToDecimalString } from "@/lib/domain/money";
import { shopToday } from "@/lib/quotes/rules";
import { validUntilProblem, type QuoteInput } from "./schemas";
import type { Tx } from "./change";

/** The line rows of `input`, each with the catalog's name, item number, size and list price now. */
export async function lineRows(tx: Tx, lines: QuoteInput["lines"]) {
  const sizes = await tx.productSize.findMany({
    where: { id: { in: lines.map((line) => line.sizeId) } },
    include: { product: { select: { id: true, name: true, archivedAt: true } } },
  });
  const byId = new Map(sizes.map((size) => [size.id, size]));
  return lines.map((line, index) => {
    const size = byId.get(line.sizeId);
    if (!size) throw new StaffRequestError(400, "This product size does not exist: choose another", `lines.${index}.sizeId`);
    if (size.product.archivedAt) {
      throw new StaffRequestError(400, `${size.product.name} is archived: choose a product that is sold`, `lines.${index}.sizeId`);
    }
    return {
      position: index + 1,
      productId: size.product.id,
      sizeId: size.id,
      productName: size.product.name,
      itemNumber: size.itemNumber,
      size: size.size,
      quantity: line.quantity,
      listPrice: size.price.toFixed(2),
      unitPrice: centsToDecimalString(line.unitPrice),
      discountPercent: line.discountPercent.toFixed(2),
    };
  });
}

export function checkValidUntil(input: QuoteInput, now: Date): void {
  const problem = validUntilProblem(input.validUntil, shopToday(now));
  if (problem) throw new StaffRequestError(400, problem, "validUntil");
}

export const contentColumns = (input: QuoteInput) => ({
  customerName: input.customerName,
  customerEmail: input.customerEmail,
  customerCompany: input.customerCompany,
  customerState: input.customerState,
  shipping: centsToDecimalString(input.shipping),
  validUntil: new Date(`${input.validUntil}T00:00:00Z`),
  notes: input.notes,
});
