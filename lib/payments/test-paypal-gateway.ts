// The offline PayPal of test mode, stateless like the test card gateway: everything it must remember
// travels signed with the key config.ts gives it (TEST_GATEWAY_SECRET, never a key anyone could know).
// - The PayPal order id ("token") carries the amount and an HMAC, so capture accepts only orders made here.
// - The approval link to /paypal-test/approve carries a second HMAC binding the token to its return and
//   cancel URLs, so nobody can turn the site's approval page into a redirect to somewhere else.
// - Ids derive from the idempotency key or the order, so a retried request gets the same answer, and an
//   order yields one capture however often it is captured (real PayPal refuses a second capture).
// Limitation of statelessness: capture cannot know whether the shopper pressed "Approve".
// What it captured and refunded is also kept in the test ledger (the site's database), so that any
// process can ask it afterwards, as one GETs an order at PayPal.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { databaseLedger, type TestLedger } from "./test-ledger";
import { isChargeableCents, type PayPalGateway, type TransactionLookup } from "./types";

export const TEST_APPROVAL_PATH = "/paypal-test/approve";
export const TEST_PAYER_ID = "TESTPAYER";

const ORDER_ID = /^TEST-([0-9A-F]{12})-(\d{1,12})-([0-9A-F]{20})$/;
const CAPTURE_ID = /^TEST-CAPTURE-[0-9A-F]{20}$/;

export const TEST_PAYPAL_MESSAGES = {
  invalidOrder: "Failed to create PayPal order: 422 INVALID_PARAMETER_VALUE",
  unknownOrder: "Failed to capture PayPal payment: 404 RESOURCE_NOT_FOUND",
  unknownCapture: "Failed to refund PayPal payment: 404 RESOURCE_NOT_FOUND",
  invalidRefund: "Failed to refund PayPal payment: 422 INVALID_PARAMETER_VALUE",
} as const;

