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
  it("refunds a settled charge naming the card by its last 4 digits", async () => {
    answers.push(approved("60123456799"));
    expect(await gateway().refund({ transactionId: "60123456789", amountCents: 1234, last4: "1111" })).toEqual({
      ok: true,
      refundId: "60123456799",
    });
    expect(received[0]!.body.createTransactionRequest.transactionRequest).toEqual({
      transactionType: "refundTransaction",
      amount: "12.34",
      payment: { creditCard: { cardNumber: "XXXX1111", expirationDate: "XXXX" } },
      refTransId: "60123456789",
    });
  });

  it("answers kind 'not-settled' for error 54 on a charge that has not settled yet", async () => {
    answers.push(
      failed("3", "54", "The referenced transaction does not meet the criteria for issuing a credit."),
      transactionStatus("capturedPendingSettlement"),
    );
    expect(await gateway().refund({ transactionId: "60123456789", amountCents: 1234, last4: "1111" })).toMatchObject({
      ok: false,
      kind: "not-settled",
    });
  });

  it("answers kind 'error' for error 54 on a settled charge (wrong amount or card)", async () => {
    answers.push(
      failed("3", "54", "The referenced transaction does not meet the criteria for issuing a credit."),
      transactionStatus("settledSuccessfully"),
    );
    expect(await gateway().refund({ transactionId: "60123456789", amountCents: 999_999, last4: "1111" })).toEqual({
      ok: false,
      kind: "error",
      message: "The referenced transaction does not meet the criteria for issuing a credit.",
    });
  });
});
