// What each queue's job does. The worker (lib/jobs/worker.ts) and the tests' runner (lib/jobs/run.ts)
// call the same handlers; a handler that throws has its job retried as the queue was told.
import "server-only";
import { z } from "zod";
import { deliverEmail } from "@/lib/email/deliver";
import { queueForgottenEmails } from "@/lib/email";
import { abandonStalePendingOrders, confirmUnconfirmedOrders } from "@/lib/orders/after-payment";
import { settlePaymentsInDoubt } from "@/lib/orders/settle-payments";
import { deleteExpiredIdempotencyKeys } from "@/lib/http/idempotency";
import { expireQuotes } from "@/lib/quotes/expire";
import { QUEUES, type QueueName } from "./queue";
import { handOverV10Jobs } from "./v10-handover";

/** What a handler knows of its job: its data (checked here, it comes from the database) and its attempt. */
export type JobContext = { id: string; data: unknown; retryCount: number; retryLimit: number };

const emailJob = z.object({ emailId: z.number().int().positive() });

export class RetryLater extends Error {}

export const HANDLERS: Record<QueueName, (job: JobContext) => Promise<unknown>> = {
  [QUEUES.email]: async (job) => {
    const { emailId } = emailJob.parse(job.data);
    const result = await deliverEmail(emailId, { attempt: job.retryCount + 1, final: job.retryCount >= job.retryLimit, jobId: job.id });
    // Thrown so that the queue retries it after its backoff; the row already says why.
    if (result.outcome === "failed" && result.retry) throw new RetryLater(result.error);
    return result;
  },
  [QUEUES.emailSweep]: async () => ({ queued: await queueForgottenEmails() }),
  [QUEUES.confirmOrders]: async () => ({ confirmed: await confirmUnconfirmedOrders() }),
  [QUEUES.settlePayments]: async () => settlePaymentsInDoubt(),
  [QUEUES.abandonOrders]: async () => ({ abandoned: await abandonStalePendingOrders() }),
  [QUEUES.expireQuotes]: async () => ({ expired: await expireQuotes() }),
  [QUEUES.expireIdempotencyKeys]: async () => ({ deleted: await deleteExpiredIdempotencyKeys() }),
  [QUEUES.v10Handover]: async () => handOverV10Jobs(),
};
