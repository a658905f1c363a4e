// The card side of test mode, safe in the browser: checks the card fields (the checkout form reuses
// `cardFieldsSchema` / `validateCardFields` for its hints) and stands in for Accept.js by turning them
// into an opaqueData of the same shape. Like Accept.js, it keeps nothing of the number but what the
// gateway may know: the last four digits, the brand, the expiry and the outcome the test gateway plays.
//
// The token's HMAC key is public on purpose: the browser must be able to sign, as Accept.js does with
// its public client key. The HMAC catches edited or corrupted tokens; forging one gains nothing, since
// no money moves in test mode. (The secret TEST_GATEWAY_SECRET signs only server-made test values.)
//
// The browser signs with @noble/hashes: Web Crypto is asynchronous and missing on plain-http pages other
// than localhost (a demo opened by its LAN address), and node:crypto is missing in the browser. The
// server checks tokens with node:crypto (test-card-token.ts).
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { z } from "zod";
import { fieldErrors } from "@/lib/forms/zod-issues";
import type { OpaqueData } from "./types";

export const TEST_CARD_TOKEN_KEY = "triple-zero-test-card-token-v1";
export const ACCEPT_DATA_DESCRIPTOR = "COMMON.ACCEPT.INAPP.PAYMENT";
/** Accept.js tokens expire after 15 minutes; the test ones too. */
export const TEST_TOKEN_MAX_AGE_MS = 15 * 60 * 1000;

/**
 * The test gateway's well-known cards (DESIGN §5), in the style of other gateways' test numbers. Any
 * other Luhn-valid number approves.
 * - 4111 1111 1111 1111 approves;
 * - 4000 0000 0000 0002 is declined;
 * - 4000 0000 0000 0119 meets a gateway processing error (nothing charged);
 * - 4000 0000 0000 0259 gets no answer: the gateway times out (after a short test deadline, see
 *   test-card-gateway.ts), as when Authorize.net cannot be reached.
 */
export const TEST_CARDS = {
  approve: "4111111111111111",
  decline: "4000000000000002",
  gatewayError: "4000000000000119",
  timeout: "4000000000000259",
} as const;

/** What the test gateway does with a token; it travels, signed, inside the token. */
export type TestCardOutcome = "approve" | "decline" | "error" | "timeout";

const OUTCOMES: Record<string, TestCardOutcome> = {
  [TEST_CARDS.decline]: "decline",
  [TEST_CARDS.gatewayError]: "error",
  [TEST_CARDS.timeout]: "timeout",
};

export type CardFields = { cardNumber: string; expirationDate: string; cardCode: string };
export type CardFieldName = keyof CardFields;
export type CardFieldErrors = Partial<Record<CardFieldName, string>>;
export type CardBrand = "Visa" | "MasterCard" | "AmericanExpress" | "Discover" | "JCB" | "DinersClub" | "Unknown";

export type ValidCard = {
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  code: string;
  brand: CardBrand;
  last4: string;
};

export const CARD_FIELD_MESSAGES = {
  numberMissing: "Enter the card number.",
  numberNotDigits: "The card number can contain only digits and spaces.",
  numberLength: "The card number must be 13 to 19 digits.",
  numberInvalid: "This card number is not valid. Please check it.",
  expiryMissing: "Enter the expiration date.",
  expiryFormat: "Enter the expiration date as MM/YY.",
  expiryMonth: "The expiration month must be 01 to 12.",
  expired: "This card has expired.",
  codeMissing: "Enter the security code.",
  codeFormat: "The security code is the 3 or 4 digits on your card.",
  summary: "Please check your card details.",
} as const;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  const prefix2 = Number(digits.slice(0, 2));
  const prefix3 = Number(digits.slice(0, 3));
  const prefix4 = Number(digits.slice(0, 4));
  if (digits.startsWith("4")) return "Visa";
  if ((prefix2 >= 51 && prefix2 <= 55) || (prefix4 >= 2221 && prefix4 <= 2720)) return "MasterCard";
  if (prefix2 === 34 || prefix2 === 37) return "AmericanExpress";
  if (digits.startsWith("6011") || prefix2 === 65 || (prefix3 >= 644 && prefix3 <= 649)) return "Discover";
  if (prefix4 >= 3528 && prefix4 <= 3589) return "JCB";
  if (prefix2 === 36 || prefix2 === 38 || (prefix3 >= 300 && prefix3 <= 305)) return "DinersClub";
  return "Unknown";
}

const EXPIRY = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/;

