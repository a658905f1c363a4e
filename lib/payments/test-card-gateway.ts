// The offline card gateway of test mode. The outcome travels in the signed token, and a transaction's
// age (in its id) tells whether it has "settled", which decides between void and refund as at
// Authorize.net. What it did is kept in the test ledger (the site's database), so that any process can
// ask it afterwards what happened to an invoice number, as one asks Authorize.net.
// Its failures look like the real adapter's: a processing error answers at once, a timeout answers
// only after the deadline (a short one here, so demos and tests need not wait 20 s).
//
// TEST_GATEWAY_EXIT_AFTER_CHARGE=1 ends the process (SIGKILL) right after an approved charge is kept,
// before anyone hears of it: how the tests play an instance killed between the charge and its record.
import "server-only";
import { randomBytes } from "node:crypto";
import { readTestCardToken } from "./test-card-token";
import { databaseLedger, type TestLedger } from "./test-ledger";
import { CARD_ERROR_MESSAGE, isChargeableCents, type CardGateway } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_TIMEOUT_MS = 2_000;
const TRANSACTION_ID = /^test-(\d{13,})-[a-z0-9]{10}$/;

export const TEST_CARD_MESSAGES = {
  declined: "This transaction has been declined.",
  badToken: "Your card details could not be read. Please enter them again.",
  expiredToken: "Your card details have expired. Please enter them again.",
  unknownTransaction: "The transaction cannot be found.",
  settled: "This transaction has already settled and can no longer be voided. Refund it instead.",
  notSettled: "This transaction has not settled yet, so it cannot be refunded. Void it instead.",
} as const;

export type TestCardGatewayOptions = {
  /** Age after which a charge counts as settled; default env TEST_GATEWAY_SETTLE_AFTER_MS, else 24 h. */
  settleAfterMs?: number;
  /** How long the timeout card waits for its answer; default env TEST_GATEWAY_TIMEOUT_MS, else 2 s. */
  timeoutMs?: number;
  now?: () => Date;
  /** Where it keeps what it did; the database by default. */
  ledger?: TestLedger;
};

/** A non-negative number of milliseconds from the environment, or the fallback. */
function msFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = Number(raw);
  return raw && Number.isFinite(value) && value >= 0 ? value : fallback;
}

const randomId = (length: number) => Array.from(randomBytes(length), (byte) => "abcdefghijklmnopqrstuvwxyz0123456789"[byte % 36]).join("");

export function createTestCardGateway(options: TestCardGatewayOptions = {}): CardGateway {
  const now = options.now ?? (() => new Date());
  const ledger = options.ledger ?? databaseLedger();
  // Read at each call, so a test can change the variable without rebuilding the gateway.
  const settleAfterMs = () => options.settleAfterMs ?? msFromEnv("TEST_GATEWAY_SETTLE_AFTER_MS", DAY_MS);
  const timeoutMs = () => options.timeoutMs ?? msFromEnv("TEST_GATEWAY_TIMEOUT_MS", DEFAULT_TIMEOUT_MS);

  /** The charge's time, when the id is one this gateway made. */
  const chargedAt = (transactionId: string): number | undefined => {
    const match = TRANSACTION_ID.exec(transactionId);
    return match ? Number(match[1]) : undefined;
  };
  const isSettled = (at: number) => now().getTime() - at >= settleAfterMs();

  return {
    implementation: "test",

    async charge(input) {
      if (!isChargeableCents(input.amountCents)) return { ok: false, kind: "error", message: CARD_ERROR_MESSAGE, problem: "gateway-error" };
      const read = readTestCardToken(input.opaqueData, now());
      if (!read.ok) {
        const message = read.reason === "expired" ? TEST_CARD_MESSAGES.expiredToken : TEST_CARD_MESSAGES.badToken;
        return { ok: false, kind: "error", message, problem: "gateway-error" };
      }
      const kept = { gateway: "card", kind: "charge", reference: input.invoiceNumber, amountCents: input.amountCents } as const;
      switch (read.token.outcome) {
        case "decline":
          await ledger.record({ ...kept, transactionId: `test-${now().getTime()}-${randomId(10)}`, approved: false });
          return { ok: false, kind: "declined", message: TEST_CARD_MESSAGES.declined };
        case "error":
          return { ok: false, kind: "error", message: CARD_ERROR_MESSAGE, problem: "gateway-error" };
        case "timeout":
          await new Promise((resolve) => setTimeout(resolve, timeoutMs()));
          return { ok: false, kind: "error", message: CARD_ERROR_MESSAGE, problem: "timeout" };
        case "approve":
          break;
      }
      const transactionId = `test-${now().getTime()}-${randomId(10)}`;
      await ledger.record({ ...kept, transactionId, approved: true, last4: read.token.last4 });
      if (process.env.TEST_GATEWAY_EXIT_AFTER_CHARGE === "1") process.kill(process.pid, "SIGKILL");
      return { ok: true, transactionId, last4: read.token.last4, authCode: randomId(6).toUpperCase() };
    },

    async void(transactionId) {
      const at = chargedAt(transactionId);
      if (at === undefined) return { ok: false, kind: "error", message: TEST_CARD_MESSAGES.unknownTransaction };
      if (isSettled(at)) return { ok: false, kind: "settled", message: TEST_CARD_MESSAGES.settled };
      await ledger.record({
        gateway: "card",
        kind: "void",
        reference: transactionId,
        transactionId: `${transactionId}-void`,
        amountCents: 0,
        approved: true,
      });
      return { ok: true };
    },

    async refund(input) {
      const at = chargedAt(input.transactionId);
      if (at === undefined) return { ok: false, kind: "error", message: TEST_CARD_MESSAGES.unknownTransaction };
      if (!isChargeableCents(input.amountCents) || !/^\d{4}$/.test(input.last4)) {
        return { ok: false, kind: "error", message: CARD_ERROR_MESSAGE };
      }
      if (!isSettled(at)) return { ok: false, kind: "not-settled", message: TEST_CARD_MESSAGES.notSettled };
      const refundId = `test-refund-${now().getTime()}-${randomId(10)}`;
      await ledger.record({
        gateway: "card",
        kind: "refund",
        reference: input.reference,
        transactionId: refundId,
        amountCents: input.amountCents,
        approved: true,
      });
      return { ok: true, refundId };
    },

    async findTransaction({ kind, reference }) {
      const entry = await ledger.find("card", kind, reference);
      if (!entry) return { outcome: "not-found" };
      if (!entry.approved) return { outcome: "declined" };
      return { outcome: "approved", transactionId: entry.transactionId, amountCents: entry.amountCents, last4: entry.last4 ?? undefined };
    },

    async findVoid(transactionId) {
      const entry = await ledger.find("card", "void", transactionId);
      return entry ? { outcome: "approved", transactionId } : { outcome: "not-found" };
    },
  };
}
