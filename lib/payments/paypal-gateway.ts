// PayPal Orders v2 over fetch: OAuth client-credentials token (cached until shortly before it
// expires), create order (intent CAPTURE, USD, 2-decimal value), capture, refund. Every POST carries a
// PayPal-Request-Id, so a retried request returns PayPal's first answer instead of acting twice.
import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { centsToDecimalString, toCents } from "@/lib/domain/money";
import {
  isChargeableCents,
  type CapturePayPalOrderInput,
  type CapturePayPalOrderResult,
  type CreatePayPalOrderInput,
  type CreatePayPalOrderResult,
  type PayPalGateway,
  type RefundPayPalCaptureInput,
  type RefundPayPalCaptureResult,
  type TransactionLookup,
} from "./types";

export type PayPalGatewayOptions = {
  clientId: string;
  clientSecret: string;
  /** e.g. https://api-m.sandbox.paypal.com, without a trailing slash. */
  apiBase: string;
  /** Deadline of one HTTP call; default 10 s. */
  timeoutMs?: number;
  /** Shown on PayPal's pages. */
  brandName?: string;
};

const MESSAGE_PREFIX = {
  create: "Failed to create PayPal order",
  capture: "Failed to capture PayPal payment",
  refund: "Failed to refund PayPal payment",
  lookup: "Failed to look up PayPal payment",
} as const;
type Operation = keyof typeof MESSAGE_PREFIX;

export const PAYPAL_MISSING_APPROVAL_MESSAGE = "PayPal response missing approval URL";

// Tokens are shared by every gateway object of this process with the same credentials.
const tokens = new Map<string, { accessToken: string; expiresAt: number }>();
const pendingTokens = new Map<string, Promise<TokenOutcome>>();
const TOKEN_MARGIN_MS = 60_000;

type TokenOutcome = { ok: true; accessToken: string } | { ok: false; reason: string };

/** `uncertain`: the request went out and no answer says what PayPal did (none, or a server error). */
type HttpOutcome = { ok: true; status: number; body: unknown } | { ok: false; reason: string; issue?: string; uncertain?: true };

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive() });
const linkSchema = z.object({ href: z.string(), rel: z.string() });
const amountSchema = z.object({ currency_code: z.string(), value: z.string() });
const createdOrderSchema = z.object({ id: z.string().min(1), status: z.string().optional(), links: z.array(linkSchema).default([]) });
const orderSchema = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        payments: z
          .object({ captures: z.array(z.object({ id: z.string(), status: z.string(), amount: amountSchema.optional() })).optional() })
          .optional(),
      }),
    )
    .default([]),
});
const refundSchema = z.object({ id: z.string().min(1), status: z.string().optional() });
const errorSchema = z.object({
  name: z.string().optional(),
  error: z.string().optional(),
  debug_id: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional() })).optional(),
});

/** PayPal's most specific error name: "INSTRUMENT_DECLINED", "UNPROCESSABLE_ENTITY", "invalid_client". */
function errorName(body: unknown): string | undefined {
  const parsed = errorSchema.safeParse(body);
  return parsed.success ? (parsed.data.details?.[0]?.issue ?? parsed.data.name ?? parsed.data.error) : undefined;
}

/** "422 INSTRUMENT_DECLINED": the status and the error's name, never PayPal's free text. */
function describeFailure(status: number, body: unknown): string {
  const name = errorName(body);
  return name ? `${status} ${name}` : String(status);
}

/** USD cents of a PayPal amount, when it is one. */
function usdCents(amount: { currency_code: string; value: string } | undefined): number | undefined {
  if (amount?.currency_code !== "USD") return undefined;
  try {
    return toCents(amount.value);
  } catch {
    return undefined;
  }
}

