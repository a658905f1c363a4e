import type { MetadataRoute } from "next";
import { DISALLOWED_PATHS } from "@/lib/seo/public-routes";
import { siteConfig } from "@/lib/site-config";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...DISALLOWED_PATHS] },
    sitemap: new URL("/sitemap.xml", siteConfig.url).toString(),
  };
}
