// Contract test of the Authorize.net adapter: the real SDK talks HTTP to a fake API on 127.0.0.1 that
// answers as Authorize.net does (JSON behind a UTF-8 byte-order mark) and checks what it is sent.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAuthorizeNetGateway } from "@/lib/payments/authorizenet-gateway";
import type { CardGateway, ChargeInput } from "@/lib/payments/types";

// The fake gateways read request JSON as loosely as the real APIs do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
type Answer = { body: unknown } | { hang: true };
type Received = { method?: string; headers: IncomingHttpHeaders; body: Json };

const CREDENTIALS = { apiLoginId: "login-id-123", transactionKey: "transaction-key-456" };
const OPAQUE_DATA = { dataDescriptor: "COMMON.ACCEPT.INAPP.PAYMENT", dataValue: "eyJjb2RlIjoiNTBfMl8wNjAwMDUzNjE1In0=" };

let server: Server;
let endpoint: string;
let received: Received[] = [];
let answers: Answer[] = [];

const ok = { resultCode: "Ok", message: [{ code: "I00001", text: "Successful." }] };
const unsuccessful = { resultCode: "Error", message: [{ code: "E00027", text: "The transaction was unsuccessful." }] };

function transactionAnswer(transactionResponse: Json, messages: Json = ok) {
  return {
    body: { transactionResponse: { refTransID: "", transHash: "", testRequest: "0", ...transactionResponse }, refId: "", messages },
  };
}
const approved = (transId: string, extra: Json = {}) =>
  transactionAnswer({
    responseCode: "1",
    authCode: "HH5414",
    avsResultCode: "Y",
    cvvResultCode: "P",
    transId,
    accountNumber: "XXXX1111",
    accountType: "Visa",
    messages: [{ code: "1", description: "This transaction has been approved." }],
    ...extra,
  });
const failed = (responseCode: "2" | "3", errorCode: string, errorText: string) =>
  transactionAnswer(
    { responseCode, authCode: "", transId: "0", accountNumber: "XXXX0002", errors: [{ errorCode, errorText }] },
    unsuccessful,
  );
const transactionStatus = (transactionStatus: string) => ({
  body: { transaction: { transId: "60123456789", transactionStatus }, messages: ok },
});

function chargeInput(overrides: Partial<ChargeInput> = {}): ChargeInput {
  return {
    amountCents: 1234,
    opaqueData: OPAQUE_DATA,
    invoiceNumber: "TZ-2026-000123",
    customer: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
    billing: { address: "1 Main St", city: "Madison", state: "WI", zipCode: "53703", company: "Brewing Co" },
    ...overrides,
  };
}

