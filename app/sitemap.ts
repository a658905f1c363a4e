import type { MetadataRoute } from "next";
import { db } from "@/lib/db/client";
import { sitemapEntries } from "@/lib/seo/sitemap";

// Made again at most every hour, so that a product staff add or archive reaches it.
export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const products = await db().product.findMany({
    where: { archivedAt: null },
    select: {
      slug: true,
      itemNumber: true,
      updatedAt: true,
      sdsRevisions: { where: { state: "published" }, orderBy: { revision: "desc" }, take: 1, select: { revisionDate: true } },
    },
    orderBy: { id: "asc" },
  });
  return sitemapEntries(
    products.map(({ sdsRevisions: [current], ...product }) => ({ ...product, sdsRevisedAt: current?.revisionDate ?? null })),
  );
}
