// The cross-site request check of every state-changing request (proxy.ts). Browsers send Origin on
// every POST, PUT, PATCH and DELETE, and Sec-Fetch-Site on every request; a request from another site
// is refused before any route handler runs. Callers that are not browsers (scripts, the payment
// providers' servers) send neither header and are let through: they carry no visitor's cookies by
// accident, which is what this check is about. Auth.js and server actions check again on their own.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type OriginCheck = { ok: true } | { ok: false; reason: string };

export type OriginRequest = {
  method: string;
  /** The Host the request was sent to (X-Forwarded-Host when behind a trusted proxy). */
  host: string | null;
  origin: string | null;
  secFetchSite: string | null;
  /** SITE_URL, the public address, when set. */
  siteUrl?: string;
};

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

export function checkOrigin({ method, host, origin, secFetchSite, siteUrl }: OriginRequest): OriginCheck {
  if (SAFE_METHODS.has(method.toUpperCase())) return { ok: true };
  if (origin !== null) {
    const from = origin === "null" ? null : hostOf(origin);
    const allowed = [host?.toLowerCase(), siteUrl ? hostOf(siteUrl) : null].filter(Boolean);
    return from && allowed.includes(from)
      ? { ok: true }
      : { ok: false, reason: `Requests from ${origin === "null" ? "an opaque origin" : origin} are not accepted` };
  }
  if (secFetchSite === "cross-site" || secFetchSite === "same-site") {
    return { ok: false, reason: "Requests from another site are not accepted" };
  }
  return { ok: true };
}
