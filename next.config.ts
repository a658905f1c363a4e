import type { NextConfig } from "next";
import { REDIRECTS } from "./lib/content/redirects";
import { BASELINE_HEADERS, NON_PAGE_POLICY } from "./lib/security/csp";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm run dev` prints and tests use 127.0.0.1; let the dev server's live reload answer there too.
  allowedDevOrigins: ["127.0.0.1"],
  reactStrictMode: true,
  experimental: {
    // proxy.ts sees every request and hands a route at most this much body; image uploads may be 10 MB
    // plus their multipart wrapping (the upload route enforces the 10 MB itself).
    proxyClientMaxBodySize: "11mb",
  },
  // Server-only packages that must not be bundled (native pg bindings are optional; the SDK uses require).
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "authorizenet"],
  // Brand facts are read by client components too (lib/site-config.ts): inline them at build time.
  env: Object.fromEntries(
    [
      "SITE_COMPANY_NAME",
      "SITE_PRODUCT_LINE",
      "SITE_PHONE",
      "SITE_EMAIL",
      "SITE_URL",
      "SITE_GRILL_SHOP_URL",
      "SITE_BREWERY_SHOP_URL",
      "SITE_CONVENIENCE_SHOP_URL",
      "SITE_DEMO_VIDEO_ACID_ID",
      "SITE_DEMO_VIDEO_CAUSTIC_ID",
    ].map((key) => [key, process.env[key] ?? ""]),
  ),
  // Every response carries these; proxy.ts adds the Content-Security-Policy (and HSTS on https) of
  // everything it sees, and the files it does not see get the policy of a non-page here.
  async headers() {
    return [
      { source: "/:path*", headers: [...BASELINE_HEADERS] },
      ...["/_next/static/:path*", "/_next/image", "/favicon.ico"].map((source) => ({
        source,
        headers: [{ key: "Content-Security-Policy", value: NON_PAGE_POLICY }],
      })),
    ];
  },
  async redirects() {
    return REDIRECTS.map(({ source, destination }) => ({ source, destination, permanent: true }));
  },
};

export default nextConfig;
