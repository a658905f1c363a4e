// The offline card gateway of test mode. It keeps no state, so any number of app processes agree on
// every answer: the outcome travels in the signed token, and a transaction's age (in its id) tells
// whether it has "settled", which decides between void and refund as at Authorize.net.
// Its failures look like the real adapter's: a processing error answers at once, a timeout answers
// only after the deadline (a short one here, so demos and tests need not wait 20 s).
import "server-only";
import { randomBytes } from "node:crypto";
import { readTestCardToken } from "./test-card-token";
import {
  CARD_ERROR_MESSAGE,
  isChargeableCents,
  type CardGateway,
  type ChargeInput,
  type ChargeResult,
  type RefundInput,
  type RefundResult,
  type VoidResult,
} from "./types";

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

    async charge(input: ChargeInput): Promise<ChargeResult> {
      if (!isChargeableCents(input.amountCents)) return { ok: false, kind: "error", message: CARD_ERROR_MESSAGE, problem: "gateway-error" };
      const read = readTestCardToken(input.opaqueData, now());
      if (!read.ok) {
        const message = read.reason === "expired" ? TEST_CARD_MESSAGES.expiredToken : TEST_CARD_MESSAGES.badToken;
        return { ok: false, kind: "error", message, problem: "gateway-error" };
      }
      switch (read.token.outcome) {
        case "decline":
          return { ok: false, kind: "declined", message: TEST_CARD_MESSAGES.declined };
        case "error":
          return { ok: false, kind: "error", message: CARD_ERROR_MESSAGE, problem: "gateway-error" };
        case "timeout":
          await new Promise((resolve) => setTimeout(resolve, timeoutMs()));
          return { ok: false, kind: "error", message: CARD_ERROR_MESSAGE, problem: "timeout" };
        case "approve":
          break;
      }
      return {
        ok: true,
        transactionId: `test-${now().getTime()}-${randomId(10)}`,
        last4: read.token.last4,
        authCode: randomId(6).toUpperCase(),
      };
    },

    async void(transactionId: string): Promise<VoidResult> {
      const at = chargedAt(transactionId);
      if (at === undefined) return { ok: false, kind: "error", message: TEST_CARD_MESSAGES.unknownTransaction };
      if (isSettled(at)) return { ok: false, kind: "settled", message: TEST_CARD_MESSAGES.settled };
      return { ok: true };
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      const at = chargedAt(input.transactionId);
      if (at === undefined) return { ok: false, kind: "error", message: TEST_CARD_MESSAGES.unknownTransaction };
      if (!isChargeableCents(input.amountCents) || !/^\d{4}$/.test(input.last4)) {
        return { ok: false, kind: "error", message: CARD_ERROR_MESSAGE };
      }
      if (!isSettled(at)) return { ok: false, kind: "not-settled", message: TEST_CARD_MESSAGES.notSettled };
      return { ok: true, refundId: `test-refund-${now().getTime()}-${randomId(10)}` };
    },
  };
}
