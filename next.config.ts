import path from "node:path";
import type { NextConfig } from "next";
import { localSiteUrl, parseSiteEnv, SITE_ENV_KEYS } from "./lib/site-env";
import { UPLOAD_BODY_LIMIT_BYTES } from "./lib/security/body-limits.mjs";
import { BASELINE_HEADERS, NON_PAGE_POLICY } from "./lib/security/headers.mjs";
import { distDir } from "./lib/dist-dir";
import { remoteImagePatterns } from "./lib/storage/image-hosts";

const nextConfig: NextConfig = {
  // `.next`, except for the instances of `npm run start:cluster`, which each serve a copy of a build of
  // their own (.next-releases/<build>): a new build never overwrites the files a running instance reads.
  distDir: distDir(process.env.NEXT_DIST_DIR),
  poweredByHeader: false,
  // `npm run dev` prints and tests use 127.0.0.1; let the dev server's live reload answer there too.
  allowedDevOrigins: ["127.0.0.1"],
  reactStrictMode: true,
  // Next's own page and data cache, but an expired tag (a staff change to the catalog) reaches every app
  // instance through PostgreSQL at once (lib/cache/shared-tags-handler.mjs). Next is run from the project's root.
  cacheHandler: path.resolve("lib/cache/shared-tags-handler.mjs"),
  // `npm test` checks the types in a step of its own before it builds for the browser tests; once is enough.
  typescript: { ignoreBuildErrors: process.env.TEST_TYPES_CHECKED === "1" },
  // The image optimizer takes only these addresses, without a query string: the hero's library photo
  // (lib/settings/backgrounds.ts) and the product pictures (components/product/product-picture.tsx), on
  // this site's disk or, with UPLOADTHING_TOKEN, on uploadthing's CDN under this shop's own app id only
  // (lib/storage/image-hosts.ts): the build and the servers must be given the same token.
  images: {
    localPatterns: [
      { pathname: "/uploads/**", search: "" },
      { pathname: "/packshots/*.png", search: "" },
    ],
    remotePatterns: remoteImagePatterns(process.env),
    // WebP only: a picture no one has asked for yet is encoded on the first request, and AVIF encodes
    // several times slower for a few kilobytes less: the product page's largest paint is its picture, so
    // the first visitor would wait for the encoder.
    formats: ["image/webp"],
  },
  experimental: {
    // forbidden() in the staff pages: a staff member of another role gets a 403 (lib/admin/page-guard.ts).
    authInterrupts: true,
    // No Turbopack cache on disk for `next build` (Next 16 writes one by default): writing it makes a clean
    // build slower and larger on disk, and a rebuild after a small change is no faster with it warm.
    // `npm start`, CI and `npm test` build once per checkout; `npm run dev` keeps its own cache.
    turbopackFileSystemCacheForBuild: false,
    // proxy.ts sees every request and hands a route at most this much body: what the upload routes take.
    proxyClientMaxBodySize: UPLOAD_BODY_LIMIT_BYTES,
  },
  // Server-only packages that must not be bundled (native pg bindings are optional; the SDK uses require).
  serverExternalPackages: ["pg", "pg-boss", "@prisma/adapter-pg", "authorizenet"],
  // Brand facts are read by client components too (lib/site-config.ts): checked, then inlined at build time;
  // without SITE_URL, the site's address is the one `npm start` serves on.
  env: ((site) => ({
    ...Object.fromEntries(SITE_ENV_KEYS.map((key) => [key, site[key] ?? ""])),
    SITE_URL: site.SITE_URL ?? localSiteUrl(process.env.PORT),
  }))(parseSiteEnv(process.env)),
  // Every response carries these; proxy.ts adds the Content-Security-Policy (and HSTS on https) of
  // everything it sees, and the files it does not see get the policy of a non-page here.
  async headers() {
    return [
      { source: "/:path*", headers: Object.entries(BASELINE_HEADERS).map(([key, value]) => ({ key, value })) },
      ...["/_next/static/:path*", "/_next/image", "/favicon.ico"].map((source) => ({
        source,
        headers: [{ key: "Content-Security-Policy", value: NON_PAGE_POLICY }],
      })),
    ];
  },
};

export default nextConfig;
