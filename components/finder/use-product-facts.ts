"use client";

import { useEffect, useState } from "react";
import { z } from "zod";
import { api } from "@/lib/client/api";
import { productFactsSchema, type ProductFacts } from "@/lib/catalog/facts";

/** What the finder reads of GET /api/products: each product's item number and facts. */
const productsFacts = z.array(z.object({ itemNumber: z.string(), facts: productFactsSchema.nullable() }));

export type FactsState = { status: "loading" } | { status: "error" } | { status: "ready"; facts: ReadonlyMap<string, ProductFacts> };

/**
 * The products' facts as the shop keeps them (GET /api/products, the catalog's short cache), by item
 * number: the finder's technical block states each recommended product's own pH and the rest.
 */
export function useProductFacts(): FactsState {
  const [state, setState] = useState<FactsState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    void api.get("/api/products", productsFacts, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) return setState({ status: "error" });
      const products = result.data;
      setState({
        status: "ready",
        facts: new Map(products.flatMap((product) => (product.facts ? [[product.itemNumber, product.facts] as const] : []))),
      });
    });
    return () => controller.abort();
  }, []);
  return state;
}
