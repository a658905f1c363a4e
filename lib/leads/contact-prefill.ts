// A message another page hands to the contact page's form (the Application Finder's Contact Us):
// /contact?message=… opens the form with the message written in. The address is the visitor's to
// change, so the page reads the parameter through the schema: plain text of at most
// PREFILL_MESSAGE_MAX characters, else no message at all. Client-safe.
import { z } from "zod";

export const CONTACT_PATH = "/contact";
/** Longest message an address may carry; the Finder's longest, with every option chosen, is far shorter (tested). */
export const PREFILL_MESSAGE_MAX = 1500;

// Line breaks and tabs are text; any other control character is not.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const prefillMessageSchema = z
  .string()
  .trim()
  .min(1)
  .max(PREFILL_MESSAGE_MAX)
  .refine((message) => !CONTROL.test(message));

/** The query parameter's message when it is usable text; a repeated parameter counts by its first value. */
export function prefilledMessage(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const parsed = prefillMessageSchema.safeParse(first);
  return parsed.success ? parsed.data : undefined;
}

/** The contact page (for one industry, when given) with the message written in. */
export function contactHref({ industry, message }: { industry?: string; message: string }): string {
  const query = new URLSearchParams();
  if (industry) query.set("industry", industry);
  query.set("message", message);
  return `${CONTACT_PATH}?${query.toString()}`;
}