/** Upper-case hex HMAC of the parts under a purpose label, so one kind of value never passes for another. */
function sign(secret: string, purpose: string, ...parts: string[]): string {
  if (!secret) throw new Error("The test PayPal gateway needs a signing key");
  return createHmac("sha256", secret)
    .update([purpose, ...parts].join("\n"))
    .digest("hex")
    .toUpperCase();
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The amount of a test PayPal order id, when this gateway signed it with `secret`. */
export function readTestPayPalOrderId(paypalOrderId: string, secret: string): { amountCents: number } | undefined {
  const match = ORDER_ID.exec(paypalOrderId);
  if (!match) return undefined;
  const [, nonce, amount, mac] = match as unknown as [string, string, string, string];
  if (!sameText(mac, sign(secret, "order", nonce, amount).slice(0, 20))) return undefined;
  return { amountCents: Number(amount) };
}

const approvalSignature = (secret: string, token: string, returnUrl: string, cancelUrl: string) =>
  sign(secret, "approval", token, returnUrl, cancelUrl).slice(0, 32);

export type TestApproval = {
  paypalOrderId: string;
  amountCents: number;
  /** `<return>?token=..&PayerID=TESTPAYER`, as PayPal sends an approving payer back. */
  approveUrl: string;
  /** `<cancel>?token=..` */
  cancelUrl: string;
};

/**
 * What the approval page shows, or undefined (the page answers 404) unless the link was made by
 * createOrder here and both URLs lead back to one of `allowedHosts` (this site).
 */
export function readTestApproval(
  params: { token?: string; return?: string; cancel?: string; sig?: string },
  allowedHosts: readonly string[],
  secret: string,
): TestApproval | undefined {
  const { token, return: returnTo, cancel, sig } = params;
  if (!token || !returnTo || !cancel || !sig) return undefined;
  const order = readTestPayPalOrderId(token, secret);
  if (!order || !sameText(sig, approvalSignature(secret, token, returnTo, cancel))) return undefined;
  const approveUrl = httpUrl(returnTo);
  const cancelUrl = httpUrl(cancel);
  if (!approveUrl || !cancelUrl) return undefined;
  if (!allowedHosts.includes(approveUrl.host) || !allowedHosts.includes(cancelUrl.host)) return undefined;
  approveUrl.searchParams.set("token", token);
  approveUrl.searchParams.set("PayerID", TEST_PAYER_ID);
  cancelUrl.searchParams.set("token", token);
  return { paypalOrderId: token, amountCents: order.amountCents, approveUrl: approveUrl.href, cancelUrl: cancelUrl.href };
}

/** The test PayPal, signing with `secret` (config.ts decides it, and refuses to start the gateway without one). */
export function createTestPayPalGateway(secret: string, ledger: TestLedger = databaseLedger()): PayPalGateway {
  if (!secret) throw new Error("The test PayPal gateway needs a signing key");
  const found = (entry: Awaited<ReturnType<TestLedger["find"]>>): TransactionLookup =>
    entry ? { outcome: "approved", transactionId: entry.transactionId, amountCents: entry.amountCents } : { outcome: "not-found" };
  /** Kept once in the ledger under `reference`: a repeated request finds what the first one did. */
  const recordOnce = async (kind: "capture" | "refund", reference: string, transactionId: string, amountCents: number) => {
    if (await ledger.find("paypal", kind, reference)) return;
    await ledger.record({ gateway: "paypal", kind, reference, transactionId, amountCents, approved: true });
  };
  return {
    implementation: "test",

    async createOrder(input) {
      const returnUrl = httpUrl(input.returnUrl);
      if (!isChargeableCents(input.amountCents) || !returnUrl || !httpUrl(input.cancelUrl) || !input.requestId) {
        return { ok: false, message: TEST_PAYPAL_MESSAGES.invalidOrder };
      }
      // Same idempotency key and amount, same order: as PayPal answers a repeated PayPal-Request-Id.
      const nonce = sign(secret, "nonce", input.requestId, String(input.amountCents)).slice(0, 12);
      const amount = String(input.amountCents);
      const paypalOrderId = `TEST-${nonce}-${amount}-${sign(secret, "order", nonce, amount).slice(0, 20)}`;
      const approval = new URL(TEST_APPROVAL_PATH, returnUrl.origin);
      approval.searchParams.set("token", paypalOrderId);
      approval.searchParams.set("return", input.returnUrl);
      approval.searchParams.set("cancel", input.cancelUrl);
      approval.searchParams.set("sig", approvalSignature(secret, paypalOrderId, input.returnUrl, input.cancelUrl));
      return { ok: true, paypalOrderId, approvalUrl: approval.href };
    },

    async captureOrder(input) {
      const order = readTestPayPalOrderId(input.paypalOrderId, secret);
      if (!order || !input.requestId) return { ok: false, message: TEST_PAYPAL_MESSAGES.unknownOrder };
      const captureId = `TEST-CAPTURE-${sign(secret, "capture", input.paypalOrderId).slice(0, 20)}`;
      // One capture per order, however often it is asked for.
      await recordOnce("capture", input.paypalOrderId, captureId, order.amountCents);
      return { ok: true, status: "COMPLETED", captureId, captureStatus: "COMPLETED", amountCents: order.amountCents };
    },

    async refundCapture(input) {
      if (!CAPTURE_ID.test(input.captureId)) return { ok: false, message: TEST_PAYPAL_MESSAGES.unknownCapture };
      if (!isChargeableCents(input.amountCents) || !input.requestId) {
        return { ok: false, message: TEST_PAYPAL_MESSAGES.invalidRefund };
      }
      const refundId = `TEST-REFUND-${sign(secret, "refund", input.captureId, input.requestId).slice(0, 20)}`;
      await recordOnce("refund", input.requestId, refundId, input.amountCents);
      return { ok: true, refundId };
    },

    findCapture: async (paypalOrderId) => found(await ledger.find("paypal", "capture", paypalOrderId)),

    findRefund: async (input) => found(await ledger.find("paypal", "refund", input.requestId)),
  };
}
