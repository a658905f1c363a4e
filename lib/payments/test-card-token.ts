// The test gateway's check of a test card token (made in the browser by test-tokenizer.ts), with node:crypto.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { ACCEPT_DATA_DESCRIPTOR, TEST_CARD_TOKEN_KEY, TEST_TOKEN_MAX_AGE_MS, testCardMacInput, type TestCardToken } from "./test-tokenizer";
import type { OpaqueData } from "./types";

const tokenSchema = z.object({
  v: z.literal(1),
  last4: z.string().regex(/^\d{4}$/),
  brand: z.enum(["Visa", "MasterCard", "AmericanExpress", "Discover", "JCB", "DinersClub", "Unknown"]),
  outcome: z.enum(["approve", "decline", "error", "timeout"]),
  exp: z.string().regex(/^\d{2}\/\d{2}$/),
  iat: z.number().int(),
  nonce: z.string().regex(/^[0-9a-f]{16}$/),
  mac: z.string().regex(/^[0-9a-f]{64}$/),
});

export type ReadTokenResult = { ok: true; token: TestCardToken } | { ok: false; reason: "invalid" | "expired" };

/** The test gateway's check of an opaqueData: made by tokenizeTestCard, unchanged, and not too old. */
export function readTestCardToken(opaqueData: OpaqueData, now: Date = new Date()): ReadTokenResult {
  if (opaqueData.dataDescriptor !== ACCEPT_DATA_DESCRIPTOR) return { ok: false, reason: "invalid" };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(opaqueData.dataValue, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  const parsed = tokenSchema.safeParse(decoded);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const { mac, ...token } = parsed.data;
  const expected = createHmac("sha256", TEST_CARD_TOKEN_KEY).update(testCardMacInput(token)).digest();
  if (!timingSafeEqual(Buffer.from(mac, "hex"), expected)) return { ok: false, reason: "invalid" };
  const age = now.getTime() - token.iat;
  if (age > TEST_TOKEN_MAX_AGE_MS || age < -60_000) return { ok: false, reason: "expired" };
  return { ok: true, token };
}
