// What the product pages read: one product by its address with its sizes, related products and the
// industry pages that use it; the addresses to prerender; the old item-number addresses; and what an
// archived product's address answers.
import "server-only";
import type { DataSheetProduct } from "@/lib/content/pool-sheets";
import { readFacts } from "@/lib/catalog/facts";
import { db } from "@/lib/db/client";
import { industriesUsing } from "@/lib/content/product-industries";
import type { NavLink } from "@/lib/content/navigation";
import { toProductView, withSizes, type ProductView } from "./read";

export type ProductPageData = {
  product: ProductView;
  related: ProductView[];
  industries: NavLink[];
  /** The current safety data sheet revision, when one is published. */
  sds: { revision: number; revisionDate: string } | null;
};

const RELATED = 4;

/** A product on sale by its slug, with what its page shows around it; null when there is none on sale. */
export async function productPage(slug: string): Promise<ProductPageData | null> {
  const product = await db().product.findFirst({ where: { slug, archivedAt: null }, include: withSizes });
  if (!product) return null;
  const related = await db().product.findMany({
    where: { category: product.category, archivedAt: null, id: { not: product.id } },
    include: withSizes,
    orderBy: [{ name: "asc" }],
    take: RELATED,
  });
  const current = await db().sdsRevision.findFirst({
    where: { productId: product.id, state: "published" },
    orderBy: { revision: "desc" },
    select: { revision: true, revisionDate: true },
  });
  return {
    product: toProductView(product),
    related: related.map(toProductView),
    industries: industriesUsing(product.itemNumber, product.category),
    sds: current ? { revision: current.revision, revisionDate: current.revisionDate.toISOString().slice(0, 10) } : null,
  };
}

/** The slugs of every product on sale: the pages made at build. */
export async function liveProductSlugs(): Promise<string[]> {
  const products = await db().product.findMany({ where: { archivedAt: null }, select: { slug: true }, orderBy: { id: "asc" } });
  return products.map((product) => product.slug);
}

/** The slug of the product an item number names (the product's or one of its sizes'), archived or not. */
export async function slugForItemNumber(itemNumber: string): Promise<string | null> {
  const size = await db().productSize.findUnique({ where: { itemNumber }, select: { product: { select: { slug: true } } } });
  if (size) return size.product.slug;
  const product = await db().product.findUnique({ where: { itemNumber }, select: { slug: true } });
  return product?.slug ?? null;
}

export type GoneProduct = { name: string; replacement: { name: string; slug: string } | null };

/** An archived product's name and its replacement (when that is on sale); null when the slug is not an archived product. */
export async function goneProduct(slug: string): Promise<GoneProduct | null> {
  const product = await db().product.findUnique({
    where: { slug },
    select: { name: true, archivedAt: true, replacement: { select: { name: true, slug: true, archivedAt: true } } },
  });
  if (!product?.archivedAt) return null;
  const replacement = product.replacement && !product.replacement.archivedAt ? product.replacement : null;
  return { name: product.name, replacement: replacement ? { name: replacement.name, slug: replacement.slug } : null };
}

/** A product by its own item number, with what its technical data sheet states (archived products too). */
export async function dataSheetProduct(itemNumber: string): Promise<DataSheetProduct | null> {
  const product = await db().product.findUnique({
    where: { itemNumber },
    select: {
      itemNumber: true,
      name: true,
      category: true,
      description: true,
      concentration: true,
      chemicalType: true,
      applications: true,
      benefits: true,
      facts: true,
    },
  });
  return product ? { ...product, facts: readFacts(product.facts) } : null;
}
