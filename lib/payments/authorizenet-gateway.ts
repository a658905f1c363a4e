// Card payments through Authorize.net's Node SDK (`authorizenet` 1.0.10). The browser tokenizes the
// card with Accept.js; this server charges the opaque token, so no card number ever reaches us.
// The SDK must stay out of Next's bundle: "authorizenet" belongs in next.config.ts serverExternalPackages.
//
// SDK traits handled here:
// - `execute(callback)` calls back only when an answer arrives; on a network error or timeout it just
//   stores getError(). We watch for that error and add our own deadline, so every call settles.
// - The API prefixes its JSON with a UTF-8 byte-order mark; axios strips it, and we strip it again
//   should the body arrive as text.
// - Each SDK object creates a winston logger registered forever under a random name, a new one with
//   every charge; after each call we drop those registrations so memory does not grow with every order.
//
// Charging twice: a charge that gets no answer in time may still have gone through. Every charge
// carries the invoice number and a duplicateWindow, so Authorize.net refuses a repeat of the same
// invoice number, amount and card within the window (error 11) and, because the window was sent,
// answers with the original transaction: an approved original counts as this charge's approval.
// The order service never retries such a charge, though: it asks what became of the invoice number
// (findTransaction: the unsettled transactions, then the batches settled since the attempt, both
// through the Transaction Reporting API, which must be enabled for the account).
import "server-only";
import { createRequire } from "node:module";
import path from "node:path";
import AuthorizeNet, { type SdkConfig } from "authorizenet";
import { z } from "zod";
import { centsToDecimalString } from "@/lib/domain/money";
import {
  CARD_ERROR_MESSAGE,
  isChargeableCents,
  type CardGateway,
  type ChargeProblem,
  type ChargeInput,
  type ChargeResult,
  type RefundInput,
  type RefundResult,
  type TransactionLookup,
  type VoidResult,
} from "./types";

const { APIContracts, APIControllers, Constants } = AuthorizeNet;

export type AuthorizeNetGatewayOptions = {
  apiLoginId: string;
  transactionKey: string;
  environment?: "sandbox" | "production";
  /** Overrides the SDK's endpoint for `environment` (contract tests use a local fake). */
  endpoint?: string;
  /** Deadline of one API call; default 20 s. */
  timeoutMs?: number;
};

export const AUTHORIZE_NET_MESSAGES = {
  declined: "This transaction has been declined.",
  heldForReview: "Your payment is being reviewed. Please contact us before trying again.",
  settled: "This transaction has already settled and can no longer be voided. Refund it instead.",
  notSettled: "This transaction has not settled yet, so it cannot be refunded. Void it instead.",
} as const;

// Transaction error codes whose text speaks to the shopper about their card (invalid number, expired,
// wrong code, duplicate submission...). Other codes describe our account or request: generic message.
const SHOPPER_ERROR_CODES = new Set(["6", "7", "8", "11", "17", "28", "37", "78", "315", "316", "317"]);
const DUPLICATE = "11";
const ALREADY_VOIDED = "310";
const NOT_REFUNDABLE = "54";
const SETTLED_STATUSES = new Set(["settledSuccessfully", "pendingFinalSettlement", "pendingSettlement", "updatingSettlement"]);
const UNSETTLED_STATUSES = new Set(["capturedPendingSettlement", "authorizedPendingCapture"]);

/**
 * Seconds in which Authorize.net treats a charge of the same invoice number, amount and card as a
 * duplicate: its maximum, 8 hours. Long is safe because every attempt has an invoice number of its own
 * (card-payment.ts): only a request the SDK itself sent twice would repeat one.
 */
export const DUPLICATE_WINDOW_SECONDS = 28_800;

// Authorize.net's field limits: longer values fail the whole request with a schema error.
const clip = (value: string | undefined, max: number) => (value ?? "").trim().slice(0, max);

const messagesSchema = z.object({
  resultCode: z.string(),
  message: z.array(z.object({ code: z.coerce.string(), text: z.string() })).default([]),
});

