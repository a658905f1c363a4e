"use client";

import { useId, useState } from "react";
import { PencilIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AdminProduct } from "@/lib/catalog/product-schema";

function matches(product: AdminProduct, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [product.name, product.itemNumber, product.categoryLabel].some((text) => text.toLowerCase().includes(q));
}

/** "Current Products (count)" with edit and delete per item (seed 001 Product Admin), with a filter for the long list. */
export function ProductList({
  products,
  editingId,
  onEdit,
  onDelete,
}: {
  products: AdminProduct[];
  editingId: number | null;
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
}) {
  const [query, setQuery] = useState("");
  const filterId = useId();
  const shown = products.filter((product) => matches(product, query));
  return (
    <section aria-labelledby="current-products-title">
      <h2 id="current-products-title" className="text-xl font-semibold">
        Current Products ({products.length})
      </h2>
      {products.length === 0 ? (
        <p className="mt-4 rounded-md border border-dashed p-6 text-center text-muted-foreground">
          No products yet. Add the first one with the form.
        </p>
      ) : (
        <>
          <div className="mt-3">
            <Label htmlFor={filterId} className="sr-only">
              Filter products
            </Label>
            <Input
              id={filterId}
              type="search"
              placeholder="Filter by name, item number or category"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          <p className="sr-only" aria-live="polite">
            {query.trim() ? `${shown.length} of ${products.length} products shown` : ""}
          </p>
          {shown.length === 0 && <p className="mt-4 text-sm text-muted-foreground">No product matches &ldquo;{query.trim()}&rdquo;.</p>}
          {shown.length > 0 && (
            <ul className="mt-3 divide-y rounded-lg border">
              {shown.map((product) => (
                <li
                  key={product.id}
                  data-testid="admin-product"
                  aria-current={product.id === editingId ? "true" : undefined}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3 aria-[current=true]:bg-accent"
                >
                  <div className="min-w-0 flex-1 basis-56">
                    <h3 className="font-medium break-words">{product.name}</h3>
                    <p className="text-sm text-muted-foreground">
                      {product.categoryLabel} · {product.itemNumber} · ${product.pricePerGallon} per {product.priceUnit} · min.{" "}
                      {product.minimumOrder} · <span className="capitalize">{product.chemicalType}</span>
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button variant="outline" size="sm" onClick={() => onEdit(product)} aria-label={`Edit ${product.name}`}>
                      <PencilIcon aria-hidden="true" />
                      Edit
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onDelete(product)}
                      aria-label={`Delete ${product.name}`}
                      className="text-destructive hover:text-destructive"
                    >
                      <Trash2Icon aria-hidden="true" />
                      Delete
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
