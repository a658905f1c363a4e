// What sitemap.xml lists: every public page of lib/seo/public-routes.ts and every product page with the
// time staff last changed the product. Pure: app/sitemap.ts reads the products.
import type { MetadataRoute } from "next";
import { PUBLIC_ROUTES } from "./public-routes";
import { siteConfig } from "@/lib/site-config";

export type SitemapProduct = { slug: string; updatedAt: Date };

export function sitemapEntries(products: readonly SitemapProduct[]): MetadataRoute.Sitemap {
  const pages = PUBLIC_ROUTES.map((route) => ({
    url: new URL(route.path, siteConfig.url).toString(),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
  const productPages = products.map((product) => ({
    url: new URL(`/products/${product.slug}`, siteConfig.url).toString(),
    lastModified: product.updatedAt,
    changeFrequency: "weekly" as const,
    priority: 0.7,
  }));
  return [...pages, ...productPages];
}
