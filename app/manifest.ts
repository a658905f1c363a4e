import type { MetadataRoute } from "next";
import { BRAND_COLORS } from "@/lib/seo/brand";
import { siteConfig } from "@/lib/site-config";

/** /manifest.webmanifest: the name and icons a browser uses when the site is installed or pinned. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: siteConfig.companyName,
    short_name: siteConfig.productLine,
    description: `${siteConfig.productLine} cleaning chemicals are rated ${siteConfig.claims.hazmatRating} for hazmat and ship without hazmat fees.`,
    start_url: "/",
    scope: "/",
    display: "browser",
    lang: "en-US",
    background_color: BRAND_COLORS.background,
    theme_color: BRAND_COLORS.primary,
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/apple-icon", sizes: "180x180", type: "image/png" },
    ],
  };
}
