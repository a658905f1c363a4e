import { ProductCatalog } from "@/components/catalog/product-catalog";
import { CartButton } from "@/components/cart/cart-button";
import { RememberShopPage } from "@/components/cart/remember-shop-page";
import { JsonLd } from "@/components/seo/json-ld";
import { catalog } from "@/lib/catalog/read";
import { productCardView } from "@/lib/catalog/card";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";

// Prices and the product list are edited by staff: read them on every request.
export const dynamic = "force-dynamic";

export const metadata = pageMetadata({
  title: "Products: 0-0-0 Rated Cleaning Chemicals",
  description: `Shop ${siteConfig.productLine} degreasers, descalers, beer-line, HVAC, marine and water treatment cleaners. Rated ${siteConfig.claims.hazmatRating}, shipped without hazmat fees.`,
  path: "/products",
});

export default async function ProductsPage() {
  const products = await catalog();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <CartButton />
      <RememberShopPage />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Products", path: "/products" },
        ])}
      />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{siteConfig.productLine} Products</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">
        Every product is rated {siteConfig.claims.hazmatRating} and ships as ordinary freight: {siteConfig.claims.shippingSavings}.
      </p>
      <div className="mt-8">
        <ProductCatalog products={products.map(productCardView)} />
      </div>
    </div>
  );
}
