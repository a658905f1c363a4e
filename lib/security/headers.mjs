// The headers every answer of the site carries, in one place for the three writers of answers: the app
// (next.config.ts, proxy.ts and lib/security/csp.ts), the launcher's preload for requests that
// never reach the app (scripts/lib/odd-requests.cjs) and nginx's static files (scripts/lib/nginx.mjs).
// Plain JavaScript because the preload and nginx's configuration are written before anything is compiled.

/** The policy of everything that is not a page (API answers, uploads, files): nothing may run or frame it. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Two years, the preload list's minimum; only sent on https, where browsers heed it. */
export const HSTS = "max-age=63072000; includeSubDomains";

/** The headers every response carries, whatever it is (next.config.ts sets them on all paths), by name. */
export const BASELINE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // For browsers without frame-ancestors.
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), browsing-topics=()",
  // PayPal's checkout window talks back to the page that opened it.
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
};
