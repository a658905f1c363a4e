"use client";

import { useEffect, useState } from "react";
import { z } from "zod";
import { api } from "@/lib/client/api";
import { productFactsSchema, type ProductFacts } from "@/lib/catalog/facts";
import { offerOf, offerSourceSchema, type ProductOffer } from "@/lib/catalog/offer";

/** What the recommendations read of GET /api/products: each product's offer and technical facts. */
const catalogAnswer = z.array(offerSourceSchema.extend({ facts: productFactsSchema.nullable() }));

export type CatalogEntry = { offer: ProductOffer; facts: ProductFacts | null };
export type CatalogState = { status: "loading" } | { status: "error" } | { status: "ready"; products: ReadonlyMap<string, CatalogEntry> };

/** Read this long ago, the catalog is read again: a price staff change reaches a page left open. */
const FRESH_MS = 60_000;
let loaded: { at: number; products: Promise<ReadonlyMap<string, CatalogEntry> | null> } | null = null;

/**
 * The catalog as the shop keeps it (GET /api/products, the catalog's short cache), by item number: read
 * once for every recommendation on the page; null when it could not be read (asked again next time).
 */
export function loadCatalog(): Promise<ReadonlyMap<string, CatalogEntry> | null> {
  if (loaded && Date.now() - loaded.at < FRESH_MS) return loaded.products;
  const products = api.get("/api/products", catalogAnswer).then((result) => {
    if (result.ok) return new Map(result.data.map((product) => [product.itemNumber, { offer: offerOf(product), facts: product.facts }]));
    loaded = null;
    return null;
  });
  loaded = { at: Date.now(), products };
  return products;
}

/** The catalog for the home wizard's answer and the Application Finder's result (and its technical block). */
export function useCatalog(): CatalogState {
  const [state, setState] = useState<CatalogState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    void loadCatalog().then((products) => {
      if (current) setState(products ? { status: "ready", products } : { status: "error" });
    });
    return () => {
      current = false;
    };
  }, []);
  return state;
}

/** The offer of a recommended product: undefined while the catalog loads, null when it is not on sale or could not be read. */
export function offerIn(state: CatalogState, itemNumber: string): ProductOffer | null | undefined {
  if (state.status === "loading") return undefined;
  return state.status === "ready" ? (state.products.get(itemNumber)?.offer ?? null) : null;
}

/** Forgets the catalog read, as a new page view would (tests start each from one). */
export function forgetCatalog(): void {
  loaded = null;
}
