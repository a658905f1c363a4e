// The headers every answer of the site carries, in one place for the three writers of answers: the app
// (next.config.ts, proxy.ts and lib/security/csp.ts), the launcher's preload for requests that
// never reach the app (scripts/lib/odd-requests.cjs) and nginx's static files (scripts/lib/nginx.mjs).
// Plain JavaScript because the preload and nginx's configuration are written before anything is compiled.

/** The policy of everything that is not a page (API answers, uploads, files): nothing may run or frame it. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Two years, the preload list's minimum; only sent on https, where browsers heed it. */
export const HSTS = "max-age=63072000; includeSubDomains";

/** The headers every response carries, whatever it is (next.config.ts sets them on all paths). */
export const BASELINE_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // For browsers without frame-ancestors.
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), browsing-topics=()" },
  // PayPal's checkout window talks back to the page that opened it.
  { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
];
