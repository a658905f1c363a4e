"use client";

import { useEffect, useState } from "react";
import type { ProductView } from "@/lib/catalog/read";
import type { ProductFacts } from "@/lib/catalog/facts";

export type FactsState = { status: "loading" } | { status: "error" } | { status: "ready"; facts: ReadonlyMap<string, ProductFacts> };

/**
 * The products' facts as the shop keeps them (GET /api/products, the catalog's short cache), by item
 * number: the finder's technical block states each recommended product's own pH and the rest.
 */
export function useProductFacts(): FactsState {
  const [state, setState] = useState<FactsState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/products", { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<ProductView[]>) : Promise.reject(new Error(String(response.status)))))
      .then((products) =>
        setState({
          status: "ready",
          facts: new Map(products.flatMap((product) => (product.facts ? [[product.itemNumber, product.facts] as const] : []))),
        }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error" });
      });
    return () => controller.abort();
  }, []);
  return state;
}
