import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cardGateway, payPalGateway, paymentsClientConfig, paymentsMode, paymentsSetup, testPayPalApproval } from "@/lib/payments";
import { createTestCardGateway, TEST_CARD_MESSAGES } from "@/lib/payments/test-card-gateway";
import { memoryLedger } from "@/lib/payments/test-ledger";
import { createTestPayPalGateway, readTestApproval, readTestPayPalOrderId } from "@/lib/payments/test-paypal-gateway";
import {
  ACCEPT_DATA_DESCRIPTOR,
  CARD_FIELD_MESSAGES,
  TEST_CARD_TOKEN_KEY,
  TEST_CARDS,
  testCardMacInput,
  tokenizeTestCard,
  validateCardFields,
} from "@/lib/payments/test-tokenizer";
import type { ChargeInput, OpaqueData } from "@/lib/payments/types";

const NOW = new Date("2026-03-15T12:00:00Z");
const HOUR_MS = 60 * 60 * 1000;

afterEach(() => {
  vi.unstubAllEnvs();
});

function tokenFor(cardNumber: string, now = NOW): OpaqueData {
  const result = tokenizeTestCard({ cardNumber, expirationDate: "12/30", cardCode: "123" }, now);
  if (!result.ok) throw new Error(`not tokenized: ${JSON.stringify(result.fields)}`);
  return result.opaqueData;
}

function chargeInput(opaqueData: OpaqueData): ChargeInput {
  return {
    amountCents: 1234,
    opaqueData,
    invoiceNumber: "TZ-1001",
    customer: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" },
    billing: { address: "1 Main St", city: "Madison", state: "WI", zipCode: "53703" },
  };
}

const decode = (opaqueData: OpaqueData) =>
  JSON.parse(Buffer.from(opaqueData.dataValue, "base64url").toString("utf8")) as Record<string, unknown>;
const encode = (payload: Record<string, unknown>): OpaqueData => ({
  dataDescriptor: ACCEPT_DATA_DESCRIPTOR,
  dataValue: Buffer.from(JSON.stringify(payload)).toString("base64url"),
});

describe("the tokenizer's HMAC-SHA-256", () => {
  it("signs in the browser what node:crypto checks on the server", () => {
    const made = tokenizeTestCard({ cardNumber: "4111 1111 1111 1111", expirationDate: "12/30", cardCode: "123" });
    if (!made.ok) throw new Error("the card should tokenize");
    const { mac, ...token } = decode(made.opaqueData) as { mac: string } & Parameters<typeof testCardMacInput>[0];
    expect(mac).toBe(createHmac("sha256", TEST_CARD_TOKEN_KEY).update(testCardMacInput(token)).digest("hex"));
  });
});

describe("card field validation (the checkout form's hints)", () => {
  const valid = { cardNumber: "4111 1111 1111 1111", expirationDate: "12/30", cardCode: "123" };

  it("accepts 4111 1111 1111 1111, 12/30, 123 and reads brand and last 4", () => {
    const result = validateCardFields(valid, NOW);
    expect(result).toMatchObject({
      ok: true,
      card: { number: "4111111111111111", expMonth: 12, expYear: 2030, brand: "Visa", last4: "1111" },
    });
  });

  it("names each missing field with its own message", () => {
    const result = validateCardFields({ cardNumber: "", expirationDate: "", cardCode: "" }, NOW);
    expect(result).toEqual({
      ok: false,
      error: CARD_FIELD_MESSAGES.summary,
      fields: {
        cardNumber: "Enter the card number.",
        expirationDate: "Enter the expiration date.",
        cardCode: "Enter the security code.",
      },
    });
    expect(validateCardFields({}, NOW)).toMatchObject({ ok: false, fields: { cardNumber: "Enter the card number." } });
  });

  it("refuses a number that fails the Luhn check, or has letters, or the wrong length", () => {
    const fields = (cardNumber: string) => {
      const result = validateCardFields({ ...valid, cardNumber }, NOW);
      return result.ok ? undefined : result.fields.cardNumber;
    };
    expect(fields("4111 1111 1111 1112")).toBe("This card number is not valid. Please check it.");
    expect(fields("4111 1111 abcd 1111")).toBe("The card number can contain only digits and spaces.");
    expect(fields("4111 1111")).toBe("The card number must be 13 to 19 digits.");
    expect(fields("4000-0000-0000-0002")).toBeUndefined();
  });

  it("refuses a past expiry, a bad month and other formats; the current month is still good", () => {
    const message = (expirationDate: string) => {
      const result = validateCardFields({ ...valid, expirationDate }, NOW);
      return result.ok ? undefined : result.fields.expirationDate;
    };
    expect(message("02/26")).toBe("This card has expired.");
    expect(message("03/26")).toBeUndefined();
    expect(message("03/2026")).toBeUndefined();
    expect(message("13/30")).toBe("The expiration month must be 01 to 12.");
    expect(message("1230")).toBeUndefined();
    expect(message("12-30")).toBe("Enter the expiration date as MM/YY.");
  });

  it("wants a 3 or 4 digit security code", () => {
    const message = (cardCode: string) => {
      const result = validateCardFields({ ...valid, cardCode }, NOW);
      return result.ok ? undefined : result.fields.cardCode;
    };
    expect(message("12")).toBe("The security code is the 3 or 4 digits on your card.");
    expect(message("12a")).toBe("The security code is the 3 or 4 digits on your card.");
    expect(message("1234")).toBeUndefined();
  });
});

