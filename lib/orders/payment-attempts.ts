// Every gateway call that may move money (a card charge, a PayPal capture, a refund, a void) is first
// written down as a PaymentAttempt and committed; only then is the gateway called. Its outcome is written
// afterwards by a transaction that is retried, never by calling the gateway again. An attempt that has no
// outcome (the gateway did not answer, or the process died or could not write) is in doubt: the settle
// job (settle-payments.ts) asks the gateway what became of its reference and records that.
import "server-only";
import { db } from "@/lib/db/client";
import type { PaymentAttempt, Prisma } from "@/lib/generated/prisma/client";
import type { PaymentAttemptKind, PaymentAttemptStatus, PaymentEventKind, PaymentGatewayName } from "@/lib/generated/prisma/enums";

type Tx = Prisma.TransactionClient;

/**
 * The outcome's transaction: it may wait long for a lock (a slow database must delay the record of a
 * charge, not lose it), and the whole write is tried again after a failure.
 */
export const OUTCOME_TRANSACTION = { maxWait: 10_000, timeout: 30_000 } as const;
const OUTCOME_TRIES = 3;
const RETRY_DELAY_MS = 500;

/** The attempts that have no outcome yet. */
export const OPEN_ATTEMPT: readonly PaymentAttemptStatus[] = ["pending", "in_doubt"];

type NewAttempt = {
  kind: PaymentAttemptKind;
  reference: string;
  detail?: Prisma.InputJsonValue;
  /** The order's total unless said. */
  amount?: Prisma.Decimal | string;
};

/**
 * Writes the order's attempt and commits it: the caller may call the gateway once this returns. When it
 * cannot be written nothing has moved yet: `release` lets go of what the request holds, and the error goes on.
 */
export async function startAttempt(
  order: { id: string; gateway: PaymentGatewayName; total: Prisma.Decimal },
  { amount = order.total, ...attempt }: NewAttempt,
  release: () => Promise<unknown>,
): Promise<PaymentAttempt> {
  try {
    return await db().paymentAttempt.create({
      data: { ...attempt, orderId: order.id, gateway: order.gateway, amount, status: "pending" },
    });
  } catch (error) {
    await release();
    throw error;
  }
}

/** The order's attempt still without an outcome, if any (at most one: each holds the order's payment lock). */
export async function openAttempt(orderId: string, kinds?: readonly PaymentAttemptKind[]): Promise<PaymentAttempt | null> {
  return db().paymentAttempt.findFirst({
    where: { orderId, status: { in: [...OPEN_ATTEMPT] }, ...(kinds ? { kind: { in: [...kinds] } } : {}) },
    orderBy: { id: "asc" },
  });
}

/** How many attempts of `kind` the order has had: the next one's number is this plus one. */
export async function attemptCount(orderId: string, kind: PaymentAttemptKind): Promise<number> {
  return db().paymentAttempt.count({ where: { orderId, kind } });
}

/** "TZ-…", then "TZ-…-2", "TZ-…-3": the reference of the order's `n`th attempt of a kind. */
export function numbered(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}

/**
 * Inside the outcome's transaction: records `status` on the attempt if nobody has yet (true), so that
 * the request and the settle job never both record one outcome.
 */
export async function claimOutcome(
  tx: Tx,
  attemptId: number,
  status: Exclude<PaymentAttemptStatus, "pending" | "in_doubt">,
  fields: { transactionId?: string | null; message?: string | null } = {},
): Promise<boolean> {
  const { count } = await tx.paymentAttempt.updateMany({
    where: { id: attemptId, status: { in: [...OPEN_ATTEMPT] } },
    data: { status, settledAt: new Date(), ...fields },
  });
  return count === 1;
}

/** The gateway did not say what it did: the attempt waits for the settle job. False when it has an outcome already. */
export async function markInDoubt(attemptId: number, message: string): Promise<boolean> {
  const { count } = await retried(() =>
    db().paymentAttempt.updateMany({ where: { id: attemptId, status: "pending" }, data: { status: "in_doubt", message } }),
  );
  return count === 1;
}

/**
 * The gateway's answer is unknown: marks the attempt in doubt and, unless its outcome was recorded
 * already (false), lets go of the order's payment lock, so that a retry can ask, and writes `event` as a
 * failure in the order's payment history.
 */
export async function leaveInDoubt(
  attempt: PaymentAttempt,
  event: { kind: PaymentEventKind; message: string; transactionId?: string | null; raw?: Prisma.InputJsonValue },
): Promise<boolean> {
  if (!(await markInDoubt(attempt.id, event.message))) return false;
  await retried(() =>
    db().$transaction(async (tx) => {
      await tx.order.update({ where: { id: attempt.orderId }, data: { paymentLockedUntil: null } });
      await tx.paymentEvent.create({
        data: { orderId: attempt.orderId, gateway: attempt.gateway, success: false, amount: attempt.amount, ...event },
      });
    }, OUTCOME_TRANSACTION),
  );
  return true;
}

/** Runs `write` until it succeeds, a few times with a growing pause; throws its last error. */
export async function retried<T>(write: () => Promise<T>, tries = OUTCOME_TRIES): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * 2 ** (attempt - 1)));
    }
  }
}
