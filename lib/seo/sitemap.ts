// What sitemap.xml lists: every public page of lib/seo/public-routes.ts, every product page with the time
// staff last changed the product, and every product's safety data sheet page with its current revision's
// date. Pure: app/sitemap.ts reads the products.
import type { MetadataRoute } from "next";
import { sdsProductPath } from "@/lib/sds/rules";
import { PUBLIC_ROUTES } from "./public-routes";
import { siteConfig } from "@/lib/site-config";

export type SitemapProduct = { slug: string; itemNumber: string; updatedAt: Date; sdsRevisedAt: Date | null };

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
  // Each product's safety data sheet page, changed when a revision is published.
  const sheetPages = products.map((product) => ({
    url: new URL(sdsProductPath(product.itemNumber), siteConfig.url).toString(),
    ...(product.sdsRevisedAt ? { lastModified: product.sdsRevisedAt } : {}),
    changeFrequency: "monthly" as const,
    priority: 0.5,
  }));
  return [...pages, ...productPages, ...sheetPages];
}
