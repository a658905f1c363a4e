// Password reset links: a random token goes into the e-mail, only its SHA-256 is stored
// (PasswordResetToken.tokenHash), so a copy of the database cannot be used to reset anyone's password.
// Each link works once and for 30 minutes.
import { createHash, randomBytes } from "node:crypto";

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A new token (for the link) and what to store for it. */
export function newResetToken(now: Date = new Date()): { token: string; tokenHash: string; expiresAt: Date } {
  // 32 random bytes: unguessable, and URL-safe as base64url.
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashResetToken(token), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) };
}

/** Tokens are 43 base64url characters; anything else is not worth a database look-up. */
export function isWellFormedResetToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export type ResetTokenState = "valid" | "used" | "expired" | "unknown";

export function resetTokenState(row: { expiresAt: Date; usedAt: Date | null } | null, now: Date = new Date()): ResetTokenState {
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

export const RESET_TOKEN_MESSAGES: Record<Exclude<ResetTokenState, "valid">, string> = {
  used: "This reset link has already been used. Ask for a new one below.",
  expired: "This reset link has expired (links work for 30 minutes). Ask for a new one below.",
  unknown: "This reset link is not valid. Check that you opened the whole link from the e-mail, or ask for a new one.",
};
