import type { NextConfig } from "next";
import { REDIRECTS } from "./lib/content/redirects";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Server-only packages that must not be bundled (native pg bindings are optional; the SDK uses require).
  serverExternalPackages: ["pg", "@prisma/adapter-pg"],
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
    ].map((key) => [key, process.env[key] ?? ""]),
  ),
  async redirects() {
    return REDIRECTS.map(({ source, destination }) => ({ source, destination, permanent: true }));
  },
};

export default nextConfig;