function logIssue(operation: string, details: Record<string, unknown>): void {
  if (process.env.NODE_ENV === "test") return;
  console.warn(`[payments] PayPal ${operation} failed`, JSON.stringify(details));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export function createPayPalGateway(options: PayPalGatewayOptions): PayPalGateway {
  const apiBase = options.apiBase.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 10_000;
  const cacheKey = `${apiBase}|${options.clientId}`;

  async function fetchToken(): Promise<TokenOutcome> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
    try {
      const response = await fetch(`${apiBase}/v1/oauth2/token`, {
        method: "POST",
        headers: {
          Authorization: `Basic ${basic}`,
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
          "PayPal-Request-Id": randomUUID(),
        },
        body: "grant_type=client_credentials",
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await readJson(response);
      const parsed = tokenSchema.safeParse(body);
      if (!response.ok || !parsed.success) {
        logIssue("authentication", { status: response.status, ...(errorSchema.safeParse(body).data ?? {}) });
        return { ok: false, reason: describeFailure(response.status, body) };
      }
      tokens.set(cacheKey, {
        accessToken: parsed.data.access_token,
        expiresAt: Date.now() + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS,
      });
      return { ok: true, accessToken: parsed.data.access_token };
    } catch (error) {
      logIssue("authentication", { problem: String(error) });
      return { ok: false, reason: "PayPal did not answer" };
    }
  }

  function accessToken(): Promise<TokenOutcome> {
    const cached = tokens.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) return Promise.resolve({ ok: true, accessToken: cached.accessToken });
    // Concurrent checkouts wait for one token request instead of each making its own.
    let pending = pendingTokens.get(cacheKey);
    if (!pending) {
      pending = fetchToken().finally(() => pendingTokens.delete(cacheKey));
      pendingTokens.set(cacheKey, pending);
    }
    return pending;
  }

  async function call(
    operation: Operation,
    method: "GET" | "POST",
    pathname: string,
    { body, requestId }: { body?: unknown; requestId?: string } = {},
  ): Promise<HttpOutcome> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = await accessToken();
      if (!token.ok) return { ok: false, reason: token.reason };
      let response: Response;
      try {
        response = await fetch(`${apiBase}${pathname}`, {
          method,
          headers: {
            Authorization: `Bearer ${token.accessToken}`,
            "Content-Type": "application/json",
            Accept: "application/json",
            Prefer: "return=representation",
            ...(requestId ? { "PayPal-Request-Id": requestId } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        logIssue(operation, { problem: String(error) });
        return { ok: false, reason: "PayPal did not answer", uncertain: true };
      }
      const json = await readJson(response);
      // A token PayPal no longer accepts (revoked, clock skew): fetch a fresh one and try once more,
      // with the same PayPal-Request-Id so the retry cannot act twice.
      if (response.status === 401 && attempt === 0) {
        tokens.delete(cacheKey);
        continue;
      }
      if (!response.ok) {
        logIssue(operation, { status: response.status, ...(errorSchema.safeParse(json).data ?? {}) });
        return {
          ok: false,
          reason: describeFailure(response.status, json),
          issue: errorName(json),
          ...(response.status >= 500 ? { uncertain: true as const } : {}),
        };
      }
      return { ok: true, status: response.status, body: json };
    }
    return { ok: false, reason: "401" };
  }

  const fail = (operation: Operation, reason: string, uncertain?: true) => ({
    ok: false as const,
    message: `${MESSAGE_PREFIX[operation]}: ${reason}`,
    ...(uncertain ? { uncertain } : {}),
  });

  function captureResult(body: unknown): CapturePayPalOrderResult {
    const parsed = orderSchema.safeParse(body);
    if (!parsed.success) return fail("capture", "unreadable answer");
    const capture = parsed.data.purchase_units.flatMap((unit) => unit.payments?.captures ?? [])[0];
    return {
      ok: true,
      status: parsed.data.status,
      captureId: capture?.id,
      captureStatus: capture?.status,
      amountCents: usdCents(capture?.amount),
    };
  }

  async function refundCapture(input: RefundPayPalCaptureInput): Promise<RefundPayPalCaptureResult> {
    if (!isChargeableCents(input.amountCents)) return fail("refund", "invalid amount");
    const outcome = await call("refund", "POST", `/v2/payments/captures/${encodeURIComponent(input.captureId)}/refund`, {
      requestId: input.requestId,
      body: { amount: { currency_code: "USD", value: centsToDecimalString(input.amountCents) } },
    });
    if (!outcome.ok) return fail("refund", outcome.reason, outcome.uncertain);
    const parsed = refundSchema.safeParse(outcome.body);
    if (!parsed.success) return fail("refund", "unreadable answer");
    if (parsed.data.status === "FAILED" || parsed.data.status === "CANCELLED") return fail("refund", parsed.data.status);
    return { ok: true, refundId: parsed.data.id };
  }

  return {
    implementation: "paypal",

    async createOrder(input: CreatePayPalOrderInput): Promise<CreatePayPalOrderResult> {
      if (!isChargeableCents(input.amountCents)) return fail("create", "invalid amount");
      const outcome = await call("create", "POST", "/v2/checkout/orders", {
        requestId: input.requestId,
        body: {
          intent: "CAPTURE",
          purchase_units: [
            {
              reference_id: input.orderNumber.slice(0, 256),
              invoice_id: input.orderNumber.slice(0, 127),
              amount: { currency_code: "USD", value: centsToDecimalString(input.amountCents) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
                user_action: "PAY_NOW",
                // The checkout form already has the shipping address; PayPal must not ask for another.
                shipping_preference: "NO_SHIPPING",
                ...(options.brandName ? { brand_name: options.brandName.slice(0, 127) } : {}),
              },
            },
          },
        },
      });
      if (!outcome.ok) return fail("create", outcome.reason);
      const parsed = createdOrderSchema.safeParse(outcome.body);
      if (!parsed.success) return fail("create", "unreadable answer");
      // "payer-action" with payment_source.paypal; "approve" in the older application_context flow.
      const link = parsed.data.links.find((l) => l.rel === "payer-action") ?? parsed.data.links.find((l) => l.rel === "approve");
      if (!link) return { ok: false, message: PAYPAL_MISSING_APPROVAL_MESSAGE };
      return { ok: true, paypalOrderId: parsed.data.id, approvalUrl: link.href };
    },

    async captureOrder(input: CapturePayPalOrderInput): Promise<CapturePayPalOrderResult> {
      const orderPath = `/v2/checkout/orders/${encodeURIComponent(input.paypalOrderId)}`;
      const outcome = await call("capture", "POST", `${orderPath}/capture`, { requestId: input.requestId });
      if (outcome.ok) return captureResult(outcome.body);
      // Captured already under another request id (a second tab, an expired idempotency key): report
      // that capture rather than a failure, so the order is completed once, not failed.
      if (outcome.issue === "ORDER_ALREADY_CAPTURED") {
        const order = await call("capture", "GET", orderPath);
        if (order.ok) return captureResult(order.body);
      }
      return fail("capture", outcome.reason, outcome.uncertain);
    },

    refundCapture,

    async findCapture(paypalOrderId: string): Promise<TransactionLookup> {
      const outcome = await call("lookup", "GET", `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`);
      if (!outcome.ok) {
        // An order PayPal does not know (or no longer keeps) was never captured.
        if (outcome.issue === "RESOURCE_NOT_FOUND" || outcome.reason.startsWith("404")) return { outcome: "not-found" };
        return { outcome: "unknown", message: fail("lookup", outcome.reason).message };
      }
      const found = captureResult(outcome.body);
      if (!found.ok) return { outcome: "unknown", message: found.message };
      switch (found.captureStatus) {
        case "COMPLETED":
          return found.captureId
            ? { outcome: "approved", transactionId: found.captureId, amountCents: found.amountCents }
            : { outcome: "unknown", message: fail("lookup", "capture without id").message };
        case "PENDING":
          return { outcome: "pending" };
        case "DECLINED":
        case "FAILED":
          return { outcome: "declined" };
        default:
          // No capture on the order (it is APPROVED, CREATED, VOIDED...): nothing was taken.
          return { outcome: "not-found" };
      }
    },

    async findRefund(input: RefundPayPalCaptureInput): Promise<TransactionLookup> {
      const result = await refundCapture(input);
      return result.ok ? { outcome: "approved", transactionId: result.refundId } : { outcome: "unknown", message: result.message };
    },
  };
}

/** Forgets cached OAuth tokens (tests). */
export function clearPayPalTokenCache(): void {
  tokens.clear();
  pendingTokens.clear();
}
