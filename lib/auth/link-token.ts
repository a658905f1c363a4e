// The tokens of e-mailed links (password reset, e-mail verification): a random token goes into the
// e-mail, only its SHA-256 is stored, so a copy of the database cannot be used to reset a password or
// confirm an address. Each link works once and for a limited time: 30 minutes to reset a password,
// 24 hours to confirm an address. Pure: pages and tests share it.
import { createHash, randomBytes } from "node:crypto";

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A new token (for the link) and what to store for it. */
export function newLinkToken(ttlMs: number, now: Date = new Date()): { token: string; tokenHash: string; expiresAt: Date } {
  // 32 random bytes: unguessable, and URL-safe as base64url.
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashLinkToken(token), expiresAt: new Date(now.getTime() + ttlMs) };
}

/** Tokens are 43 base64url characters; anything else is not worth a database look-up. */
export function isWellFormedLinkToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export type LinkTokenState = "valid" | "used" | "expired" | "unknown";

export function linkTokenState(row: { expiresAt: Date; usedAt: Date | null } | null, now: Date = new Date()): LinkTokenState {
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

export const RESET_TOKEN_MESSAGES: Record<Exclude<LinkTokenState, "valid">, string> = {
  used: "This reset link has already been used. Ask for a new one below.",
  expired: "This reset link has expired (links work for 30 minutes). Ask for a new one below.",
  unknown: "This reset link is not valid. Check that you opened the whole link from the e-mail, or ask for a new one.",
};

export const VERIFY_TOKEN_MESSAGES: Record<Exclude<LinkTokenState, "valid">, string> = {
  used: "This link has already been used. If your address is confirmed, sign in; otherwise ask for a new link below.",
  expired: "This link has expired (links work for 24 hours). Ask for a new one below.",
  unknown: "This link is not valid. Check that you opened the whole link from the e-mail, or ask for a new one below.",
};
