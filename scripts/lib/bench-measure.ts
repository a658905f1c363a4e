// What `npm run bench` sends: autocannon runs on 127.0.0.1 (load generator and servers share the
// machine's cores), with the Accept-Encoding of a browser, and the page and script sizes it reports.
import { request } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";
import autocannon from "autocannon";

export type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** Browsers ask for compressed pages; so does every measurement. */
const BROWSER_HEADERS = { "accept-encoding": "gzip" };

export async function measure(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ ...options, headers: { ...BROWSER_HEADERS, ...options.headers } });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The page at `url` as sent to a browser (gzip, the bytes on the wire) and decompressed. */
export function compressedPage(url: string): Promise<{ body: Buffer; gzip: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: BROWSER_HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        else if (response.headers["content-encoding"] !== "gzip") resolve({ body: raw, gzip: gzipSync(raw, { level: 9 }) });
        else resolve({ body: gunzipSync(raw), gzip: raw });
      });
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** A cart keeps a line of at most 999; a connection starts a new cart well before. */
const ROUNDS_PER_CART = 500;

/**
 * A visitor's cart round trip on `origin`: add one of `itemNumber` (POST /api/cart, as a product page's
 * button does), then read the cart (GET /api/cart) with the cart cookie the first answer set. Each
 * connection is one visitor with a cart of its own.
 */
export function cartRoundTrip(origin: string, itemNumber: string): autocannon.Options {
  type Visitor = { cookie?: string; rounds?: number };
  return {
    url: origin,
    requests: [
      {
        method: "POST",
        path: "/api/cart",
        body: JSON.stringify({ itemNumber, quantity: 1 }),
        setupRequest: (req, context) => {
          const visitor = context as Visitor;
          visitor.rounds = (visitor.rounds ?? 0) + 1;
          if (visitor.rounds > ROUNDS_PER_CART) visitor.rounds = 1;
          const cookie = visitor.rounds > 1 && visitor.cookie ? { cookie: visitor.cookie } : {};
          return { ...req, headers: { ...req.headers, "content-type": "application/json", origin, ...cookie } };
        },
        onResponse: (_status, _body, context, headers) => {
          const setCookie = [headers?.["set-cookie"] ?? []].flat().find((cookie) => cookie.startsWith("tz_cart="));
          if (setCookie) (context as Visitor).cookie = setCookie.split(";")[0];
        },
      },
      {
        method: "GET",
        path: "/api/cart",
        setupRequest: (req, context) => {
          const { cookie } = context as Visitor;
          return { ...req, headers: { ...req.headers, ...(cookie ? { cookie } : {}) } };
        },
      },
    ],
  };
}

/** The gzip size of the scripts a browser with modules loads first on `route`. */
export async function firstLoadJs(origin: string, route: string): Promise<{ route: string; files: number; gzipKb: number }> {
  const html = await (await fetch(origin + route)).text();
  // Scripts marked nomodule (the legacy polyfills) are fetched only by browsers without modules.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\snomodule\b/i.test(tag));
  const sources = [...new Set(tags.map((tag) => /\ssrc="([^"]+\.js[^"]*)"/.exec(tag)?.[1]).filter((src): src is string => !!src))];
  let bytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { route, files: sources.length, gzipKb: Math.round(bytes / 102.4) / 10 };
}
