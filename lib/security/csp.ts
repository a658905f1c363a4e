// The site's security headers (DESIGN §6, §11). Pure: proxy.ts decides which policy a request gets and
// these functions write it, so every rule is unit-tested on its own.
//
// Scripts: a prerendered or regenerated page is the same bytes for every visitor, so it cannot carry a
// per-request nonce; its inline scripts are allowed by their SHA-256 hashes, added to its policy as the
// page goes out (lib/security/page-scripts.mjs, page-policy-hook.ts). A page rendered per request gets a
// fresh nonce that Next writes on its own scripts. 'self' covers the site's script files. Only /checkout
// may load the payment scripts (Authorize.net Accept.js, PayPal's SDK) and talk to or frame the payment hosts.

import { NON_PAGE_POLICY } from "./headers.mjs";

export type ScriptSources =
  { kind: "hashes"; hashes: readonly string[] } | { kind: "nonce"; nonce: string; hashes: readonly string[] } | { kind: "development" };

export type PagePolicyOptions = {
  scripts: ScriptSources;
  /** /checkout: the payment providers' scripts, frames, calls and the PayPal form redirect. */
  payments: boolean;
  /** Served over https: also ask the browser to upgrade any http subresource. */
  https: boolean;
};

/** Hosts of the payment scripts and what they call; sandbox and live alike. */
export const PAYMENT_HOSTS = {
  script: [
    "https://js.authorize.net",
    "https://jstest.authorize.net",
    "https://www.paypal.com",
    "https://www.sandbox.paypal.com",
    "https://www.paypalobjects.com",
  ],
  connect: [
    "https://api2.authorize.net",
    "https://apitest.authorize.net",
    "https://www.paypal.com",
    "https://www.sandbox.paypal.com",
    "https://*.paypal.com",
  ],
  frame: ["https://www.paypal.com", "https://www.sandbox.paypal.com", "https://*.paypal.com"],
  // The PayPal hand-off posts a form to /api/paypal/redirect-post, which answers 303 to PayPal.
  formAction: ["https://www.paypal.com", "https://www.sandbox.paypal.com"],
} as const;

/** The demo videos play in YouTube's privacy-enhanced player. */
const VIDEO_FRAMES = ["https://www.youtube-nocookie.com"];

function directives(entries: [string, readonly string[]][]): string {
  return entries.map(([name, values]) => (values.length ? `${name} ${values.join(" ")}` : name)).join("; ");
}

function scriptSources(scripts: ScriptSources): string[] {
  switch (scripts.kind) {
    case "hashes":
      return ["'self'", ...scripts.hashes.map((hash) => `'${hash}'`)];
    case "nonce":
      return ["'self'", `'nonce-${scripts.nonce}'`, ...scripts.hashes.map((hash) => `'${hash}'`)];
    case "development":
      // next dev evaluates modules and injects its overlay inline.
      return ["'self'", "'unsafe-inline'", "'unsafe-eval'"];
  }
}

/** The Content-Security-Policy of an HTML page. */
export function pagePolicy({ scripts, payments, https }: PagePolicyOptions): string {
  const extra = <T extends readonly string[]>(list: T) => (payments ? list : []);
  const development = scripts.kind === "development";
  return directives([
    ["default-src", ["'self'"]],
    ["script-src", [...scriptSources(scripts), ...extra(PAYMENT_HOSTS.script)]],
    // React sets style attributes, and next/font and the toaster write <style> elements.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Staff preview stock photos and scanned sites' images from their own hosts.
    ["img-src", ["'self'", "data:", "blob:", "https:"]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...extra(PAYMENT_HOSTS.connect), ...(development ? ["ws:"] : [])]],
    ["frame-src", [...VIDEO_FRAMES, ...extra(PAYMENT_HOSTS.frame)]],
    ["media-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", ...extra(PAYMENT_HOSTS.formAction)]],
    ["frame-ancestors", ["'none'"]],
    ...(https ? ([["upgrade-insecure-requests", []]] as [string, string[]][]) : []),
  ]);
}

/**
 * The policy of what the site's routes answer besides pages: API answers, uploaded pictures, documents
 * (a safety data sheet, an invoice, a certificate, a quote). Also a sandbox, so that a file opened on its
 * own is treated as coming from no site at all, whatever a browser takes it for, and nothing in it (a
 * PDF's script, an SVG's) acts as the site.
 */
export const FILE_POLICY = `${NON_PAGE_POLICY}; sandbox`;

/** Set by proxy.ts on a page whose inline scripts are allowed by hash, naming the page; never sent. */
export const PAGE_SCRIPTS_HEADER = "x-page-scripts";

/**
 * `policy` with `hashes` (CSP source form, without quotes) added to its script-src, after the sources it
 * already names; a policy without script-src, or hashes it already allows, are left as they are.
 */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy
    .split("; ")
    .map((directive) => {
      if (!directive.startsWith("script-src ")) return directive;
      const sources = directive.split(" ");
      const added = hashes.map((hash) => `'${hash}'`).filter((source) => !sources.includes(source));
      return [...sources, ...added].join(" ");
    })
    .join("; ");
}
