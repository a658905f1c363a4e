"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the server HTML and during hydration, true once React runs the page. The forms keep their
 * submit button disabled until then: a click before hydration would make the browser submit the
 * form natively, losing the request and putting the visitor's details into a URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