const transactionResponseSchema = z.object({
  responseCode: z.coerce.string(),
  authCode: z.string().optional(),
  transId: z.coerce.string().optional(),
  accountNumber: z.string().optional(),
  errors: z.array(z.object({ errorCode: z.coerce.string(), errorText: z.string() })).optional(),
});

const createTransactionResponseSchema = z.object({
  transactionResponse: transactionResponseSchema.optional(),
  messages: messagesSchema,
});

const transactionDetailsResponseSchema = z.object({
  transaction: z.object({ transactionStatus: z.string() }).optional(),
  messages: messagesSchema,
});

type TransactionAnswer = z.infer<typeof createTransactionResponseSchema>;

const transactionSummarySchema = z.object({
  transId: z.coerce.string(),
  transactionStatus: z.string(),
  invoiceNumber: z.coerce.string().optional(),
  accountNumber: z.string().optional(),
  settleAmount: z.coerce.number().optional(),
});
// The JSON API writes a list as an array; older answers wrap it once more ({ transaction: [...] }).
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value && typeof value === "object" && !Array.isArray(value) ? Object.values(value)[0] : value),
    z.array(item).default([]),
  );
const transactionListSchema = z.object({ transactions: listOf(transactionSummarySchema).optional(), messages: messagesSchema });
const batchListSchema = z.object({ batchList: listOf(z.object({ batchId: z.coerce.string() })).optional(), messages: messagesSchema });

type TransactionSummary = z.infer<typeof transactionSummarySchema>;

// Statuses of a transaction the gateway approved (for a charge or a refund) and of one it refused;
// the review statuses are neither yet.
const APPROVED_STATUSES = new Set([
  "authorizedPendingCapture",
  "capturedPendingSettlement",
  "settledSuccessfully",
  "pendingFinalSettlement",
  "pendingSettlement",
  "updatingSettlement",
  "refundPendingSettlement",
  "refundSettledSuccessfully",
  "approvedReview",
]);
const REVIEW_STATUSES = new Set(["FDSPendingReview", "FDSAuthorizedPendingReview", "underReview"]);
/** How many unsettled transactions one lookup reads (the API's largest page). */
const LIST_LIMIT = 1000;

/** A call that got no usable answer: out of time, or failed on the way (connection, unreadable body). */
type NoAnswer = Extract<ChargeProblem, "timeout" | "no-answer">;

type CallOutcome = { ok: true; body: unknown } | { ok: false; problem: NoAnswer; detail: string };

type Controller = { execute(callback: () => void): void; getResponse(): unknown; getError(): unknown };

function parseBody(body: unknown): unknown {
  if (typeof body !== "string") return body;
  try {
    return JSON.parse(body.replace(/^\uFEFF/, ""));
  } catch {
    return undefined;
  }
}

/** Runs one SDK controller to an answer, a transport error or the deadline, whichever comes first. */
function execute(controller: Controller, timeoutMs: number) {
  return new Promise<CallOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: CallOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearInterval(watch);
      forgetSdkLoggers();
      resolve(outcome);
    };
    const deadline = setTimeout(() => finish({ ok: false, problem: "timeout", detail: `no answer within ${timeoutMs} ms` }), timeoutMs);
    const watch = setInterval(() => {
      const error = controller.getError();
      if (error) finish(failure(error));
    }, 20);
    try {
      controller.execute(() => finish({ ok: true, body: controller.getResponse() }));
    } catch (error) {
      finish(failure(error));
    }
  });
}

/** The SDK's own timeout (axios) counts as a timeout too; anything else failed on the way. */
function failure(error: unknown): CallOutcome {
  const detail = describeError(error);
  return { ok: false, problem: /ECONNABORTED|ETIMEDOUT|timeout/i.test(detail) ? "timeout" : "no-answer", detail };
}

function describeError(error: unknown): string {
  if (error && typeof error === "object") {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return [code, message].filter((part) => typeof part === "string" && part).join(" ") || "request failed";
  }
  return String(error);
}

