import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ProductCatalog } from "@/components/catalog/product-catalog";
import { CartButton } from "@/components/cart/cart-button";
import { RememberShopPage } from "@/components/cart/remember-shop-page";
import { NoResults } from "@/components/search/no-results";
import { SearchForm } from "@/components/search/search-form";
import { SearchPrompt } from "@/components/search/search-prompt";
import { productCardView } from "@/lib/catalog/card";
import { searchProducts } from "@/lib/search";
import { readSearchInput } from "@/lib/search/query";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const input = readSearchInput((await searchParams).q);
  return pageMetadata({
    title: input.kind === "query" ? `Search: ${input.q}` : "Search Products",
    description: `Search the ${siteConfig.productLine} catalog by product name, item number, application or industry.`,
    path: "/search",
    // Result pages are made of what visitors type: not for search engines' indexes, and each card drawn
    // would be one more (lib/seo/og-card.ts).
    noIndex: true,
    cardTitle: "Search Products",
  });
}

/** /search?q=: products on sale matching the query, best first; an exact item number opens its product. */
export default async function SearchPage({ searchParams }: Props) {
  const input = readSearchInput((await searchParams).q);
  const result = input.kind === "query" ? await searchProducts(input.q) : null;
  if (result?.itemMatch) redirect(`/products/${result.itemMatch.slug}`);
  const q = input.kind === "query" ? input.q : "";

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <CartButton />
      <RememberShopPage />
      <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{q ? `Results for “${q}”` : "Search Products"}</h1>
      {/* A new query remounts the box, so that it shows the query of the address after Back. */}
      <SearchForm key={q} id="search-page-query" label="Search products" defaultValue={q} className="mt-6 max-w-2xl" />

      {input.kind === "empty" ? <SearchPrompt /> : null}
      {input.kind === "too-long" ? (
        <p role="alert" className="mt-6 text-destructive">
          {input.message}.
        </p>
      ) : null}
      {result && result.match === "none" ? <NoResults q={q} /> : null}
      {result && result.products.length > 0 ? (
        <div className="mt-8">
          {result.match === "similar" ? (
            <p className="mb-4 text-muted-foreground">No product has the words “{q}”; these names are spelled alike.</p>
          ) : null}
          <ProductCatalog products={result.products.map(productCardView)} />
        </div>
      ) : null}
    </div>
  );
}