describe("the test tokenizer", () => {
  it("makes an opaqueData shaped like Accept.js's that keeps last 4, brand and expiry but not the number", () => {
    const opaqueData = tokenFor(TEST_CARDS.approve);
    expect(opaqueData.dataDescriptor).toBe("COMMON.ACCEPT.INAPP.PAYMENT");
    expect(opaqueData.dataValue).toMatch(/^[A-Za-z0-9_-]+$/);
    const payload = decode(opaqueData);
    expect(payload).toMatchObject({ last4: "1111", brand: "Visa", outcome: "approve", exp: "12/30" });
    expect(JSON.stringify(payload)).not.toContain("4111111111111111");
    expect(Object.keys(payload).sort()).toEqual(["brand", "exp", "iat", "last4", "mac", "nonce", "outcome", "v"]);
  });

  it("answers the field errors instead of a token when the card is invalid", () => {
    const result = tokenizeTestCard({ cardNumber: "4111111111111112", expirationDate: "01/20", cardCode: "1" }, NOW);
    expect(result).toMatchObject({
      ok: false,
      fields: {
        cardNumber: CARD_FIELD_MESSAGES.numberInvalid,
        expirationDate: CARD_FIELD_MESSAGES.expired,
        cardCode: CARD_FIELD_MESSAGES.codeFormat,
      },
    });
  });
});

