"use client";

import { useMemo } from "react";
import Link from "@/components/ui/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { PackageOpenIcon } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { ALL_CATEGORIES_LABEL, CATEGORIES } from "@/lib/content/categories";
import type { ProductCardView } from "@/lib/catalog/card";
import { siteConfig } from "@/lib/site-config";
import { ProductCard } from "./product-card";

const ALL = "all";

/**
 * The catalog with its category dropdown (seed 001 §2): the grill, convenience-store and beer-line
 * categories are sold by sister shops, so choosing one opens that shop in a new tab; the others filter.
 * The chosen category lives in the address (?category=HVAC): it can be shared, and Back returns to the last one.
 */
export function ProductCatalog({ products }: { products: ProductCardView[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const wanted = params.get("category");
  const category = CATEGORIES.some((c) => c.id === wanted && !c.externalSite) ? wanted! : ALL;
  const setCategory = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === ALL) next.delete("category");
    else next.set("category", value);
    const query = next.toString();
    router.push(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  const shown = useMemo(() => (category === ALL ? products : products.filter((p) => p.categoryId === category)), [category, products]);

  const choose = (value: string) => {
    const info = CATEGORIES.find((c) => c.id === value);
    if (info?.externalSite) {
      const site = siteConfig.externalSites[info.externalSite];
      window.open(site.url, "_blank", "noopener,noreferrer");
      toast.info(`Opening ${site.label}`, { description: `${info.label} are sold in our dedicated shop.` });
      return; // the list keeps its current filter
    }
    setCategory(value);
  };

  return (
    <div>
      <div className="flex flex-col gap-2 sm:max-w-sm">
        <Label htmlFor="catalog-category">Category</Label>
        <NativeSelect id="catalog-category" wrapperClassName="w-full" value={category} onChange={(e) => choose(e.target.value)}>
          <NativeSelectOption value={ALL}>{ALL_CATEGORIES_LABEL}</NativeSelectOption>
          {CATEGORIES.filter((c) => c.inDropdown).map((c) => (
            <NativeSelectOption key={c.id} value={c.id}>
              {c.label}
              {c.externalSite ? " (opens our dedicated shop)" : ""}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>

      <p className="mt-4 text-sm text-muted-foreground" aria-live="polite">
        {shown.length} {shown.length === 1 ? "product" : "products"}
      </p>

      {shown.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed p-12 text-center">
          <PackageOpenIcon className="size-10 text-muted-foreground" aria-hidden />
          <h2 className="mt-3 text-lg font-semibold">No Products Available</h2>
          <p className="mt-1 text-sm text-muted-foreground">Tell us what you need cleaned and we will recommend the right product.</p>
          <Button asChild className="mt-4">
            <Link href="/#contact">Contact Us</Link>
          </Button>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      )}
    </div>
  );
}