/**
 * The card fields' rules, as one schema for the form's hints and the tokenizer's check. `now` decides
 * what "expired" means (a card is good through the last day of its month, in the shopper's time zone).
 */
export function cardFieldsSchema(now: Date = new Date()) {
  const m = CARD_FIELD_MESSAGES;
  return z.object({
    cardNumber: z
      .string({ error: m.numberMissing })
      .transform((value) => value.replace(/[\s-]/g, ""))
      .superRefine((digits, ctx) => {
        const issue = (message: string) => ctx.addIssue({ code: "custom", message });
        if (digits === "") return issue(m.numberMissing);
        if (!/^\d+$/.test(digits)) return issue(m.numberNotDigits);
        if (digits.length < 13 || digits.length > 19) return issue(m.numberLength);
        if (!luhnValid(digits)) return issue(m.numberInvalid);
      }),
    expirationDate: z
      .string({ error: m.expiryMissing })
      .transform((value) => value.trim())
      .superRefine((value, ctx) => {
        const issue = (message: string) => ctx.addIssue({ code: "custom", message });
        if (value === "") return issue(m.expiryMissing);
        const match = EXPIRY.exec(value);
        if (!match) return issue(m.expiryFormat);
        const month = Number(match[1]);
        const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
        if (month < 1 || month > 12) return issue(m.expiryMonth);
        if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) return issue(m.expired);
      }),
    cardCode: z
      .string({ error: m.codeMissing })
      .transform((value) => value.trim())
      .superRefine((value, ctx) => {
        if (value === "") return ctx.addIssue({ code: "custom", message: m.codeMissing });
        if (!/^\d{3,4}$/.test(value)) ctx.addIssue({ code: "custom", message: m.codeFormat });
      }),
  });
}

export type CardValidation = { ok: true; card: ValidCard } | { ok: false; error: string; fields: CardFieldErrors };

/** Checks the three card fields; on failure, one message per field named by its form field. */
export function validateCardFields(input: Partial<Record<CardFieldName, unknown>>, now: Date = new Date()): CardValidation {
  const parsed = cardFieldsSchema(now).safeParse(input);
  if (!parsed.success) {
    const fields: CardFieldErrors = fieldErrors(parsed.error, { topLevel: true });
    return { ok: false, error: CARD_FIELD_MESSAGES.summary, fields };
  }
  const { cardNumber, expirationDate, cardCode } = parsed.data;
  const [, month, year] = EXPIRY.exec(expirationDate)!;
  return {
    ok: true,
    card: {
      number: cardNumber,
      expMonth: Number(month),
      expYear: year!.length === 2 ? 2000 + Number(year) : Number(year),
      code: cardCode,
      brand: cardBrand(cardNumber),
      last4: cardNumber.slice(-4),
    },
  };
}

export type TestCardToken = {
  v: 1;
  last4: string;
  brand: CardBrand;
  outcome: TestCardOutcome;
  /** MM/YY */
  exp: string;
  /** When it was made, epoch milliseconds. */
  iat: number;
  nonce: string;
};

/** What the token's HMAC covers. */
export function testCardMacInput(token: TestCardToken): string {
  return ["card", token.v, token.last4, token.brand, token.outcome, token.exp, token.iat, token.nonce].join("|");
}

const macOf = (token: TestCardToken) => bytesToHex(hmac(sha256, utf8ToBytes(TEST_CARD_TOKEN_KEY), utf8ToBytes(testCardMacInput(token))));

function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

export type TokenizeResult =
  { ok: true; opaqueData: OpaqueData; last4: string; brand: CardBrand } | { ok: false; error: string; fields: CardFieldErrors };

/** Test mode's Accept.dispatchData: validates the fields and answers an opaqueData, or the field errors. */
export function tokenizeTestCard(input: Partial<Record<CardFieldName, unknown>>, now: Date = new Date()): TokenizeResult {
  const validation = validateCardFields(input, now);
  if (!validation.ok) return validation;
  const { card } = validation;
  const token: TestCardToken = {
    v: 1,
    last4: card.last4,
    brand: card.brand,
    outcome: OUTCOMES[card.number] ?? "approve",
    exp: `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear % 100).padStart(2, "0")}`,
    iat: now.getTime(),
    nonce: randomHex(8),
  };
  return {
    ok: true,
    opaqueData: {
      dataDescriptor: ACCEPT_DATA_DESCRIPTOR,
      dataValue: toBase64Url(JSON.stringify({ ...token, mac: macOf(token) })),
    },
    last4: card.last4,
    brand: card.brand,
  };
}
