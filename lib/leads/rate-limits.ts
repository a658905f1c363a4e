// How often one address may send lead forms, and how often one recipient is acknowledged.
// A shopper asking for a few quotes, a sample and a consultation in one visit stays well inside; a script
// gets a brake per form and across forms.
// Client-safe: numbers and the refusal's words, no server imports.
import type { LeadFormName } from "./forms";

export type LeadRateLimit = { limit: number; windowMs: number };

const MINUTE_MS = 60 * 1000;

/** Per form (LEAD_FORMS' name) and address: five in ten minutes. */
export const PER_FORM_LIMIT: LeadRateLimit = { limit: 5, windowMs: 10 * MINUTE_MS };
/** Per address, all forms together: twenty an hour. */
export const PER_ADDRESS_LIMIT: LeadRateLimit = { limit: 20, windowMs: 60 * MINUTE_MS };

/**
 * Acknowledgements per recipient, whatever address the forms come from: three a day (a quote, a sample and
 * a consultation in one visit). Past it the request is saved and sent to staff all the same, unacknowledged,
 * so that nobody can have the shop's address write to someone over and over.
 */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT: LeadRateLimit = { limit: 3, windowMs: 24 * 60 * MINUTE_MS };

/** The rate-limit key of the acknowledgements to `email`. */
export function acknowledgementKey(email: string): string {
  return `lead-ack:${email.trim().toLowerCase()}`;
}

/** The rate-limit keys a request from `address` with `form` counts against, the narrower first. */
export function leadRateLimitKeys(address: string, form: LeadFormName): { perForm: string; perAddress: string } {
  return { perForm: `lead:${form}:${address}`, perAddress: `leads:${address}` };
}

/** "in 45 seconds", "in 1 minute", "in 7 minutes": the wait, rounded up to what a person can act on. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `in ${whole} ${whole === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(whole / 60);
  return `in ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/** The 429's message: what happened and when to try again. */
export function tooManyLeadsMessage(retryAfterSeconds: number): string {
  return `Too many requests from your address. Please try again ${waitText(retryAfterSeconds)}.`;
}
