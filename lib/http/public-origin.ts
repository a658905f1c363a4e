// The site's own address, for every absolute URL it writes into an e-mail or hands to a payment gateway
// (reset and verification links, PayPal's return and cancel pages). A visitor chooses the Host and
// X-Forwarded-* headers of their own request, so none of them may decide where such a link points:
// 1. AUTH_URL, else SITE_URL, when set: the production rule (`npm run start:cluster` always sets one);
// 2. the Host header only when it is a loopback address (the local demo on any port);
// 3. otherwise http://localhost:PORT, which `npm start` warns about when SITE_URL is unset.
// Never X-Forwarded-Host, even behind a trusted proxy: a proxy passes on whatever host the visitor
// wrote, so a reset link asked for with `Host: evil.example` would point there.
// Pure: reads the headers and the environment it is given.

export type OriginEnv = Readonly<Record<string, string | undefined>>;

type HeaderSource = { get(name: string): string | null };

/** "host" or "host:port" as a Host header may carry it; anything else (paths, user info, spaces) is not a host. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

function configuredOrigin(env: OriginEnv): string | undefined {
  for (const name of ["AUTH_URL", "SITE_URL"] as const) {
    const value = env[name]?.trim();
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === "http:" || url.protocol === "https:") return url.origin;
    } catch {
      // An unusable value is skipped: the next rule decides.
    }
  }
  return undefined;
}

function hostname(host: string): string {
  return host.startsWith("[") ? host.slice(1, host.indexOf("]")) : host.replace(/:\d+$/, "");
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1: names that can only reach this machine. */
export function isLoopbackHost(host: string): boolean {
  if (!HOST.test(host)) return false;
  const name = hostname(host).toLowerCase();
  return name === "localhost" || name.endsWith(".localhost") || /^127(?:\.\d{1,3}){3}$/.test(name) || name === "::1";
}

/** The origin ("https://www.example.com") that links to this site must use. */
export function publicOrigin(headers: HeaderSource, env: OriginEnv = process.env): string {
  const configured = configuredOrigin(env);
  if (configured) return configured;
  const host = headers.get("host")?.trim();
  if (host && isLoopbackHost(host)) return `http://${host.toLowerCase()}`;
  return fallbackOrigin(env);
}

/** Where links point when nothing says where the site is: this machine, on the port it serves. */
export function fallbackOrigin(env: OriginEnv = process.env): string {
  const port = /^\d{1,5}$/.test(env.PORT ?? "") ? env.PORT : "3000";
  return `http://localhost:${port}`;
}
