// The links of a message that open an account or an order (a password reset, an address confirmation, a
// staff invitation, a guest's order page) are keys: the e-mail log must not keep them, since a copy of
// the database would then open what the stored hashes protect. A message is recorded with a marker in
// place of each such link ("[reset link, not kept]"), which is what staff read afterwards; the links
// themselves are sealed (AES-256-GCM, with a key made from AUTH_SECRET, so a copy of the database alone
// opens nothing) and kept on the row only until its delivery is over, for the delivery and its retries.
import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { z } from "zod";
import { authSecret } from "@/lib/auth/secret";

export const SECRET_LINK_LABELS = {
  reset: "reset link",
  verification: "verification link",
  invitation: "invitation link",
  order: "order link",
} as const;

export type SecretLinkKind = keyof typeof SECRET_LINK_LABELS;

/** A link of the message that must not be kept: `url` appears as it is in the text (and the HTML, if any). */
export type SecretLink = { kind: SecretLinkKind; url: string };

type Placed = { marker: string; url: string };

const placedSchema = z.array(z.object({ marker: z.string().min(1), url: z.url() }));

/** What staff read where a link of this kind was; a second, different link of the kind gets a number. */
export function secretLinkMarker(kind: SecretLinkKind, nth = 1): string {
  return `[${SECRET_LINK_LABELS[kind]}${nth > 1 ? ` ${nth}` : ""}, not kept]`;
}

const MARKER_PATTERN = new RegExp(`\\[(${Object.values(SECRET_LINK_LABELS).join("|")})(?: \\d+)?, not kept\\]`);

/** The kind of the first link-not-kept marker in a stored text, if any. */
export function markedLinkKind(text: string): SecretLinkKind | null {
  const label = MARKER_PATTERN.exec(text)?.[1];
  const entry = Object.entries(SECRET_LINK_LABELS).find(([, value]) => value === label);
  return entry ? (entry[0] as SecretLinkKind) : null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export type MessageBody = { text: string; html: string | null };

/**
 * The message with a marker in place of each secret link, and the links sealed for delivery (null when
 * there are none). A link the text does not contain is a mistake of the caller, which would otherwise go
 * unnoticed until a token turned up in the log: it throws.
 */
export function hideSecretLinks(body: MessageBody, links: readonly SecretLink[]): MessageBody & { sealed: string | null } {
  let { text, html } = body;
  const placed: Placed[] = [];
  const perKind = new Map<SecretLinkKind, number>();
  for (const { kind, url } of links) {
    if (placed.some((entry) => entry.url === url)) continue;
    if (!text.includes(url)) throw new Error(`the message's ${SECRET_LINK_LABELS[kind]} is not in its text`);
    const nth = (perKind.get(kind) ?? 0) + 1;
    perKind.set(kind, nth);
    const marker = secretLinkMarker(kind, nth);
    text = text.replaceAll(url, marker);
    html = html === null ? null : html.replaceAll(escapeHtml(url), marker).replaceAll(url, marker);
    placed.push({ marker, url });
  }
  return { text, html, sealed: placed.length > 0 ? seal(placed) : null };
}

/** The message as it is delivered: each marker replaced by its link again. Throws when the seal cannot be opened. */
export function restoreSecretLinks(body: MessageBody, sealed: string | null): MessageBody {
  if (sealed === null) return body;
  let { text, html } = body;
  for (const { marker, url } of unseal(sealed)) {
    // Functions, not strings: a "$" in a link must not be read as a replacement pattern.
    text = text.replaceAll(marker, () => url);
    html = html === null ? null : html.replaceAll(marker, () => escapeHtml(url));
  }
  return { text, html };
}

/** The seal's key: its own, derived from AUTH_SECRET, so that it is shared by every instance and by nothing else. */
function key(): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret(), "", "outgoing-email-links", 32));
}

const VERSION = "v1";

function seal(placed: Placed[]): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(placed), "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

export class UnreadableLinks extends Error {}

function unseal(sealed: string): Placed[] {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new UnreadableLinks("the sealed links are not in a known form");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    const json = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    return placedSchema.parse(JSON.parse(json));
  } catch {
    throw new UnreadableLinks("the sealed links cannot be opened: AUTH_SECRET changed since the message was recorded");
  }
}
