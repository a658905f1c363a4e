import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ProductView } from "@/lib/catalog/read";
import { BREWERY_PRODUCT_TABS, DEFAULT_PRODUCT_TAB, breweryProducts } from "@/lib/content/brewery";
import { BreweryProductCard } from "./brewery-product-card";

/** The products section's two tabs (seed 001 §2): line cleaning (first) and production, three products each. */
export function BreweryProductTabs({ quoteHref, products }: { quoteHref: string; products: ReadonlyMap<string, ProductView> }) {
  return (
    <Tabs defaultValue={DEFAULT_PRODUCT_TAB} className="mt-8 gap-6">
      <TabsList className="h-auto w-full flex-wrap sm:w-fit">
        {BREWERY_PRODUCT_TABS.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id} className="min-h-10 px-4">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {BREWERY_PRODUCT_TABS.map((tab) => (
        <TabsContent key={tab.id} value={tab.id}>
          <h3 className="text-2xl font-semibold">{tab.heading}</h3>
          <p className="mt-2 max-w-3xl text-muted-foreground">{tab.intro}</p>
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {breweryProducts(products, tab.itemNumbers).map((product) => (
              <BreweryProductCard key={product.itemNumber} product={product} quoteHref={quoteHref} headingLevel="h4" />
            ))}
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