let sdkLoggers: Map<string, unknown> | null | undefined;
// The SDK names its loggers after a class plus a random number (e.g. "OrderType123456789").
const SDK_LOGGER_ID = /^[A-Za-z][A-Za-z.]*\d{3,}$/;

/** Drops the SDK's logger registrations from winston's default container (the one the SDK itself loads). */
function forgetSdkLoggers(): void {
  if (sdkLoggers === undefined) {
    try {
      const fromApp = createRequire(path.join(process.cwd(), "package.json"));
      const fromSdk = createRequire(fromApp.resolve("authorizenet"));
      const winston = fromSdk("winston") as { loggers?: { loggers?: unknown } };
      sdkLoggers = winston.loggers?.loggers instanceof Map ? (winston.loggers.loggers as Map<string, unknown>) : null;
    } catch {
      sdkLoggers = null;
    }
  }
  if (!sdkLoggers) return;
  for (const id of sdkLoggers.keys()) if (SDK_LOGGER_ID.test(id)) sdkLoggers.delete(id);
}

/** Server-side trace of a failure, for staff: codes and texts from the gateway, never card data. */
function logIssue(operation: string, details: Record<string, unknown>): void {
  if (process.env.NODE_ENV === "test") return;
  console.warn(`[payments] Authorize.net ${operation} failed`, JSON.stringify(details));
}

function summarize(answer: TransactionAnswer) {
  return {
    resultCode: answer.messages.resultCode,
    messages: answer.messages.message.map((m) => `${m.code} ${m.text}`),
    responseCode: answer.transactionResponse?.responseCode,
    errors: answer.transactionResponse?.errors?.map((e) => `${e.errorCode} ${e.errorText}`),
  };
}