const gateway = (options: { endpoint?: string; timeoutMs?: number } = {}): CardGateway =>
  createAuthorizeNetGateway({ ...CREDENTIALS, endpoint, timeoutMs: 2_000, ...options });

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (raw += chunk));
    request.on("end", () => {
      received.push({ method: request.method, headers: request.headers, body: JSON.parse(raw) as Json });
      const answer = answers.shift() ?? {
        body: { messages: { resultCode: "Error", message: [{ code: "E00001", text: "No answer set" }] } },
      };
      if ("hang" in answer) return;
      response.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
      response.end(`\uFEFF${JSON.stringify(answer.body)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xml/v1/request.api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  answers = [];
});

describe("Authorize.net charge (authCaptureTransaction with an Accept.js token)", () => {
  it("sends credentials, amount '12.34', the opaque data as given, invoice number, e-mail, billing address and an 8-hour duplicate window", async () => {
    answers.push(approved("60123456789"));
    await gateway().charge(chargeInput());

    expect(received).toHaveLength(1);
    const [{ method, headers, body }] = received as [Received];
    expect(method).toBe("POST");
    expect(headers["content-type"]).toMatch(/^application\/json/);
    const request = body.createTransactionRequest;
    expect(request.merchantAuthentication).toEqual({ name: "login-id-123", transactionKey: "transaction-key-456" });
    expect(request.transactionRequest).toEqual({
      transactionType: "authCaptureTransaction",
      amount: "12.34",
      payment: { opaqueData: OPAQUE_DATA },
      order: { invoiceNumber: "TZ-2026-000123" },
      customer: { email: "ada@example.com" },
      billTo: {
        firstName: "Ada",
        lastName: "Lovelace",
        company: "Brewing Co",
        address: "1 Main St",
        city: "Madison",
        state: "WI",
        zip: "53703",
        country: "US",
      },
      transactionSettings: { setting: [{ settingName: "duplicateWindow", settingValue: "28800" }] },
    });
    // The JSON API validates against an XML schema: the elements must come in the schema's order.
    expect(Object.keys(request)).toEqual(["merchantAuthentication", "clientId", "transactionRequest"]);
    expect(Object.keys(request.transactionRequest)).toEqual([
      "transactionType",
      "amount",
      "payment",
      "order",
      "customer",
      "billTo",
      "transactionSettings",
    ]);
  });

  it("approves (resultCode Ok, responseCode 1): the transaction id, last 4 and auth code, read through the byte-order mark", async () => {
    answers.push(approved("60123456789"));
    expect(await gateway().charge(chargeInput())).toEqual({ ok: true, transactionId: "60123456789", last4: "1111", authCode: "HH5414" });
  });

  it("declines (responseCode 2) with the transaction's error text", async () => {
    answers.push(failed("2", "2", "This transaction has been declined."));
    expect(await gateway().charge(chargeInput())).toEqual({ ok: false, kind: "declined", message: "This transaction has been declined." });
  });

  it("answers an error (resultCode Error without a transaction) with the shoppers' generic text", async () => {
    answers.push({
      body: {
        messages: {
          resultCode: "Error",
          message: [{ code: "E00007", text: "User authentication failed due to invalid authentication values." }],
        },
      },
    });
    expect(await gateway().charge(chargeInput())).toEqual({
      ok: false,
      kind: "error",
      message: "There was an error processing your payment. Please try again.",
      problem: "gateway-error",
    });
  });

  it("passes on a card error meant for the shopper (responseCode 3, 'The credit card has expired.')", async () => {
    answers.push(failed("3", "8", "The credit card has expired."));
    expect(await gateway().charge(chargeInput())).toEqual({
      ok: false,
      kind: "error",
      message: "The credit card has expired.",
      problem: "gateway-error",
    });
  });

  it("answers a repeat of an approved charge (error 11 naming the original's id and auth code) with that charge", async () => {
    answers.push(
      transactionAnswer(
        {
          responseCode: "3",
          authCode: "HH5414",
          transId: "60123456789",
          accountNumber: "XXXX1111",
          errors: [{ errorCode: "11", errorText: "A duplicate transaction has been submitted." }],
        },
        unsuccessful,
      ),
    );
    expect(await gateway().charge(chargeInput())).toEqual({
      ok: true,
      transactionId: "60123456789",
      last4: "1111",
      authCode: "HH5414",
      duplicate: true,
    });
  });

  it("passes on a repeat of a charge that was not approved (error 11 without an auth code) as the shopper's error", async () => {
    answers.push(failed("3", "11", "A duplicate transaction has been submitted."));
    expect(await gateway().charge(chargeInput())).toEqual({
      ok: false,
      kind: "error",
      message: "A duplicate transaction has been submitted.",
      problem: "gateway-error",
    });
  });

  it("answers a charge held for review (responseCode 4) as an error whose outcome is not known yet", async () => {
    answers.push(transactionAnswer({ responseCode: "4", authCode: "HH5414", transId: "60123456789", accountNumber: "XXXX1111" }));
    expect(await gateway().charge(chargeInput())).toEqual({
      ok: false,
      kind: "error",
      message: "Your payment is being reviewed. Please contact us before trying again.",
      problem: "held-for-review",
    });
  });

  it("keeps the invoice number to Authorize.net's 20 characters", async () => {
    answers.push(approved("60123456789"));
    await gateway().charge(chargeInput({ invoiceNumber: "TZ-2026-000123-RETRY-2" }));
    expect(received[0]!.body.createTransactionRequest.transactionRequest.order.invoiceNumber).toBe("TZ-2026-000123-RETRY");
  });

  it("answers kind 'error' when the API does not answer in time", async () => {
    answers.push({ hang: true });
    const started = Date.now();
    const result = await gateway({ timeoutMs: 300 }).charge(chargeInput());
    expect(result).toEqual({
      ok: false,
      kind: "error",
      message: "There was an error processing your payment. Please try again.",
      problem: "timeout",
    });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("answers kind 'error' at once when the connection is refused", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const started = Date.now();
    const result = await gateway({ endpoint: `http://127.0.0.1:${port}/xml/v1/request.api`, timeoutMs: 10_000 }).charge(chargeInput());
    expect(result).toMatchObject({ ok: false, kind: "error", problem: "no-answer" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("does not leave the SDK's per-object loggers registered after each call", async () => {
    const requireFromSdk = createRequire(createRequire(import.meta.url).resolve("authorizenet"));
    const winston = requireFromSdk("winston") as { loggers: { loggers: Map<string, unknown> } };
    answers.push(approved("1"), approved("2"), approved("3"));
    await gateway().charge(chargeInput());
    const after = winston.loggers.loggers.size;
    await gateway().charge(chargeInput());
    await gateway().charge(chargeInput());
    expect(winston.loggers.loggers.size).toBeLessThanOrEqual(after);
  });
});

describe("Authorize.net void (voidTransaction)", () => {
  it("voids an unsettled charge by its transaction id", async () => {
    answers.push(approved("60123456790", { authCode: "", accountNumber: "XXXX1111" }));
    expect(await gateway().void("60123456789")).toEqual({ ok: true });
    const request = received[0]!.body.createTransactionRequest;
    expect(request.merchantAuthentication.name).toBe("login-id-123");
    expect(request.transactionRequest).toEqual({ transactionType: "voidTransaction", refTransId: "60123456789" });
  });

  it("counts an already voided charge (error 310) as voided", async () => {
    answers.push(failed("3", "310", "This transaction has already been voided."));
    expect(await gateway().void("60123456789")).toEqual({ ok: true });
  });

  it("answers kind 'settled' when the void fails and the transaction has settled", async () => {
    answers.push(failed("3", "16", "The transaction cannot be found."), transactionStatus("settledSuccessfully"));
    expect(await gateway().void("60123456789")).toMatchObject({ ok: false, kind: "settled" });
    expect(received[1]!.body.getTransactionDetailsRequest).toEqual({
      merchantAuthentication: { name: "login-id-123", transactionKey: "transaction-key-456" },
      clientId: "sdk-node-1.0.10",
      transId: "60123456789",
    });
  });

  it("answers kind 'error' with the gateway's text when the status cannot be read", async () => {
    answers.push(failed("3", "16", "The transaction cannot be found."), {
      body: { messages: { resultCode: "Error", message: [{ code: "E00011", text: "Access denied." }] } },
    });
    expect(await gateway().void("60123456789")).toEqual({ ok: false, kind: "error", message: "The transaction cannot be found." });
  });
});

describe("Authorize.net refund (refundTransaction)", () => {
  it("refunds a settled charge naming the card by its last 4 digits, with the refund's own invoice number", async () => {
    answers.push(approved("60123456799"));
    expect(
      await gateway().refund({ transactionId: "60123456789", amountCents: 1234, last4: "1111", reference: "TZ-261207-AB12CDR1" }),
    ).toEqual({
      ok: true,
      refundId: "60123456799",
    });
    const request = received[0]!.body.createTransactionRequest.transactionRequest;
    expect(request).toEqual({
      transactionType: "refundTransaction",
      amount: "12.34",
      payment: { creditCard: { cardNumber: "XXXX1111", expirationDate: "XXXX" } },
      refTransId: "60123456789",
      order: { invoiceNumber: "TZ-261207-AB12CDR1" },
    });
    expect(Object.keys(request)).toEqual(["transactionType", "amount", "payment", "refTransId", "order"]);
  });

  it("answers kind 'error', uncertain, when the refund gets no answer", async () => {
    answers.push({ hang: true });
    expect(
      await gateway({ timeoutMs: 200 }).refund({ transactionId: "60123456789", amountCents: 1234, last4: "1111", reference: "TZ-1R1" }),
    ).toMatchObject({ ok: false, kind: "error", uncertain: true });
  });

  it("answers kind 'not-settled' for error 54 on a charge that has not settled yet", async () => {
    answers.push(
      failed("3", "54", "The referenced transaction does not meet the criteria for issuing a credit."),
      transactionStatus("capturedPendingSettlement"),
    );
    expect(await gateway().refund({ transactionId: "60123456789", amountCents: 1234, last4: "1111", reference: "TZ-1R1" })).toMatchObject({
      ok: false,
      kind: "not-settled",
    });
  });

  it("answers kind 'error' for error 54 on a settled charge (wrong amount or card)", async () => {
    answers.push(
      failed("3", "54", "The referenced transaction does not meet the criteria for issuing a credit."),
      transactionStatus("settledSuccessfully"),
    );
    expect(await gateway().refund({ transactionId: "60123456789", amountCents: 999_999, last4: "1111", reference: "TZ-1R1" })).toEqual({
      ok: false,
      kind: "error",
      message: "The referenced transaction does not meet the criteria for issuing a credit.",
    });
  });
});

describe("Authorize.net lookup of a transaction by invoice number (Transaction Reporting API)", () => {
  const summary = (transId: string, transactionStatus: string, invoiceNumber: string, settleAmount = 12.34) => ({
    transId,
    submitTimeUTC: "2026-12-07T04:20:00Z",
    submitTimeLocal: "2026-12-06T20:20:00",
    transactionStatus,
    invoiceNumber,
    firstName: "Ada",
    lastName: "Lovelace",
    accountType: "Visa",
    accountNumber: "XXXX1111",
    settleAmount,
    marketType: "eCommerce",
    product: "Card Not Present",
  });
  const list = (...transactions: unknown[]) => ({ body: { transactions, totalNumInResultSet: transactions.length, messages: ok } });
  const batches = (...batchIds: string[]) => ({
    body: {
      batchList: batchIds.map((batchId) => ({
        batchId,
        settlementTimeUTC: "2026-12-07T09:00:00Z",
        settlementState: "settledSuccessfully",
      })),
      messages: ok,
    },
  });
  const since = new Date("2026-12-07T04:19:00Z");

  it("finds an approved charge among the unsettled transactions, newest first, 1000 a page", async () => {
    answers.push(
      list(summary("60000000001", "declined", "TZ-OTHER"), summary("60000000002", "capturedPendingSettlement", "TZ-261207-AB12CD")),
    );
    expect(await gateway().findTransaction({ kind: "charge", reference: "TZ-261207-AB12CD", since })).toEqual({
      outcome: "approved",
      transactionId: "60000000002",
      last4: "1111",
      amountCents: 1234,
    });
    expect(received).toHaveLength(1);
    const request = received[0]!.body.getUnsettledTransactionListRequest;
    expect(request.merchantAuthentication).toEqual({ name: "login-id-123", transactionKey: "transaction-key-456" });
    expect(request.sorting).toEqual({ orderBy: "submitTimeUTC", orderDescending: true });
    expect(request.paging).toEqual({ limit: 1000, offset: 1 });
  });

  it("looks in the batches settled since the attempt when it is not unsettled any more", async () => {
    answers.push(
      list(),
      batches("9001", "9002"),
      list(summary("60000000003", "voided", "TZ-X")),
      list(summary("60000000004", "settledSuccessfully", "TZ-261207-AB12CD")),
    );
    expect(await gateway().findTransaction({ kind: "charge", reference: "TZ-261207-AB12CD", since })).toMatchObject({
      outcome: "approved",
      transactionId: "60000000004",
    });
    const batchRequest = received[1]!.body.getSettledBatchListRequest;
    expect(batchRequest.firstSettlementDate).toBe("2026-12-07T03:19:00Z");
    expect(batchRequest.lastSettlementDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(received.slice(2).map((r) => r.body.getTransactionListRequest.batchId)).toEqual(["9001", "9002"]);
  });

  it("answers 'declined' for a declined attempt, 'pending' for one held for review, 'not-found' when there is none", async () => {
    answers.push(list(summary("60000000005", "declined", "TZ-A")));
    expect(await gateway().findTransaction({ kind: "charge", reference: "TZ-A", since })).toEqual({ outcome: "declined" });
    answers.push(list(summary("60000000006", "FDSPendingReview", "TZ-B")));
    expect(await gateway().findTransaction({ kind: "charge", reference: "TZ-B", since })).toEqual({ outcome: "pending" });
    answers.push(list(), batches());
    expect(await gateway().findTransaction({ kind: "refund", reference: "TZ-C", since })).toEqual({ outcome: "not-found" });
  });

  it("answers 'unknown' when the API refuses (reporting not enabled) or does not answer", async () => {
    answers.push({ body: { messages: { resultCode: "Error", message: [{ code: "E00011", text: "Access denied." }] } } });
    expect(await gateway().findTransaction({ kind: "charge", reference: "TZ-A", since })).toEqual({
      outcome: "unknown",
      message: "E00011 Access denied.",
    });
    answers.push({ hang: true });
    expect(await gateway({ timeoutMs: 200 }).findTransaction({ kind: "charge", reference: "TZ-A", since })).toMatchObject({
      outcome: "unknown",
    });
  });

  it("tells a voided charge from one that still stands (getTransactionDetails)", async () => {
    answers.push(transactionStatus("voided"));
    expect(await gateway().findVoid("60123456789")).toEqual({ outcome: "approved", transactionId: "60123456789" });
    answers.push(transactionStatus("capturedPendingSettlement"));
    expect(await gateway().findVoid("60123456789")).toEqual({ outcome: "not-found" });
    expect(received[0]!.body.getTransactionDetailsRequest.transId).toBe("60123456789");
  });
});
