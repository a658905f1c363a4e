import type { ProductView, SizeView } from "@/lib/catalog/read";

/**
 * What a product card shows (components/catalog/product-card.tsx), and so all that the catalog, the
 * search results and "Related products" send to the browser of each product: a card is a client
 * component, and every field of its props travels in the page's data. The whole product (benefits,
 * applications, technical facts, every size's price) made /products 83 kB larger (580 kB against 498)
 * with data the page never shows.
 */
export type ProductCardView = Pick<
  ProductView,
  "id" | "slug" | "name" | "category" | "categoryId" | "description" | "itemNumber" | "pricePerGallon" | "priceUnit" | "baseSize"
> & {
  /** Every size, smallest first: their names are listed, and the base size is added to the cart. */
  sizes: Omit<SizeView, "price">[];
  /** The primary library picture, if staff attached one. */
  image: ProductView["images"][number] | null;
};

export function productCardView(product: ProductView): ProductCardView {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    category: product.category,
    categoryId: product.categoryId,
    description: product.description,
    itemNumber: product.itemNumber,
    pricePerGallon: product.pricePerGallon,
    priceUnit: product.priceUnit,
    baseSize: product.baseSize,
    sizes: product.sizes.map(({ id, size, label, itemNumber, quoteOnly, inStock, minimumQuantity }) => ({
      id,
      size,
      label,
      itemNumber,
      quoteOnly,
      inStock,
      minimumQuantity,
    })),
    image: product.images[0] ?? null,
  };
}