export function createAuthorizeNetGateway(options: AuthorizeNetGatewayOptions): CardGateway {
  const endpoint = options.endpoint ?? Constants.endpoint[options.environment ?? "sandbox"];
  const timeoutMs = options.timeoutMs ?? 20_000;
  // Replaces the SDK's module-wide defaults (120 s timeout); every controller gets the same object.
  const sdkConfig: SdkConfig = {
    timeout: timeoutMs,
    clientId: "sdk-node-1.0.10",
    logger: { enabled: false, location: "./", level: "error" },
    proxy: { setProxy: false },
  };

  const merchantAuthentication = () => {
    const auth = new APIContracts.MerchantAuthenticationType();
    auth.setName(options.apiLoginId);
    auth.setTransactionKey(options.transactionKey);
    return auth;
  };

  /** Runs one API call at the account's endpoint. */
  const call = (controller: Controller & { setEnvironment(url: string): void }) => {
    controller.setEnvironment(endpoint);
    return execute(controller, timeoutMs);
  };

  /** The API's answer, or why there is none. */
  async function send(
    transaction: InstanceType<typeof APIContracts.TransactionRequestType>,
    operation: string,
  ): Promise<{ ok: true; answer: TransactionAnswer } | { ok: false; problem: NoAnswer }> {
    const request = new APIContracts.CreateTransactionRequest();
    request.setMerchantAuthentication(merchantAuthentication());
    request.setTransactionRequest(transaction);
    const outcome = await call(new APIControllers.CreateTransactionController(request.getJSON(), sdkConfig));
    if (!outcome.ok) {
      logIssue(operation, { problem: outcome.detail });
      return { ok: false, problem: outcome.problem };
    }
    const parsed = createTransactionResponseSchema.safeParse(parseBody(outcome.body));
    if (!parsed.success) {
      logIssue(operation, { problem: "unreadable answer" });
      return { ok: false, problem: "no-answer" };
    }
    return { ok: true, answer: parsed.data };
  }

  /** The transaction's status from the Transaction Details API (must be enabled for the account). */
  async function transactionStatus(transactionId: string): Promise<string | undefined> {
    const request = new APIContracts.GetTransactionDetailsRequest();
    request.setMerchantAuthentication(merchantAuthentication());
    request.setTransId(transactionId);
    const outcome = await call(new APIControllers.GetTransactionDetailsController(request.getJSON(), sdkConfig));
    if (!outcome.ok) return undefined;
    const parsed = transactionDetailsResponseSchema.safeParse(parseBody(outcome.body));
    if (!parsed.success || parsed.data.messages.resultCode !== APIContracts.MessageTypeEnum.OK) return undefined;
    return parsed.data.transaction?.transactionStatus;
  }

  /** One reporting call: its parsed answer when it was OK, or why not. */
  async function report<T extends z.ZodType>(
    controller: Controller & { setEnvironment(url: string): void },
    schema: T,
  ): Promise<{ ok: true; value: z.output<T> } | { ok: false; message: string }> {
    const outcome = await call(controller);
    if (!outcome.ok) return { ok: false, message: outcome.detail };
    const parsed = schema.safeParse(parseBody(outcome.body));
    if (!parsed.success) return { ok: false, message: "unreadable answer" };
    const { messages } = parsed.data as { messages: z.infer<typeof messagesSchema> };
    if (messages.resultCode !== APIContracts.MessageTypeEnum.OK) {
      return { ok: false, message: messages.message.map((m) => `${m.code} ${m.text}`).join("; ") || "refused" };
    }
    return { ok: true, value: parsed.data };
  }

  /** The transactions with this invoice number among the unsettled ones and those settled since `since`. */
  async function transactionsWithInvoice(invoiceNumber: string, since: Date): Promise<TransactionSummary[] | { message: string }> {
    const sorting = new APIContracts.TransactionListSorting();
    sorting.setOrderBy("submitTimeUTC");
    sorting.setOrderDescending(true);
    const paging = new APIContracts.Paging();
    paging.setLimit(LIST_LIMIT);
    paging.setOffset(1);
    const unsettledRequest = new APIContracts.GetUnsettledTransactionListRequest();
    unsettledRequest.setMerchantAuthentication(merchantAuthentication());
    unsettledRequest.setSorting(sorting);
    unsettledRequest.setPaging(paging);
    const unsettled = await report(
      new APIControllers.GetUnsettledTransactionListController(unsettledRequest.getJSON(), sdkConfig),
      transactionListSchema,
    );
    if (!unsettled.ok) return { message: unsettled.message };
    const matching = (list: TransactionSummary[] | undefined) => (list ?? []).filter((t) => t.invoiceNumber === invoiceNumber);
    const found = matching(unsettled.value.transactions);
    if (found.length > 0) return found;

    // Settled since: a lookup a day or more after the attempt finds it in a settled batch.
    const batchRequest = new APIContracts.GetSettledBatchListRequest();
    batchRequest.setMerchantAuthentication(merchantAuthentication());
    // The API takes at most 31 days per request; an attempt older than that is long settled or gone.
    const utc = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");
    const earliest = Date.now() - 30 * 24 * 60 * 60 * 1000;
    batchRequest.setFirstSettlementDate(utc(new Date(Math.max(since.getTime() - 60 * 60 * 1000, earliest))));
    batchRequest.setLastSettlementDate(utc(new Date()));
    const batches = await report(new APIControllers.GetSettledBatchListController(batchRequest.getJSON(), sdkConfig), batchListSchema);
    if (!batches.ok) return { message: batches.message };
    for (const batch of batches.value.batchList ?? []) {
      const listRequest = new APIContracts.GetTransactionListRequest();
      listRequest.setMerchantAuthentication(merchantAuthentication());
      listRequest.setBatchId(batch.batchId);
      const list = await report(new APIControllers.GetTransactionListController(listRequest.getJSON(), sdkConfig), transactionListSchema);
      if (!list.ok) return { message: list.message };
      found.push(...matching(list.value.transactions));
    }
    return found;
  }

  const approved = (answer: TransactionAnswer) =>
    answer.messages.resultCode === APIContracts.MessageTypeEnum.OK &&
    answer.transactionResponse?.responseCode === "1" &&
    Boolean(answer.transactionResponse.transId);

  const firstError = (answer: TransactionAnswer) => answer.transactionResponse?.errors?.[0];

  const last4Of = (answer: TransactionAnswer) => (answer.transactionResponse?.accountNumber ?? "").replace(/\D/g, "").slice(-4);

  return {
    implementation: "authorize-net",

    async charge(input: ChargeInput): Promise<ChargeResult> {
      if (!isChargeableCents(input.amountCents)) return { ok: false, kind: "error", message: CARD_ERROR_MESSAGE, problem: "gateway-error" };

      const opaqueData = new APIContracts.OpaqueDataType();
      opaqueData.setDataDescriptor(input.opaqueData.dataDescriptor);
      opaqueData.setDataValue(input.opaqueData.dataValue);
      const payment = new APIContracts.PaymentType();
      payment.setOpaqueData(opaqueData);

      const order = new APIContracts.OrderType();
      order.setInvoiceNumber(clip(input.invoiceNumber, 20));
      const customer = new APIContracts.CustomerDataType();
      customer.setEmail(clip(input.customer.email, 255));
      const billTo = new APIContracts.CustomerAddressType();
      billTo.setFirstName(clip(input.customer.firstName, 50));
      billTo.setLastName(clip(input.customer.lastName, 50));
      if (input.billing.company?.trim()) billTo.setCompany(clip(input.billing.company, 50));
      billTo.setAddress(clip(input.billing.address, 60));
      billTo.setCity(clip(input.billing.city, 40));
      billTo.setState(clip(input.billing.state, 40));
      billTo.setZip(clip(input.billing.zipCode, 20));
      billTo.setCountry("US");

      const transaction = new APIContracts.TransactionRequestType();
      transaction.setTransactionType(APIContracts.TransactionTypeEnum.AUTHCAPTURETRANSACTION);
      transaction.setAmount(centsToDecimalString(input.amountCents));
      transaction.setPayment(payment);
      transaction.setOrder(order);
      transaction.setCustomer(customer);
      transaction.setBillTo(billTo);
      const duplicateWindow = new APIContracts.SettingType();
      duplicateWindow.setSettingName("duplicateWindow");
      duplicateWindow.setSettingValue(String(DUPLICATE_WINDOW_SECONDS));
      const settings = new APIContracts.ArrayOfSetting();
      settings.setSetting([duplicateWindow]);
      transaction.setTransactionSettings(settings);

      const sent = await send(transaction, "charge");
      if (!sent.ok) return { ok: false, kind: "error", message: CARD_ERROR_MESSAGE, problem: sent.problem };
      const { answer } = sent;
      const response = answer.transactionResponse;
      if (approved(answer) && response?.transId) {
        return { ok: true, transactionId: response.transId, last4: last4Of(answer), authCode: response.authCode || undefined };
      }
      const error = firstError(answer);
      // A repeat of a charge that was approved: the answer names the original (its id and auth code).
      if (error?.errorCode === DUPLICATE && response?.authCode && response.transId && response.transId !== "0") {
        return { ok: true, transactionId: response.transId, last4: last4Of(answer), authCode: response.authCode, duplicate: true };
      }
      logIssue("charge", summarize(answer));
      if (response?.responseCode === "2") {
        return { ok: false, kind: "declined", message: error?.errorText || AUTHORIZE_NET_MESSAGES.declined };
      }
      if (response?.responseCode === "4") {
        return { ok: false, kind: "error", message: AUTHORIZE_NET_MESSAGES.heldForReview, problem: "held-for-review" };
      }
      if (error && SHOPPER_ERROR_CODES.has(error.errorCode)) {
        return { ok: false, kind: "error", message: error.errorText, problem: "gateway-error" };
      }
      return { ok: false, kind: "error", message: CARD_ERROR_MESSAGE, problem: "gateway-error" };
    },

    async void(transactionId: string): Promise<VoidResult> {
      const transaction = new APIContracts.TransactionRequestType();
      transaction.setTransactionType(APIContracts.TransactionTypeEnum.VOIDTRANSACTION);
      transaction.setRefTransId(transactionId);

      const sent = await send(transaction, "void");
      if (!sent.ok) return { ok: false, kind: "error", message: CARD_ERROR_MESSAGE, uncertain: true };
      const { answer } = sent;
      if (approved(answer)) return { ok: true };
      const error = firstError(answer);
      // Voiding twice leaves the charge voided, which is what the caller asked for.
      if (error?.errorCode === ALREADY_VOIDED) return { ok: true };
      logIssue("void", summarize(answer));
      // The void answer does not say "settled" in a dependable way; the transaction's status does.
      const status = await transactionStatus(transactionId);
      if (status === "voided") return { ok: true };
      if (status && SETTLED_STATUSES.has(status)) return { ok: false, kind: "settled", message: AUTHORIZE_NET_MESSAGES.settled };
      return { ok: false, kind: "error", message: error?.errorText || CARD_ERROR_MESSAGE };
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      if (!isChargeableCents(input.amountCents) || !/^\d{4}$/.test(input.last4)) {
        return { ok: false, kind: "error", message: CARD_ERROR_MESSAGE };
      }
      // A refund names the card by its last four digits; the expiration date may be masked.
      const creditCard = new APIContracts.CreditCardType();
      creditCard.setCardNumber(`XXXX${input.last4}`);
      creditCard.setExpirationDate("XXXX");
      const payment = new APIContracts.PaymentType();
      payment.setCreditCard(creditCard);

      const transaction = new APIContracts.TransactionRequestType();
      transaction.setTransactionType(APIContracts.TransactionTypeEnum.REFUNDTRANSACTION);
      transaction.setAmount(centsToDecimalString(input.amountCents));
      transaction.setPayment(payment);
      transaction.setRefTransId(input.transactionId);
      const order = new APIContracts.OrderType();
      order.setInvoiceNumber(clip(input.reference, 20));
      transaction.setOrder(order);

      const sent = await send(transaction, "refund");
      if (!sent.ok) return { ok: false, kind: "error", message: CARD_ERROR_MESSAGE, uncertain: true };
      const { answer } = sent;
      if (approved(answer)) return { ok: true, refundId: answer.transactionResponse!.transId! };
      logIssue("refund", summarize(answer));
      const error = firstError(answer);
      if (error?.errorCode === NOT_REFUNDABLE) {
        // Code 54 mostly means "not settled yet", but also a wrong amount or card; the status decides.
        const status = await transactionStatus(input.transactionId);
        if (status === undefined || UNSETTLED_STATUSES.has(status)) {
          return { ok: false, kind: "not-settled", message: AUTHORIZE_NET_MESSAGES.notSettled };
        }
      }
      return { ok: false, kind: "error", message: error?.errorText || CARD_ERROR_MESSAGE };
    },

    async findTransaction({ reference, since }): Promise<TransactionLookup> {
      const found = await transactionsWithInvoice(clip(reference, 20), since);
      if (!Array.isArray(found)) {
        logIssue("lookup", { problem: found.message });
        return { outcome: "unknown", message: found.message };
      }
      const approvedOne = found.find((t) => APPROVED_STATUSES.has(t.transactionStatus));
      if (approvedOne) {
        return {
          outcome: "approved",
          transactionId: approvedOne.transId,
          last4: (approvedOne.accountNumber ?? "").replace(/\D/g, "").slice(-4) || undefined,
          amountCents: approvedOne.settleAmount === undefined ? undefined : Math.round(approvedOne.settleAmount * 100),
        };
      }
      if (found.some((t) => REVIEW_STATUSES.has(t.transactionStatus))) return { outcome: "pending" };
      return found.length > 0 ? { outcome: "declined" } : { outcome: "not-found" };
    },

    async findVoid(transactionId: string): Promise<TransactionLookup> {
      const status = await transactionStatus(transactionId);
      if (status === undefined) return { outcome: "unknown", message: "the transaction's status could not be read" };
      return status === "voided" ? { outcome: "approved", transactionId } : { outcome: "not-found" };
    },
  };
}
