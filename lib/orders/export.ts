// GET /api/admin/orders/export's answer: the CSV of every order matching the filters, streamed a batch
// at a time (lib/orders/list-search.ts orderBatches), so that 50,000 orders never sit in memory.
import "server-only";
import type { OrderFilters } from "./list-filters";
import { CSV_BOM, ORDER_CSV_HEADER, orderCsvFileName, orderCsvLine } from "./export-csv";
import { EXPORT_BATCH_SIZE, orderBatches } from "./list-search";

export type OrdersCsvOptions = { now?: Date; batchSize?: number };

/**
 * The download. The next batch is read only when the previous one has been taken by the client (the
 * stream pulls), so a slow download holds the database no more than a fast one. A failure halfway ends
 * the download with an error rather than a file that looks complete.
 */
export function ordersCsvResponse(
  filters: OrderFilters,
  { now = new Date(), batchSize = EXPORT_BATCH_SIZE }: OrdersCsvOptions = {},
): Response {
  const batches = orderBatches(filters, batchSize);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + ORDER_CSV_HEADER));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.map(orderCsvLine).join("")));
      } catch (error) {
        console.error("orders export failed", error);
        controller.error(error);
      }
    },
    async cancel() {
      // The download was stopped: no further batch is read.
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${orderCsvFileName(now)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
