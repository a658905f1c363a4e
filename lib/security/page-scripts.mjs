// The inline scripts of the pages this process serves from Next's page cache, by address: what their
// Content-Security-Policy must allow. A prerendered or regenerated page is the same bytes for every
// visitor, so it cannot carry a per-request nonce; its scripts are allowed by their SHA-256 hashes. The
// cache handler (lib/cache/shared-tags-handler.mjs) records every page it reads or stores here, and the
// response hook (lib/security/page-policy-hook.ts) puts the hashes into the page's policy as its
// headers go out: after Next has read or remade the page, so a page remade for this very request
// (after a staff change) or for one it waited on carries its own hashes.
//
// Plain JavaScript: the cache handler is loaded by Next as it is, outside the app's bundle. The table
// lives on globalThis, where both copies of this module (the handler's and the bundled hook's) meet.
import { createHash } from "node:crypto";

/** Versions kept per address: a visitor may be sent the previous one while another request remakes it. */
const VERSIONS = 3;
/** Addresses kept; the oldest read is forgotten first (it is recorded again when next read). */
const MAX_PAGES = 5_000;

const holder = globalThis;
const pages = (holder.__tzPageScripts ??= new Map());

const sha256Base64 = (text) => createHash("sha256").update(text, "utf8").digest("base64");

/** SHA-256 hashes (CSP source form, without quotes) of the inline scripts a browser would run in `html`. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    // Data blocks (JSON-LD, JSON) are never run, so CSP does not apply to them.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "application/javascript", "module"].includes(type)) continue;
    hashes.add(`sha256-${sha256Base64(body)}`);
  }
  return [...hashes];
}

/**
 * The address of a page-cache key: Next 16 keys a page as "/route-cache/APP_PAGE/<route>/$/products/x"
 * (older layouts as "/products/x"), and the home page as "/index".
 */
export function pagePathOfCacheKey(key) {
  const marker = key.indexOf("/$/");
  const path = marker === -1 ? key : key.slice(marker + 2);
  return path === "/index" ? "/" : path;
}

/** Records the scripts of the page stored under `key` with this HTML (read from the cache or just made). */
export function rememberPageScripts(key, html) {
  const path = pagePathOfCacheKey(key);
  const hashes = inlineScriptHashes(html);
  const signature = hashes.join(" ");
  const versions = (pages.get(path) ?? []).filter((known) => known.join(" ") !== signature);
  versions.unshift(hashes);
  pages.delete(path);
  pages.set(path, versions.slice(0, VERSIONS));
  if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value);
}

/** The hashes of every recent version of the page at `path`, empty when none was served here. */
export function pageScriptHashes(path) {
  return [...new Set((pages.get(path) ?? []).flat())];
}
