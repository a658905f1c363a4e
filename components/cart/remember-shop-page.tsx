"use client";

import { Suspense } from "react";
import { useRememberShopPage } from "./use-shop-return";

function Recorder() {
  useRememberShopPage();
  return null;
}

/**
 * Put on a shop page (the catalog, a product page, search results, the pool pages): Back to Shopping and
 * Continue Shopping then return to it. Renders nothing; its own Suspense boundary lets a prerendered page
 * read its query in the browser only.
 */
export function RememberShopPage() {
  return (
    <Suspense fallback={null}>
      <Recorder />
    </Suspense>
  );
}
