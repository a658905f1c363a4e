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

/**
 * A server action's own check, made here first: Next compares the Origin's host with the request's
 * X-Forwarded-Host (its first value), or Host when there is none, whatever TRUST_PROXY says, and answers
 * 500 when they differ. The same request is refused here with a 403 naming the origin instead.
 */
export function checkActionHost({
  origin,
  forwardedHost,
  host,
}: {
  origin: string | null;
  forwardedHost: string | null;
  host: string | null;
}): OriginCheck {
  if (origin === null) return { ok: true };
  const from = origin === "null" ? null : hostOf(origin);
  const to = forwardedHost?.split(",")[0]?.trim() || host;
  if (from !== null && to !== null && from === to.toLowerCase()) return { ok: true };
  return { ok: false, reason: `This action was sent to ${to ?? "no host"} from ${origin}: the two must be the same site` };
}