describe("the test card gateway", () => {
  const gateway = createTestCardGateway({ ledger: memoryLedger(), now: () => NOW });

  it("approves 4111 1111 1111 1111 with last4 1111 and a test transaction id", async () => {
    const result = await gateway.charge(chargeInput(tokenFor("4111 1111 1111 1111")));
    expect(result).toMatchObject({ ok: true, last4: "1111" });
    if (!result.ok) throw new Error("declined");
    expect(result.transactionId).toMatch(new RegExp(`^test-${NOW.getTime()}-[a-z0-9]{10}$`));
    expect(result.authCode).toMatch(/^[A-Z0-9]{6}$/);
  });

  it("approves any other Luhn-valid number, e.g. a MasterCard test number", async () => {
    expect(await gateway.charge(chargeInput(tokenFor("5424000000000015")))).toMatchObject({ ok: true, last4: "0015" });
  });

  it("declines 4000 0000 0000 0002 with 'This transaction has been declined.'", async () => {
    expect(await gateway.charge(chargeInput(tokenFor("4000 0000 0000 0002")))).toEqual({
      ok: false,
      kind: "declined",
      message: "This transaction has been declined.",
    });
  });

  it("meets a gateway processing error with 4000 0000 0000 0119, at once, with the shoppers' 'Please try again.' text", async () => {
    const started = Date.now();
    expect(await gateway.charge(chargeInput(tokenFor("4000 0000 0000 0119")))).toEqual({
      ok: false,
      kind: "error",
      message: "There was an error processing your payment. Please try again.",
      problem: "gateway-error",
    });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it("times out on 4000 0000 0000 0259: no answer until its deadline, then the error a real timeout gives", async () => {
    const quick = createTestCardGateway({ ledger: memoryLedger(), now: () => NOW, timeoutMs: 150 });
    const started = Date.now();
    expect(await quick.charge(chargeInput(tokenFor("4000 0000 0000 0259")))).toEqual({
      ok: false,
      kind: "error",
      message: "There was an error processing your payment. Please try again.",
      problem: "timeout",
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("waits TEST_GATEWAY_TIMEOUT_MS for the timeout card, 2 s when unset", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      const settledAfter = async (env: string | undefined) => {
        if (env === undefined) vi.stubEnv("TEST_GATEWAY_TIMEOUT_MS", "");
        else vi.stubEnv("TEST_GATEWAY_TIMEOUT_MS", env);
        let settled = false;
        const charge = createTestCardGateway({ ledger: memoryLedger(), now: () => NOW })
          .charge(chargeInput(tokenFor(TEST_CARDS.timeout)))
          .then(() => (settled = true));
        let waited = 0;
        while (!settled && waited < 10_000) {
          await vi.advanceTimersByTimeAsync(50);
          waited += 50;
        }
        await charge;
        return waited;
      };
      expect(await settledAfter(undefined)).toBe(2_000);
      expect(await settledAfter("300")).toBe(300);
    } finally {
      vi.useRealTimers();
    }
  });

  it("carries each test card's outcome in the signed token", () => {
    const outcomes = Object.entries(TEST_CARDS).map(([name, number]) => [name, decode(tokenFor(number)).outcome]);
    expect(outcomes).toEqual([
      ["approve", "approve"],
      ["decline", "decline"],
      ["gatewayError", "error"],
      ["timeout", "timeout"],
    ]);
    expect(decode(tokenFor("5424000000000015")).outcome).toBe("approve");
  });

  it("refuses a tampered token: a timeout turned into an approval keeps its old signature and is refused", async () => {
    const timedOut = decode(tokenFor(TEST_CARDS.timeout));
    expect(await gateway.charge(chargeInput(encode({ ...timedOut, outcome: "approve" })))).toMatchObject({
      ok: false,
      kind: "error",
      problem: "gateway-error",
    });
  });

  it("refuses a tampered token: a decline turned into an approval, a changed byte, another descriptor", async () => {
    const declined = decode(tokenFor(TEST_CARDS.decline));
    const forged = encode({ ...declined, outcome: "approve" });
    expect(await gateway.charge(chargeInput(forged))).toEqual({
      ok: false,
      kind: "error",
      message: TEST_CARD_MESSAGES.badToken,
      problem: "gateway-error",
    });

    const good = tokenFor(TEST_CARDS.approve);
    const flipped = { ...good, dataValue: `${good.dataValue.slice(0, 20)}A${good.dataValue.slice(21)}` };
    if (flipped.dataValue !== good.dataValue) {
      expect(await gateway.charge(chargeInput(flipped))).toMatchObject({ ok: false, kind: "error" });
    }
    expect(await gateway.charge(chargeInput({ ...good, dataDescriptor: "OTHER" }))).toMatchObject({ ok: false, kind: "error" });
    expect(await gateway.charge(chargeInput({ ...good, dataValue: "not a token" }))).toMatchObject({ ok: false, kind: "error" });
  });

  it("refuses a token older than 15 minutes, as Accept.js tokens expire", async () => {
    const old = tokenFor(TEST_CARDS.approve, new Date(NOW.getTime() - 16 * 60 * 1000));
    expect(await gateway.charge(chargeInput(old))).toEqual({
      ok: false,
      kind: "error",
      message: TEST_CARD_MESSAGES.expiredToken,
      problem: "gateway-error",
    });
  });

  it("voids before settlement and answers 'settled' after (TEST_GATEWAY_SETTLE_AFTER_MS)", async () => {
    vi.stubEnv("TEST_GATEWAY_SETTLE_AFTER_MS", String(HOUR_MS));
    let now = NOW;
    const clock = createTestCardGateway({ ledger: memoryLedger(), now: () => now });
    const charge = await clock.charge(chargeInput(tokenFor(TEST_CARDS.approve)));
    if (!charge.ok) throw new Error("declined");

    expect(await clock.void(charge.transactionId)).toEqual({ ok: true });
    now = new Date(NOW.getTime() + HOUR_MS);
    expect(await clock.void(charge.transactionId)).toMatchObject({ ok: false, kind: "settled" });
    expect(await clock.void("some-other-id")).toMatchObject({ ok: false, kind: "error" });
  });

  it("refunds only after settlement: 'not-settled' before, a refund id after", async () => {
    vi.stubEnv("TEST_GATEWAY_SETTLE_AFTER_MS", String(HOUR_MS));
    let now = NOW;
    const clock = createTestCardGateway({ ledger: memoryLedger(), now: () => now });
    const charge = await clock.charge(chargeInput(tokenFor(TEST_CARDS.approve)));
    if (!charge.ok) throw new Error("declined");
    const refund = { transactionId: charge.transactionId, amountCents: 1234, last4: charge.last4, reference: "TZ-1001R1" };

    expect(await clock.refund(refund)).toMatchObject({ ok: false, kind: "not-settled" });
    now = new Date(NOW.getTime() + HOUR_MS + 1);
    const result = await clock.refund(refund);
    expect(result).toMatchObject({ ok: true });
    if (result.ok) expect(result.refundId).toMatch(/^test-refund-\d+-[a-z0-9]{10}$/);
  });

  it("settles after 24 hours by default", async () => {
    let now = NOW;
    const clock = createTestCardGateway({ ledger: memoryLedger(), now: () => now });
    const charge = await clock.charge(chargeInput(tokenFor(TEST_CARDS.approve)));
    if (!charge.ok) throw new Error("declined");
    now = new Date(NOW.getTime() + 23 * HOUR_MS);
    expect(await clock.void(charge.transactionId)).toEqual({ ok: true });
    now = new Date(NOW.getTime() + 24 * HOUR_MS);
    expect(await clock.void(charge.transactionId)).toMatchObject({ ok: false, kind: "settled" });
  });
});

describe("the test PayPal gateway", () => {
  const SECRET = "unit-test-gateway-secret";
  const gateway = createTestPayPalGateway(SECRET, memoryLedger());
  const order = {
    amountCents: 1234,
    orderNumber: "TZ-1001",
    returnUrl: "http://127.0.0.1:3000/checkout?paypal=success",
    cancelUrl: "http://127.0.0.1:3000/checkout?paypal=cancel",
    requestId: "create-order-1",
  };
  const HOSTS = ["127.0.0.1:3000"];

  async function created() {
    const result = await gateway.createOrder(order);
    if (!result.ok) throw new Error(result.message);
    return result;
  }

  function approvalParams(approvalUrl: string) {
    const url = new URL(approvalUrl);
    return Object.fromEntries(["token", "return", "cancel", "sig"].map((name) => [name, url.searchParams.get(name) ?? undefined]));
  }

  it("creates a TEST- order whose approval link is this site's /paypal-test/approve page", async () => {
    const { paypalOrderId, approvalUrl } = await created();
    expect(paypalOrderId).toMatch(/^TEST-/);
    const url = new URL(approvalUrl);
    expect(url.origin + url.pathname).toBe("http://127.0.0.1:3000/paypal-test/approve");
    expect(url.searchParams.get("token")).toBe(paypalOrderId);
    expect(url.searchParams.get("return")).toBe(order.returnUrl);
    expect(url.searchParams.get("cancel")).toBe(order.cancelUrl);
  });

  it("gives the same order for the same request id, as PayPal-Request-Id does", async () => {
    expect((await created()).paypalOrderId).toBe((await created()).paypalOrderId);
    const other = await gateway.createOrder({ ...order, requestId: "create-order-2" });
    expect(other.ok && other.paypalOrderId).not.toBe((await created()).paypalOrderId);
  });

  it("the approval page reads the amount and links back with token and PayerID, or with token on cancel", async () => {
    const { paypalOrderId, approvalUrl } = await created();
    const approval = readTestApproval(approvalParams(approvalUrl), HOSTS, SECRET);
    expect(approval).toEqual({
      paypalOrderId,
      amountCents: 1234,
      approveUrl: `http://127.0.0.1:3000/checkout?paypal=success&token=${paypalOrderId}&PayerID=TESTPAYER`,
      cancelUrl: `http://127.0.0.1:3000/checkout?paypal=cancel&token=${paypalOrderId}`,
    });
  });

  it("the approval page refuses swapped return URLs, unsigned tokens and other sites", async () => {
    const params = approvalParams((await created()).approvalUrl);
    expect(readTestApproval({ ...params, return: "https://evil.example/steal" }, HOSTS, SECRET)).toBeUndefined();
    expect(readTestApproval({ ...params, cancel: params.return }, HOSTS, SECRET)).toBeUndefined();
    expect(readTestApproval({ ...params, token: "TEST-000000000000-1-00000000000000000000" }, HOSTS, SECRET)).toBeUndefined();
    expect(readTestApproval({ ...params, sig: undefined }, HOSTS, SECRET)).toBeUndefined();
    expect(readTestApproval(params, ["shop.example"], SECRET)).toBeUndefined();

    // Even a link the gateway signed for another site does not open here.
    const foreign = await gateway.createOrder({ ...order, returnUrl: "https://evil.example/r", cancelUrl: "https://evil.example/c" });
    if (!foreign.ok) throw new Error(foreign.message);
    expect(readTestApproval(approvalParams(foreign.approvalUrl), HOSTS, SECRET)).toBeUndefined();
  });

  it("captures a token it signed: COMPLETED with a TEST-CAPTURE- id and the amount", async () => {
    const { paypalOrderId } = await created();
    const result = await gateway.captureOrder({ paypalOrderId, requestId: "capture-1" });
    expect(result).toMatchObject({ ok: true, status: "COMPLETED", captureStatus: "COMPLETED", amountCents: 1234 });
    if (result.ok) expect(result.captureId).toMatch(/^TEST-CAPTURE-[0-9A-F]{20}$/);
  });

  it("refuses to capture a token it did not sign, or one whose amount was changed", async () => {
    const { paypalOrderId } = await created();
    expect(await gateway.captureOrder({ paypalOrderId: "TEST-ABC", requestId: "r" })).toMatchObject({ ok: false });
    expect(await gateway.captureOrder({ paypalOrderId: "5O190127TN364715T", requestId: "r" })).toMatchObject({ ok: false });
    const bigger = paypalOrderId.replace(/-1234-/, "-1-");
    expect(await gateway.captureOrder({ paypalOrderId: bigger, requestId: "r" })).toMatchObject({ ok: false });
  });

  it("gives the same capture id when the same capture is retried, so it is not captured twice", async () => {
    const { paypalOrderId } = await created();
    const first = await gateway.captureOrder({ paypalOrderId, requestId: "capture-1" });
    const retry = await gateway.captureOrder({ paypalOrderId, requestId: "capture-1" });
    expect(first.ok && retry.ok && retry.captureId === first.captureId).toBe(true);
  });

  it("refunds a test capture, with the same refund id for the same request id", async () => {
    const { paypalOrderId } = await created();
    const capture = await gateway.captureOrder({ paypalOrderId, requestId: "capture-1" });
    if (!capture.ok || !capture.captureId) throw new Error("not captured");
    const refund = { captureId: capture.captureId, amountCents: 1234, requestId: "refund-1" };
    const first = await gateway.refundCapture(refund);
    expect(first).toMatchObject({ ok: true });
    expect(await gateway.refundCapture(refund)).toEqual(first);
    expect(await gateway.refundCapture({ ...refund, captureId: "CAPTURE-1" })).toMatchObject({ ok: false });
  });

  it("the page opens only in test mode and only for return URLs on the host the shopper came to", async () => {
    vi.stubEnv("EMBEDDED_DATABASE", "1");
    vi.stubEnv("TEST_GATEWAY_SECRET", SECRET);
    for (const name of ["PAYMENTS_MODE", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET"]) vi.stubEnv(name, "");
    const params = approvalParams((await created()).approvalUrl);
    const from = (host: string) => new Headers({ host });
    expect(testPayPalApproval(params, from("127.0.0.1:3000"))).toMatchObject({ amountCents: 1234 });
    expect(testPayPalApproval(params, from("other.example"))).toBeUndefined();
    expect(testPayPalApproval({ ...params, token: [params.token!, "x"] }, from("127.0.0.1:3000"))).toBeUndefined();

    vi.stubEnv("PAYPAL_CLIENT_ID", "client");
    vi.stubEnv("PAYPAL_CLIENT_SECRET", "secret");
    expect(testPayPalApproval(params, from("127.0.0.1:3000"))).toBeUndefined();
  });

  it("refuses the tokens another key signed, and cannot be made without a key", async () => {
    const { paypalOrderId } = await created();
    expect(
      await createTestPayPalGateway("another secret", memoryLedger()).captureOrder({ paypalOrderId, requestId: "capture-1" }),
    ).toMatchObject({
      ok: false,
    });
    expect(() => createTestPayPalGateway("")).toThrow("needs a signing key");
  });

  it("signs with TEST_GATEWAY_SECRET when it is set", async () => {
    vi.stubEnv("DATABASE_URL", "postgresql://shop@db.example/shop");
    vi.stubEnv("PAYMENTS_MODE", "test");
    vi.stubEnv("TEST_GATEWAY_SECRET", SECRET);
    const { paypalOrderId } = await created();
    expect(payPalGateway().implementation).toBe("test");
    expect(readTestPayPalOrderId(paypalOrderId, SECRET)).toEqual({ amountCents: 1234 });
  });
});

describe("which implementation answers (DESIGN §5)", () => {
  const realDatabase = { DATABASE_URL: "postgresql://shop@db.example/shop" };
  const cardCredentials = {
    AUTHORIZE_NET_API_LOGIN_ID: "login",
    AUTHORIZE_NET_TRANSACTION_KEY: "key",
    AUTHORIZE_NET_CLIENT_KEY: "public",
  };
  const paypalCredentials = { PAYPAL_CLIENT_ID: "client", PAYPAL_CLIENT_SECRET: "secret" };
  const implementations = (env: Record<string, string>) => {
    const setup = paymentsSetup(env);
    return [setup.card.implementation, setup.paypal.implementation];
  };

  it("uses the test gateways on the embedded database without credentials", () => {
    expect(implementations({ ...realDatabase, EMBEDDED_DATABASE: "1" })).toEqual(["test", "test"]);
    expect(paymentsMode({ ...realDatabase, EMBEDDED_DATABASE: "1" })).toBe("test");
  });

  it("refuses payments on a real database without credentials, unless PAYMENTS_MODE=test", () => {
    expect(implementations(realDatabase)).toEqual(["unconfigured", "unconfigured"]);
    expect(implementations({ ...realDatabase, PAYMENTS_MODE: "test" })).toEqual(["test", "test"]);
    expect(implementations({ ...realDatabase, EMBEDDED_DATABASE: "1", PAYMENTS_MODE: "live" })).toEqual(["unconfigured", "unconfigured"]);
  });

  it("starts the test gateways without TEST_GATEWAY_SECRET only with PAYMENTS_MODE=test or on the embedded database", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    // No database at all (a script): the test gateways need their key.
    expect(implementations({})).toEqual(["unconfigured", "unconfigured"]);
    expect(paymentsSetup({ TEST_GATEWAY_SECRET: "s3cret" }).paypal).toEqual({ implementation: "test", secret: "s3cret" });
    quiet.mockRestore();

    for (const env of [
      { ...realDatabase, EMBEDDED_DATABASE: "1" },
      { ...realDatabase, PAYMENTS_MODE: "test" },
      { PAYMENTS_MODE: "test" },
    ]) {
      const { card, paypal } = paymentsSetup(env);
      expect([card.implementation, paypal.implementation], JSON.stringify(env)).toEqual(["test", "test"]);
      // A key of the process, the same on every call, that nobody could know beforehand.
      const secret = paypal.implementation === "test" ? paypal.secret : "";
      expect(secret.length).toBeGreaterThanOrEqual(40);
      expect(secret).not.toMatch(/triple-zero|development/);
      expect(paymentsSetup(env).paypal).toEqual(paypal);
    }
    expect(paymentsSetup({ ...realDatabase, PAYMENTS_MODE: "test", TEST_GATEWAY_SECRET: "s3cret" }).card).toEqual({
      implementation: "test",
      secret: "s3cret",
    });
    // A real database without PAYMENTS_MODE=test takes no test payment, whatever key is set.
    expect(implementations({ ...realDatabase, TEST_GATEWAY_SECRET: "s3cret" })).toEqual(["unconfigured", "unconfigured"]);
  });

  it("uses the real gateways when their credentials are set, each on its own", () => {
    expect(implementations({ ...realDatabase, ...cardCredentials })).toEqual(["authorize-net", "unconfigured"]);
    expect(implementations({ ...realDatabase, EMBEDDED_DATABASE: "1", ...paypalCredentials })).toEqual(["test", "paypal"]);
    expect(implementations({ ...realDatabase, AUTHORIZE_NET_API_LOGIN_ID: "login", AUTHORIZE_NET_TRANSACTION_KEY: "" })).toEqual([
      "unconfigured",
      "unconfigured",
    ]);
  });

  it("shows the test-mode badge for sandbox accounts, not for production ones", () => {
    const env = { ...realDatabase, ...cardCredentials, ...paypalCredentials };
    expect(paymentsMode(env)).toBe("test");
    expect(paymentsMode({ ...env, AUTHORIZE_NET_ENV: "production", PAYPAL_ENV: "live" })).toBe("live");
  });

  it("gives the browser public identifiers only", () => {
    const config = paymentsClientConfig({ ...realDatabase, ...cardCredentials, ...paypalCredentials, AUTHORIZE_NET_ENV: "production" });
    expect(config.card).toEqual({
      implementation: "authorize-net",
      apiLoginId: "login",
      clientKey: "public",
      scriptUrl: "https://js.authorize.net/v1/Accept.js",
    });
    expect(JSON.stringify(config)).not.toMatch(/"key"|"secret"/);
  });

  it("treats an invalid variable as not configured instead of crashing", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(implementations({ ...realDatabase, EMBEDDED_DATABASE: "1", AUTHORIZE_NET_ENV: "prod" })).toEqual([
      "unconfigured",
      "unconfigured",
    ]);
    quiet.mockRestore();
  });

  it("an unconfigured gateway answers 'Payments are not configured' on every call and never throws", async () => {
    vi.stubEnv("DATABASE_URL", realDatabase.DATABASE_URL);
    vi.stubEnv("EMBEDDED_DATABASE", "");
    vi.stubEnv("PAYMENTS_MODE", "");
    for (const name of ["AUTHORIZE_NET_API_LOGIN_ID", "PAYPAL_CLIENT_ID"]) vi.stubEnv(name, "");
    const refusal = { ok: false, kind: "error", message: "Payments are not configured" };
    const card = cardGateway();
    const paypal = payPalGateway();
    expect(card.implementation).toBe("unconfigured");
    expect(await card.charge(chargeInput(tokenFor(TEST_CARDS.approve)))).toEqual({ ...refusal, problem: "gateway-error" });
    expect(await card.void("1")).toEqual(refusal);
    expect(await card.refund({ transactionId: "1", amountCents: 1, last4: "1111", reference: "TZ-1R1" })).toEqual(refusal);
    expect(await paypal.createOrder({ amountCents: 1, orderNumber: "1", returnUrl: "", cancelUrl: "", requestId: "1" })).toEqual(refusal);
    expect(await paypal.captureOrder({ paypalOrderId: "1", requestId: "1" })).toEqual(refusal);
    expect(await paypal.refundCapture({ captureId: "1", amountCents: 1, requestId: "1" })).toEqual(refusal);
  });
});
